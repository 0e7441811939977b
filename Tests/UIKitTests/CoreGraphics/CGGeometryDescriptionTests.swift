import UIKit
import Foundation
import Testing

/// Interpolated geometry reads as on iOS (Apple's Core Graphics overlay, CGGeometry.swift).
@Suite struct CGGeometryDescriptionTests {
    @Test func geometryInterpolatesAsOnIOS() {
        #expect("\(CGRect(x: 0, y: 0, width: 100, height: 100))" == "(0.0, 0.0, 100.0, 100.0)")
        #expect("\(CGPoint(x: 1.5, y: -2))" == "(1.5, -2.0)")
        #expect(String(describing: CGSize(width: 3, height: 4)) == "(3.0, 4.0)")
        #expect(String(reflecting: CGRect(x: 1, y: 2, width: 3, height: 4)) == "(1.0, 2.0, 3.0, 4.0)")
    }
}
