/// A compositional spec as a SwiftUI file (`export --layout-file SPEC --as swiftui`, docs/export.md), where SwiftUI
/// can give its frames exactly: vertical sections (several: each a `Section` of a lazy stack, swiftstate10) of equal items in rows (a group across the section's width of
/// one repeated item, or `count` equal slots), with the section's and items' insets and the spacings, written as a
/// custom `Layout` doing the compositional solver's arithmetic (SwiftUILayoutFileTests loads it back). Everything
/// else is refused with the reason.
extension SwiftUIExport {
    /// The file for `spec` (named after `fileName`'s stem), or the one-line reason it is not exact in SwiftUI.
    public static func compositional(_ spec: CompositionalSpec, fileName: String) throws(BuiltinExport.Unsupported)
        -> BuiltinExport.File {
        func refuse(_ why: String) -> BuiltinExport.Unsupported {
            BuiltinExport.Unsupported("export --as swiftui: \(fileName): \(why) (exported: vertical sections of equal "
                + "items in rows; --as uikit exports every spec)")
        }
        let configuration = spec.configuration
        guard configuration.scrollDirection == .vertical else {
            throw refuse("a horizontally scrolling compositional layout fills columns of groups, which no SwiftUI lazy container does with a group's fractional sizes")
        }
        guard !spec.sections.contains(where: { $0.section.isOrthogonal }) else {
            throw refuse("orthogonal sections scroll inside the page, and a SwiftUI Layout in one ScrollView cannot (a nested ScrollView per section would hold fixed data)")
        }
        guard !spec.sections.isEmpty, configuration.boundarySupplementaryItems.isEmpty else {
            throw refuse("global headers and footers are supplementary views a Layout has no place for")
        }
        guard spec.sections.count > 1 || spec.sections[0].items == nil else {
            throw refuse("a section's fixed item count: a SwiftUI file's single section takes every item")
        }
        func insets(_ e: NSDirectionalEdgeInsets) -> String {
            "EdgeInsets(top: \(SwiftSource.number(e.top)), leading: \(SwiftSource.number(e.leading)), "
                + "bottom: \(SwiftSource.number(e.bottom)), trailing: \(SwiftSource.number(e.trailing)))"
        }
        // Each section as rows of its own (several: `Section`s of a lazy stack, swiftstate10).
        var rowsArguments: [String] = []
        var first: (section: NSCollectionLayoutSection, item: NSCollectionLayoutItem, groupHeight: String, slots: String, spacing: Double)?
        for entry in spec.sections {
        let section = entry.section
        guard section.boundarySupplementaryItems.isEmpty, section.decorationItems.isEmpty, section.visibleItemsEffect == nil else {
            throw refuse("section headers, footers, decorations and visible-items effects are supplementary views a Layout has no place for")
        }
        let group = section.group
        guard group.axis == .horizontal, group.layoutSize.widthDimension == .fractionalWidth(1), group.subitems.count == 1,
              group.contentInsets == .zero, group.edgeSpacing == .zero, case .item(let item) = group.subitems[0] else {
            throw refuse("nested groups, vertical groups and groups narrower than the section have no SwiftUI lazy-container counterpart")
        }
        guard item.supplementaryItems.isEmpty, item.edgeSpacing == .zero, item.layoutSize.heightDimension == .fractionalHeight(1) else {
            throw refuse("items with badges, edge spacing or their own heights are not in the exported subset")
        }
        let groupHeight: String
        switch group.layoutSize.heightDimension {
        case .absolute(let h): groupHeight = ".absolute(\(SwiftSource.number(h)))"
        case .fractionalWidth(let f): groupHeight = ".fractionOfWidth(\(SwiftSource.number(f)))"
        default: throw refuse("a group's estimated or fractional-height height depends on its content or the viewport's height")
        }
        var spacing = 0.0
        switch group.interItemSpacing {
        case nil: break
        case .fixed(let s)?: spacing = s
        case .flexible?: throw refuse("flexible inter-item spacing is not in the exported subset")
        }
        let slots: String
        if let count = group.count {
            guard group.countMode == .subitem, count > 0 else {
                throw refuse("repeatingSubitem:count: places items at their own size, past the group's end")
            }
            slots = ".count(\(count))"
        } else {
            guard case .fractionalWidth(let f) = item.layoutSize.widthDimension, f > 0 else {
                throw refuse("items of absolute or estimated width leave the row's rest unjustified differently from any SwiftUI grid")
            }
            slots = ".fraction(\(SwiftSource.number(f)))"
        }
        if first == nil { first = (section, item, groupHeight, slots, spacing) }
        rowsArguments.append("sectionInsets: \(insets(section.contentInsets)), itemInsets: \(insets(item.contentInsets)), "
            + "groupHeight: .\(groupHeight.dropFirst()), slots: .\(slots.dropFirst()), "
            + "interItemSpacing: \(SwiftSource.number(spacing)), interGroupSpacing: \(SwiftSource.number(section.interGroupSpacing))")
        }
        guard let (section, item, groupHeight, slots, spacing) = first else { throw refuse("no section") }
        func cells(_ range: String, indent: String) -> String {
            """
            \(indent)ForEach(\(range), id: \\.self) { index in
            \(indent)    Color.gray
            \(indent)        .overlay(Image("photo-\\(index)").resizable().scaledToFill())
            \(indent)        .clipped()
            \(indent)}
            """
        }
        let grid: String, note: String?
        if spec.sections.count == 1 {
            grid = "            CompositionalRows {\n" + cells("0..<60", indent: "                ") + "\n            }"
            note = nil
        } else {
            // The playground's items split between the sections by the spec's rule, for the file's fixed count (as
            // the exported sectioned grid: SwiftUIExport+Sections).
            let counts = CompositionalLayout.itemCounts(for: spec.sections, total: sectionedItemCount)
            var start = 0
            var parts: [String] = []
            for (k, arguments) in rowsArguments.enumerated() {
                let range = "\(start)..<\(start + counts[k])"
                start += counts[k]
                parts.append("                Section {\n                    CompositionalRows(\(arguments)) {\n"
                    + cells(range, indent: "                        ") + "\n                    }\n                }")
            }
            grid = "            LazyVStack(spacing: \(SwiftSource.number(configuration.interSectionSpacing))) {\n"
                + parts.joined(separator: "\n") + "\n            }"
            note = "its \(spec.sections.count) sections hold \(sectionedItemCount) items as the spec splits them (with another item count the spec splits differently; the last section takes the rest)"
        }
        let stem = fileName.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? "Spec"
        let name = "CompositionalGrid.swift"
        let text = """
            // \(name): exported by `playground export --layout-file \(fileName) --as swiftui`\(spec.name.map { " (spec \($0))" } ?? "").
            // The compositional spec's \(spec.sections.count == 1 ? "one vertical section" : "vertical sections, each") as a SwiftUI Layout: rows of equal items, the section's
            // and items' content insets and its spacings, with UICollectionViewCompositionalLayout's arithmetic.
            // Load it:  playground run --layout-file \(name)   (docs/swiftui.md; from \(stem))\(note.map { "\n// Not expressed in SwiftUI: \($0)." } ?? "")
            import SwiftUI

            struct CompositionalRows: Layout {
                enum GroupHeight { case absolute(CGFloat), fractionOfWidth(CGFloat) }
                enum Slots { case fraction(CGFloat), count(Int) }

                var sectionInsets = \(insets(section.contentInsets))
                var itemInsets = \(insets(item.contentInsets))
                var groupHeight = GroupHeight\(groupHeight)
                var slots = Slots\(slots)
                var interItemSpacing: CGFloat = \(SwiftSource.number(spacing))
                var interGroupSpacing: CGFloat = \(SwiftSource.number(section.interGroupSpacing))

                /// Items per row, an item's slot width and a row's height in a section `width` wide (insets excluded):
                /// a fractional item repeats while the next one fits (at least one), `count` slots share the row.
                func rows(_ width: CGFloat) -> (perRow: Int, slot: CGFloat, height: CGFloat) {
                    let height: CGFloat = switch groupHeight {
                    case .absolute(let h): h
                    case .fractionOfWidth(let f): f * width
                    }
                    switch slots {
                    case .count(let n):
                        return (n, (width - CGFloat(n - 1) * interItemSpacing) / CGFloat(n), height)
                    case .fraction(let f):
                        let slot = f * width
                        var k = 1
                        while CGFloat(k + 1) * slot + CGFloat(k) * interItemSpacing <= width + 1e-9 { k += 1 }
                        return (k, slot, height)
                    }
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let width = proposal.replacingUnspecifiedDimensions().width
                    let row = rows(width - sectionInsets.leading - sectionInsets.trailing)
                    let count = CGFloat((subviews.count + row.perRow - 1) / row.perRow)
                    let length = count > 0 ? count * row.height + (count - 1) * interGroupSpacing : 0
                    return CGSize(width: width, height: sectionInsets.top + length + sectionInsets.bottom)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let row = rows(bounds.width - sectionInsets.leading - sectionInsets.trailing)
                    for (i, subview) in subviews.enumerated() {
                        let line = CGFloat(i / row.perRow), column = CGFloat(i % row.perRow)
                        let x = bounds.minX + sectionInsets.leading + column * (row.slot + interItemSpacing) + itemInsets.leading
                        let y = bounds.minY + sectionInsets.top + line * (row.height + interGroupSpacing) + itemInsets.top
                        let size = ProposedViewSize(width: row.slot - itemInsets.leading - itemInsets.trailing,
                                                    height: row.height - itemInsets.top - itemInsets.bottom)
                        subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: size)
                    }
                }
            }

            struct CompositionalGrid: View {
                var body: some View {
                    ScrollView {
            \(grid)
                    }
                }
            }

            """
        return BuiltinExport.File(name: name, text: text, notExpressed: note)
    }
}
