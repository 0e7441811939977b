import Foundation

/// The Interface Builder documents (`.storyboard` and `.xib` files) of the loaded layout files' folder, by name (the
/// file's name without its extension, as `UIStoryboard(name:bundle:)` and `UINib(nibName:bundle:)` name them).
/// Registered by the bridge, which reads the files; the newest load replaces the set. Playground extension.
package enum PlaygroundInterfaceDocuments {
    package typealias Document = PlaygroundInterfaceDocument

    nonisolated(unsafe) private static var documents: [String: Document] = [:]
    nonisolated(unsafe) private static var order: [String] = []
    private static let lock = NSLock()

    /// Replaces the registered documents with `list`.
    package static func register(_ list: [Document]) {
        lock.lock(); defer { lock.unlock() }
        documents = [:]
        order = []
        for d in list where documents[d.name] == nil {
            documents[d.name] = d
            order.append(d.name)
        }
    }

    package static func document(named name: String) -> Document? {
        lock.lock(); defer { lock.unlock() }
        return documents[name]
    }

    /// Every registered document, in the order registered (by name).
    package static var all: [Document] {
        lock.lock(); defer { lock.unlock() }
        return order.compactMap { documents[$0] }
    }

    /// The storyboard scene (a view controller element) whose `customClass` is `className`, in any storyboard; a
    /// nib whose File's Owner is `className` is `nibForOwner`'s.
    package static func scene(forClass className: String) -> (document: Document, controller: PlaygroundInterfaceElement)? {
        for d in all where d.isStoryboard {
            for scene in d.root.items(of: "scenes") {
                for object in scene.items(of: "objects") where object["customClass"] == className
                    && PlaygroundNibLoader.controllerTags.contains(object.name) {
                    return (d, object)
                }
            }
        }
        return nil
    }

    /// The nib named after `className` whose File's Owner is that class (Apple, UIViewController.nibName: with a
    /// nil name, "the view controller searches for a nib file whose name matches the name of your view controller
    /// class").
    package static func nibForOwner(_ className: String) -> Document? {
        guard let d = document(named: className), !d.isStoryboard else { return nil }
        return d
    }
}
