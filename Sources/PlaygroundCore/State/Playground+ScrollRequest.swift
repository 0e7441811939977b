/// Scrolling asked for by the layout's own code (docs/uikit.md, "Scrolling from the app"): a hosted controller that
/// calls `scrollToItem(at:at:animated:)` in `viewDidAppear` or from a button, a layout that sets `contentOffset` when
/// its size changes. Without animation the content is placed there at once (any motion stops, as a new offset stops
/// a scroll view's deceleration on iOS); with it, the content eases there over the request's duration. The offset
/// is kept within the scrollable range. While the finger holds the content the request is dropped: the drag owns
/// the offset until it is released.
extension Playground {
    mutating func adoptScrollRequest(at time: Double) {
        guard let request = host.takeScrollRequest(), !scroller.isPressed, reorder == nil else { return }
        let target = scroller.clamp(request.offset)
        guard target != scroller.offset else { return }
        if request.duration > 0 {
            scroller.animate(to: target[scroller.axis], time: time, duration: request.duration)
        } else {
            scroller.jump(to: target)
        }
    }
}
