import Foundation

/// A scene's session (UISceneSession.h): its role, its configuration and its persistent identifier.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session is for (UISceneSession.h).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    open private(set) var role: Role
    open private(set) var configuration: UISceneConfiguration
    open private(set) var persistentIdentifier: String
    open var userInfo: [String: Any]?
    open private(set) weak var scene: UIScene?

    /// A session for the app's window scene (package: UIKit makes sessions).
    package init(role: Role = .windowApplication, scene: UIScene? = nil) {
        self.role = role
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        persistentIdentifier = UUID().uuidString
        self.scene = scene
        super.init()
    }
}
