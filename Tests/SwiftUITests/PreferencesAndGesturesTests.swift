import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// Bounds of each item gathered by an anchor preference, as the grid libraries written before `Layout` do
/// (spacenation/swiftui-grid, dkk/WrappingHStack, exyte/Grid: swiftui10, /work/realfiles/SWIFTUI10.md).
private struct BoundsKey: PreferenceKey {
    static var defaultValue: [CGRect] { [] }
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) { value += nextValue() }
}

/// A card pager of the kind real files drag by hand (mrtksn/SnapCarouselView, wnifirami/CustomizableCarousel):
/// a drag gesture with `onChanged`/`onEnded`, a `@GestureState` offset, a hidden spacer, preferences read back.
private struct DraggedCards: View {
    @GestureState private var dragOffset: CGFloat = 0
    @State private var index = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    Color.blue.frame(height: 100)
                        .offset(x: dragOffset)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { _ in [CGRect(x: 0, y: 0, width: 1, height: 1)] }
                        .gesture(DragGesture(minimumDistance: 5)
                            .updating($dragOffset) { value, state, _ in state = value.translation.width }
                            .onChanged { _ in index += 1 }
                            .onEnded { value in if value.predictedEndTranslation.width < -50 { index += 1 } })
                        .simultaneousGesture(TapGesture().onEnded { index = i })
                        .onLongPressGesture(perform: { index = 0 })
                }
                Text("spacer").frame(height: 40).hidden()
            }
            .overlayPreferenceValue(BoundsKey.self) { rects in Text("\(rects.count)") }
            .backgroundPreferenceValue(BoundsKey.self) { _ in Color.gray }
            .overlayPreferenceValue(BoundsKey.self, alignment: .topLeading) { rects in Text("\(rects.count)") }
            .backgroundPreferenceValue(BoundsKey.self, alignment: .bottom) { _ in Color.gray }
        }
    }
}

@Suite struct PreferencesAndGesturesTests {
    /// The view compiles and lays out as without its gestures: no gesture moves an item (`@GestureState` keeps its
    /// initial value, Gestures/Gesture.swift); the hidden view after the items is not an item.
    @Test func gesturesAndPreferencesLeaveTheLayoutAlone() {
        var a = SwiftUIViewLayoutAdapter(name: "dragged") { AnyView(DraggedCards()) }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 3))
        for i in 0..<3 {
            #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: i))?.frame
                    == Rect(x: 0, y: Double(100 * i), width: 400, height: 100))
        }
    }

    /// A hidden view is drawn fully transparent (Apple: "Hidden views are invisible").
    @Test func aHiddenViewIsInvisible() throws {
        var a = SwiftUIViewLayoutAdapter(name: "hidden") {
            AnyView(ScrollView { LazyVStack { ForEach(0..<2, id: \.self) { i in
                if i == 0 { Color.red.frame(height: 50).hidden() } else { Color.red.frame(height: 50) }
            } } })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 2))
        let first = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        let second = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        #expect(first.size == second.size)
        #expect(first.alpha == 0 || (a.content(for: first)?.pieces.allSatisfy { $0.color.a == 0 } ?? true),
                "\(String(describing: a.content(for: first)?.pieces))")
        #expect(second.alpha == 1)
    }

    /// A drag's translation is its location less its start (anchors resolving in a proxy's space:
    /// PreferencesAndPagerTests).
    @Test func aDragsTranslationIsItsLocationLessItsStart() {
        let drag = DragGesture.Value(time: Date(), location: CGPoint(x: 30, y: 5), startLocation: CGPoint(x: 100, y: 0),
                                     velocity: CGSize(width: -1000, height: 0))
        #expect(drag.translation == CGSize(width: -70, height: 5))
        // 1000 points per second for 0.499 s more (UIScrollView's normal deceleration)
        #expect(abs(drag.predictedEndTranslation.width - -569) < 1e-9)
        #expect(drag.predictedEndTranslation.height == 5)
        // iOS's stored layout: time, location, startLocation, velocity (seven Doubles); a suite that builds a value
        // with `unsafeBitCast` of seven Doubles needs the same size (fermoya/SwiftUIPager's tests).
        #expect(MemoryLayout<DragGesture.Value>.size == 56)
        #expect(DragGesture().minimumDistance == 10)
    }

    /// A tab view with its tab bar shows its first tab, whose scroll view is the layout (paololeonardi/WaterfallGrid's
    /// sample app: "cannot find 'TabView'"); tab items and the automatic style are accepted (a page-style one is a
    /// pager: PreferencesAndPagerTests).
    @Test func aTabViewsFirstScrollViewIsTheLayout() {
        var a = SwiftUIViewLayoutAdapter(name: "tabs") {
            AnyView(TabView {
                ScrollView { LazyVStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 50) } } }
                    .tabItem { Text("Rectangles") }
                Text("Cards").tabItem { Text("Cards") }
            }.tabViewStyle(.automatic))
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 3))
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2))?.frame == Rect(x: 0, y: 100, width: 400, height: 50))
    }

    /// iOS 13's `animation(_:)` without a value (deprecated, still in real files) is accepted and changes no frame.
    @Test func theDeprecatedAnimationIsAccepted() {
        var a = SwiftUIViewLayoutAdapter(name: "animated") {
            AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<2, id: \.self) { _ in Color.red.frame(height: 50) } }
                .animation(.easeInOut) })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 2))
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1))?.frame.minY == 50)
    }

    /// Styles written as types before the static members existed (paololeonardi/WaterfallGrid's sample:
    /// `StackNavigationViewStyle()`, `SegmentedPickerStyle()`) are accepted around a grid.
    @Test func navigationAndPickerStyleTypesAreAccepted() {
        var a = SwiftUIViewLayoutAdapter(name: "styled") {
            AnyView(NavigationView {
                ScrollView { LazyVStack(spacing: 0) { ForEach(0..<2, id: \.self) { _ in Color.red.frame(height: 50) } } }
                    .pickerStyle(SegmentedPickerStyle())
            }.navigationViewStyle(StackNavigationViewStyle()).navigationViewStyle(.stack))
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 2))
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1))?.frame.minY == 50)
    }
}
