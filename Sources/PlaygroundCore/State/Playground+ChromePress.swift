/// Presses on the views around the scroll view (CollectionLayout+ChromePress.swift): a press the layout says is on
/// its chrome never reaches the scroll view (moving it does not scroll the items, nor does it catch a moving
/// scroll), nor the items (no reorder, no zoom); a click there is a tap of the chrome (`tapChrome`), a move past
/// `chromeDragSlop` is a drag the layout is told.
extension Playground {
    /// How far (points) a press on the chrome moves before it is a drag and no longer a click: 10, SwiftUI's
    /// `DragGesture` default `minimumDistance` (the view's own minimum is applied by the layout).
    static let chromeDragSlop = 10.0

    /// Whether the press is the chrome's: then the caller gives it neither to the scroll view nor to the items.
    mutating func beginChromePress(at p: Point, time: Double) -> Bool {
        chromePress = nil
        guard host.pressIsOnChrome(at: p) else { return false }
        chromePress = (start: p, last: p, lastTime: time, velocity: .zero)
        return true
    }

    /// The pointer moved during a press on the chrome: true (the scroll view is not moved).
    mutating func moveChromePress(to p: Point, time: Double) -> Bool {
        guard var press = chromePress else { return false }
        let dt = time - press.lastTime
        if dt > 0 { press.velocity = Point(x: (p.x - press.last.x) / dt, y: (p.y - press.last.y) / dt) }
        press.last = p
        press.lastTime = time
        chromePress = press
        if (p - press.start).length > Self.chromeDragSlop { mode.endPress() }   // a drag is not a click
        host.chromeDrag(ChromeDragEvent(phase: .changed, location: p, startLocation: press.start,
                                        velocity: press.velocity, time: time))
        return true
    }

    /// The button went up after a press on the chrome: true when it was a drag (told its end; no tap follows),
    /// false when it was a click (the tap path runs).
    mutating func endChromePress(at p: Point, time: Double) -> Bool {
        guard let press = chromePress else { return false }
        chromePress = nil
        guard (p - press.start).length > Self.chromeDragSlop else { return false }
        host.chromeDrag(ChromeDragEvent(phase: .ended, location: p, startLocation: press.start,
                                        velocity: press.velocity, time: time))
        return true
    }
}
