import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// Rounds the target's y to whole hundreds, and records the context it was asked with.
final class Hundreds: ScrollTargetBehavior, @unchecked Sendable {
    var seen: ScrollTargetBehaviorContext?
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        seen = context
        target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
    }
}

/// A grid that draws its own cells and bars and takes taps, as a hosted app's layout does.
struct DrawnGrid: CollectionLayout, ElementContentSource, @unchecked Sendable {
    /// What the layout was told (a class: the wrapper holds its own copy of the layout).
    final class Log { var selected: [PlaygroundCore.IndexPath] = []; var chromeTaps: [Point] = [] }
    let log: Log
    var grid = GridLayout()
    var name: String { "drawn" }
    var contentSize: Size { grid.contentSize }
    var contentOffsetRange: (min: Point, max: Point) { grid.contentOffsetRange }
    mutating func prepare(_ context: LayoutContext) { grid.prepare(context) }
    func attributes(in rect: Rect) -> [LayoutAttributes] { grid.attributes(in: rect) }
    func attributes(forItem indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? { grid.attributes(forItem: indexPath) }
    var takesSelection: Bool { true }
    mutating func select(at indexPath: PlaygroundCore.IndexPath, point: Point) { log.selected.append(indexPath) }
    mutating func tapChrome(at point: Point) -> Bool { log.chromeTaps.append(point); return point.y < 44 }
    func content(for attributes: LayoutAttributes) -> ElementContent? {
        ElementContent(pieces: [ContentPiece(.fill(cornerRadii: CornerRadii(4)), corners: Quad(rect: Rect(x: 0, y: 0, width: 10, height: 10)),
                                             size: Size(width: 10, height: 10), color: Color(r: 255, g: 0, b: 0))])
    }
    var overlay: ElementContent? { ElementContent(pieces: []) }
}

/// A file's behaviour applied to a built-in layout (docs/swiftui.md, "A behaviour on any layout").
@Suite struct BehaviorLayoutTests {
    /// The grid's frames and content size stay the grid's; a gesture ends where the behaviour says, with SwiftUI's
    /// context: the grid's content size, the viewport, vertical axes, the velocity, the last rest position.
    @Test func behaviourSnapsAGrid() {
        let behavior = Hundreds()
        var grid = GridLayout()
        var snapped = SwiftUIBehaviorLayout(name: "hundreds", base: GridLayout(), behavior: behavior)
        let context = LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 40)
        grid.prepare(context)
        snapped.prepare(context)
        #expect(snapped.contentSize == grid.contentSize)
        #expect(snapped.attributes(forItem: PlaygroundCore.IndexPath(item: 7)) == grid.attributes(forItem: PlaygroundCore.IndexPath(item: 7)))
        snapped.didSettle(at: Point(x: 0, y: 100))
        let end = snapped.targetContentOffset(proposed: Point(x: 0, y: 1234), velocity: Point(x: 0, y: 1500))
        #expect(end == Point(x: 0, y: 1200))
        let seen = behavior.seen
        #expect(seen?.contentSize == CGSize(width: grid.contentSize.width, height: grid.contentSize.height))
        #expect(seen?.containerSize == CGSize(width: 400, height: 600))
        #expect(seen?.axes == .vertical)
        #expect(seen?.velocity == CGVector(dx: 0, dy: 1500))
        #expect(seen?.originalTarget.rect.origin == CGPoint(x: 0, y: 100))
    }

    /// A wrapped layout that draws its cells and bars and takes taps (a hosted app's, a SwiftUI screen's) keeps doing
    /// so under a behaviour: only where a gesture ends changes.
    @Test func aWrappedLayoutKeepsItsCellsBarsAndTaps() {
        let log = DrawnGrid.Log()
        var snapped = SwiftUIBehaviorLayout(name: "hundreds", base: DrawnGrid(log: log), behavior: Hundreds())
        snapped.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 40))
        let first = snapped.attributes(forItem: PlaygroundCore.IndexPath(item: 0))!
        #expect(snapped.content(for: first)?.pieces.count == 1)
        #expect(snapped.overlay != nil)
        #expect(snapped.takesSelection)
        let onBar = snapped.tapChrome(at: Point(x: 10, y: 20))
        let below = snapped.tapChrome(at: Point(x: 10, y: 200))
        #expect(onBar && !below)
        snapped.select(at: PlaygroundCore.IndexPath(item: 3), point: Point(x: 0, y: 0))
        #expect(log.selected == [PlaygroundCore.IndexPath(item: 3)])
        #expect(log.chromeTaps.count == 2)
        // A built-in layout draws nothing of its own: photos, as before.
        let plain = SwiftUIBehaviorLayout(name: "hundreds", base: GridLayout(), behavior: Hundreds())
        #expect(plain.content(for: first) == nil && plain.overlay == nil && !plain.takesSelection)
    }

    /// Rows of 100-point-tall items, full width (a `Layout` as another file would declare it).
    struct Rows100: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: proposal.width ?? 100, height: CGFloat(subviews.count) * 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, s) in subviews.enumerated() {
                s.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(i) * 100), anchor: .topLeading,
                        proposal: ProposedViewSize(width: bounds.width, height: 100))
            }
        }
    }

    /// A behaviour file applied to a layout loaded from another file: the shared registry lists it in `applyTo`
    /// (a behaviour loaded first lists it once the choices are refreshed), and the behaviour snaps that layout:
    /// its frames and content size stay the loaded layout's; a gesture ends where `updateTarget` says.
    @Test func behaviourFromOneFileSnapsAnotherFilesLayout() throws {
        let suffix = String(UUID().uuidString.prefix(6)).lowercased()
        let rowsName = "rows100x\(suffix)", laterName = "later\(suffix)"
        let early = Unmanaged<LayoutPlugin>.fromOpaque(swiftUIBehaviorLayoutPlugin(name: "early\(suffix)") { Hundreds() })
            .takeRetainedValue().descriptor(name: "early\(suffix)", source: "/files/Early.swift")
        let rows = SwiftUILayoutAdapter.plugin(name: rowsName) { AnyLayout(Rows100()) }
            .descriptor(name: rowsName, source: "/files/Rows100.swift")
        SwiftUILoadedLayouts.register([rows])
        let plugin = Unmanaged<LayoutPlugin>.fromOpaque(swiftUIBehaviorLayoutPlugin(name: "hundreds\(suffix)") { Hundreds() })
            .takeRetainedValue()
        let behavior = plugin.descriptor(name: "hundreds\(suffix)", source: "/files/Hundreds.swift")
        func choices(_ d: LayoutDescriptor) -> [String] {
            guard case .choice(let words) = d.parameters.first(where: { $0.name == "applyTo" })?.kind else { return [] }
            return words
        }
        #expect(SwiftUILoadedLayouts.isBehavior(behavior) && !SwiftUILoadedLayouts.isBehavior(rows))
        #expect(choices(behavior).first == "row" && choices(behavior).contains(rowsName) && choices(behavior).contains("grid"))
        // Loaded before the layout: listed once refreshed; a behaviour is never a target.
        #expect(!choices(early).contains(rowsName))
        SwiftUILoadedLayouts.register([behavior])
        let refreshed = SwiftUILoadedLayouts.refreshingChoices(of: [early, rows])
        #expect(choices(refreshed[0]).contains(rowsName) && !choices(refreshed[0]).contains("hundreds\(suffix)"))
        #expect(refreshed[1].parameters == rows.parameters)
        #expect(!choices(refreshed[0]).contains(laterName))

        var snapped = try behavior.make(["applyTo": rowsName])
        var base = try rows.make([:])
        let context = LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 30)
        snapped.prepare(context)
        base.prepare(context)
        #expect(snapped is SwiftUIBehaviorLayout)
        #expect(snapped.contentSize == base.contentSize)
        #expect(snapped.contentSize.height == 3000)
        for item in [0, 7, 29] {
            let a = snapped.attributes(forItem: PlaygroundCore.IndexPath(item: item))
            #expect(a == base.attributes(forItem: PlaygroundCore.IndexPath(item: item)))
            #expect(a?.frame.origin.y == Double(item) * 100)
        }
        #expect(snapped.targetContentOffset(proposed: Point(x: 0, y: 1234), velocity: Point(x: 0, y: 900)) == Point(x: 0, y: 1200))
        // A name no file registered is refused as any unknown choice is.
        #expect(throws: ParameterError.self) { _ = try behavior.make(["applyTo": laterName]) }
    }
}
