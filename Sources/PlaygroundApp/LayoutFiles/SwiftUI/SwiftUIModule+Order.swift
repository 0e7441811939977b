/// The order a SwiftUI folder's layouts are offered in (docs/swiftui.md, "A folder as one module"): the first is
/// the one the window shows and `dump` prints; every one keeps its hot key (6, 7, … in this order).
///
/// Decided: a folder's files were offered in name order, so an app folder whose `CardRow.swift` carries a
/// `#Preview` of one row opened on that row, and its scrolling screen (`GalleryView.swift`: a `ScrollView` of a
/// lazy grid over `ForEach`) came second. The playground is for trying layouts of many items, and Xcode's canvas
/// shows whichever file is open, so there is no order of Apple's to follow: a file whose view scrolls a container
/// of a `ForEach` (or a `List` of one) comes first, then a file with a custom `Layout` or a `ForEach`, then the
/// rest; files of one rank stay in name order.
extension SwiftUIModule {
    /// `paths` ordered by `rank(of:)` (stable), with `texts[path]` the file's text.
    static func scrollingFirst(_ paths: [String], texts: [String: String]) -> [String] {
        paths.enumerated()
            .sorted { a, b in
                let ra = rank(of: texts[a.element] ?? ""), rb = rank(of: texts[b.element] ?? "")
                return ra != rb ? ra < rb : a.offset < b.offset
            }
            .map(\.element)
    }

    /// 0: a scroll view (or list, or lazy stack or grid) over a `ForEach`; 1: a `Layout` conformance or a
    /// `ForEach`; 2: anything else (a row, a card, a control).
    static func rank(of text: String) -> Int {
        let forEach = text.contains("ForEach")
        let scrolls = ["ScrollView", "List {", "List(", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
            .contains { text.contains($0) }
        if forEach && scrolls { return 0 }
        if forEach || text.contains(": Layout {") || text.contains(": Layout,") { return 1 }
        return 2
    }
}
