import Foundation

/// A visual effect for a UIVisualEffectView (UIVisualEffect.h): UIBlurEffect or UIVibrancyEffect.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}
