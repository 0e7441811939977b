import Foundation

/// One Interface Builder document: its name (the file's name without the extension), whether it is a storyboard,
/// and its element tree. Playground extension (not in UIKit).
package struct PlaygroundInterfaceDocument: Sendable {
    package let name: String
    package let isStoryboard: Bool
    package let root: PlaygroundInterfaceElement

    package init(name: String, isStoryboard: Bool, root: PlaygroundInterfaceElement) {
        self.name = name
        self.isStoryboard = isStoryboard
        self.root = root
    }
}
