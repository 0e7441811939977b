/// The screen: its scale and bounds (the playground's window is not known here: 2 and 390×844).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()
    open var scale: CGFloat = 2
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    open var nativeScale: CGFloat { scale }
}
