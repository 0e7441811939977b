/// A compositional spec as Swift that builds the same `UICollectionViewCompositionalLayout` with Apple's API
/// (`playground export --layout-file spec.yaml --as uikit`, docs/export.md). A pure function of the spec: the
/// same spec always gives the same text.
///
///     let swift = CompositionalExport(spec: spec, fileName: "nested-groups.yaml").swift
///     // "// NestedGroupsLayout.swift: …\nimport UIKit\n…enum NestedGroupsLayout {\n    static func make() -> …"
///
/// The text holds a namespace `enum <Name>Layout` with `make()` (the layout), one function per section when there
/// are several, `itemCounts(total:)` when the spec splits its items between sections, and a top-level
/// `makeLayout` through which the playground loads the file as it is (docs/uikit.md).
public struct CompositionalExport: Sendable {
    public var spec: CompositionalSpec
    /// The spec file's name, for the header comment (`nested-groups.yaml`); nil: not named.
    public var fileName: String?

    public init(spec: CompositionalSpec, fileName: String? = nil) {
        self.spec = spec
        self.fileName = fileName
    }

    /// The spec's name, or the file's base name, or "exported".
    public var layoutName: String {
        if let n = spec.name, !n.isEmpty { return n }
        if let f = fileName?.split(separator: "/").last {
            return f.split(separator: ".").first.map(String.init) ?? String(f)
        }
        return "exported"
    }

    /// The namespace's name: `NestedGroupsLayout`.
    public var typeName: String {
        let t = SwiftSource.typeName(layoutName)
        return t.hasSuffix("Layout") ? t : t + "Layout"
    }

    /// The name to save the text as: `NestedGroupsLayout.swift`.
    public var suggestedFileName: String { typeName + ".swift" }

    /// Whether the sections' item counts are not simply all the items in one section.
    var splitsItems: Bool { spec.sections.count > 1 }

    // UIKit's defaults, where the spec's differ (docs/export.md): the playground's UIKit module has Apple's.
    static let uikitSupplementaryZIndex = 1
    static let uikitBoundaryZIndex = 0
    static let uikitDecorationZIndex = 0

    public var swift: String {
        var w = SwiftWriter()
        header(&w)
        w.line(SwiftSource.importUIKit)
        w.line()
        let counts = spec.sections.map { $0.items.map(String.init) ?? "the rest" }
        w.line("/// The compositional layout `\(layoutName)`: \(sectionSummary(counts)).")
        w.block("enum \(typeName) {") { w in
            make(&w)
            if spec.sections.count > 1 {
                let firsts = firstEqualSections
                for (s, entry) in spec.sections.enumerated() where firsts[s] == s {
                    w.line()
                    let same = firsts.indices.filter { firsts[$0] == s }
                    let items = same.map { spec.sections[$0].items.map(String.init) ?? "the rest" }
                    w.line(same.count == 1 ? "/// Section \(s) (items: \(items[0]))."
                           : "/// Sections \(same.map(String.init).joined(separator: ", ")) (items: \(items.joined(separator: ", "))).")
                    w.block("static func section\(s)() -> NSCollectionLayoutSection {") { w in
                        section(entry.section, &w)
                        w.line("return section")
                    }
                }
            }
            if splitsItems {
                w.line()
                itemCounts(&w)
            }
        }
        w.line()
        entryPoint(&w)
        return w.text
    }

    /// For each section, the first section equal to it (itself when none before is): equal sections share one
    /// function.
    var firstEqualSections: [Int] {
        spec.sections.indices.map { s in spec.sections.firstIndex { $0.section == spec.sections[s].section } ?? s }
    }

    func sectionSummary(_ counts: [String]) -> String {
        if counts.count == 1 { return "one section" }
        return "\(counts.count) sections (items: \(counts.joined(separator: ", ")))"
    }

    func header(_ w: inout SwiftWriter) {
        let source = fileName.map { "`\($0)`" } ?? "`\(layoutName)`"
        w.comment("""
            \(suggestedFileName): the compositional spec \(source) in UIKit's own API, written by
            `playground export --layout-file \(fileName ?? "SPEC") --as uikit` (LayoutPlayground, docs/export.md).
            On iOS 13 or later\(usesRepeating ? " (16 or later: a group uses repeatingSubitem:count:)" : ""):
                collectionView.collectionViewLayout = \(typeName).make()
            """)
        if splitsItems {
            w.comment("""
                and let your data source give \(spec.sections.count) sections; \(typeName).itemCounts(total:) is how the
                playground shared its items between them.
                """)
        }
        w.comment("""
            Register the views of the kinds below (cells, \(kindsList)) as usual.
            In the playground it runs as it is: playground run --layout-file \(suggestedFileName)
            """)
    }

    var kindsList: String {
        var kinds: [String] = []
        func add(_ k: String) { if !kinds.contains(k) { kinds.append(k) } }
        for b in spec.configuration.boundarySupplementaryItems { add(b.elementKind) }
        for entry in spec.sections {
            for b in entry.section.boundarySupplementaryItems { add(b.elementKind) }
            for d in entry.section.decorationItems { add(d.elementKind) }
            for k in CompositionalLayout.badgeKinds(entry.section.group) { add(k) }
        }
        return kinds.isEmpty ? "no supplementary kinds" : "supplementary and decoration kinds " + kinds.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    var usesRepeating: Bool {
        func groupRepeats(_ g: NSCollectionLayoutGroup) -> Bool {
            (g.count != nil && g.countMode == .repeatingSubitem)
                || g.subitems.contains { if case .group(let n) = $0 { groupRepeats(n) } else { false } }
        }
        return spec.sections.contains { groupRepeats($0.section.group) }
    }

    // MARK: - The layout

    func make(_ w: inout SwiftWriter) {
        let c = spec.configuration
        let defaultConfiguration = c.scrollDirection == .vertical && c.interSectionSpacing == 0
            && c.boundarySupplementaryItems.isEmpty
        w.line("/// The layout.")
        w.block("static func make() -> UICollectionViewCompositionalLayout {") { w in
            if !defaultConfiguration {
                w.line("let configuration = UICollectionViewCompositionalLayoutConfiguration()")
                if c.scrollDirection == .horizontal { w.line("configuration.scrollDirection = .horizontal") }
                if c.interSectionSpacing != 0 {
                    w.line("configuration.interSectionSpacing = \(SwiftSource.number(c.interSectionSpacing))")
                }
                if !c.boundarySupplementaryItems.isEmpty {
                    w.comment("Global headers and footers: their fractional dimensions refer to the collection view.")
                    var taken: [String] = []
                    let made = c.boundarySupplementaryItems.map { boundary($0, &w, taken: &taken) }
                    w.line("configuration.boundarySupplementaryItems = [\(made.joined(separator: ", "))]")
                }
            }
            let config = defaultConfiguration ? "" : ", configuration: configuration"
            if spec.sections.count == 1 {
                section(spec.sections[0].section, &w)
                w.line("return UICollectionViewCompositionalLayout(section: section\(config))")
            } else {
                let last = spec.sections.count - 1
                w.block("return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, _ in",
                        close: "}\(config))") { w in
                    // One case per distinct section; the last one's also answers for any later section.
                    let firsts = firstEqualSections
                    w.line("switch sectionIndex {")
                    for s in Set(firsts).sorted() where s != firsts[last] {
                        let indices = firsts.indices.filter { firsts[$0] == s }.map(String.init).joined(separator: ", ")
                        w.line("case \(indices): return section\(s)()")
                    }
                    w.line("default: return section\(firsts[last])()")
                    w.line("}")
                }
            }
        }
    }

    /// The statements that build `section` in a variable of that name.
    func section(_ section: NSCollectionLayoutSection, _ w: inout SwiftWriter) {
        var names = Names()
        let group = self.group(section.group, &w, names: &names, top: true)
        w.line("let section = NSCollectionLayoutSection(group: \(group))")
        if section.interGroupSpacing != 0 {
            w.line("section.interGroupSpacing = \(SwiftSource.number(section.interGroupSpacing))")
        }
        if section.contentInsets != .zero { w.line("section.contentInsets = \(insets(section.contentInsets))") }
        if section.orthogonalScrollingBehavior != .none {
            w.line("section.orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
        }
        if !section.boundarySupplementaryItems.isEmpty {
            var taken: [String] = []
            var made: [String] = []
            for b in section.boundarySupplementaryItems { made.append(boundary(b, &w, taken: &taken)) }
            w.line("section.boundarySupplementaryItems = [\(made.joined(separator: ", "))]")
        }
        if !section.decorationItems.isEmpty {
            var made: [String] = []
            for d in section.decorationItems {
                let name = made.isEmpty ? "background" : "background\(made.count + 1)"
                w.comment("Behind the section; register its view: layout.register(YourView.self, forDecorationViewOfKind: \(SwiftSource.string(d.elementKind)))")
                w.line("let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: \(SwiftSource.string(d.elementKind)))")
                if d.contentInsets != .zero { w.line("\(name).contentInsets = \(insets(d.contentInsets))") }
                if d.zIndex != Self.uikitDecorationZIndex { w.line("\(name).zIndex = \(d.zIndex)") }
                made.append(name)
            }
            w.line("section.decorationItems = [\(made.joined(separator: ", "))]")
        }
        if let e = section.visibleItemsEffect {
            visibleItemsHandler(e, orthogonal: section.isOrthogonal, decorated: !section.decorationItems.isEmpty, &w)
        }
    }

    /// Unique variable names within one section.
    struct Names {
        var used: [String: Int] = [:]
        mutating func make(_ base: String) -> String {
            let n = (used[base] ?? 0) + 1
            used[base] = n
            return n == 1 ? base : "\(base)\(n)"
        }
    }

    /// Declares the group (its subitems first) and returns its variable's name.
    func group(_ g: NSCollectionLayoutGroup, _ w: inout SwiftWriter, names: inout Names, top: Bool) -> String {
        var children: [String] = []
        for sub in g.subitems {
            switch sub {
            case .item(let i): children.append(item(i, &w, names: &names))
            case .group(let n): children.append(group(n, &w, names: &names, top: false))
            }
        }
        let name = names.make(top ? "group" : "nestedGroup")
        let direction = g.axis == .horizontal ? "horizontal" : "vertical"
        let size = declareSize(name, g.layoutSize, &w)
        if let count = g.count, let child = children.first {
            switch g.countMode {
            case .subitem:
                w.comment("iOS 13's subitem:count: (deprecated in iOS 16): \(count) equal slots filling the group, the subitem's own \(g.axis == .horizontal ? "width" : "height") ignored.")
                w.line("let \(name) = NSCollectionLayoutGroup.\(direction)(layoutSize: \(size), subitem: \(child), count: \(count))")
            case .repeatingSubitem:
                w.comment("iOS 16: the subitem \(count) times at its own size.")
                w.line("let \(name) = NSCollectionLayoutGroup.\(direction)(layoutSize: \(size), repeatingSubitem: \(child), count: \(count))")
            }
        } else {
            w.line("let \(name) = NSCollectionLayoutGroup.\(direction)(layoutSize: \(size), subitems: [\(children.joined(separator: ", "))])")
        }
        if let s = g.interItemSpacing { w.line("\(name).interItemSpacing = \(spacing(s))") }
        if g.contentInsets != .zero { w.line("\(name).contentInsets = \(insets(g.contentInsets))") }
        if g.edgeSpacing != .zero { w.line("\(name).edgeSpacing = \(edgeSpacing(g.edgeSpacing))") }
        return name
    }

    /// Declares the item (its badges first) and returns its variable's name.
    func item(_ i: NSCollectionLayoutItem, _ w: inout SwiftWriter, names: inout Names) -> String {
        var badges: [String] = []
        for s in i.supplementaryItems {
            let name = names.make("badge")
            let a = s.containerAnchor
            let edges = anchorEdges(a.edges)
            let anchor: String
            if a.isFractional {
                anchor = "NSCollectionLayoutAnchor(edges: \(edges), fractionalOffset: CGPoint(x: \(SwiftSource.number(a.offset.x)), y: \(SwiftSource.number(a.offset.y))))"
            } else if a.offset != .zero {
                anchor = "NSCollectionLayoutAnchor(edges: \(edges), absoluteOffset: CGPoint(x: \(SwiftSource.number(a.offset.x)), y: \(SwiftSource.number(a.offset.y))))"
            } else {
                anchor = "NSCollectionLayoutAnchor(edges: \(edges))"
            }
            let sizeName = declareSize(name, s.layoutSize, &w)
            w.line("let \(name) = NSCollectionLayoutSupplementaryItem(")
            w.line("    layoutSize: \(sizeName),")
            w.line("    elementKind: \(SwiftSource.string(s.elementKind)),")
            w.line("    containerAnchor: \(anchor))")
            if s.zIndex != Self.uikitSupplementaryZIndex { w.line("\(name).zIndex = \(s.zIndex)") }
            badges.append(name)
        }
        let name = names.make("item")
        let sizeName = declareSize(name, i.layoutSize, &w)
        if badges.isEmpty {
            w.line("let \(name) = NSCollectionLayoutItem(layoutSize: \(sizeName))")
        } else {
            w.line("let \(name) = NSCollectionLayoutItem(layoutSize: \(sizeName), supplementaryItems: [\(badges.joined(separator: ", "))])")
        }
        if i.contentInsets != .zero { w.line("\(name).contentInsets = \(insets(i.contentInsets))") }
        if i.edgeSpacing != .zero { w.line("\(name).edgeSpacing = \(edgeSpacing(i.edgeSpacing))") }
        return name
    }

    /// The variable names the generated code itself declares (with a number or `Size` after them).
    static let generatedNames: Set<String> = ["item", "badge", "group", "nestedGroup", "section", "configuration",
                                               "layout", "background"]

    /// Declares a header or footer and returns its variable's name.
    func boundary(_ b: NSCollectionLayoutBoundarySupplementaryItem, _ w: inout SwiftWriter, taken: inout [String]) -> String {
        var base = SwiftSource.memberName(b.elementKind)
        if base == "section" || base == "configuration" || base == "group" { base += "Item" }
        // A keyword, or a name the generated code declares (`item`, `itemSize`, `group2`, `badge`, …): suffixed,
        // so the text still compiles (issue 38, 4).
        var stem = Substring(base)
        while let last = stem.last, last.isNumber { stem = stem.dropLast() }
        while stem.hasSuffix("Size") { stem = stem.dropLast(4) }
        if SwiftSource.keywords.contains(base) || Self.generatedNames.contains(String(stem)) { base += "Kind" }
        var name = base, k = 2
        while taken.contains(name) { name = base + String(k); k += 1 }
        taken.append(name)
        let sizeName = declareSize(name, b.layoutSize, &w)
        w.line("let \(name) = NSCollectionLayoutBoundarySupplementaryItem(")
        w.line("    layoutSize: \(sizeName),")
        w.line("    elementKind: \(SwiftSource.string(b.elementKind)), alignment: .\(b.alignment.rawValue))")
        if b.pinToVisibleBounds { w.line("\(name).pinToVisibleBounds = true") }
        if !b.extendsBoundary { w.line("\(name).extendsBoundary = false") }
        if b.zIndex != Self.uikitBoundaryZIndex {
            w.line("\(name).zIndex = \(b.zIndex)\(b.pinToVisibleBounds ? "   // above the cells, which scroll under it" : "")")
        }
        return name
    }

    // MARK: - The visible-items effect

    /// The core's `VisibleItemsEffect` as the handler UIKit calls while the section scrolls: the same scale,
    /// alpha, rotation and stacking (docs/compositional.md, "Visible-items effects").
    func visibleItemsHandler(_ e: VisibleItemsEffect, orthogonal: Bool, decorated: Bool, _ w: inout SwiftWriter) {
        let scroll = spec.configuration.scrollDirection
        // The axis the section moves along: across the layout's scroll axis in an orthogonal section.
        let horizontal = orthogonal ? scroll == .vertical : scroll == .horizontal
        let x = horizontal ? "x" : "y", length = horizontal ? "width" : "height"
        var parts = ["minimumScale: \(SwiftSource.number(e.minimumScale))", "minimumAlpha: \(SwiftSource.number(e.minimumAlpha))"]
        if e.maximumRotation != 0 { parts.append("maximumRotation: \(SwiftSource.number(e.maximumRotation))") }
        if let f = e.falloff { parts.append("falloff: \(SwiftSource.number(f))") }
        w.comment("""
            The spec's visibleItemsEffect {\(parts.joined(separator: ", "))}: each cell by its distance d (0 at the
            visible center, 1 at \(e.falloff.map { SwiftSource.number($0) + " points" } ?? "half the visible \(length)") or more) along the section's \(horizontal ? "horizontal" : "vertical") motion:
            scaled to 1 − (1 − minimumScale)·d, faded to 1 − (1 − minimumAlpha)·d\(e.maximumRotation != 0 ? ", turned by maximumRotation·d radians" : ""); the centered cell on top.
            """)
        w.block("section.visibleItemsInvalidationHandler = { items, offset, environment in") { w in
            w.line("let visibleCenter = offset.\(x) + environment.container.contentSize.\(length) / 2")
            if let f = e.falloff {
                w.line("let falloff: CGFloat = \(SwiftSource.number(max(f, 1e-9)))")
            } else {
                w.line("let falloff = max(environment.container.contentSize.\(length) / 2, 1e-9)")
            }
            w.block("for item in items where item.representedElementCategory == .cell {") { w in
                w.line("let delta = item.center.\(x) - visibleCenter")
                w.line("let d = min(1, abs(delta) / falloff)")
                w.line("let scale = max(0, 1 - (1 - \(SwiftSource.number(e.minimumScale))) * d)")
                w.line("item.alpha = min(max(1 - (1 - \(SwiftSource.number(e.minimumAlpha))) * d, 0), 1)")
                if e.maximumRotation != 0 {
                    w.line("let angle = \(SwiftSource.number(e.maximumRotation)) * d * (delta < 0 ? -1 : 1)")
                    w.line("item.transform = CGAffineTransform(scaleX: scale, y: scale)")
                    w.line("    .concatenating(CGAffineTransform(rotationAngle: angle))")
                } else {
                    w.line("item.transform = CGAffineTransform(scaleX: scale, y: scale)")
                }
                if decorated {
                    w.line("item.zIndex = 101 - Int((d * 100).rounded())   // 1…101: above the section's background")
                } else {
                    w.line("item.zIndex = -Int((d * 100).rounded())")
                }
            }
        }
    }

    // MARK: - Data and the playground's entry point

    func itemCounts(_ w: inout SwiftWriter) {
        let declared = spec.sections.map { $0.items.map(String.init) ?? "nil" }
        w.line("/// How the playground shares `total` items between the sections: each section's own count in order while")
        w.line("/// the items last, the rest shared by the sections without one (the first ones one more), else added")
        w.line("/// to the last section (docs/compositional.md, \"Data\"). A data source can answer from it.")
        w.line("///")
        w.line("///     \(typeName).itemCounts(total: \(exampleTotal))   // \(CompositionalLayout.itemCounts(for: spec.sections, total: exampleTotal))")
        w.block("static func itemCounts(total: Int) -> [Int] {") { w in
            w.line("let declared: [Int?] = [\(declared.joined(separator: ", "))]")
            w.line("var counts = declared.map { _ in 0 }")
            w.line("var left = max(0, total)")
            w.block("for (s, n) in declared.enumerated() {") { w in
                w.line("if let n { counts[s] = min(max(0, n), left); left -= counts[s] }")
            }
            w.line("let open = declared.indices.filter { declared[$0] == nil }")
            w.line("if open.isEmpty {")
            w.line("    counts[counts.count - 1] += left")
            w.line("} else {")
            w.line("    for (k, s) in open.enumerated() { counts[s] += left / open.count + (k < left % open.count ? 1 : 0) }")
            w.line("}")
            w.line("return counts")
        }
    }

    var exampleTotal: Int { 120 }

    func entryPoint(_ w: inout SwiftWriter) {
        w.line("/// The playground's entry point: it loads this file unchanged (docs/uikit.md). On iOS, call \(typeName).make().")
        if splitsItems {
            w.block("func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {") { w in
                w.line("#if canImport(UIKitBridge)   // only in the playground: its items split as the spec says")
                w.line("collectionView.playgroundItemCounts = \(typeName).itemCounts(total:)")
                w.line("#endif")
                w.line("return \(typeName).make()")
            }
        } else {
            w.block("func makeLayout() -> UICollectionViewLayout {") { w in
                w.line("\(typeName).make()")
            }
        }
    }

    // MARK: - Values

    func dimension(_ d: NSCollectionLayoutDimension) -> String {
        switch d {
        case .fractionalWidth(let v): ".fractionalWidth(\(SwiftSource.number(v)))"
        case .fractionalHeight(let v): ".fractionalHeight(\(SwiftSource.number(v)))"
        case .absolute(let v): ".absolute(\(SwiftSource.number(v)))"
        case .estimated(let v): ".estimated(\(SwiftSource.number(v)))"
        }
    }

    /// `let NAMESize = NSCollectionLayoutSize(…)` over two lines, as Apple's samples write it; returns the name.
    func declareSize(_ element: String, _ s: NSCollectionLayoutSize, _ w: inout SwiftWriter) -> String {
        let name = element + "Size"
        let open = "let \(name) = NSCollectionLayoutSize("
        w.line(open + "widthDimension: \(dimension(s.widthDimension)),")
        w.line(String(repeating: " ", count: open.count) + "heightDimension: \(dimension(s.heightDimension)))")
        return name
    }

    func size(_ s: NSCollectionLayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(s.widthDimension)), heightDimension: \(dimension(s.heightDimension)))"
    }

    func insets(_ i: NSDirectionalEdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(SwiftSource.number(i.top)), leading: \(SwiftSource.number(i.leading)), bottom: \(SwiftSource.number(i.bottom)), trailing: \(SwiftSource.number(i.trailing)))"
    }

    func spacing(_ s: NSCollectionLayoutSpacing) -> String {
        switch s {
        case .fixed(let v): ".fixed(\(SwiftSource.number(v)))"
        case .flexible(let v): ".flexible(\(SwiftSource.number(v)))"
        }
    }

    func edgeSpacing(_ e: NSCollectionLayoutEdgeSpacing) -> String {
        func one(_ v: Double) -> String { v == 0 ? "nil" : ".fixed(\(SwiftSource.number(v)))" }
        return "NSCollectionLayoutEdgeSpacing(leading: \(one(e.leading)), top: \(one(e.top)), trailing: \(one(e.trailing)), bottom: \(one(e.bottom)))"
    }

    func anchorEdges(_ e: NSDirectionalRectEdge) -> String {
        var names: [String] = []
        if e.contains(.top) { names.append(".top") }
        if e.contains(.leading) { names.append(".leading") }
        if e.contains(.bottom) { names.append(".bottom") }
        if e.contains(.trailing) { names.append(".trailing") }
        return "[\(names.joined(separator: ", "))]"
    }
}
