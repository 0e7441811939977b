import Foundation
import UIKit

/// One layout pass over a whole view outside the playground's window: what `ImageRenderer` and `UIHostingController`
/// do before they draw. The view's size for a proposal (each custom `Layout`'s `sizeThatFits` runs), then, when
/// asked, its placement in a rectangle (each `placeSubviews` runs with its real subviews: `Color`, `Text`, frames,
/// `layoutValue`s), as SwiftUI's own pass would (docs/swiftui.md, "Rendering and hosting").
/// Playground hook (package): not part of SwiftUI's API.
@MainActor package enum PlaygroundLayoutPass {
    /// An unknown view's ideal side, points (views this module does not evaluate are recorded and noticed).
    static let unknownSide: CGFloat = 0

    /// `view`'s size for `proposal`; with `bounds`, it is also placed there, centred as a hosting view centres its
    /// root view (its size for the bounds' size as the proposal).
    @discardableResult
    package static func run(_ view: any View, proposal: ProposedViewSize, placeIn bounds: CGRect? = nil,
                            caller: String) -> CGSize {
        let layout = PlaygroundViewLayout(photoSize: { _ in CGSize(width: 1, height: 1) }, side: unknownSide)
        let node = playgroundNode(of: view)
        let container = proposal.replacingUnspecifiedDimensions(by: UIScreen.main.bounds.size)
        let env = PlaygroundViewLayout.Environment(container: container)
        let size = layout.size(node, proposal, env)
        if let bounds {
            let p = ProposedViewSize(bounds.size)
            let s = layout.size(node, p, env)
            let rect = CGRect(x: bounds.minX + (bounds.width - s.width) / 2, y: bounds.minY + (bounds.height - s.height) / 2,
                              width: s.width, height: s.height)
            layout.place(node, rect, p, env)
        }
        if !layout.unknown.isEmpty {
            PlaygroundNotices.record("\(caller) of " + layout.unknown.sorted().joined(separator: ", "), .approximated,
                                     "views this module does not evaluate take no space (docs/swiftui.md)")
        }
        return size
    }
}
