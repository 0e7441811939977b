import Foundation
import UIKit

/// A wrapper for a UIKit view used in a SwiftUI view (SwiftUI's `UIViewRepresentable`).
///
/// Playground: where the playground evaluates an item view (docs/swiftui.md, "UIKit views in SwiftUI"), the view
/// is made with `makeCoordinator()`, `makeUIView(context:)` and `updateUIView(_:context:)` as SwiftUI makes it, sized
/// by `sizeThatFits(_:uiView:context:)` when that answers, else by the view's `intrinsicContentSize` in each
/// dimension that has one and the proposal in the others (an unspecified one: 10 points, as
/// `replacingUnspecifiedDimensions()`), and drawn as UIKit views are drawn (issue uikit-cells).
/// `dismantleUIView(_:coordinator:)` is never called: the playground keeps no view between passes.
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    @MainActor func makeUIView(context: Context) -> UIViewType
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    @MainActor func makeCoordinator() -> Coordinator
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
    public var body: Never { fatalError("\(Self.self) is a UIKit view: SwiftUI never asks for its body") }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// The view made and updated as SwiftUI makes it, with the representable's own sizing.
    @MainActor func playgroundLeaf() -> PlaygroundUIKitLeaf {
        let context = UIViewRepresentableContext<Self>(coordinator: makeCoordinator())
        let view = makeUIView(context: context)
        updateUIView(view, context: context)
        return PlaygroundUIKitLeaf(view: view, name: String(describing: Self.self)) { proposal in
            self.sizeThatFits(proposal, uiView: view, context: context)
        }
    }
}
