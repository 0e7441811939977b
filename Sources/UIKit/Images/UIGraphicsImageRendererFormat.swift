import Foundation

/// An image renderer's format (UIGraphicsImageRenderer.h): its scale (the screen's by default) and opacity.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    /// Points to pixels; `preferred()` takes the main screen's.
    open var scale: CGFloat = 1
    open var opaque = false
    open var preferredRange: Range = .automatic

    /// The format's colour range (iOS 12).
    public enum Range: Int, Sendable { case unspecified = -1, automatic, extended, standard }

    public override init() { super.init() }

    /// The format that best suits the main screen: its scale.
    open class func preferred() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        return format
    }

    /// As `preferred()` (deprecated in iOS 11.0).
    open class func `default`() -> UIGraphicsImageRendererFormat { preferred() }
}
