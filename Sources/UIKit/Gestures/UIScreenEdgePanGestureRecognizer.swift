import Foundation

/// A pan that starts near an edge of the screen (UIScreenEdgePanGestureRecognizer.h): `edges` says which.
///
/// Playground: approximated: the playground's drags scroll the collection view and never start at a screen edge
/// here, so this recognizer is not fed (UIGestureRecognizer): its actions are not called.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// No edge by default, as on iOS (the recognizer then recognizes nothing until `edges` is set).
    open var edges: UIRectEdge = []
}
