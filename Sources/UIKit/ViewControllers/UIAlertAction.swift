import Foundation

/// A button of an alert (UIAlertController.h): its title, style, whether it is enabled, and its handler.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    open private(set) var title: String?
    open private(set) var style: Style
    open var isEnabled = true
    /// The handler the action was made with (called when the user taps it: never here, nothing shows the alert).
    package let playgroundHandler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.playgroundHandler = handler
        super.init()
    }
}
