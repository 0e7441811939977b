import PlaygroundCore
import SwiftUI

/// Taps (docs/swiftui.md, "Taps"): when an item's view has a tap action (`onTapGesture`, a `Button`, a
/// `TapGesture`'s `onEnded`), a click on an item is the view's tap, as a click on a hosted UIKit collection view's
/// cell is its tap (`CollectionLayout.takesSelection`, CollectionLayout+Selection.swift) instead of the
/// playground's tap-to-zoom. The innermost view under the pointer with a single-tap action runs it; the state it
/// sets re-renders the view at once (and a scroll position it sets scrolls).
extension SwiftUIViewLayoutAdapter {
    public var takesSelection: Bool { itemsTakeTaps }

    /// Runs the tap action under `point` (content coordinates) in the item at `indexPath`, then lays the view out
    /// again when its state changed. A view with a double-tap action (`onTapGesture(count: 2)`,
    /// `TapGesture(count: 2)`, one exclusively before a single tap) waits for a second click as SwiftUI does: a
    /// second click on it within `doubleTapInterval` runs the double tap; else, once the interval has passed on
    /// the playground's clock (`advanceMotion(to:)`), the single tap under the first click runs, if any.
    public mutating func select(at indexPath: PlaygroundCore.IndexPath, point: Point) {
        guard indexPath.section == 0, let item = layout.items[indexPath.item] else { return }
        let natural = context.naturalSizes, side = side
        let before = PlaygroundStateChanges.generation
        let p = CGPoint(x: point.x, y: point.y)
        let now = screenState.clock
        let pending = screenState.pendingTap
        enum Outcome { case none, ran, waiting(SwiftUIScreenState.PendingTap) }
        let outcome = playgroundOnMainActor { () -> Outcome in
            let drawing = PlaygroundViewLayout(photoSize: { k in CGSize(width: natural[k].width, height: natural[k].height) },
                                               side: side).drawing(of: item, index: indexPath.item)
            let hits = drawing.taps.filter { $0.frame.contains(p) }
            guard let double = hits.last(where: { $0.count == 2 }) else {
                guard let action = drawing.tapAction(at: p) else { return .none }
                action()
                return .ran
            }
            if let pending, pending.item == indexPath.item, pending.frame == double.frame,
               now - pending.time <= Self.doubleTapInterval {
                double.action()
                return .ran
            }
            return .waiting(SwiftUIScreenState.PendingTap(item: indexPath.item, frame: double.frame, time: now,
                                                          single: hits.last(where: { $0.count == 1 })?.action))
        }
        switch outcome {
        case .none: return
        case .waiting(let tap):
            screenState.pendingTap = tap
            return
        case .ran:
            screenState.pendingTap = nil
        }
        if PlaygroundStateChanges.generation != before || PlaygroundScrollRequests.pending != nil { prepare(context) }
    }

    /// How long a double tap waits for its second click, seconds. Apple publishes no interval for SwiftUI's
    /// `TapGesture(count:)` (nor UIKit's `numberOfTapsRequired`); decided: 0.5 s, SDL2's default double-click time
    /// (`SDL_HINT_MOUSE_DOUBLE_CLICK_TIME`, 500 ms in SDL_mouse.c), the desktop's usual one, so that a double click
    /// in the window is a double tap.
    public static let doubleTapInterval = 0.5

    /// Runs the single tap a first click left waiting once the double tap's interval is over; true when state
    /// changed.
    mutating func runPendingTap(at time: Double) -> Bool {
        screenState.clock = time
        guard let pending = screenState.pendingTap, time - pending.time > Self.doubleTapInterval else { return false }
        screenState.pendingTap = nil
        guard let single = pending.single else { return false }
        let before = PlaygroundStateChanges.generation
        playgroundOnMainActor { single() }
        return PlaygroundStateChanges.generation != before || PlaygroundScrollRequests.pending != nil
    }
}
