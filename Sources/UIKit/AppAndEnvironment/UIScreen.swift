/// The screen: its scale and bounds (the playground's window is not known here: 2 and 390×844).
///
/// `scale`, `bounds` and `nativeScale` are read-only, as in UIKit's UIScreen.h (`@property(nonatomic,readonly)`):
/// one layout cannot change what another reads (`UIScreen.main.scale = 0` in one blanked the others; issue 38).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()
    /// Playground: always 2 (points to pixels), an iPhone's; the playground draws at its window's own scale.
    open var scale: CGFloat {
        PlaygroundNotices.record("UIScreen.scale", .approximated, "always 2, an iPhone's, whatever the window's scale")
        return 2
    }
    /// Playground: always 390×844 points, an iPhone 14's portrait screen, whatever the window's size.
    open var bounds: CGRect {
        PlaygroundNotices.record("UIScreen.bounds", .approximated, "always 390×844 points, whatever the window's size")
        return CGRect(x: 0, y: 0, width: 390, height: 844)
    }
    open var nativeScale: CGFloat { scale }
}
