import Foundation

/// A scroll view's two layout guides (UIScrollView.h, iOS 11): constraints to `contentLayoutGuide` are to the content
/// area (its edges place the content, its width and height are the `contentSize`), constraints to
/// `frameLayoutGuide` are to the scroll view's frame, untransformed (Apple, Auto Layout Guide, "Working with
/// Scroll Views"). Solved by PlaygroundAutoLayoutEngine.
extension UIScrollView {
    /// The layout guide of the content area: its edges are the content's, its size the `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        playgroundAutoLayout.guide(\.scrollContentGuide, kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide", of: self)
    }

    /// The layout guide of the scroll view's frame (its bounds' size, whatever the content offset).
    public var frameLayoutGuide: UILayoutGuide {
        playgroundAutoLayout.guide(\.scrollFrameGuide, kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide", of: self)
    }
}
