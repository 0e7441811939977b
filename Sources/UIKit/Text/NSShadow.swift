import Foundation

/// A shadow for text attributes (NSShadow.h, in UIKit on iOS): an offset, a blur radius and a colour, the value of
/// `NSAttributedString.Key.shadow` (an app delegate's `UINavigationBar.appearance().titleTextAttributes`).
///
/// Playground: does nothing: it keeps its values, and text is drawn without its shadow. Defaults: zero offset and
/// radius, no colour (NSShadow.h: a nil colour means black at one third opacity when drawn).
open class NSShadow: NSObject, NSCopying {
    /// The shadow's offset from the text, points (positive width to the right, positive height down in UIKit).
    open var shadowOffset: CGSize = .zero { didSet { Self.noteNotDrawn() } }
    /// The blur radius, points.
    open var shadowBlurRadius: CGFloat = 0 { didSet { Self.noteNotDrawn() } }
    /// The colour (a `UIColor`); nil draws black at one third opacity on iOS.
    open var shadowColor: Any? { didSet { Self.noteNotDrawn() } }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    static func noteNotDrawn() {
        PlaygroundNotices.record("NSShadow", .doesNothing, "text shadows are kept but not drawn here")
    }
}

extension NSAttributedString.Key {
    /// The text's shadow, an `NSShadow` (NSAttributedString.h, NSShadowAttributeName).
    public static let shadow = NSAttributedString.Key("NSShadow")
}
