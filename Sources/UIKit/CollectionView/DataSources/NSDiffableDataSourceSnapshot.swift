/// The state of a diffable data source's data: sections and their items, by identifier, in order (iOS 13).
///
/// Identifiers are unique in a snapshot: appending one that is already there is UIKit's exception ("Fatal: supplied
/// item identifiers are not unique. Duplicate identifiers: {(…)}"), recorded as one line here and the duplicates
/// left out, where iOS stops the app. Items need a section: appending items to a snapshot without sections is
/// UIKit's exception too. (Apple, NSDiffableDataSourceSnapshot: "Each of your sections and items must have unique
/// identifiers".)
///
///     var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
///     snapshot.appendSections([0, 1])
///     snapshot.appendItems(["a", "b"], toSection: 0)
///     snapshot.appendItems(["c"])                 // to the last section
///     snapshot.numberOfItems(inSection: 1)        // 1
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Sections in order, each with its items in order.
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Where each section is (index into `sections`).
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// Which section each item is in.
    private var itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked for reload and reconfigure since the snapshot was made (cleared by the data source's apply).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    // MARK: Counts and identifiers

    public var numberOfItems: Int { itemSection.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { sections[$0].items.count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { sections[$0].items } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSection[identifier]
    }

    /// The item's index in the whole snapshot (all sections, in order), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSection[identifier], let s = sectionIndex[section] else { return nil }
        let before = sections[..<s].reduce(0) { $0 + $1.items.count }
        return sections[s].items.firstIndex(of: identifier).map { before + $0 }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(sections: identifiers, at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection toIdentifier: SectionIdentifierType) {
        guard let at = sectionIndex[toIdentifier] else { return missingSection(toIdentifier, "insertSections") }
        insert(sections: identifiers, at: at)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection toIdentifier: SectionIdentifierType) {
        guard let at = sectionIndex[toIdentifier] else { return missingSection(toIdentifier, "insertSections") }
        insert(sections: identifiers, at: at + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        for section in sections where gone.contains(section.id) {
            for item in section.items { itemSection[item] = nil }
        }
        sections.removeAll { gone.contains($0.id) }
        reindexSections()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil }
    }

    // MARK: Items

    /// Appends items to `sectionIdentifier`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last?.id else {
            PlaygroundExceptions.raise("NSInternalInconsistencyException",
                                       "There are currently no sections in the data source. Please add a section first.")
            return
        }
        guard let s = sectionIndex[section] else { return missingSection(section, "appendItems") }
        let fresh = unique(identifiers)
        sections[s].items += fresh
        for item in fresh { itemSection[item] = section }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(items: identifiers, relativeTo: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(items: identifiers, relativeTo: afterIdentifier, after: true)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        var touched = Set<Int>()
        for item in gone {
            guard let section = itemSection.removeValue(forKey: item), let s = sectionIndex[section] else { continue }
            touched.insert(s)
        }
        for s in touched { sections[s].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []
        sectionIndex = [:]
        itemSection = [:]
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { itemSection[$0] != nil }
    }

    /// Marks items to be reconfigured in place (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { itemSection[$0] != nil }
    }

    // MARK: Internals

    /// `identifiers` without those already in the snapshot or repeated; a duplicate is UIKit's exception.
    private func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        let fresh = identifiers.filter { item in
            guard itemSection[item] == nil, seen.insert(item).inserted else {
                duplicates.append(item)
                return false
            }
            return true
        }
        if !duplicates.isEmpty {
            PlaygroundExceptions.raise("NSInternalInconsistencyException", "Fatal: supplied item identifiers are not "
                + "unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}")
        }
        return fresh
    }

    private mutating func insert(sections identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        let fresh = identifiers.filter { section in
            guard sectionIndex[section] == nil, seen.insert(section).inserted else {
                duplicates.append(section)
                return false
            }
            return true
        }
        if !duplicates.isEmpty {
            PlaygroundExceptions.raise("NSInternalInconsistencyException", "Fatal: supplied section identifiers are "
                + "not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}")
        }
        sections.insert(contentsOf: fresh.map { (id: $0, items: []) }, at: min(max(0, index), sections.count))
        reindexSections()
    }

    private mutating func insert(items identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard let section = itemSection[anchor], let s = sectionIndex[section],
              let i = sections[s].items.firstIndex(of: anchor) else { return missingItem(anchor, "insertItems") }
        let fresh = unique(identifiers)
        sections[s].items.insert(contentsOf: fresh, at: after ? i + 1 : i)
        for item in fresh { itemSection[item] = section }
    }

    private mutating func moveItem(_ item: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard item != anchor else { return }
        guard let from = itemSection[item], let fs = sectionIndex[from] else { return missingItem(item, "moveItem") }
        guard let to = itemSection[anchor], let ts = sectionIndex[to] else { return missingItem(anchor, "moveItem") }
        sections[fs].items.removeAll { $0 == item }
        guard let i = sections[ts].items.firstIndex(of: anchor) else { return }
        sections[ts].items.insert(item, at: after ? i + 1 : i)
        itemSection[item] = to
    }

    private mutating func moveSection(_ section: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        guard section != anchor else { return }
        guard let from = sectionIndex[section] else { return missingSection(section, "moveSection") }
        guard sectionIndex[anchor] != nil else { return missingSection(anchor, "moveSection") }
        let moving = sections.remove(at: from)
        reindexSections()
        let at = sectionIndex[anchor]! + (after ? 1 : 0)
        sections.insert(moving, at: at)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })
    }

    private func missingSection(_ section: SectionIdentifierType, _ method: String) {
        PlaygroundExceptions.raise("NSInternalInconsistencyException",
                                   "Invalid parameter not satisfying: section identifier \(section) is in the snapshot (\(method))")
    }

    private func missingItem(_ item: ItemIdentifierType, _ method: String) {
        PlaygroundExceptions.raise("NSInternalInconsistencyException",
                                   "Invalid parameter not satisfying: item identifier \(item) is in the snapshot (\(method))")
    }
}

extension NSDiffableDataSourceSnapshot {
    /// Forgets the reload and reconfigure marks (the data source keeps the snapshot it applied without them).
    package mutating func playgroundClearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
