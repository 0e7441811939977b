import Foundation

/// What a scene is made from (UISceneConfiguration.h): its name, role and delegate class.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    open private(set) var name: String?
    open private(set) var role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
