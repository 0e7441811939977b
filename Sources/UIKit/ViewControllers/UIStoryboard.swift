import Foundation

/// A storyboard (UIStoryboard.h): a `.storyboard` file of the loaded layout files' folder (read by the bridge).
///
/// Playground: approximated (docs/uikit.md, "Storyboards and nibs"): a controller is made with `init(coder:)`
/// from an empty coder, sent `awakeFromNib()`, and its view is loaded from its scene when first asked for. A
/// storyboard that is not beside the loaded files is not found: as UIKit does for a missing one, asking for a
/// controller raises `NSInvalidArgumentException` (a one-line notice here, not a crash) and answers a plain view
/// controller, and `instantiateInitialViewController()` answers nil.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let name: String

    /// A storyboard named `name` in `bundle` (UIKit raises when it is missing; here when asked for a controller).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    private var document: PlaygroundInterfaceDocuments.Document? {
        PlaygroundInterfaceDocuments.document(named: name).flatMap { $0.isStoryboard ? $0 : nil }
    }

    /// The storyboard's initial view controller (its `initialViewController`), nil when it has none.
    ///
    /// Playground: approximated: made with `init(coder:)` from an empty coder, its view loaded from its scene; nil
    /// when the storyboard is not beside the loaded files.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let document else {
            PlaygroundNotices.record("UIStoryboard.instantiateInitialViewController()", .approximated,
                                     "no \(name).storyboard beside the loaded files: nil")
            return nil
        }
        guard let id = document.root["initialViewController"],
              let scene = Self.controllers(of: document).first(where: { $0["id"] == id }) else { return nil }
        return Self.instantiate(scene, document: document)
    }

    /// The controller whose storyboard ID is `identifier`; UIKit's exception when there is none.
    ///
    /// Playground: approximated: made with `init(coder:)` from an empty coder, its view loaded from its scene.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let document else {
            PlaygroundExceptions.raise("NSInvalidArgumentException", "Could not find a storyboard named '\(name)' in "
                + "bundle (no \(name).storyboard beside the loaded files): asked for '\(identifier)'")
            return UIViewController()
        }
        guard let scene = Self.controllers(of: document).first(where: { $0["storyboardIdentifier"] == identifier }) else {
            PlaygroundExceptions.raise("NSInvalidArgumentException", "Storyboard (<UIStoryboard>) doesn't contain a "
                + "view controller with identifier '\(identifier)'")
            return UIViewController()
        }
        return Self.instantiate(scene, document: document)
    }

    /// The view controller elements of the storyboard's scenes.
    static func controllers(of document: PlaygroundInterfaceDocuments.Document) -> [PlaygroundInterfaceElement] {
        document.root.items(of: "scenes").flatMap { $0.items(of: "objects") }
            .filter { PlaygroundNibLoader.controllerTags.contains($0.name) }
    }

    /// A controller of the scene's class (its `customClass`, else UIKit's class of the element) made with
    /// `init(coder:)`, then sent `awakeFromNib()`; its view is the scene's, loaded when first asked for.
    static func instantiate(_ scene: PlaygroundInterfaceElement, document: PlaygroundInterfaceDocuments.Document) -> UIViewController {
        let base: UIViewController.Type = switch scene.name {
        case "collectionViewController": UICollectionViewController.self
        case "tableViewController": UITableViewController.self
        case "navigationController": UINavigationController.self
        default: UIViewController.self
        }
        let cls = (PlaygroundNibLoader.customClass(scene) as? UIViewController.Type) ?? base
        let controller = cls.init(coder: PlaygroundInterfaceCoder()) ?? UIViewController()
        controller.playgroundScene = (document, scene)
        PlaygroundNibLoader.note("UIStoryboard", "\(cls)", "\(document.name): \(cls) made with init(coder:) from an "
            + "empty coder; its view is loaded from the storyboard's scene")
        if let nav = controller as? UINavigationController,
           let root = scene.items(of: "connections").first(where: { $0["relationship"] == "rootViewController" })?["destination"],
           let rootScene = controllers(of: document).first(where: { $0["id"] == root }) {
            nav.pushViewController(instantiate(rootScene, document: document), animated: false)
        }
        return controller
    }
}
