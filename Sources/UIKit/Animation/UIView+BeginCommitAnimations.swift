import Foundation

extension UIView {
    /// Opens a begin/commit animation block (Apple: "Marks the beginning of a begin/commit animation block";
    /// deprecated in iOS 13 in favour of the block-based methods, still there). Changes made before
    /// `commitAnimations()` belong to it, as inside `animate(withDuration:animations:)`; its duration is 0.2 seconds
    /// until `setAnimationDuration(_:)` (Apple: "The default value is 0.2").
    ///
    /// Playground: the views take their final values at once, as in `animate(withDuration:animations:)`; a hosted
    /// collection view's layout invalidated inside animates in the window over the block's duration.
    open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        PlaygroundNotices.record("UIView.beginAnimations(_:context:)", .approximated,
                                 "the views take their final values at once (nothing is drawn in between)")
        PlaygroundAnimationBlock.begin(duration: 0.2)
    }

    /// Closes the block `beginAnimations(_:context:)` opened; nothing when none is open.
    open class func commitAnimations() { PlaygroundAnimationBlock.end() }

    /// The open block's duration, seconds; nothing outside a block (Apple: calling it outside one does nothing).
    open class func setAnimationDuration(_ duration: TimeInterval) { PlaygroundAnimationBlock.setDuration(duration) }

    /// Playground: does nothing (the views take their final values at once; no curve is drawn).
    open class func setAnimationCurve(_ curve: UIView.AnimationCurve) { noteNothing("UIView.setAnimationCurve(_:)") }

    /// Playground: does nothing (the views take their final values at once).
    open class func setAnimationDelay(_ delay: TimeInterval) { noteNothing("UIView.setAnimationDelay(_:)") }

    /// Playground: does nothing (the views take their final values at once).
    open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        noteNothing("UIView.setAnimationBeginsFromCurrentState(_:)")
    }

    private class func noteNothing(_ symbol: String) {
        PlaygroundNotices.record(symbol, .doesNothing, "the views take their final values at once")
    }
}
