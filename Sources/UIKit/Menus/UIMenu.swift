import Foundation

/// A menu: a title and its children, actions and submenus (Apple, UIMenu).
///
/// Playground: does nothing: kept, not shown: nothing opens a menu here (docs/hosting.md).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier (Apple, UIMenu.Identifier).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (Apple, UIMenu.Options).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open private(set) var children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("playground.menu.\(UUID().uuidString)")
        self.options = options
        self.children = children
        super.init(playgroundTitle: title, image: image)
    }

    /// A copy with other children (Apple, "replacingChildren(_:)").
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
