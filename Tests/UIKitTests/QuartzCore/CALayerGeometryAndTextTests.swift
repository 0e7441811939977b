import Foundation
import Testing
import UIKit

/// What real cells do with Core Animation beyond drawing: set a layer's `sublayers` outright, convert points between
/// layers and hit test them (CALayer.h), and label themselves with a `CATextLayer` (CATextLayer.h's defaults).
@MainActor @Suite struct CALayerGeometryAndTextTests {
    @Test func settingSublayersAdoptsTheNewOnesAndReleasesTheOld() {
        let parent = CALayer(), other = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        other.addSublayer(c)
        parent.sublayers = [b, c]
        #expect(parent.sublayers?.count == 2 && parent.sublayers?[0] === b && parent.sublayers?[1] === c)
        #expect(a.superlayer == nil && b.superlayer === parent && c.superlayer === parent)
        #expect(other.sublayers?.isEmpty == true)   // c left its old superlayer
        b.removeFromSuperlayer()
        #expect(parent.sublayers?.count == 1 && b.superlayer == nil)
        parent.sublayers = nil
        #expect(parent.sublayers == nil && c.superlayer == nil)
    }

    @Test func pointsConvertThroughFramesAndBoundsOrigins() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        child.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        child.bounds = CGRect(x: 5, y: 0, width: 100, height: 100)
        grandchild.frame = CGRect(x: 30, y: 40, width: 10, height: 10)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(root.convert(CGPoint(x: 1, y: 2), from: grandchild) == CGPoint(x: 36, y: 62))
        #expect(grandchild.convert(CGPoint(x: 36, y: 62), from: root) == CGPoint(x: 1, y: 2))
        #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 36, y: 62))
        let r = child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
        #expect(r == CGRect(x: 5, y: 20, width: 10, height: 10))
    }

    @Test func containsIsTheBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(layer.contains(CGPoint(x: 49, y: 19)))
        #expect(!layer.contains(CGPoint(x: 51, y: 5)))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        #expect(view.layer.contains(CGPoint(x: 20, y: 20)))   // a view's own layer has its view's bounds
    }

    @Test func aTextLayerHasCoreAnimationsDefaultsAndIsCopied() {
        let text = CATextLayer()
        #expect(text.string == nil && text.fontSize == 36 && !text.isWrapped)
        #expect(text.alignmentMode == .natural && text.truncationMode == .none)
        text.string = "42"
        text.alignmentMode = .center
        text.fontSize = 17
        let copy = CATextLayer(layer: text)
        #expect(copy.string as? String == "42" && copy.alignmentMode == .center && copy.fontSize == 17)
        let cell = UIView()
        cell.layer.addSublayer(text)
        #expect(text.superlayer === cell.layer)
    }
}
