/// `grid` as a UICollectionViewFlowLayout configured with the tuned values (seed 003's flow layout; the built-in
/// reproduces UIKit's flow rules, docs/layouts.md).
extension BuiltinExport {
    func gridFiles() -> [File] {
        let file = "GridFlowLayout.swift"
        let horizontal = values.string("direction") == "horizontal"
        let headers = values.number("headerSize"), footers = values.number("footerSize")
        let sections = values.integer("sections")
        var w = SwiftWriter()
        w.line("override init() {")
        w.indent += 1
        w.line("super.init()")
        if horizontal { w.line("scrollDirection = .horizontal") }
        w.line("itemSize = CGSize(width: \(n("itemWidth")), height: \(n("itemHeight")))")
        w.line("minimumLineSpacing = \(n("lineSpacing"))")
        w.line("minimumInteritemSpacing = \(n("interitemSpacing"))")
        w.line("sectionInset = UIEdgeInsets(top: \(n("insetTop")), left: \(n("insetLeft")), bottom: \(n("insetBottom")), right: \(n("insetRight")))")
        if headers > 0 {
            w.line("// Headers of kind UICollectionView.elementKindSectionHeader (the built-in's kind is \"header\").")
            w.line(horizontal ? "headerReferenceSize = CGSize(width: \(n("headerSize")), height: 0)"
                   : "headerReferenceSize = CGSize(width: 0, height: \(n("headerSize")))")
        }
        if footers > 0 {
            w.line("// Footers of kind UICollectionView.elementKindSectionFooter (the built-in's kind is \"footer\").")
            w.line(horizontal ? "footerReferenceSize = CGSize(width: \(n("footerSize")), height: 0)"
                   : "footerReferenceSize = CGSize(width: 0, height: \(n("footerSize")))")
        }
        if values.flag("pinHeaders") { w.line("sectionHeadersPinToVisibleBounds = true") }
        w.indent -= 1
        w.line("}")
        let body = w.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
        let rate = decelerationRate.map { _ in
            "\n    override func prepare() {\n        super.prepare()\n" + rateLines(8) + "    }\n"
        } ?? ""
        var text = header("""
            \(file): the built-in `grid` (seed 003's flow layout) as UIKit's own UICollectionViewFlowLayout: the
            built-in follows UIKit's flow rules (lines filled greedily, full lines justified, a line of one item centered;
            docs/layouts.md), so the subclass only sets the values. Snapping: none, as the built-in (free scrolling).
            """, file: file) + #"""
            \#(SwiftSource.importUIKit)

            /// Items of one size in lines, \#(horizontal ? "columns scrolling horizontally" : "rows scrolling vertically").
            class GridFlowLayout: UICollectionViewFlowLayout {
            \#(body)
                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            \#(rate)}

            """#
        if sections > 1 {
            text += #"""

                /// The playground's entry point. The built-in's `sections` = \#(sections): the items split into \#(sections) near-equal
                /// sections, the first ones one more; on iOS your data source says.
                func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
                    #if canImport(UIKitBridge)   // only in the playground
                    collectionView.playgroundItemCounts = { total in
                        (0..<\#(sections)).map { total / \#(sections) + ($0 < total % \#(sections) ? 1 : 0) }
                    }
                    #endif
                    return GridFlowLayout()
                }

                """#
        }
        return [File(name: file, text: text)]
    }
}
