/// `grid` with sections, headers or footers as a SwiftUI file (`export --layout grid --as swiftui`,
/// docs/export.md): a lazy stack of `Section`s, each section's items in a `JustifiedGrid` (the flow layout's lines,
/// which SwiftUI's grids do not justify), its header and footer as the `Section`'s header and footer views, pinned
/// with `pinnedViews: [.sectionHeaders]` when the grid pins them. The playground reads each section's `ForEach`
/// inside its grid as the section's items (docs/swiftui.md, "Items").
extension SwiftUIExport {
    /// The items a sectioned file holds: the built-in splits however many items there are, a file's sections hold
    /// fixed data (the playground gives the last section's `ForEach` whatever items are past the others).
    static let sectionedItemCount = 60

    /// The sections' item ranges for `count` items, as the built-in splits them (near-equal, the first ones one
    /// larger).
    static func sectionRanges(_ sections: Int, count: Int) -> [Range<Int>] {
        let base = count / sections, extra = count % sections
        var start = 0
        return (0..<sections).map { s in
            let n = base + (s < extra ? 1 : 0)
            defer { start += n }
            return start..<(start + n)
        }
    }

    static func sectionedGrid(_ values: ParameterValues, horizontal: Bool) -> String {
        func n(_ name: String) -> String { SwiftSource.number(values.number(name)) }
        let ranges = sectionRanges(values.integer("sections"), count: sectionedItemCount)
            .map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ")
        let stack = horizontal ? "LazyHStack" : "LazyVStack"
        let pinned = values.flag("pinHeaders") ? ", pinnedViews: [.sectionHeaders]" : ""
        // A header or footer is as long as the grid says along the scroll axis and fills the other (as the flow
        // layout's supplementary views do).
        func bar(_ name: String, _ color: String) -> String {
            "Color.\(color).frame(\(horizontal ? "width" : "height"): \(n(name)))"
        }
        var clauses = ""
        if values.number("headerSize") > 0 { clauses += " header: {\n                        \(bar("headerSize", "gray"))\n                    }" }
        if values.number("footerSize") > 0 { clauses += " footer: {\n                        \(bar("footerSize", "secondary"))\n                    }" }
        return """
            struct FlowGrid: View {
                /// The grid's sections as it splits \(sectionedItemCount) items (near-equal, the first ones one larger).
                static let sections: [Range<Int>] = [\(ranges)]

                var body: some View {
                    ScrollView(.\(horizontal ? "horizontal" : "vertical")) {
                        \(stack)(spacing: 0\(pinned)) {
                            ForEach(0..<Self.sections.count, id: \\.self) { section in
                                Section {
                                    JustifiedGrid {
                                        ForEach(Self.sections[section], id: \\.self) { index in
                                            Image("photo-\\(index)")
                                                .resizable()
                                                .scaledToFill()
                                                .frame(width: \(n("itemWidth")), height: \(n("itemHeight")))
                                                .clipped()
                                        }
                                    }
                                }\(clauses)
                            }
                        }
                    }
                }
            }

            """
    }

    /// What the sectioned file cannot say (one line on the CLI, and a comment in the file).
    static func sectionedGridNotExpressed(_ values: ParameterValues) -> String {
        var notes = ["its sections hold \(sectionedItemCount) items as the grid splits them (with another item count the built-in splits differently; the last section takes the rest)"]
        if values.flag("pinHeaders") && values.number("footerSize") > 0 {
            // UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds: the header is pushed out at its
            // section's end before the footer; a SwiftUI pinned header stays inside its whole Section, footer
            // included (the playground's LazyVStack, docs/swiftui.md).
            notes.append("a pinned header is pushed out at its section's end after the footer, UIKit's before it")
        }
        return notes.joined(separator: "; ")
    }
}
