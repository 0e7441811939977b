/// The items of one section as a tree (iOS 14): root items, children appended under a parent, expanded or
/// collapsed. A collection view shows its `visibleItems`: the roots and the children of expanded parents, depth
/// first (Apple, NSDiffableDataSourceSectionSnapshot: "visibleItems: the identifiers of the items that are
/// visible in the section snapshot"; a new parent is collapsed).
///
///     var section = NSDiffableDataSourceSectionSnapshot<String>()
///     section.append(["Fruit"])
///     section.append(["Apple", "Pear"], to: "Fruit")
///     section.visibleItems          // ["Fruit"]
///     section.expand(["Fruit"])
///     section.visibleItems          // ["Fruit", "Apple", "Pear"]
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    private var members: Set<ItemIdentifierType> = []

    public init() {}

    // MARK: Items

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }

    /// The roots and the descendants of expanded items, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    public var rootItems: [ItemIdentifierType] { roots }

    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// 0 for a root, 1 for its children, …
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// The snapshot of `parent`'s subtree (with `parent` as its root when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        guard members.contains(parent) else { return result }
        if includingParent {
            result.append([parent])
            copy(childrenOf[parent] ?? [], under: parent, into: &result)
        } else {
            result.append(childrenOf[parent] ?? [])
            for child in childrenOf[parent] ?? [] { copy(childrenOf[child] ?? [], under: child, into: &result) }
        }
        return result
    }

    // MARK: Changing

    /// Appends `items` as roots, or as the last children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let fresh = unique(items)
        if let parent {
            guard members.contains(parent) else { return missing(parent) }
            childrenOf[parent, default: []] += fresh
            for item in fresh { parentOf[item] = parent }
        } else {
            roots += fresh
        }
        members.formUnion(fresh)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: true)
    }

    /// Deletes `items` and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            for child in childrenOf[item] ?? [] { delete([child]) }
            childrenOf[item] = nil
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            members.remove(item)
            expanded.remove(item)
        }
    }

    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items.filter(members.contains)) }

    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// Replaces the children of `parent` with `snapshot`'s items (its roots as `parent`'s children).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard members.contains(parent) else { return missing(parent) }
        for child in childrenOf[parent] ?? [] { delete([child]) }
        copy(snapshot.roots, under: parent, from: snapshot)
    }

    // MARK: Internals

    private func flatten(_ level: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        for item in level {
            out.append(item)
            if !onlyVisible || expanded.contains(item) {
                out += flatten(childrenOf[item] ?? [], onlyVisible: onlyVisible)
            }
        }
        return out
    }

    private func copy(_ children: [ItemIdentifierType], under parent: ItemIdentifierType,
                      into result: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        result.append(children, to: parent)
        if expanded.contains(parent) { result.expand([parent]) }
        for child in children { copy(childrenOf[child] ?? [], under: child, into: &result) }
    }

    private mutating func copy(_ children: [ItemIdentifierType], under parent: ItemIdentifierType,
                               from source: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        append(children, to: parent)
        for child in children {
            if source.isExpanded(child) { expand([child]) }
            copy(source.childrenOf[child] ?? [], under: child, from: source)
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard members.contains(anchor) else { return missing(anchor) }
        let fresh = unique(items)
        if let parent = parentOf[anchor] {
            let i = childrenOf[parent]!.firstIndex(of: anchor)!
            childrenOf[parent]!.insert(contentsOf: fresh, at: after ? i + 1 : i)
            for item in fresh { parentOf[item] = parent }
        } else {
            let i = roots.firstIndex(of: anchor)!
            roots.insert(contentsOf: fresh, at: after ? i + 1 : i)
        }
        members.formUnion(fresh)
    }

    private func unique(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        let fresh = items.filter {
            guard !members.contains($0), seen.insert($0).inserted else {
                duplicates.append($0)
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

    private func missing(_ item: ItemIdentifierType) {
        PlaygroundExceptions.raise("NSInternalInconsistencyException",
                                   "Invalid parameter not satisfying: item identifier \(item) is in the section snapshot")
    }
}
