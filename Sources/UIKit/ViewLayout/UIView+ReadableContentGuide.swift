import Foundation

extension UIView {
    /// A guide whose width is comfortable to read text in (Apple, "readableContentGuide": "an area with a readable
    /// width within the view").
    ///
    /// Playground: approximated: the layout margins guide. Apple does not publish the readable width; on an iPhone
    /// in portrait, where the playground's default viewport is, the two are the same; on a wider view UIKit narrows
    /// the readable guide (to about 672 points at the default text size) and the playground does not.
    public var readableContentGuide: UILayoutGuide {
        PlaygroundNotices.record("UIView.readableContentGuide", .approximated,
                                 "the layout margins guide: the readable width is not narrowed on wide views")
        return layoutMarginsGuide
    }
}
