import Foundation
import UIKit

/// A wrapper for a UIKit view controller used in a SwiftUI view (SwiftUI's `UIViewControllerRepresentable`).
///
/// Playground: as `UIViewRepresentable` (docs/swiftui.md, "UIKit views in SwiftUI"): the controller is made with
/// `makeUIViewController(context:)` and updated, and its view (loaded as UIKit loads it) is sized by
/// `sizeThatFits(_:uiViewController:context:)` when that answers, else as a representable's view is, and drawn.
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    @MainActor static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    @MainActor func makeCoordinator() -> Coordinator
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                                 context: Context) -> CGSize?
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) is a UIKit view controller: SwiftUI never asks for its body") }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                             context: Context) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// The controller made and updated as SwiftUI makes it; its view is what is laid out and drawn.
    @MainActor func playgroundLeaf() -> PlaygroundUIKitLeaf {
        let context = UIViewControllerRepresentableContext<Self>(coordinator: makeCoordinator())
        let controller = makeUIViewController(context: context)
        updateUIViewController(controller, context: context)
        return PlaygroundUIKitLeaf(view: controller.view, name: String(describing: Self.self), keeping: controller) { proposal in
            self.sizeThatFits(proposal, uiViewController: controller, context: context)
        }
    }
}
