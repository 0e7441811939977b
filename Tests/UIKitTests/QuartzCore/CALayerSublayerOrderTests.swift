import Foundation
import Testing
import UIKit

/// CALayer.h's sublayer ordering: insert below or above a sibling, replace one (Segmentio's selection layers).
struct CALayerSublayerOrderTests {
    @Test func insertBelowAndAboveASibling() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, below: b)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        parent.insertSublayer(d, above: a)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [a, d, c, b].map { ObjectIdentifier($0) })
        #expect(d.superlayer === parent)
        parent.insertSublayer(b, below: nil)  // nil: the bottom
        #expect(parent.sublayers?.first === b && parent.sublayers?.count == 4)
        parent.insertSublayer(b, above: nil)  // nil: the top
        #expect(parent.sublayers?.last === b && parent.sublayers?.count == 4)
    }

    @Test func replaceASublayer() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.replaceSublayer(a, with: c)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [c, b].map { ObjectIdentifier($0) })
        #expect(a.superlayer == nil && c.superlayer === parent)
        parent.replaceSublayer(a, with: CALayer())  // not a sublayer: nothing
        #expect(parent.sublayers?.count == 2)
    }
}
