import Foundation

/// A container of columns (UISplitViewController.h): a primary (and, with the triple-column style, a supplementary)
/// column beside the secondary one where the width is regular, collapsed to one column where it is compact.
///
/// Playground: approximated. Its view holds the columns' views side by side when its horizontal size class is
/// regular — the primary `preferredPrimaryColumnWidth` wide (decided: 320 points when not set; Apple documents no
/// default figure), then the supplementary the same width, then the secondary taking the rest — and only the
/// compact column's (else the primary's, decided: Apple names the `.compact` column as the one shown in a compact
/// environment) when compact; every layout pass places them again. The playground shows one collection view (the
/// frontmost in the tree: the secondary's when expanded); no column bar, button or display-mode animation is drawn
/// (a notice says so). Collapsing and expanding call the delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`,
/// `splitViewControllerDidCollapse(_:)` and `splitViewControllerDidExpand(_:)`.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// UISplitViewController.Style.
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// UISplitViewController.Column.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    /// UISplitViewController.DisplayMode.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// UISplitViewController.SplitBehavior.
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    /// UISplitViewController.PrimaryEdge.
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    /// UISplitViewController.BackgroundStyle.
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }

    /// `UISplitViewController.automaticDimension` (UIKit: -1, the system's choice).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var primaryEdge: PrimaryEdge = .leading
    open var primaryBackgroundStyle: BackgroundStyle = .none
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The column controllers set with `setViewController(_:for:)` (or `viewControllers`).
    private var columns: [Column: UIViewController] = [:]
    private var wasCollapsed: Bool?

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The button that changes the display mode, for the secondary controller's navigation item
    /// (UISplitViewController.displayModeButtonItem): the same item each time.
    ///
    /// Playground: does nothing: the item shows a sidebar symbol, and a click on it changes nothing (the split view's
    /// columns are not shown side by side here).
    open var displayModeButtonItem: UIBarButtonItem {
        if let made = playgroundDisplayModeButtonItem { return made }
        PlaygroundNotices.record("UISplitViewController.displayModeButtonItem", .doesNothing,
                                 "the display mode button is shown, but changes nothing here")
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        playgroundDisplayModeButtonItem = item
        return item
    }
    private var playgroundDisplayModeButtonItem: UIBarButtonItem?

    /// The classic style's controllers: primary then secondary (UISplitViewController.viewControllers).
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            for column in [Column.primary, .supplementary, .secondary] { setViewController(nil, for: column) }
            if let first = newValue.first { setViewController(first, for: .primary) }
            if newValue.count > 1 { setViewController(newValue[newValue.count - 1], for: .secondary) }
            if newValue.count > 2 { setViewController(newValue[1], for: .supplementary) }
        }
    }

    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if let old = columns[column] {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = vc
        if let vc {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Whether one column shows (a compact horizontal size class).
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    open func show(_ column: Column) { note() }
    open func hide(_ column: Column) { note() }

    open override func viewDidLoad() {
        super.viewDidLoad()
        note()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        playgroundPlaceColumns()
    }

    /// Places the columns' views (see the type's doc).
    private func playgroundPlaceColumns() {
        guard let root = viewIfLoaded else { return }
        let collapsed = isCollapsed
        if wasCollapsed != collapsed, wasCollapsed != nil {
            if collapsed {
                _ = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: topColumn)
                delegate?.splitViewControllerDidCollapse(self)
            } else {
                delegate?.splitViewControllerDidExpand(self)
            }
        }
        wasCollapsed = collapsed
        let shown: [(Column, UIViewController)]
        if collapsed {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: topColumn) ?? topColumn
            shown = (columns[top] ?? columns[topColumn]).map { [(top, $0)] } ?? []
        } else {
            shown = [Column.primary, .supplementary, .secondary].compactMap { c in columns[c].map { (c, $0) } }
        }
        for (_, vc) in columns where !shown.contains(where: { $0.1 === vc }) { vc.viewIfLoaded?.removeFromSuperview() }
        let bounds = root.bounds
        let side = primaryWidth(in: bounds.width)
        var x = bounds.minX
        for (column, vc) in shown {
            let width = collapsed || column == .secondary ? bounds.maxX - x : side
            let child = vc.view!
            if child.superview !== root { root.addSubview(child) }
            child.frame = CGRect(x: x, y: bounds.minY, width: max(0, width), height: bounds.height)
            x += width
        }
    }

    /// The column shown on top when collapsed: the compact column when set, else the primary.
    private var topColumn: Column { columns[.compact] != nil ? .compact : .primary }

    private func primaryWidth(in total: CGFloat) -> CGFloat {
        var width: CGFloat = 320
        if preferredPrimaryColumnWidth > 0 { width = preferredPrimaryColumnWidth }
        else if preferredPrimaryColumnWidthFraction > 0 { width = total * preferredPrimaryColumnWidthFraction }
        if minimumPrimaryColumnWidth > 0 { width = max(width, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth > 0 { width = min(width, maximumPrimaryColumnWidth) }
        return min(width, total / 2)
    }

    private func note() {
        PlaygroundNotices.record("UISplitViewController", .approximated,
                                 "its columns are placed side by side (regular width) or collapsed to one (compact); the playground shows one collection view, and no column button, bar or display-mode animation is drawn")
    }
}

/// UISplitViewControllerDelegate (the members apps implement most; each has UIKit's default).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
}

extension UIViewController {
    /// The nearest split view controller among the ancestors (UIViewController.splitViewController).
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let c = current {
            if let s = c as? UISplitViewController { return s }
            current = c.parent
        }
        return nil
    }
}
