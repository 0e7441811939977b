/// A compositional spec as a SwiftUI file (`export --layout-file SPEC --as swiftui`, docs/export.md), where SwiftUI
/// can give its frames exactly: one vertical section of equal items in rows (a group across the section's width of
/// one repeated item, or `count` equal slots), with the section's and items' insets and the spacings, written as a
/// custom `Layout` doing the compositional solver's arithmetic (SwiftUILayoutFileTests loads it back). Everything
/// else is refused with the reason.
extension SwiftUIExport {
    /// The file for `spec` (named after `fileName`'s stem), or the one-line reason it is not exact in SwiftUI.
    public static func compositional(_ spec: CompositionalSpec, fileName: String) throws(BuiltinExport.Unsupported)
        -> BuiltinExport.File {
        func refuse(_ why: String) -> BuiltinExport.Unsupported {
            BuiltinExport.Unsupported("export --as swiftui: \(fileName): \(why) (exported: one vertical section of equal "
                + "items in rows; --as uikit exports every spec)")
        }
        let configuration = spec.configuration
        guard configuration.scrollDirection == .vertical else {
            throw refuse("a horizontally scrolling compositional layout fills columns of groups, which no SwiftUI lazy container does with a group's fractional sizes")
        }
        guard !spec.sections.contains(where: { $0.section.isOrthogonal }) else {
            throw refuse("orthogonal sections scroll inside the page, and a SwiftUI Layout in one ScrollView cannot (a nested ScrollView per section would hold fixed data)")
        }
        guard spec.sections.count == 1, spec.sections[0].items == nil, configuration.boundarySupplementaryItems.isEmpty else {
            throw refuse("several sections or global headers: a SwiftUI file's sections hold fixed data, while the playground's item count is split between the spec's sections")
        }
        let section = spec.sections[0].section
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
        func insets(_ e: NSDirectionalEdgeInsets) -> String {
            "EdgeInsets(top: \(SwiftSource.number(e.top)), leading: \(SwiftSource.number(e.leading)), "
                + "bottom: \(SwiftSource.number(e.bottom)), trailing: \(SwiftSource.number(e.trailing)))"
        }
        let stem = fileName.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? "Spec"
        let name = "CompositionalGrid.swift"
        let text = """
            // \(name): exported by `playground export --layout-file \(fileName) --as swiftui`\(spec.name.map { " (spec \($0))" } ?? "").
            // The compositional spec's one vertical section as a SwiftUI Layout: rows of equal items, the section's
            // and items' content insets and its spacings, with UICollectionViewCompositionalLayout's arithmetic.
            // Load it:  playground run --layout-file \(name)   (docs/swiftui.md; from \(stem))
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
                        CompositionalRows {
                            ForEach(0..<60, id: \\.self) { index in
                                Color.gray
                                    .overlay(Image("photo-\\(index)").resizable().scaledToFill())
                                    .clipped()
                            }
                        }
                    }
                }
            }

            """
        return BuiltinExport.File(name: name, text: text)
    }
}
