import Foundation

/// A scroll view's two layout guides (UIScrollView.h, iOS 11): constraints to `contentLayoutGuide` are to the content
/// area (its edges place the content, its width and height are the `contentSize`), constraints to
/// `frameLayoutGuide` are to the scroll view's frame, untransformed (Apple, Auto Layout Guide, "Working with
/// Scroll Views"). Solved by PlaygroundAutoLayoutEngine.
extension UIScrollView {
    /// The layout guide of the content area: its edges are the content's, its size the `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        if let g = playgroundAutoLayout.scrollContentGuide { return g }
        let g = UILayoutGuide(playgroundKind: .scrollContent, owningView: self)
        g.identifier = "UIScrollView-contentLayoutGuide"
        playgroundAutoLayout.scrollContentGuide = g
        return g
    }

    /// The layout guide of the scroll view's frame (its bounds' size, whatever the content offset).
    public var frameLayoutGuide: UILayoutGuide {
        if let g = playgroundAutoLayout.scrollFrameGuide { return g }
        let g = UILayoutGuide(playgroundKind: .scrollFrame, owningView: self)
        g.identifier = "UIScrollView-frameLayoutGuide"
        playgroundAutoLayout.scrollFrameGuide = g
        return g
    }
}
