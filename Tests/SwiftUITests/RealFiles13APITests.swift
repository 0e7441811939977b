import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// API real SwiftUI files of swiftui12's and swiftui13's sets stopped on (docs/swiftui.md, "Controls, navigation and
/// accepted modifiers"): `Angle`'s compound operators and animatable data, iOS 18's subviews slices as views,
/// `phaseAnimator`, `AnyTransition.modifier(active:identity:)`, the value-label `Slider`.
@Suite struct RealFiles13APITests {
    /// `rotation += .degrees(60)` and the other compound operators, in radians underneath.
    @Test func anglesAddSubtractAndScaleInPlace() {
        var a = Angle.degrees(30)
        a += .degrees(60)
        #expect(abs(a.degrees - 90) < 1e-9)
        a -= .degrees(45)
        #expect(abs(a.degrees - 45) < 1e-9)
        a *= 4
        #expect(abs(a.degrees - 180) < 1e-9)
        a /= 2
        #expect(abs(a.degrees - 90) < 1e-9)
        #expect(abs(Angle.degrees(-90).magnitude - .pi / 2) < 1e-12)
    }

    /// A shape animating two angles names `Angle.AnimatableData` (a `Double`: the radians), as
    /// msventurini/swiftui-animation-showcase's `AnimatableAngleVariation` does.
    @Test func anglesAndUnitPointsAreAnimatable() {
        var pair = AnimatablePair<Angle.AnimatableData, Angle.AnimatableData>(Angle.degrees(180).animatableData, 0)
        #expect(abs(pair.first - .pi) < 1e-12)
        pair = pair - AnimatablePair(.pi / 2, 0)
        var angle = Angle.zero
        angle.animatableData = pair.first
        #expect(abs(angle.degrees - 90) < 1e-9)
        var point = UnitPoint.bottomTrailing
        #expect(point.animatableData.first == 1 && point.animatableData.second == 1)
        point.animatableData = AnimatablePair(0.25, 0.75)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
    }

    /// `subviews[1...]` of iOS 18's `SubviewsCollection` keeps the collection's indices and is a collection of
    /// subviews a `ForEach` takes: two of three colours become the scroll view's items, 10 apart.
    @Test func aSubviewsSliceIsACollectionOfItems() {
        var a = SwiftUIViewLayoutAdapter(name: "tail") {
            AnyView(ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    Group(subviews: Group { Color.red; Color.green; Color.blue }) { subviews in
                        ForEach(subviews[1...]) { subview in subview.frame(width: 50, height: 40) }
                    }
                }
            })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 300), itemCount: 2))
        let frames = (0..<2).compactMap { a.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.frame }
        #expect(frames.map(\.minX) == [0, 60])
        #expect(frames.allSatisfy { $0.size == Size(width: 50, height: 40) })
    }

    /// A slice and the whole collection are views: in an `HStack` without spacing, `subviews[1...]` of three
    /// 10-point squares is 20 points wide, `subviews` 30 (before, `Slice<SubviewsCollection>` was no `View`).
    @Test @MainActor func subviewsAndTheirSlicesAreViews() throws {
        let squares = Group { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10)
                              Color.blue.frame(width: 10, height: 10) }
        let tail = ImageRenderer(content: HStack(spacing: 0) { Group(subviews: squares) { subviews in subviews[1...] } })
        #expect(try #require(tail.cgImage).width == 20)
        let all = ImageRenderer(content: HStack(spacing: 0) { Group(subviews: squares) { subviews in subviews } })
        #expect(try #require(all.cgImage).width == 30)
        let first = ImageRenderer(content: HStack(spacing: 0) { Group(subviews: squares) { subviews in subviews.prefix(1) } })
        #expect(try #require(first.cgImage).width == 10)
    }

    /// `phaseAnimator` shows its content at the first phase (where it rests: approximated, no phase is played): a
    /// square scaled by its phase's frame is 40 points at phase 40 of [40, 80].
    @Test @MainActor func aPhaseAnimatorShowsItsFirstPhase() throws {
        let withTrigger = Color.red.phaseAnimator([40.0, 80.0], trigger: 0) { content, side in
            content.frame(width: side, height: side)
        }
        #expect(try #require(ImageRenderer(content: withTrigger).cgImage).width == 40)
        let continuous = Color.red.phaseAnimator([false, true]) { content, big in
            content.frame(width: big ? 80 : 20, height: 20)
        }
        #expect(try #require(ImageRenderer(content: continuous).cgImage).width == 20)
        let view = PhaseAnimator([30.0, 60.0]) { side in Color.blue.frame(width: side, height: side) }
        #expect(try #require(ImageRenderer(content: view).cgImage).width == 30)
    }

    /// `AnyTransition.modifier(active:identity:)` and the value-label `Slider` compile as on iOS (objc.io's photo
    /// grid, JWAutumn/ACarousel's demo) and lay out as the views they are.
    @Test @MainActor func modifierTransitionsAndValueLabelSlidersCompile() throws {
        struct Faded: ViewModifier {
            var amount: Double
            func body(content: Content) -> some View { content.opacity(amount) }
        }
        let view = Color.red.frame(width: 30, height: 30)
            .transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)))
        #expect(try #require(ImageRenderer(content: view).cgImage).width == 30)
        let value = Binding.constant(0.5)
        let slider = Slider(value: value, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { EmptyView() }
            .frame(width: 200)
        #expect(try #require(ImageRenderer(content: slider).cgImage).width == 200)
    }
}

@Suite struct GeometryAnimatableTests {
    /// `CGSize.AnimatableData`, `CGPoint`'s and `CGRect`'s, as SwiftUI declares them (a shape animating its frame).
    @Test func coreGraphicsGeometryIsAnimatable() {
        var size = CGSize(width: 10, height: 20)
        let data: CGSize.AnimatableData = size.animatableData
        #expect(data.first == 10 && data.second == 20)
        size.animatableData = AnimatablePair(30, 40)
        #expect(size == CGSize(width: 30, height: 40))
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first.second == 2 && rect.animatableData.second.first == 3)
        rect.animatableData = AnimatablePair(CGPoint(x: 5, y: 6).animatableData, CGSize(width: 7, height: 8).animatableData)
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
    }
}
