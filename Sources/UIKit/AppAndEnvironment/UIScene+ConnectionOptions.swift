import Foundation

extension UIScene {
    /// What a scene was connected with (UIScene.h): URLs, activities, shortcut items. Empty here: the playground's
    /// scene connects with nothing.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<AnyHashable> { [] }
        open var sourceApplication: String? { nil }
        open var userActivities: Set<AnyHashable> { [] }

        public override init() { super.init() }
    }
}
