import Foundation
import SwiftUI
import Testing

/// `AnimatableModifier` and `Animation.timingCurve(_:_:_:_:duration:)`, which fermoya/SwiftUIPager's paging
/// animation and completion modifier use.
@Suite struct AnimatableModifierTests {
    struct Fade: AnimatableModifier {
        var amount: Double
        var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    @Test func anAnimatableModifierIsAModifierWithAnimatableData() {
        var fade = Fade(amount: 0.25)
        fade.animatableData = 0.75
        #expect(fade.amount == 0.75)
        let view = Text("x").modifier(fade)
        #expect(view.modifier.amount == 0.75)
    }

    /// The curve's duration is kept (the default is Apple's 0.35 s): as long as an ease-in-out of the same duration,
    /// since the curve's shape is not kept here.
    @Test func aTimingCurveKeepsItsDuration() {
        #expect(Animation.timingCurve(0.2, 1, 0.4, 1, duration: 0.8) == .easeInOut(duration: 0.8))
        #expect(Animation.timingCurve(0.2, 1, 0.4, 1) == .easeInOut(duration: 0.35))
        #expect(Animation.timingCurve(0.2, 1, 0.4, 1) != .easeInOut(duration: 0.8))
    }
}
