import Foundation
import PlaygroundCore
import Testing
import TestSupport
import UIKit
import UIKitBridge

/// UIKit Dynamics moves: springs follow the damped spring's closed form (Apple: frequency in hertz, damping the
/// damping ratio), gravity and pushes in Apple's units, stepped by the frame step's time.
@Suite struct DynamicsTests {
    typealias CorePath = PlaygroundCore.IndexPath

    /// x(t) for a damped spring from x0 at rest: x0·e^(−ζωt)·(cos ω_d t + ζω/ω_d · sin ω_d t), ω = 2πf.
    static func closedForm(x0: Double, frequency f: Double, damping z: Double, t: Double) -> Double {
        let w = 2 * Double.pi * f, wd = w * (1 - z * z).squareRoot()
        return x0 * exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
    }

    @Test func aScrolledSpringOvershootsAndSettlesAsTheClosedFormSays() throws {
        let layout = SpringyTestLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 150, height: 480), itemCount: 3))
        adapter.advanceMotion(to: 0, touch: Point(x: 0, y: 550))
        let rest = try (0..<3).map { try #require(adapter.attributes(forItem: CorePath(section: 0, item: $0))).center.y }
        #expect(rest == [50, 160, 270])
        // The content moves up 100 points with the touch at y = 550: items lag by 100 × distance / 1000.
        _ = adapter.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 100, width: 150, height: 480))
        let x0 = [50.0, 39, 28]
        var lowest = Double.infinity
        var t = 0.0
        while t < 1.5 {
            t += 1.0 / 60
            adapter.advanceMotion(to: t, touch: nil)
            let elapsed = Double(layout.animator.elapsedTime)
            for i in 0..<3 {
                let y = try #require(adapter.attributes(forItem: CorePath(section: 0, item: i))).center.y
                let expected = rest[i] + Self.closedForm(x0: x0[i], frequency: 1, damping: 0.5, t: elapsed)
                #expect(abs(y - expected) < 0.01, "item \(i) at \(elapsed) s: \(y), closed form \(expected)")
                if i == 0 { lowest = min(lowest, y) }
            }
        }
        // The overshoot: x0·e^(−ζπ/√(1−ζ²)) = 50 · e^(−1.8138) = 8.15 points past the rest place, at t = 0.577 s.
        #expect(lowest > 41.84 && lowest < 41.86, "\(lowest)")
        #expect(adapter.isInMotion)
        while t < 8 {
            t += 1.0 / 60
            adapter.advanceMotion(to: t, touch: nil)
        }
        #expect(!adapter.isInMotion && !layout.animator.isRunning)
        for i in 0..<3 {
            let y = try #require(adapter.attributes(forItem: CorePath(section: 0, item: i))).center.y
            #expect(abs(y - rest[i]) < 0.4, "item \(i) rests at \(y)")
        }
    }

    @Test func aFlingBouncesTheItemsAndThePlaygroundSettles() throws {
        let plugin = UIKitLayoutAdapter.plugin(name: "springy", make: { _ in SpringyTestLayout() })
        var session = try Session(PlaygroundConfig(
            viewport: Size(width: 150, height: 400), layoutName: "springy", itemCount: 40,
            layouts: LayoutRegistry.all + [plugin.descriptor(name: "springy", source: "test")]))
        // Rest places: item n at y = 50 + 110·n.
        session.drag(from: Point(x: 75, y: 380), to: Point(x: 75, y: 80), start: 0.1, duration: 0.1)
        session.run(until: 0.3)
        #expect(!session.playground.isSettled)
        let moving = session.playground.layout().attributes(in: session.playground.layout().contentSize.rect)
            .filter { abs($0.center.y - (50 + 110 * Double($0.indexPath.item))) > 1 }
        #expect(!moving.isEmpty, "items lag behind their rest places while the content moves")
        session.settle()
        session.run(until: session.time + 6)
        #expect(session.playground.isSettled)
        for a in session.playground.layout().attributes(in: session.playground.layout().contentSize.rect) {
            #expect(abs(a.center.y - (50 + 110 * Double(a.indexPath.item))) < 0.5, "item \(a.indexPath.item)")
        }
    }

    @Test func gravityAndPushesAccelerateInApplesUnits() {
        final class Item: UIDynamicItem {
            var center = CGPoint.zero
            var bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            var transform = CGAffineTransform.identity
        }
        let layout = UICollectionViewLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let falling = Item(), pushed = Item()
        pushed.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)  // half the mass: twice the acceleration
        animator.addBehavior(UIGravityBehavior(items: [falling]))
        let push = UIPushBehavior(items: [pushed], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        for frame in 0...30 { _ = layout.playgroundAdvanceDynamics(to: Double(frame) / 60) }
        // ½·a·t²: 1000 points/s² for 0.5 s is 125 points; 200 points/s² (1 newton on half of 100×100) is 25.
        #expect(abs(falling.center.y - 125) < 1e-6 && falling.center.x == 0)
        #expect(abs(pushed.center.x - 25) < 1e-6)
    }

    @Test func aCollisionBoundaryStopsAFallingItem() {
        let layout = UICollectionViewLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let item = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: 0, section: 0))
        item.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let floor = UICollisionBehavior(items: [item])
        floor.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: -500, y: 300), to: CGPoint(x: 500, y: 300))
        animator.addBehavior(floor)
        for frame in 0...120 { _ = layout.playgroundAdvanceDynamics(to: Double(frame) / 60) }
        // Elasticity 0: it comes to rest on the floor, its center half its side (50) above it.
        #expect(abs(item.center.y - 250) < 0.5 && !animator.isRunning)
    }
}

extension Size {
    fileprivate var rect: Rect { Rect(x: -1000, y: -1000, width: width + 2000, height: height + 2000) }
}
