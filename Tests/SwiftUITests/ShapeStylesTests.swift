import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A preference of the file's own, as real files declare them.
private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// An item view using the shape styles and presentations real app files use around their grids
/// (ricocrescenzio95/WaterfallGrids' test app: `.background(.bar)`, `AnyShapeStyle(.background.secondary.shadow(…))`,
/// `.popover`); it did not compile before.
private struct StyledCard: View {
    let index: Int
    @State private var showsInfo = false
    var body: some View {
        Text("Card \(index)")
            .font(.system(size: 15))
            .foregroundStyle(.secondary)
            .frame(width: 120, height: 60)
            .background(.ultraThinMaterial)
            .overlay(alignment: .bottom) { Rectangle().fill(.separator).frame(height: 1) }
            .background(AnyShapeStyle(.background.secondary.shadow(.drop(radius: 4))), in: RoundedRectangle(cornerRadius: 8))
            .popover(isPresented: $showsInfo) { Text("Info") }
            .sheet(isPresented: $showsInfo) { Text("Sheet") }
            .preference(key: WidthKey.self, value: 120)
            .onPreferenceChange(WidthKey.self) { _ in }
    }
}

/// Shape styles beyond colours and gradients (docs/swiftui.md, "Drawing item views", "Shape styles"): materials,
/// hierarchical levels, the environment's styles, `AnyShapeStyle`, shadows and opacities, drawn as the colours
/// they resolve to.
@Suite struct ShapeStylesTests {
    func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
    func color(_ c: SwiftUI.Color) -> PlaygroundCore.Color {
        PlaygroundCore.Color(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: byte(c.opacity))
    }
    func paintColor(_ s: any ShapeStyle) -> SwiftUI.Color? {
        if case .color(let c)? = PlaygroundPaint(s) { return c }
        return nil
    }

    /// The label colours of iOS's light appearance: #3C3C43 at 60, 30 and 18 %.
    @Test func hierarchicalLevelsAreTheLabelColours() throws {
        #expect(paintColor(HierarchicalShapeStyle.primary) == Color.primary)
        let secondary = try #require(paintColor(HierarchicalShapeStyle.secondary))
        #expect(color(secondary) == PlaygroundCore.Color(r: 60, g: 60, b: 67, a: byte(0.6)))
        #expect(paintColor(HierarchicalShapeStyle.tertiary)?.opacity == 0.3)
        #expect(paintColor(HierarchicalShapeStyle.quaternary)?.opacity == 0.18)
        // A level of a colour is the colour at the level's opacity; opacity(_:) multiplies.
        #expect(paintColor(Color.red.secondary) == Color.red.opacity(0.6))
        #expect(paintColor(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)) == nil)
    }

    /// Materials are translucent whites, thicker ones more opaque; `bar` is as thick.
    @Test func materialsAreTranslucentWhites() {
        let opacities = [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map { paintColor($0)?.opacity ?? -1 }
        #expect(opacities == [0.35, 0.5, 0.65, 0.8, 0.9])
        #expect(paintColor(Material.bar) == Color(white: 1, opacity: 0.8))
        #expect(paintColor(AnyShapeStyle(Material.regular)) == Color(white: 1, opacity: 0.65))
    }

    /// The environment's styles, `AnyShapeStyle` and a shadowed style resolve through one another.
    @Test func environmentStylesResolve() {
        #expect(paintColor(BackgroundStyle()) == Color.white)
        #expect(paintColor(ForegroundStyle()) == Color.primary)
        #expect(paintColor(TintShapeStyle()) == Color.accentColor)
        #expect(paintColor(AnyShapeStyle(BackgroundStyle().secondary.shadow(.drop(radius: 4)))) == Color.white.opacity(0.6))
        #expect(paintColor(AnyShapeStyle(Color.green)) == Color.green)
    }

    /// Drawn: the card's rounded background is white at 60 % (`.background.secondary`), the material over it white
    /// at 35 %, the text in the secondary label colour, the separator line at the bottom.
    @Test func aCardOfStylesIsDrawnInTheirColours() throws {
        var a = SwiftUIViewLayoutAdapter(name: "styled") {
            AnyView(ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { StyledCard(index: $0) } } })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 3))
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        #expect(attrs.size == Size(width: 120, height: 60))
        let content = try #require(a.content(for: attrs))
        let colors = content.pieces.map(\.color)
        #expect(colors.contains(color(Color.white.opacity(0.6))), "\(colors)")
        #expect(colors.contains(color(Color(white: 1, opacity: 0.35))), "\(colors)")
        #expect(colors.contains(PlaygroundCore.Color(r: 60, g: 60, b: 67, a: byte(0.6))), "\(colors)")
        #expect(colors.contains(PlaygroundCore.Color(r: 60, g: 60, b: 67, a: byte(0.29))), "\(colors)")
    }

    /// `ShapeStyle.opacity(_:)` beside `View.opacity(_:)`: a gradient in a view builder is still a view.
    @Test func aGradientsOpacityInABuilderIsTheViewModifier() {
        @ViewBuilder func faded() -> some View {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)
        }
        _ = faded()
        #expect(paintColor(Color.red.opacity(0.5)) == Color.red.opacity(0.5))
    }
}
