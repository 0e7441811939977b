import Foundation
import Testing
import UIKit

/// Colours compare by colour space and components, as on iOS (UIColor.swift's `isEqual(_:)`): made separately,
/// equal; a grey colour is not the RGB colour of the same components.
@Suite struct UIColorValueEqualityTests {
    @Test func equalComponentsAreEqual() {
        let a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(a.isEqual(UIColor.red))
        #expect(a == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(a.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(Set([a, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .red]).count == 1)
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor(white: 0.5, alpha: 1).withAlphaComponent(0.3) == UIColor(white: 0.5, alpha: 0.3))
    }

    @Test func differentComponentsOrSpacesAreNot() {
        #expect(!UIColor(red: 1, green: 0, blue: 0, alpha: 1).isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 0.8)))
        #expect(!UIColor(red: 1, green: 0, blue: 0, alpha: 1).isEqual(UIColor.blue))
        #expect(!UIColor(red: 1, green: 1, blue: 1, alpha: 1).isEqual(UIColor.white))   // RGB against grey
        #expect(!UIColor.red.isEqual(nil))
        #expect(!UIColor.red.isEqual("red"))
    }
}
