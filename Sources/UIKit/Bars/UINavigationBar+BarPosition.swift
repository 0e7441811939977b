import Foundation

extension UINavigationBar {
    /// The background image for a bar position and bar metrics (UINavigationBar.h). A navigation bar is at the top
    /// here (a navigation controller's, under the status bar), so `.any`, `.top` and `.topAttached` set the image
    /// `setBackgroundImage(_:for:)` sets for those metrics.
    ///
    /// Playground: approximated: an image for `.bottom` (a bar at the bottom of the screen, which is not shown
    /// here) is not kept (a notice).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        guard barPosition != .bottom else {
            PlaygroundNotices.record("UINavigationBar.setBackgroundImage(_:for:barMetrics:)", .approximated,
                                     "a navigation bar is at the top here: an image for .bottom is not kept")
            return
        }
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    /// The image `setBackgroundImage(_:for:barMetrics:)` set for the position and metrics; nil for `.bottom`.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        barPosition == .bottom ? nil : backgroundImage(for: barMetrics)
    }
}
