/// The layout's answer for one viewport and offset, as the JSON document `playground dump` prints (docs/dump.md).
///
///     let dump = try LayoutDump(layout: "grid", viewport: Size(width: 640, height: 480), itemCount: 7)
///     dump.json(for: .viewport).serialized()
///     // {"layout":"grid","size":[640,480],"contentOffset":[0,0],"contentSize":[640,580],"items":[…7 cells…]}
///
/// The layout is prepared once with exactly the given context: the offset is not clamped, so a dump can show
/// overscroll (negative or past the end).
public struct LayoutDump: Sendable {
    /// Which elements to list.
    public enum Selection: Hashable, Sendable {
        /// Those meeting the viewport at the content offset (`attributes(in:)` of the bounds).
        case viewport
        /// Those meeting a rectangle in content coordinates (`attributes(in:)`; closed bounds).
        case rect(Rect)
        /// Every element the layout has: each decoration, each item, each supplementary view, queried one by one,
        /// wherever it is (also outside contentSize, as a pinned header in overscroll may be).
        case all
    }

    public let layout: any CollectionLayout
    public let context: LayoutContext

    /// Prepares the layout called `name` with `params` for the given context.
    /// - Throws: `ParameterError` for an unknown layout or a bad parameter (the CLI's one-line message).
    public init(
        layout name: String, params: [String: String] = [:], layouts: [LayoutDescriptor] = LayoutRegistry.all,
        viewport: Size, contentOffset: Point = .zero, itemCount: Int, naturalSizes: ItemSizes = .square,
        sectionOffsets: [Int: Double] = [:], traits: ScreenTraits = ScreenTraits()
    ) throws(ParameterError) {
        var context = LayoutContext(
            viewport: viewport, contentOffset: contentOffset, itemCount: itemCount, naturalSizes: naturalSizes,
            sectionOffsets: sectionOffsets)
        context.traits = traits
        self.init(layout: try LayoutRegistry.make(name, params: params, in: layouts), context: context)
    }

    /// Prepares `layout` for `context`.
    public init(layout: any CollectionLayout, context: LayoutContext) {
        var layout = layout
        layout.prepare(context)
        self.layout = layout
        self.context = context
    }

    /// The selected elements in the dump's order (see `precedes`).
    public func elements(_ selection: Selection) -> [LayoutAttributes] {
        let found: [LayoutAttributes]
        switch selection {
        case .viewport: found = layout.attributes(in: context.bounds)
        case .rect(let rect): found = layout.attributes(in: rect)
        case .all: found = everyElement()
        }
        return found.enumerated()
            .sorted { Self.precedes($0.element, $1.element) || (!Self.precedes($1.element, $0.element) && $0.offset < $1.offset) }
            .map(\.element)
    }

    /// The whole document: layout, size, contentOffset, contentSize, items, and `notices` when the layout's code
    /// met any (docs/dump.md).
    public func json(for selection: Selection) -> JSON { document(for: selection).json }

    /// The document and the notices it lists (`dump --verbose` prints them on standard error too).
    /// With `views`, each element also has `views`: its drawn view tree when the layout's cells are views of the
    /// user's (`ViewTreeSource`), else null (docs/dump.md, "views").
    public func document(for selection: Selection, views: Bool = false) -> (json: JSON, notices: [LayoutNotice]) {
        var fields: [(String, JSON)] = [
            ("layout", .string(layout.name)),
            ("size", JSON(context.viewport)),
            ("contentOffset", JSON(context.contentOffset)),
            ("contentSize", JSON(layout.contentSize)),
        ]
        // Orthogonal sections' own offsets (section index → points along the cross axis); their elements are
        // listed with those offsets applied (docs/compositional.md).
        if let l = layout as? any OrthogonalScrollingLayout, !l.orthogonalSections.isEmpty {
            fields.append(("sectionOffsets", .object(l.orthogonalSections.map {
                (String($0), .number(context.sectionOffsets[$0] ?? l.orthogonalInitialOffset(ofSection: $0)))
            })))
        }
        let trees = views ? layout as? any ViewTreeSource : nil
        fields.append(("items", .array(elements(selection).map { a in
            guard views, case .object(var f) = a.json else { return a.json }
            f.append(("views", trees?.viewTree(for: a) ?? .null))
            return .object(f)
        })))
        var notices = LayoutNotices()
        notices.add(layout.takeNotices())
        if let list = notices.json { fields.append(("notices", list)) }
        return (.object(fields), notices.all)
    }

    /// The dump's order: decoration views, then cells, then supplementary views (the order
    /// `bruteForceAttributes` builds: backgrounds, content, headers and footers); within each, by section, then
    /// item, then kind. It does not depend on the order a layout's rect query happens to return.
    public static func precedes(_ l: LayoutAttributes, _ r: LayoutAttributes) -> Bool {
        (rank(l.category), l.indexPath.section, l.indexPath.item, l.category.kind ?? "")
            < (rank(r.category), r.indexPath.section, r.indexPath.item, r.category.kind ?? "")
    }

    private static func rank(_ c: ElementCategory) -> Int {
        switch c {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
    }

    /// Every element, asked for one by one and not filtered by any rectangle. O(items).
    private func everyElement() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (kind, path) in layout.decorationElements() {
            if let a = layout.attributes(forDecoration: kind, at: path) { result.append(a) }
        }
        for i in 0..<max(0, context.itemCount) {
            if let a = layout.attributes(forItem: layout.indexPath(forFlatIndex: i)) { result.append(a) }
        }
        for (kind, path) in layout.supplementaryElements() {
            if let a = layout.attributes(forSupplementary: kind, at: path) { result.append(a) }
        }
        return result
    }
}
