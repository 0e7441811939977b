import Foundation

/// What a layer runs when one of its properties changes (Core Animation's implicit animations): an animation, or
/// `NSNull` to run none. Layers here run no implicit animations, so the playground never calls `run`.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` is the action that disables an implicit animation (`layer.actions = ["position": NSNull()]`), as on iOS.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
