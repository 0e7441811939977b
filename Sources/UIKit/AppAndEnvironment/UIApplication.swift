/// The application: its layout direction (left to right).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
}
