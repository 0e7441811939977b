import Foundation
import Testing
import UIKit

/// UIKit's geometry strings and keyed coding of geometry (UIGeometry.h, "NSCoder (UIGeometryKeyedCoding)"; Apple,
/// CGPointFromString: "The string is of the form “{x,y}”"), and Darwin's `HUGE` (math.h: `#define HUGE MAXFLOAT`).
@Suite struct NSCoderGeometryTests {
    @Test func geometryStringsAreUIKitsFormatAndReadBack() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.cgPoint(for: "{3,4}") == CGPoint(x: 3, y: 4))
        #expect(NSCoder.cgSize(for: "{10, 20}") == CGSize(width: 10, height: 20))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
                == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.cgPoint(for: "not a point") == .zero)
    }

    @Test func geometryIsArchivedUnderItsKey() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGPoint(x: 5, y: 6), forKey: "p")
        archiver.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "r")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        #expect(unarchiver.decodeCGPoint(forKey: "p") == CGPoint(x: 5, y: 6))
        #expect(unarchiver.decodeCGRect(forKey: "r") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(unarchiver.decodeCGSize(forKey: "missing") == .zero)
    }

    @Test func hugeIsTheLargestFloat() {
        let repeatCount: Float = HUGE
        #expect(repeatCount == .greatestFiniteMagnitude)
    }
}
