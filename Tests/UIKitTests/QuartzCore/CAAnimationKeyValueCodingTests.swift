import Foundation
import Testing
import UIKit

/// Key-value coding on an animation (Apple, Core Animation Programming Guide, "Key-Value Coding Extensions":
/// CAAnimation is a key-value coding compliant container): arbitrary keys are kept, copied with the animation (the
/// layer keeps a copy), and the keys of its own properties set those properties.
@MainActor @Suite struct CAAnimationKeyValueCodingTests {
    @Test func anArbitraryKeyIsKeptAndTravelsWithTheLayersCopy() {
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.setValue("fadeOut", forKey: "animationID")
        anim.isRemovedOnCompletion = false   // kept by the layer after it ends (no clock runs in a unit test)
        #expect(anim.value(forKey: "animationID") as? String == "fadeOut")
        #expect(anim.value(forKey: "other") == nil)
        let layer = CALayer()
        layer.add(anim, forKey: "fade")
        let kept = layer.animation(forKey: "fade")
        #expect(kept != nil && kept !== anim)
        #expect((anim.copy() as? CAAnimation)?.value(forKey: "animationID") as? String == "fadeOut")
        #expect(kept?.value(forKey: "animationID") as? String == "fadeOut")
        anim.setValue(nil, forKey: "animationID")
        #expect(anim.value(forKey: "animationID") == nil)
        #expect(kept?.value(forKey: "animationID") as? String == "fadeOut")   // the copy is its own
    }

    @Test func keysNamingPropertiesSetAndReadThem() {
        let anim = CABasicAnimation()
        anim.setValue(0.5, forKey: "duration")
        anim.setValue(NSNumber(value: 3), forKey: "repeatCount")
        anim.setValue("position.y", forKey: "keyPath")
        anim.setValue(CGFloat(40), forKey: "toValue")
        anim.setValue(false, forKey: "removedOnCompletion")
        #expect(anim.duration == 0.5)
        #expect(anim.repeatCount == 3)
        #expect(anim.keyPath == "position.y")
        #expect(anim.toValue as? CGFloat == 40)
        #expect(!anim.isRemovedOnCompletion)
        #expect(anim.value(forKey: "duration") as? CFTimeInterval == 0.5)
        #expect(anim.value(forKeyPath: "keyPath") as? String == "position.y")
        // A plain CAAnimation has no keyPath property: the key is stored.
        let plain = CAAnimation()
        plain.setValue("x", forKey: "keyPath")
        #expect(plain.value(forKey: "keyPath") as? String == "x")
    }
}
