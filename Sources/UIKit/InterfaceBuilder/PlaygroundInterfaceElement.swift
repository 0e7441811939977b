import Foundation

/// One element of an Interface Builder document (a `.storyboard` or `.xib` file's XML): its tag, attributes, child
/// elements and text. The bridge reads the files (`playgroundLoadInterfaceFiles`); UIKit builds views from the tree
/// (`PlaygroundNibLoader`). Playground extension (not in UIKit: iOS reads compiled nibs).
package final class PlaygroundInterfaceElement: @unchecked Sendable {
    package let name: String
    package let attributes: [String: String]
    package let children: [PlaygroundInterfaceElement]
    package let text: String

    package init(name: String, attributes: [String: String] = [:], children: [PlaygroundInterfaceElement] = [],
                 text: String = "") {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    package subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key` as its `key` attribute when given).
    package func child(_ name: String, key: String? = nil) -> PlaygroundInterfaceElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its tag.
    package func keyed(_ key: String) -> PlaygroundInterfaceElement? { children.first { $0["key"] == key } }

    /// The children of the first child named `container` (`subviews`, `connections`, `constraints`, `cells`).
    package func items(of container: String) -> [PlaygroundInterfaceElement] { child(container)?.children ?? [] }

    /// Every element below this one (this one first), depth first.
    package func walk(_ visit: (PlaygroundInterfaceElement) -> Void) {
        visit(self)
        for c in children { c.walk(visit) }
    }

    /// The first element below this one (this one included) that `matches`.
    package func first(where matches: (PlaygroundInterfaceElement) -> Bool) -> PlaygroundInterfaceElement? {
        if matches(self) { return self }
        for c in children { if let found = c.first(where: matches) { return found } }
        return nil
    }

    package func number(_ attribute: String) -> CGFloat? { attributes[attribute].flatMap(Double.init).map { CGFloat($0) } }
    package func flag(_ attribute: String) -> Bool? { attributes[attribute].map { $0 == "YES" } }
}
