import Foundation

/// An element of a menu: an action or a submenu (Apple, UIMenuElement), with its title, subtitle and image.
///
/// Playground: does nothing: menus are kept, not shown: nothing opens a menu here (docs/hosting.md, "Apple's
/// \"Implementing Modern Collection Views\" sample").
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// What a menu element allows (Apple, UIMenuElement.Attributes).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A menu element's check state (Apple, UIMenuElement.State).
    public enum State: Int, Sendable { case off, on, mixed }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(playgroundTitle title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
        PlaygroundNotices.record("UIMenuElement", .doesNothing, "menus and actions are kept, not shown: no menu opens here")
    }
}
