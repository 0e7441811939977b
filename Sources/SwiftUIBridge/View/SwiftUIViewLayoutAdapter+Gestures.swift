import Foundation
import PlaygroundCore
import SwiftUI

/// Drags and long presses of an item's views (docs/swiftui.md, "Drags and long presses"): a press on an item
/// claims the innermost `DragGesture` and the innermost long press (`LongPressGesture`, `onLongPressGesture`) whose
/// view is under the pointer (else the item's outermost ones: the views' frames are where the item is drawn
/// without its own offset and rotation, and the press landed on the item as it is shown); the core then tells them
/// the pointer (CollectionLayout+ItemGestures.swift) and the state their callbacks set re-renders the view.
///
/// Who gets a drag, the item's `DragGesture` or the scroll view's pan (decided; SwiftUI documents the modifiers,
/// not how they compete with a scroll view, and iOS 17 and 18 differ):
/// - `highPriorityGesture(_:)`: the item's drag (Apple: "with a higher precedence than gestures defined by the
///   view");
/// - `simultaneousGesture(_:)`: both, the scroll view pans and the drag is told (Apple: "to process simultaneously
///   with gestures defined by the view");
/// - `gesture(_:)`: the item's drag when the scroll view has nowhere to scroll along its axis (its content is no
///   longer than the viewport: a card stack), else the scroll view's pan, and the drag is not told.
extension SwiftUIViewLayoutAdapter {
    public func itemGestures(at indexPath: PlaygroundCore.IndexPath, point: Point) -> ItemGestureClaim? {
        PlaygroundGestures.reset()
        guard indexPath.section == 0, let item = layout.items[indexPath.item] else { return nil }
        let natural = context.naturalSizes, side = side
        let p = CGPoint(x: point.x, y: point.y)
        let found = playgroundOnMainActor { () -> [(frame: CGRect, gesture: PlaygroundRecognizedGestureBox)] in
            PlaygroundViewLayout(photoSize: { k in CGSize(width: natural[k].width, height: natural[k].height) },
                                 side: side).drawing(of: item, index: indexPath.item).gestures
        }
        func innermost(_ wanted: (PlaygroundGestureHandler.Kind) -> Bool) -> (frame: CGRect, gesture: PlaygroundRecognizedGestureBox)? {
            let candidates = found.filter { wanted($0.gesture.handler.kind) }
            return candidates.last { $0.frame.contains(p) } ?? candidates.first
        }
        var claim = ItemGestureClaim()
        // A long press sequenced before a drag (`sequenced(before:)`): the press, then the drag once recognized.
        if let sequence = innermost({ if case .playgroundLongPressThenDrag = $0 { true } else { false } }),
           case .playgroundLongPressThenDrag(let duration, let distance, let minimum, _) = sequence.gesture.handler.kind {
            let takes = sequence.gesture.priority != .simultaneous
            claim.longPress = .init(minimumDuration: duration, maximumDistance: Double(distance))
            claim.drag = .init(minimumDistance: Double(minimum), takesPointer: takes, afterLongPress: true)
            PlaygroundGestures.sequence = (sequence.gesture.handler, sequence.frame)
            return claim
        }
        if let drag = innermost({ if case .playgroundDrag = $0 { true } else { false } }),
           case .playgroundDrag(let minimum, _) = drag.gesture.handler.kind {
            let takes: Bool
            switch drag.gesture.priority {
            case .high: takes = true
            case .simultaneous: takes = false
            case .normal: takes = !canScroll
            }
            // A plain `gesture(_:)` drag in a scroll view that scrolls loses the pointer to the pan: not claimed.
            if takes || drag.gesture.priority == .simultaneous {
                claim.drag = .init(minimumDistance: Double(minimum), takesPointer: takes)
                PlaygroundGestures.drag = (drag.gesture.handler, drag.frame)
            }
        }
        if let press = innermost({ if case .playgroundLongPress = $0 { true } else { false } }),
           case .playgroundLongPress(let duration, let distance) = press.gesture.handler.kind {
            claim.longPress = .init(minimumDuration: duration, maximumDistance: Double(distance))
            PlaygroundGestures.longPress = press.gesture.handler
        }
        return claim.drag == nil && claim.longPress == nil ? nil : claim
    }

    /// Whether the scroll view has somewhere to scroll along its axis.
    var canScroll: Bool {
        scrollAxis == .vertical ? contentSize.height > context.viewport.height + 0.5
            : contentSize.width > context.viewport.width + 0.5
    }

    public mutating func itemGesture(_ event: ItemGestureEvent) {
        let before = PlaygroundStateChanges.generation
        playgroundOnMainActor {
            if let sequence = PlaygroundGestures.sequence {
                Self.sequenceEvent(event, sequence.gesture, frame: sequence.frame)
                return
            }
            switch event.phase {
            case .dragChanged:
                guard let drag = PlaygroundGestures.drag else { return }
                drag.gesture.change(Self.dragValue(event, frame: drag.frame, gesture: drag.gesture))
            case .dragEnded:
                guard let drag = PlaygroundGestures.drag else { return }
                PlaygroundGestures.drag = nil
                drag.gesture.end(Self.dragValue(event, frame: drag.frame, gesture: drag.gesture))
            case .longPressed:
                guard let press = PlaygroundGestures.longPress else { return }
                PlaygroundGestures.longPress = nil
                press.press(false)
                press.end(true)
            case .pressing(let pressing):
                guard let press = PlaygroundGestures.longPress else { return }
                press.press(pressing)
                if !pressing {
                    PlaygroundGestures.longPress = nil
                    press.cancel()
                }
            case .cancelled:
                PlaygroundGestures.drag?.gesture.cancel()
                PlaygroundGestures.longPress?.cancel()
                PlaygroundGestures.reset()
            }
        }
        if PlaygroundStateChanges.generation != before || PlaygroundScrollRequests.pending != nil { prepare(context) }
    }

    /// A long press sequenced before a drag, told by the core (SwiftUI's `SequenceGesture` values): pressing is
    /// `.first(true)`; the press recognized `.second(true, nil)` (the long press's own `onEnded`); each move
    /// `.second(true, drag)` (the drag's own `onChanged`); the release `onEnded(.second(true, drag))`; a press
    /// that fails, or ends without a drag, resets the `@GestureState`s without `onEnded`.
    @MainActor static func sequenceEvent(_ event: ItemGestureEvent, _ h: PlaygroundGestureHandler, frame: CGRect) {
        let press = h.components.first, drag = h.components.dropFirst().first
        switch event.phase {
        case .pressing(true):
            h.change(PlaygroundSequenceRaw.first(true))
            press?.press(true)
        case .longPressed:
            press?.press(false)
            press?.end(true)
            h.change(PlaygroundSequenceRaw.second(true, nil))
        case .dragChanged:
            let value = dragValue(event, frame: frame, gesture: drag ?? h)
            drag?.change(value)
            h.change(PlaygroundSequenceRaw.second(true, value))
        case .dragEnded:
            let value = dragValue(event, frame: frame, gesture: drag ?? h)
            PlaygroundGestures.sequence = nil
            drag?.end(value)
            h.end(PlaygroundSequenceRaw.second(true, value))
        case .pressing(false), .cancelled:
            PlaygroundGestures.sequence = nil
            press?.press(false)
            press?.cancel()
            drag?.cancel()
            h.cancel()
        }
    }

    /// SwiftUI's `DragGesture.Value` for a moment of the drag: `.local` locations are in the gesture's view (its
    /// frame when the press began), `.global` and named spaces in the window's (the viewport's: decided, the
    /// playground's window is the screen); the velocity in points per second.
    static func dragValue(_ event: ItemGestureEvent, frame: CGRect, gesture: PlaygroundGestureHandler) -> DragGesture.Value {
        var origin = CGPoint(x: event.contentOffset.x, y: event.contentOffset.y)
        if case .playgroundDrag(_, .local) = gesture.kind { origin = frame.origin }
        if case .playgroundLongPressThenDrag(_, _, _, .local) = gesture.kind { origin = frame.origin }
        func local(_ p: Point) -> CGPoint { CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
        let location = local(event.location)
        let velocity = CGSize(width: event.velocity.x, height: event.velocity.y)
        let date = Date(timeIntervalSinceReferenceDate: event.time)
        return DragGesture.Value(time: date, location: location, startLocation: local(event.startLocation),
                                 velocity: velocity)
    }
}
