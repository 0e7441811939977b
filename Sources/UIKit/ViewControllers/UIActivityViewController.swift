import Foundation

/// The share sheet (UIActivityViewController.h): the items to share and the app's own activities.
///
/// Playground: approximated: presenting it keeps it as the presented controller, but nothing shows it and nothing
/// is shared; `completionWithItemsHandler` is never called.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [AnyObject]?
    open var excludedActivityTypes: [String]?
    open var completionWithItemsHandler: ((String?, Bool, [Any]?, (any Error)?) -> Void)?

    public init(activityItems: [Any], applicationActivities: [AnyObject]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        PlaygroundNotices.record("UIActivityViewController", .approximated, "kept when presented, but not shown: nothing is shared")
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}
