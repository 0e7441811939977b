import Foundation
import PlaygroundCore
import SwiftUI

/// Presses on the screen's views around the scroll view (docs/swiftui.md, "Views around the scroll view";
/// swiftchrome15; the core's CollectionLayout+ChromePress.swift): a press outside the scroll view's frame, or on a
/// view over it that takes taps or gestures (a bar's button, a badge with an action), is the screen's — moving it
/// does not scroll the items; it is told to the innermost `DragGesture` under the press (`onChanged` once the
/// pointer is its `minimumDistance` away, `onEnded` at the release, its `@GestureState`s reset), with values in the
/// view (`.local`) or the window (`.global`, named spaces: the window is the screen, as for items' drags).
extension SwiftUIViewLayoutAdapter {
    public func pressIsOnChrome(at point: Point) -> Bool {
        SwiftUIChromeDrag.current = nil   // a new press: the last one's drag, if any, is over
        guard let hole = layout.scrollFrame else { return false }
        let p = CGPoint(x: point.x, y: point.y)
        if !hole.contains(p) { return true }
        guard let drawing = screenDrawing() else { return false }
        func over(_ frame: CGRect) -> Bool { frame.contains(p) && !frame.insetBy(dx: -0.5, dy: -0.5).contains(hole) }
        return drawing.taps.contains { over($0.frame) } || drawing.gestures.contains { over($0.frame) }
    }

    public mutating func chromeDrag(_ event: ChromeDragEvent) {
        guard let hole = layout.scrollFrame else { return }
        let before = PlaygroundStateChanges.generation
        if SwiftUIChromeDrag.current == nil, event.phase == .changed, let drawing = screenDrawing() {
            let start = CGPoint(x: event.startLocation.x, y: event.startLocation.y)
            let onScroll = hole.contains(start)
            let found = drawing.gestures.last { g in
                guard case .playgroundDrag = g.gesture.handler.kind else { return false }
                return g.frame.contains(start) && !(onScroll && g.frame.insetBy(dx: -0.5, dy: -0.5).contains(hole))
            }
            if let found { SwiftUIChromeDrag.current = (found.gesture.handler, found.frame, false) }
        }
        guard let drag = SwiftUIChromeDrag.current, case .playgroundDrag(let minimum, _) = drag.gesture.kind else { return }
        let value = Self.dragValue(ItemGestureEvent(phase: event.phase == .ended ? .dragEnded : .dragChanged,
                                                    indexPath: PlaygroundCore.IndexPath(item: 0), location: event.location,
                                                    startLocation: event.startLocation, contentOffset: .zero,
                                                    velocity: event.velocity, time: event.time),
                                   frame: drag.frame, gesture: drag.gesture)
        playgroundOnMainActor {
            switch event.phase {
            case .changed:
                guard drag.begun || (event.location - event.startLocation).length >= Double(minimum) else { return }
                SwiftUIChromeDrag.current?.begun = true
                drag.gesture.change(value)
            case .ended:
                SwiftUIChromeDrag.current = nil
                if drag.begun { drag.gesture.end(value) } else { drag.gesture.cancel() }
            }
        }
        if PlaygroundStateChanges.generation != before || PlaygroundScrollRequests.pending != nil {
            drawn.chrome = nil
            prepare(context)
        }
    }
}

/// The drag of a view around the scroll view under way: its recognizer, its view's frame when the press began
/// (viewport coordinates), and whether it began (passed its minimum distance).
enum SwiftUIChromeDrag {
    nonisolated(unsafe) static var current: (gesture: PlaygroundGestureHandler, frame: CGRect, begun: Bool)?
}
