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
}
