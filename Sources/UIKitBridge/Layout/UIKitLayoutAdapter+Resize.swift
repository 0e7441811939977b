import PlaygroundCore
import UIKit

/// Size changes as on a device (docs/uikit.md, "Size changes"): a resize reaches a UIKit layout only through
/// `shouldInvalidateLayout(forBoundsChange:)` and `invalidationContext(forBoundsChange:)`. A layout that answers
/// false keeps the frames it had, as iOS shows them; the user hears it once, as a warning among the notices.
extension UIKitLayoutAdapter.State {
    func noteStaleResize(from old: CGSize, to new: CGSize) {
        func size(_ s: CGSize) -> String { "\(Readable.number(Double(s.width)))×\(Readable.number(Double(s.height)))" }
        notices.append(LayoutNotice(
            symbol: "\(UIKitLayoutAdapter.defaultName(of: layout)).shouldInvalidateLayout(forBoundsChange:)",
            state: LayoutNotice.warning,
            message: "returned false for a size change (\(size(old)) → \(size(new))): the layout keeps its old frames, "
                + "as UIKit would show them"))
    }
}
