import Foundation
import Testing
import UIKit

/// UIKit that fetched example apps named (apps10): each as UIKit's headers declare it.
@MainActor @Suite struct ExampleApps10APITests {
    final class RotatingItem: UIBarButtonItem {
        var woke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            woke = true
        }
    }

    @Test func aShadowKeepsItsValuesAndCopies() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.black
        let attributes: [NSAttributedString.Key: Any] = [.shadow: shadow, .foregroundColor: UIColor.white]
        let copy = try #require((attributes[.shadow] as? NSShadow)?.copy() as? NSShadow)
        #expect(copy !== shadow)
        #expect(copy.shadowOffset == CGSize(width: 0, height: 2))
        #expect(copy.shadowBlurRadius == 3)
        #expect(copy.shadowColor as? UIColor == .black)
    }

    @Test func anImageFromAMissingFileIsNil() {
        #expect(UIImage(contentsOfFile: "/nonexistent/photo@2x.png") == nil)
        #expect(UIImage(named: "no such image", in: .main, compatibleWith: nil) == nil)
    }

    @Test func theDisplayModeButtonIsOneItem() {
        let split = UISplitViewController()
        #expect(split.displayModeButtonItem === split.displayModeButtonItem)
    }

    @Test func aBarButtonItemSubclassOverridesAwakeFromNib() {
        let item = RotatingItem()
        item.awakeFromNib()
        #expect(item.woke)
    }
}
