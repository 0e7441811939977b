import Foundation

/// The pull-to-refresh control of a scroll view (UIRefreshControl.h): `beginRefreshing()` and `endRefreshing()` set
/// `isRefreshing`; the app's action runs on `.valueChanged`.
///
/// Playground: stored, not drawn, and a pull past the top does not start it (the playground's scroll view has no
/// refresh gesture); code that reads `isRefreshing` sees what it set.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
