import Foundation
import Testing
import UIKit

/// CAGradientLayer.h's defaults, and what a layer keeps.
@Suite struct CAGradientLayerTests {
    @Test func aGradientLayerStartsAxialFromTopCenterToBottomCenter() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        layer.locations = [0, 0.5, 1]
        layer.type = .radial
        #expect(layer.locations?.map(\.doubleValue) == [0, 0.5, 1] && layer.type == .radial)
    }
}
