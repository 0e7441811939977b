/// The base of every dynamic behavior (UIDynamicBehavior): items, child behaviors, an action run as the animator
/// steps, and the animator it belongs to.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// Run after each frame step of the animator the behavior is in (UIKit runs it on every animation tick).
    ///
    /// Playground: once per frame step of the playground (60 a second in the window), after the step's physics.
    open var action: (() -> Void)?
    /// The items the behavior moves (a composite behavior has none of its own).
    open var items: [UIDynamicItem] { [] }
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// The animator this behavior (or the behavior it is a child of) was added to.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator { behavior.playgroundMove(to: animator) }
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.playgroundMove(to: nil)
    }

    /// Called when the behavior is added to an animator or removed from it (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Tells this behavior and its children which animator they are in.
    func playgroundMove(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.playgroundMove(to: animator) }
    }
}
