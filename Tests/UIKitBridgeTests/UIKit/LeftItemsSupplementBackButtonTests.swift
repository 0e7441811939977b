import Foundation
import Testing
import UIKit
@testable import UIKitBridge

/// `UINavigationItem.leftItemsSupplementBackButton` (UINavigationItem.h, default NO): left items replace the back
/// button unless it is set, then both are shown, the back button first.
@MainActor @Suite struct LeftItemsSupplementBackButtonTests {
    static func bar(supplement: Bool?) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let top = UINavigationItem(title: "Detail")
        top.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        if let supplement { top.leftItemsSupplementBackButton = supplement }
        bar.items = [UINavigationItem(title: "Home"), top]
        bar.layoutSubviews()
        return bar
    }

    @Test func leftItemsReplaceTheBackButtonByDefault() {
        #expect(UINavigationItem(title: "x").leftItemsSupplementBackButton == false)
        let bar = Self.bar(supplement: nil)
        #expect(bar.playgroundBackButtonFrame == nil)
        #expect(bar.playgroundItemFrames.count == 1)
    }

    @Test func whenSetBothAreShownTheBackButtonFirst() throws {
        let bar = Self.bar(supplement: true)
        let back = try #require(bar.playgroundBackButtonFrame)
        let edit = try #require(bar.playgroundItemFrames.first?.frame)
        #expect(back.maxX <= edit.minX)
    }
}
