import Foundation
import UIKit

/// A UIKit view in a SwiftUI view (`UIViewRepresentable`, `UIViewControllerRepresentable`), made once per
/// evaluation of its item view: its size for a proposal and the view drawn (docs/swiftui.md, "UIKit views in
/// SwiftUI").
/// Playground hook (package): not part of SwiftUI's API.
@MainActor package final class PlaygroundUIKitLeaf {
    package let view: UIView
    /// The representable's type name (notices).
    package let name: String
    /// The representable's own answer (`sizeThatFits(_:uiView:context:)`); nil: the view's intrinsic size.
    private let answer: (ProposedViewSize) -> CGSize?
    /// The view controller whose view this is (kept alive while its view is).
    private let owner: AnyObject?

    init(view: UIView, name: String, keeping owner: AnyObject? = nil, sizeThatFits: @escaping (ProposedViewSize) -> CGSize?) {
        self.view = view
        self.name = name
        self.owner = owner
        answer = sizeThatFits
    }

    /// The size for `p`: the representable's answer, else per dimension the view's intrinsic content size where it
    /// has one (UIView.noIntrinsicMetric: none) and the proposal elsewhere (unspecified: 10 points, SwiftUI's
    /// `replacingUnspecifiedDimensions()` default).
    ///
    ///     a label "Hi" (intrinsic 15 × 20) proposed 300 × nil   -> 15 × 20
    ///     a plain UIView (no intrinsic size) proposed 300 × nil -> 300 × 10
    package func size(for p: ProposedViewSize) -> CGSize {
        if let s = answer(p) { return s }
        let intrinsic = view.intrinsicContentSize
        let filled = p.replacingUnspecifiedDimensions()
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric || intrinsic.width < 0 ? filled.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric || intrinsic.height < 0 ? filled.height : intrinsic.height)
    }
}
