import Foundation
import PlaygroundCore
import SwiftUI

/// Pinches and rotations of an item's views (docs/swiftui.md, "Pinches and rotations"): the wheel turned with Ctrl
/// (+ Shift) over an item claims the innermost `MagnifyGesture` / `RotateGesture` (or their iOS 13 forms, or one
/// `simultaneously(with:)` the other) whose view is under the pointer (else the item's outermost one); the core
/// tells it each notch and the end (CollectionLayout+ItemPinch.swift), and the state its callbacks set re-renders.
extension SwiftUIViewLayoutAdapter {
    public func itemPinches(at indexPath: PlaygroundCore.IndexPath, point: Point) -> ItemPinchClaim? {
        PlaygroundGestures.pinch = nil
        guard indexPath.section == 0, let item = layout.items[indexPath.item] else { return nil }
        let natural = context.naturalSizes, side = side
        let p = CGPoint(x: point.x, y: point.y)
        let found = playgroundOnMainActor { () -> [(frame: CGRect, gesture: PlaygroundRecognizedGestureBox)] in
            PlaygroundViewLayout(photoSize: { k in CGSize(width: natural[k].width, height: natural[k].height) },
                                 side: side).drawing(of: item, index: indexPath.item).gestures
        }
        let candidates = found.filter { if case .playgroundPinch = $0.gesture.handler.kind { true } else { false } }
        guard let pinch = candidates.last(where: { $0.frame.contains(p) }) ?? candidates.first,
              case .playgroundPinch(let magnify, let rotate) = pinch.gesture.handler.kind else { return nil }
        PlaygroundGestures.pinch = (pinch.gesture.handler, pinch.frame)
        return ItemPinchClaim(magnify: magnify, rotate: rotate)
    }

    public mutating func itemPinch(_ event: ItemPinchEvent) {
        let before = PlaygroundStateChanges.generation
        playgroundOnMainActor {
            guard let pinch = PlaygroundGestures.pinch else { return }
            let raw = Self.pinchValue(event, frame: pinch.frame)
            switch event.phase {
            case .changed:
                for c in pinch.gesture.components { c.change(raw) }
                pinch.gesture.change(raw)
            case .ended:
                PlaygroundGestures.pinch = nil
                for c in pinch.gesture.components { c.end(raw) }
                pinch.gesture.end(raw)
            }
        }
        if PlaygroundStateChanges.generation != before { prepare(context) }
    }

    /// The two-finger values of a moment: the scale and angle so far, where the wheel turned in the gesture's view
    /// (its frame when the gesture began), velocities as the change per second since it began.
    static func pinchValue(_ event: ItemPinchEvent, frame: CGRect) -> PlaygroundPinchRaw {
        let elapsed = max(event.time - event.startTime, 1.0 / 60)
        return PlaygroundPinchRaw(
            scale: event.scale, angle: .radians(event.angle),
            location: CGPoint(x: event.location.x - frame.minX, y: event.location.y - frame.minY), size: frame.size,
            scaleVelocity: (event.scale - 1) / elapsed, angleVelocity: .radians(event.angle / elapsed),
            time: Date(timeIntervalSinceReferenceDate: event.time))
    }
}
