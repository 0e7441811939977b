import Foundation
import Testing
import UIKit

/// Key-value coding on a layer (Apple, Core Animation Programming Guide, "Key-Value Coding Extensions": CALayer is a
/// key-value coding compliant container): the keys of its properties set them; other keys are kept.
@MainActor @Suite struct CALayerKeyValueCodingTests {
    @Test func propertyKeysSetThePropertiesAndOtherKeysAreKept() {
        let layer = CALayer()
        layer.setValue(0.25, forKey: "opacity")
        layer.setValue(CGFloat(8), forKey: "cornerRadius")
        layer.setValue(true, forKey: "hidden")
        layer.setValue(NSNumber(value: 1), forKey: "masksToBounds")
        #expect(layer.opacity == 0.25 && layer.cornerRadius == 8 && layer.isHidden && layer.masksToBounds)
        #expect(layer.value(forKey: "opacity") as? Float == 0.25)
        layer.setValue(IndexPath(item: 3, section: 0), forKey: "indexPath")
        #expect(layer.value(forKey: "indexPath") as? IndexPath == IndexPath(item: 3, section: 0))
        #expect(layer.value(forKey: "missing") == nil)
        layer.setValue(nil, forKey: "indexPath")
        #expect(layer.value(forKey: "indexPath") == nil)
    }
}
