/// The built-in `grid` and `waterfall` as SwiftUI files (`export --as swiftui`, docs/export.md): a `ScrollView` of
/// a custom `Layout` over `ForEach` of the photos, the layout doing the built-in's arithmetic, so the file's frames
/// are the built-in's (SwiftUIExportTests loads them back). A `LazyVGrid` cannot: UIKit's flow layout justifies full
/// lines (the space left is shared between the items), a grid's tracks do not move apart; a masonry has no lazy
/// container in SwiftUI.
extension SwiftUIExport {
    static func header(_ file: String, _ layout: String, _ given: String, _ what: String) -> String {
        """
        // \(file): exported by `playground export --layout \(layout) --as swiftui`\(given.isEmpty ? "" : " (\(given))").
        // \(what)
        // Load it:  playground run --layout-file \(file)   (docs/swiftui.md)
        import SwiftUI


        """
    }

    /// `grid` (one section, no headers or footers): UICollectionViewFlowLayout's fixed-size items, as many per line
    /// as fit with the minimum spacing, full lines justified, one item centered.
    static func grid(_ values: ParameterValues, given: String) throws(BuiltinExport.Unsupported) -> BuiltinExport.File {
        func n(_ name: String) -> String { SwiftSource.number(values.number(name)) }
        let sectioned = values.integer("sections") != 1 || values.number("headerSize") != 0 || values.number("footerSize") != 0
        let horizontal = values.string("direction") == "horizontal"
        let text = header("FlowGrid.swift", "grid", given,
                          "UICollectionViewFlowLayout's grid as a SwiftUI Layout: fixed-size items, full lines justified."
                            + (sectioned ? "\n// Its sections: a lazy stack of Sections, each a JustifiedGrid of its items, headers and footers as\n// the sections' header and footer views.\n// Not expressed in SwiftUI: \(sectionedGridNotExpressed(values))." : "")) + """
            struct JustifiedGrid: Layout {
                var itemSize = CGSize(width: \(n("itemWidth")), height: \(n("itemHeight")))
                var lineSpacing: CGFloat = \(n("lineSpacing"))
                var interitemSpacing: CGFloat = \(n("interitemSpacing"))
                var insets = EdgeInsets(top: \(n("insetTop")), leading: \(n("insetLeft")), bottom: \(n("insetBottom")), trailing: \(n("insetRight")))
                /// The scrolling axis: lines run across it.
                var axis: Axis = .\(horizontal ? "horizontal" : "vertical")

                /// Items per line and where each column starts across, for a cross extent `available` (insets excluded).
                func columns(_ available: CGFloat) -> [CGFloat] {
                    let itemCross = axis == .vertical ? itemSize.width : itemSize.height
                    let lead = axis == .vertical ? insets.leading : insets.top
                    let perLine = max(1, Int(((available + interitemSpacing) / (itemCross + interitemSpacing)).rounded(.down)))
                    if perLine == 1 { return [lead + max(0, (available - itemCross) / 2)] }
                    let spacing = (available - CGFloat(perLine) * itemCross) / CGFloat(perLine - 1)
                    return (0..<perLine).map { lead + CGFloat($0) * (itemCross + spacing) }
                }

                func available(_ proposal: ProposedViewSize) -> CGFloat {
                    let size = proposal.replacingUnspecifiedDimensions()
                    return axis == .vertical ? size.width - insets.leading - insets.trailing
                        : size.height - insets.top - insets.bottom
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let size = proposal.replacingUnspecifiedDimensions()
                    let perLine = columns(available(proposal)).count
                    let lines = CGFloat((subviews.count + perLine - 1) / perLine)
                    if axis == .vertical {
                        let length = lines > 0 ? lines * itemSize.height + (lines - 1) * lineSpacing : 0
                        return CGSize(width: max(size.width, insets.leading + itemSize.width + insets.trailing),
                                      height: insets.top + length + insets.bottom)
                    }
                    let length = lines > 0 ? lines * itemSize.width + (lines - 1) * lineSpacing : 0
                    return CGSize(width: insets.leading + length + insets.trailing,
                                  height: max(size.height, insets.top + itemSize.height + insets.bottom))
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let across = columns(available(proposal))
                    for (i, subview) in subviews.enumerated() {
                        let line = CGFloat(i / across.count), cross = across[i % across.count]
                        let point = axis == .vertical
                            ? CGPoint(x: bounds.minX + cross, y: bounds.minY + insets.top + line * (itemSize.height + lineSpacing))
                            : CGPoint(x: bounds.minX + insets.leading + line * (itemSize.width + lineSpacing), y: bounds.minY + cross)
                        subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(itemSize))
                    }
                }
            }

            \(sectioned ? sectionedGrid(values, horizontal: horizontal) : """
            struct FlowGrid: View {
                var body: some View {
                    ScrollView(.\(horizontal ? "horizontal" : "vertical")) {
                        JustifiedGrid {
                            ForEach(0..<60, id: \\.self) { index in
                                Image("photo-\\(index)")
                                    .resizable()
                                    .scaledToFill()
                                    .frame(width: \(n("itemWidth")), height: \(n("itemHeight")))
                                    .clipped()
                            }
                        }
                    }
                }
            }

            """)
            """
        return BuiltinExport.File(name: "FlowGrid.swift", text: text,
                                  notExpressed: sectioned ? sectionedGridNotExpressed(values) : nil)
    }

    /// `waterfall`: equal columns, each photo at the column's width and its own aspect ratio, put in the shortest
    /// column (ties to the left), `rowSpacing` above each.
    static func waterfall(_ values: ParameterValues, given: String) -> BuiltinExport.File {
        func n(_ name: String) -> String { SwiftSource.number(values.number(name)) }
        let text = header("WaterfallGrid.swift", "waterfall", given,
                          "A masonry of photos as a SwiftUI Layout: each photo the column's width at its aspect ratio, in the shortest column.") + """
            struct WaterfallLayout: Layout {
                var columns = \(values.integer("columns"))
                var columnSpacing: CGFloat = \(n("columnSpacing"))
                var rowSpacing: CGFloat = \(n("rowSpacing"))
                var insets = EdgeInsets(top: \(n("insetTop")), leading: \(n("insetLeft")), bottom: \(n("insetBottom")), trailing: \(n("insetRight")))

                /// Each subview's frame for a width, and the content's height.
                func frames(width: CGFloat, subviews: Subviews) -> (frames: [CGRect], height: CGFloat) {
                    let raw = (width - insets.leading - insets.trailing - CGFloat(columns - 1) * columnSpacing) / CGFloat(columns)
                    let w = raw.isFinite && raw > 0 ? raw : 0
                    var bottoms = [CGFloat](repeating: insets.top, count: columns)
                    var frames: [CGRect] = []
                    for subview in subviews {
                        // The shortest column; ties go left.
                        var shortest = 0
                        for k in 1..<columns where bottoms[k] < bottoms[shortest] { shortest = k }
                        let h = subview.sizeThatFits(ProposedViewSize(width: w, height: nil)).height
                        let y = bottoms[shortest] + rowSpacing
                        frames.append(CGRect(x: insets.leading + (w + columnSpacing) * CGFloat(shortest), y: y, width: w, height: h))
                        bottoms[shortest] = y + h
                    }
                    return (frames, (bottoms.max() ?? insets.top) + insets.bottom)
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let width = proposal.replacingUnspecifiedDimensions().width
                    return CGSize(width: width, height: frames(width: width, subviews: subviews).height)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (frame, subview) in zip(frames(width: bounds.width, subviews: subviews).frames, subviews) {
                        subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                                      anchor: .topLeading, proposal: ProposedViewSize(frame.size))
                    }
                }
            }

            struct WaterfallGrid: View {
                var body: some View {
                    ScrollView {
                        WaterfallLayout {
                            ForEach(0..<60, id: \\.self) { index in
                                Image("photo-\\(index)")
                                    .resizable()
                                    .aspectRatio(contentMode: .fit)
                            }
                        }
                    }
                }
            }

            """
        return BuiltinExport.File(name: "WaterfallGrid.swift", text: text)
    }
}
