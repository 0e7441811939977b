import Foundation

/// A storyboard's `<segue>` element with its document: what a cell, a control or a controller of a scene triggers.
/// Playground extension (not in UIKit: iOS compiles segues into the storyboard's templates).
///
/// Decided, from Apple's documentation (UIViewController, "performSegue(withIdentifier:sender:)",
/// "shouldPerformSegue(withIdentifier:sender:)", "prepare(for:sender:)"; UIStoryboardSegue; Xcode's segue kinds):
/// - `performSegue(withIdentifier:sender:)` finds the segue by identifier in the controller's scene (the scene's own
///   segues and those of its cells, controls and bar items); with none, UIKit raises `NSInvalidArgumentException`
///   ("Receiver … has no segue with identifier …"): a one-line notice here. It does not ask
///   `shouldPerformSegue` ("This method is not called when you trigger segues programmatically").
/// - A segue the user triggers (a click on a cell or a control that has one) asks `shouldPerformSegue` first.
/// - The destination is made from its scene (as `instantiateViewController(withIdentifier:)` makes it), the
///   `UIStoryboardSegue` is made, the source gets `prepare(for:sender:)` ("called before the segue is
///   performed"), then the segue runs by its kind: show and push (`show`, the deprecated `push`) call
///   `show(_:sender:)` (pushed on the navigation controller, else presented); a show whose destination is a
///   navigation controller is presented (UIKit does not push a navigation controller: "Pushing a navigation
///   controller is not supported"); `showDetail` calls `showDetailViewController(_:sender:)`; present modally and
///   popover (`presentation`, `modal`, `popoverPresentation`) present. Unwind, embed and custom segue classes are
///   not run (a notice); `relationship` (a navigation controller's root) is the storyboard's, not a segue.
@MainActor
package struct PlaygroundStoryboardSegue {
    package let document: PlaygroundInterfaceDocuments.Document
    package let element: PlaygroundInterfaceElement

    package init(document: PlaygroundInterfaceDocuments.Document, element: PlaygroundInterfaceElement) {
        self.document = document
        self.element = element
    }

    package var identifier: String? { element["identifier"] }
    package var kind: String { element["kind"] ?? "show" }

    /// Whether the segue is one the storyboard runs as a transition (not a relationship or an embed).
    package var isTransition: Bool { !["relationship", "embed"].contains(kind) }

    /// The segues of `scene` (a view controller element), its own and its subviews', cells' and bar items', in
    /// document order.
    package static func segues(in scene: PlaygroundInterfaceElement,
                               document: PlaygroundInterfaceDocuments.Document) -> [PlaygroundStoryboardSegue] {
        var found: [PlaygroundStoryboardSegue] = []
        scene.walk { e in
            if e.name == "segue" { found.append(PlaygroundStoryboardSegue(document: document, element: e)) }
        }
        return found.filter(\.isTransition)
    }

    /// Runs the segue from `source`: `shouldPerformSegue` when `triggered` by the user, the destination made from
    /// its scene, `prepare(for:sender:)`, then the transition of its kind. Answers whether it ran.
    @discardableResult
    package func perform(from source: UIViewController, sender: Any?, triggered: Bool) -> Bool {
        let name = identifier ?? "(no identifier)"
        if triggered, let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) {
            return false
        }
        if kind == "unwind" {
            PlaygroundNotices.record("UIViewController.unwind(for:towards:)", .doesNothing, "\(document.name): the unwind "
                + "segue \(name) (\(element["unwindAction"] ?? "no action")) is not run here")
            return false
        }
        guard let destinationID = element["destination"],
              let scene = UIStoryboard.controllers(of: document).first(where: { $0["id"] == destinationID }) else {
            PlaygroundNotices.record("UIStoryboardSegue", .approximated, "\(document.name): the segue "
                + "\(name)'s destination is not a scene of the storyboard: not run")
            return false
        }
        let destination = UIStoryboard.instantiate(scene, document: document)
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        if element["customClass"] != nil {
            PlaygroundNotices.record("UIStoryboardSegue.init(identifier:source:destination:)", .approximated, "\(document.name): the "
                + "segue class \(element["customClass"]!) is not made here: the segue runs as \(kind)")
        }
        switch kind {
        case "showDetail":
            source.showDetailViewController(destination, sender: sender)
        case "presentation", "modal", "popoverPresentation":
            present(destination, from: source)
        default:
            if destination is UINavigationController { present(destination, from: source) } else {
                source.show(destination, sender: sender)
            }
        }
        return true
    }

    private func present(_ destination: UIViewController, from source: UIViewController) {
        if let style = Self.presentationStyles[element["modalPresentationStyle"] ?? ""] {
            destination.modalPresentationStyle = style
        }
        source.present(destination, animated: element["animates"] != "NO")
    }

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen, "pageSheet": .pageSheet,
        "formSheet": .formSheet, "currentContext": .currentContext, "overCurrentContext": .overCurrentContext]
}

extension UIView {
    /// The controller whose view holds this view (the responder chain up to the first view controller).
    package var playgroundOwningController: UIViewController? {
        var responder: UIResponder? = self
        while let r = responder {
            if let vc = r as? UIViewController { return vc }
            responder = r.next
        }
        return nil
    }

    /// Runs the segue a click on this view triggers (a storyboard cell's or control's), from its controller.
    /// Answers whether one ran.
    @discardableResult
    package func playgroundTriggerSegue(sender: Any? = nil) -> Bool {
        guard let segue = playgroundSegue, let source = playgroundOwningController else { return false }
        return segue.perform(from: source, sender: sender ?? self, triggered: true)
    }
}
