/// A built-in layout as a SwiftUI view (`playground export --layout NAME --as swiftui`, docs/export.md): where
/// SwiftUI's scroll views can express the layout, a `View` whose body is a `ScrollView` of a lazy stack, as
/// Examples/swiftui writes them; the file loads in the playground (`--layout-file`) and in an iOS 17 project.
///
///     let files = try SwiftUIExport.files(layout: "cards", params: ["cardWidth": "500"])
///     files[0].name   // "CardPager.swift"
public enum SwiftUIExport {
    /// The layouts SwiftUI can express, and why the others are not exported.
    public static let supported = ["cards", "grid", "waterfall", "rotating", "coverflow"]

    /// The files of `layout` with `params` (checked as the layout's parameters; defaults filled in); `viewportWidth`
    /// is the window the scroll transition's arithmetic is written for (seed 004 measures in card widths).
    public static func files(layout: String, params: [String: String] = [:], viewportWidth: Double = 1280)
        throws(BuiltinExport.Unsupported) -> [BuiltinExport.File] {
        guard supported.contains(layout) else {
            throw BuiltinExport.Unsupported("export --as swiftui: \(layout): no SwiftUI version yet (exported: \(supported.joined(separator: ", ")); "
                + "--as uikit exports every built-in)")
        }
        guard let descriptor = LayoutRegistry.all.first(where: { $0.name == layout }) else {
            throw BuiltinExport.Unsupported("export --as swiftui: no built-in layout \(layout)")
        }
        let values: ParameterValues
        do { values = try ParameterValues(params, specs: descriptor.parameters, layout: layout) } catch {
            throw BuiltinExport.Unsupported(error.message)
        }
        let given = params.keys.sorted().map { "\($0)=\(params[$0]!)" }.joined(separator: ", ")
        switch layout {
        case "grid": return [try grid(values, given: given)]
        case "waterfall": return [waterfall(values, given: given)]
        case "rotating": return [try rotating(values, given: given, viewportWidth: viewportWidth)]
        case "coverflow": return [coverflow(values, given: given, viewportWidth: viewportWidth)]
        default: break
        }
        if values.flag("loop") {
            throw BuiltinExport.Unsupported("export --as swiftui: cards with loop=true: an endless row has no SwiftUI scroll view")
        }
        func n(_ name: String) -> String { SwiftSource.number(values.number(name)) }
        let text = """
            // CardPager.swift: exported by `playground export --layout cards --as swiftui`\(given.isEmpty ? "" : " (\(given))").
            // Seed 004's card pager as SwiftUI writes it: a horizontal ScrollView of a LazyHStack, each card a
            // container-relative frame, scaled and faded by a scroll transition, one card per gesture (view-aligned).
            // Load it:  playground run --layout-file CardPager.swift   (docs/swiftui.md)
            import SwiftUI

            struct CardPager: View {
                static let cardWidth: CGFloat = \(n("cardWidth")), cardHeight: CGFloat = \(n("cardHeight"))
                static let spacing: CGFloat = \(n("lineSpacing")), windowWidth: CGFloat = \(SwiftSource.number(viewportWidth))

                /// A card is in its full transition phase (phase.value ±1) when it has just left the window: its center
                /// is (window + card) / 2 from the window's center. Seed 004 measures the distance in card widths.
                static let hiddenDistanceInCards = (windowWidth + cardWidth) / 2 / cardWidth

                var body: some View {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: Self.spacing) {
                            ForEach(0..<24, id: \\.self) { index in
                                Image("photo-\\(index)")
                                    .resizable()
                                    .scaledToFill()
                                    .containerRelativeFrame(.horizontal)
                                    .frame(height: Self.cardHeight)
                                    .clipShape(RoundedRectangle(cornerRadius: 16))
                                    .scrollTransition(.interactive.threshold(.centered), axis: .horizontal) { content, phase in
                                        // Seed 004: scale Y by 1 + 0.1·(1 − s) and fade to 1 − 0.4·s, s = distance in cards.
                                        let s = abs(phase.value) * Self.hiddenDistanceInCards
                                        return content.scaleEffect(x: 1, y: 1 + 0.1 * (1 - s)).opacity(1 - 0.4 * s)
                                    }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    // The cards' inset, (window − card) / 2 on each side: every card can sit in the middle, and the
                    // container a card's frame is relative to is one card wide.
                    .safeAreaPadding(.horizontal, (Self.windowWidth - Self.cardWidth) / 2)
                    .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
                }
            }

            """
        return [BuiltinExport.File(name: "CardPager.swift", text: text)]
    }
}
