import Foundation

/// A slider (UISlider.h): `value` kept within `minimumValue...maximumValue` (0...1 by default), as iOS pins it.
///
/// Playground: stored, not drawn, and drags do not reach it.
@preconcurrency @MainActor
open class UISlider: UIControl {
    open var minimumValue: Float = 0 { didSet { value = pinned(value) } }
    open var maximumValue: Float = 1 { didSet { value = pinned(value) } }
    open var value: Float = 0 { didSet { if value != pinned(value) { value = pinned(value) } } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    private func pinned(_ v: Float) -> Float { min(max(v, minimumValue), max(minimumValue, maximumValue)) }

    open func setValue(_ value: Float, animated: Bool) { self.value = value }
}
