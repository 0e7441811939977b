import Foundation
import Testing
import UIKit

/// UIButton as UIButton.h describes it: content per state with the normal state's as fallback, a system button's
/// tint-coloured title, a title label and image view laid out in the content box.
@Suite struct UIButtonTests {
    @Test func aStateWithoutItsOwnTitleShowsTheNormalOne() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.currentTitle == "Follow" && button.titleLabel?.text == "Follow")
        button.isHighlighted = true
        #expect(button.currentTitle == "Follow")   // no highlighted title: the normal one
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.titleLabel?.text == "Following")
    }

    @Test func aSystemButtonsTitleIsTheTintAndACustomOnesWhite() {
        let system = UIButton(type: .system)
        #expect(system.currentTitleColor == .systemBlue)
        system.tintColor = .systemRed
        #expect(system.currentTitleColor == .systemRed)
        system.setTitleColor(.black, for: .normal)
        #expect(system.currentTitleColor == .black)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    /// The intrinsic size is the title's plus the content insets; the title label sits centred in the bounds.
    @Test func theTitleIsSizedAndCentred() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        let label = try #require(button.titleLabel)
        let title = label.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: title.height + 8))
        #expect(label.font.pointSize == 15)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        #expect(abs(label.frame.midX - 100) < 0.001 && abs(label.frame.midY - 30) < 0.001)
    }

    /// iOS 14: a primary action runs when the control sends `.primaryActionTriggered`, and titles the button.
    @Test func aPrimaryActionRunsAndTitlesTheButton() {
        var ran = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Share") { _ in ran += 1 })
        #expect(button.currentTitle == "Share")
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        #expect(ran == 1)
    }

    /// iOS 15: a filled configuration shows its title in white on the tint.
    @Test func aFilledConfigurationIsWhiteOnTheTint() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.text == "Buy" && button.titleLabel?.textColor == .white)
        #expect(button.backgroundColor == .systemBlue)
    }
}
