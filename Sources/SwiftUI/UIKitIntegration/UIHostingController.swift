import Foundation
import UIKit

/// A UIKit view controller whose view shows a SwiftUI view (SwiftUI's `UIHostingController`): its view lays the
/// root view out whenever UIKit lays the view out (centred in its bounds, at its size for the bounds' size), and
/// `sizeThatFits(in:)` is the root view's size for a proposal.
///
/// Playground: approximated: the layout is SwiftUI's (custom `Layout`s run with their real subviews), so a test
/// that hosts a view and calls `view.layoutIfNeeded()` or `sizeThatFits(in:)` sees the frames iOS would give; the
/// SwiftUI views are not drawn into the UIKit view (docs/swiftui.md, "Rendering and hosting").
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown; setting it lays the view out again.
    public var rootView: Content {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }

    /// Which sizes the controller keeps up to date from its root view (`preferredContentSize`, the view's
    /// intrinsic content size).
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { if isViewLoaded { view.invalidateIntrinsicContentSize() } }
    }

    /// SwiftUI's `safeAreaRegions`: which safe-area regions the root view respects (stored here; the root view is
    /// laid out in the hosting view's bounds).
    public var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Playground: does nothing: returns nil (a hosting controller from an archive needs its root view, and no
    /// storyboards are decoded here; `init?(coder:rootView:)` makes one).
    public required init?(coder: NSCoder) {
        PlaygroundNotices.record("UIHostingController.init?(coder:)", .doesNothing,
                                 "returns nil: use init?(coder:rootView:) (no storyboards are decoded here)")
        return nil
    }

    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    open override func loadView() {
        view = PlaygroundHostingView(host: self)
    }

    /// The root view's size for a proposal of `size` (SwiftUI's answer: a dimension the view does not fill is its
    /// own; an infinite dimension is an unspecified proposal).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        let proposal = ProposedViewSize(width: size.width.isFinite ? size.width : nil,
                                        height: size.height.isFinite ? size.height : nil)
        return PlaygroundLayoutPass.run(rootView, proposal: proposal, caller: "UIHostingController")
    }

    /// Lays the root view out in `bounds` (the hosting view's `layoutSubviews`).
    func playgroundLayOut(in bounds: CGRect) {
        PlaygroundNotices.record("UIHostingController", .approximated,
                                 "the root view is laid out as SwiftUI would (custom layouts run); it is not drawn")
        PlaygroundLayoutPass.run(rootView, proposal: ProposedViewSize(bounds.size), placeIn: bounds,
                                 caller: "UIHostingController")
        if sizingOptions.contains(.preferredContentSize) {
            preferredContentSize = sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
        }
    }
}
