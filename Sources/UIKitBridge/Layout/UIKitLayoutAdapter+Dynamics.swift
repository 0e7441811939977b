import PlaygroundCore
import UIKit

/// UIKit Dynamics stepped by the frame step (docs/uikit.md, "UIKit Dynamics").
extension UIKitLayoutAdapter {
    /// Sets the pan's location (the pointer, content coordinates) and steps the layout's dynamic animators to
    /// `time`; when they moved items, the layout was invalidated and the recent answers are dropped.
    public mutating func advanceMotion(to time: Double, touch: Point?) {
        guard state.context != nil else { return }
        let cv = state.collectionView
        if let touch { cv.panGestureRecognizer.playgroundLocation = CGPoint(x: touch.x, y: touch.y) }
        if state.layout.playgroundAdvanceDynamics(to: time) { state.forgetPositions() }
    }

    public var isInMotion: Bool { state.layout.playgroundDynamicsRunning }
}
