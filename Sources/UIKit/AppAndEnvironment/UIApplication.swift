/// The application: its layout direction (left to right).
open class UIApplication: UIResponder {
    nonisolated(unsafe) public static let shared = UIApplication()
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
}
