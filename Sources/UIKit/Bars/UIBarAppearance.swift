import Foundation

/// The appearance of a bar (UIBarAppearance.h): its background and shadow.
///
/// Playground: does nothing: stored only (bars are not drawn here).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public override init() { super.init() }

    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundEffect = barAppearance.backgroundEffect
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// The system's translucent background (UIBarAppearance.h).
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with a shadow (UIBarAppearance.h).
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow (UIBarAppearance.h).
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundEffect = nil
        shadowColor = nil
    }
}
