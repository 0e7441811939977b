@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    open var action: (() -> Void)?
    open var items: [UIDynamicItem] { [] }
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    public override init() { super.init() }
}
