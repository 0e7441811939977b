import Foundation

/// An alert or action sheet (UIAlertController.h): its title, message, actions, text fields and preferred action.
///
/// As iOS: `actions` and `textFields` in the order they were added; UIKit raises an NSInvalidArgumentException for a
/// second `.cancel` action, a text field added to an action sheet, and a `preferredAction` that is not one of
/// `actions`: the playground records the exception and leaves the alert as it was.
///
/// Playground: approximated: presenting the alert keeps it as the presented controller (UIViewController.present)
/// but nothing shows it, so no action's handler runs.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet = 0, alert }

    open var message: String?
    open private(set) var preferredStyle: Style = .actionSheet
    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction? {
        get { playgroundPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                PlaygroundExceptions.raise("NSInvalidArgumentException",
                                           "The -preferredAction of an alert controller must be contained in its -actions",
                                           from: self)
                return
            }
            playgroundPreferredAction = newValue
        }
    }
    private var playgroundPreferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        PlaygroundNotices.record("UIAlertController", .approximated,
                                 "kept when presented, but not shown: no action's handler runs")
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            PlaygroundExceptions.raise("NSInternalInconsistencyException",
                                       "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
                                       from: self)
            return
        }
        actions.append(action)
    }

    /// Adds a text field, configured by `configurationHandler` now (alerts only).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            PlaygroundExceptions.raise("NSInternalInconsistencyException",
                                       "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
                                       from: self)
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }
}
