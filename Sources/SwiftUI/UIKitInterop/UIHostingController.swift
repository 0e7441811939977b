import Foundation
import UIKit

/// A UIKit view controller that shows a SwiftUI view (SwiftUI's UIHostingController): `init(rootView:)`, `rootView`,
/// `sizingOptions`, `sizeThatFits(in:)`, as UIKit files use it (a SwiftUI screen pushed or embedded as a child).
///
/// Playground: approximated. It compiles and behaves as a view controller (its lifecycle, its view sized by its
/// parent, `rootView` replaced at will), but its view draws nothing: the SwiftUI view is drawn where the playground
/// shows a SwiftUI layout or item view, not inside a UIKit view tree (a notice says so; docs/uikit.md, "SwiftUI
/// inside UIKit"). `sizeThatFits(in:)` answers the size offered.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown (SwiftUI: settable; the view updates).
    open var rootView: Content
    /// How the controller sizes itself to its view (stored here).
    open var sizingOptions: UIHostingControllerSizingOptions = []
    /// SwiftUI's `safeAreaRegions` (stored here).
    open var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        Self.note()
    }

    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        Self.note()
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not available: a UIHostingController needs its rootView")
    }

    /// The size the view would take in `size` (Playground: the size offered).
    open func sizeThatFits(in size: CGSize) -> CGSize { size }

    static func note() {
        PlaygroundNotices.record("UIHostingController", .approximated,
                                 "compiles and runs as a view controller; its SwiftUI view is not drawn inside UIKit views here")
    }
}
