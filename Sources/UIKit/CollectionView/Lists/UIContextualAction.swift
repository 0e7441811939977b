import Foundation

/// One action of a swiped row (Apple, UIContextualAction): a style, title, image and colour, and a handler that
/// calls its completion with whether it was performed.
///
/// Playground: does nothing: kept, never shown (rows are not swiped here; UISwipeActionsConfiguration). `playgroundPerform()` runs
/// the handler as a tap on the action would.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// Apple, UIContextualAction.Style.
    public enum Style: Int, Sendable { case normal, destructive }

    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    open private(set) var style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor!
    open private(set) var handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        // Apple: grey for normal, red for destructive (the system colours of the row's buttons).
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
        PlaygroundNotices.record("UIContextualAction", .doesNothing, "kept, never shown: rows are not swiped open here")
    }

    /// Runs the handler as a tap on the action would; the completion's answer is returned.
    /// Playground extension (not in UIKit).
    @discardableResult
    public func playgroundPerform(in view: UIView? = nil) -> Bool {
        var done = false
        handler(self, view ?? UIView()) { done = $0 }
        return done
    }
}
