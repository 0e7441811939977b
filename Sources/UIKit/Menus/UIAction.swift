import Foundation

/// A menu element that runs a handler (Apple, UIAction): a menu item, a bar button's or a control's primary action.
///
/// Playground: does nothing: kept, not shown (no menu opens here); `playgroundPerform(sender:)` runs the handler as choosing the
/// item would.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier (Apple, UIAction.Identifier).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    open var identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The object that performed the action (a bar button item, a control); nil until it is performed.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier("playground.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(playgroundTitle: title, image: image)
    }

    /// Runs the handler with `sender` as the action's sender, as choosing it in a menu does.
    /// Playground extension (not in UIKit).
    public func playgroundPerform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}
