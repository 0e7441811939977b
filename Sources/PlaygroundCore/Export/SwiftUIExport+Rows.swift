/// The built-in `rotating` (seed 000) and `coverflow` as SwiftUI files (`export --as swiftui`, docs/export.md): a
/// horizontal `ScrollView` of a `LazyHStack`, each item's turn a `.visualEffect` of its place in the scroll view,
/// and the drawing order (`.zIndex`) from the scroll position kept in `@State` by iOS 18's
/// `onScrollGeometryChange(for:of:action:)`, which re-renders the row as it scrolls (docs/swiftui.md, "Re-rendering
/// on scroll"). The files load back with the built-ins' frames, transforms and zIndex (SwiftUIExportRowsTests).
extension SwiftUIExport {
    /// `rotating` (one row of equal items, all turned by one angle, the current item in front): the inset
    /// (W − w) / 2 on each side lets item 0 be centered, as the built-in's negative first offset does.
    static func rotating(_ values: ParameterValues, given: String, viewportWidth: Double)
        throws(BuiltinExport.Unsupported) -> BuiltinExport.File {
        guard !values.flag("loop") else {
            throw BuiltinExport.Unsupported("export --as swiftui: rotating with loop=true: an endless row has no SwiftUI scroll view (--as uikit neither)")
        }
        func n(_ name: String) -> String { SwiftSource.number(values.number(name)) }
        let text = header("RotatingRow.swift", "rotating", given,
                          "Seed 000's rotating row: every item turned by one angle that runs once round the circle per item "
                            + "scrolled (a visual effect),\n// the current item drawn in front (zIndex from the scroll position, "
                            + "kept in state by onScrollGeometryChange: iOS 18).\n"
                            + "// Not expressed in SwiftUI: \(rotatingNotExpressed).") + """
            struct RotatingRow: View {
                static let itemSize = CGSize(width: \(n("itemWidth")), height: \(n("itemHeight")))
                static let margin: CGFloat = \(n("margin"))
                /// The window the row's insets are written for: (window − item) / 2 on each side centers the first and last items.
                static let windowWidth: CGFloat = \(SwiftSource.number(viewportWidth))
                static var step: CGFloat { itemSize.width + margin }

                /// Seed 000's current item: trunc((offsetX + W/2) / step), offsetX measured from the first item's left edge.
                static func currentIndex(offsetX: CGFloat, width: CGFloat) -> Int {
                    let x = (offsetX + width / 2) / step
                    guard x.isFinite else { return 0 }
                    return Int(max(-9e15, min(9e15, x)).rounded(.towardZero))
                }

                /// Seed 000's turn, radians: 2π·change/step, change being how far the offset is past the current item
                /// centered (the item before it when negative; 0 while item 0 is current and offsetX ≤ 0).
                static func angle(offsetX: CGFloat, width: CGFloat) -> Double {
                    let current = currentIndex(offsetX: offsetX, width: width)
                    let halves = width / 2 - itemSize.width / 2
                    var change = offsetX - CGFloat(current) * step + halves
                    if change < 0 { change = offsetX - CGFloat(current - 1) * step + halves }
                    if current == 0 && offsetX <= 0 { change = 0 }
                    let angle = 2 * Double.pi * Double(change) / Double(step)
                    return angle.isFinite ? angle : 0
                }

                /// The current item, as the row scrolls (onScrollGeometryChange below).
                @State private var current = 0

                var body: some View {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: Self.margin) {
                            ForEach(0..<24, id: \\.self) { index in
                                Image("photo-\\(index)")
                                    .resizable()
                                    .scaledToFill()
                                    .frame(width: Self.itemSize.width, height: Self.itemSize.height)
                                    .clipped()
                                    .visualEffect { content, proxy in
                                        // The item's left edge in the scroll view is index·step − offsetX.
                                        let offsetX = CGFloat(index) * Self.step - proxy.frame(in: .scrollView).minX
                                        let width = proxy.bounds(of: .scrollView)?.width ?? 0
                                        return content.rotationEffect(.radians(Self.angle(offsetX: offsetX, width: width)))
                                    }
                                    // Seed 000: the current item 1000, the others the current index.
                                    .zIndex(index == current ? 1000 : Double(current))
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .safeAreaPadding(.horizontal, max(0, (Self.windowWidth - Self.itemSize.width) / 2))
                    .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
                    .onScrollGeometryChange(for: Int.self) { geometry in
                        // The content offset is measured from the first item's left edge (negative inside the inset).
                        Self.currentIndex(offsetX: geometry.contentOffset.x, width: geometry.containerSize.width)
                    } action: { _, index in
                        current = index
                    }
                }
            }

            """
        return BuiltinExport.File(name: "RotatingRow.swift", text: text, notExpressed: rotatingNotExpressed)
    }

    static let rotatingNotExpressed = "the band decoration behind the row (a decoration view: draw it as the row's "
        + "background), and the seed's snapping (the current index at the proposed offset; here the nearest item, "
        + "viewAligned); the insets are written for the window's width"

    /// `coverflow`: items `spacing` apart (a negative stack spacing: they overlap), each turned about the vertical
    /// axis and scaled by its distance from the middle (a visual effect), the middle one in front.
    static func coverflow(_ values: ParameterValues, given: String, viewportWidth: Double) -> BuiltinExport.File {
        func n(_ name: String) -> String { SwiftSource.number(values.number(name)) }
        let text = header("CoverFlowRow.swift", "coverflow", given,
                          "A Cover Flow row: the covers overlap, turn about their vertical axis to face the middle in "
                            + "perspective (a visual effect),\n// the middle one drawn in front (zIndex from the scroll position, "
                            + "kept in state by onScrollGeometryChange: iOS 18).\n"
                            + "// Not expressed in SwiftUI: \(coverflowNotExpressed).") + """
            struct CoverFlowRow: View {
                static let itemSize = CGSize(width: \(n("itemWidth")), height: \(n("itemHeight")))
                /// Between neighbouring covers' centers: one page.
                static let spacing: CGFloat = \(n("spacing"))
                /// The side covers' turn, degrees, and the eye's distance from the row, points.
                static let tilt: Double = \(n("tilt")), eyeDistance: CGFloat = \(n("eyeDistance"))
                /// The window the row's insets are written for: (window − item) / 2 on each side centers the first and last covers.
                static let windowWidth: CGFloat = \(SwiftSource.number(viewportWidth))

                /// s·(3 − s²)/2 on −1…1, ±1 beyond: the turn eases in and stops one page out.
                static func ease(_ s: Double) -> Double {
                    guard s == s else { return 0 }
                    let c = min(1, max(-1, s))
                    return c * (3 - c * c) / 2
                }

                /// The turn about the vertical axis, radians, s pages right of the middle.
                static func angle(_ s: Double) -> Double { -tilt * Double.pi / 180 * ease(s) }

                /// A uniform scale before the perspective: the near edge stays as tall as the cover.
                static func scale(_ angle: Double) -> CGFloat {
                    CGFloat(1 / (1 + abs(sin(angle)) * Double(itemSize.width) / (2 * Double(eyeDistance))))
                }

                /// 1000 for the middle cover, one less for each tenth of a page away.
                static func zIndex(_ s: Double) -> Double {
                    let d = s == s ? min(abs(s), 1e9) : 0
                    return 1000 - (d * 10).rounded()
                }

                /// The middle of the scroll view, in pages from the first cover (onScrollGeometryChange below).
                @State private var middlePage: Double = 0

                var body: some View {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: Self.spacing - Self.itemSize.width) {
                            ForEach(0..<24, id: \\.self) { index in
                                Image("photo-\\(index)")
                                    .resizable()
                                    .scaledToFill()
                                    .frame(width: Self.itemSize.width, height: Self.itemSize.height)
                                    .clipped()
                                    .visualEffect { content, proxy in
                                        // How many pages right of the scroll view's middle the cover is.
                                        let width = proxy.bounds(of: .scrollView)?.width ?? 0
                                        let s = Double((proxy.frame(in: .scrollView).midX - width / 2) / Self.spacing)
                                        let angle = Self.angle(s)
                                        return content
                                            .scaleEffect(Self.scale(angle))
                                            .rotation3DEffect(.radians(angle), axis: (x: 0, y: 1, z: 0),
                                                              perspective: max(Self.itemSize.width, Self.itemSize.height) / Self.eyeDistance)
                                    }
                                    .zIndex(Self.zIndex(Double(index) - middlePage))
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .safeAreaPadding(.horizontal, max(0, (Self.windowWidth - Self.itemSize.width) / 2))
                    .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
                    .onScrollGeometryChange(for: Double.self) { geometry in
                        Double((geometry.contentOffset.x + geometry.containerSize.width / 2 - Self.itemSize.width / 2) / Self.spacing)
                    } action: { _, page in
                        middlePage = page
                    }
                }
            }

            """
        return BuiltinExport.File(name: "CoverFlowRow.swift", text: text, notExpressed: coverflowNotExpressed)
    }

    static let coverflowNotExpressed = "rotation3DEffect's perspective is SwiftUI's relative vanishing point "
        + "(max(width, height) / eyeDistance here; iOS does not publish its projection), and the insets are written "
        + "for the window's width (a window narrower than a cover starts differently)"
}
