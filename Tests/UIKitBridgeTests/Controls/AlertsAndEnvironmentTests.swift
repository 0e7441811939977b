import Foundation
import Testing
import UIKit

/// Alerts, text fields and the environment a view controller reads (traits, content size, device, pasteboard).
@MainActor @Suite struct AlertsAndEnvironmentTests {
    /// UIAlertController: actions and text fields in order; one cancel action; text fields only in alerts; the
    /// preferred action must be one of the actions.
    @Test func anAlertKeepsItsActionsAsUIKitAllows() {
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in }
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
        #expect(alert.actions.map(\.title) == ["OK", "Cancel"])
        #expect(PlaygroundExceptions.take(from: alert).map(\.reason).contains { $0.contains("only have one action") })
        alert.addTextField { $0.placeholder = "name" }
        #expect(alert.textFields?.first?.placeholder == "name")
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        let host = UIViewController()
        host.present(alert, animated: true)
        #expect(host.presentedViewController === alert)
    }

    /// UITextField: "" text by default; the placeholder shows until there is text; secure text shows bullets; left
    /// and right views at the edges, the text between.
    @Test func aTextFieldShowsItsTextOrPlaceholderBetweenItsSideViews() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(field.text == "" && field.borderStyle == .none && field.clearButtonMode == .never)
        field.placeholder = "Search"
        let label = field.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.text == "Search")
        field.text = "abc"
        #expect(label?.text == "abc")
        field.isSecureTextEntry = true
        #expect(label?.text == "•••")
        field.text = nil
        #expect(field.text == "" && label?.text == "Search")
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(label?.frame.minX == 30 && label?.frame.width == 170)
        field.leftViewMode = .whileEditing
        field.layoutIfNeeded()
        #expect(left.isHidden && label?.frame.minX == 0)
    }

    /// UITextView: its text inset by (8, 0, 8, 0), Apple's default textContainerInset.
    @Test func aTextViewInsetsItsText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        view.text = "hello"
        view.layoutIfNeeded()
        let label = view.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.frame.minY == 8 && label?.frame.width == 100)
        #expect(view.contentSize.height == (label?.frame.height ?? 0) + 16)
    }

    /// endEditing(true) makes the first responder among the subviews resign.
    @Test func endEditingResignsTheFirstResponder() {
        let root = UIView()
        let field = UITextField()
        root.addSubview(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder && field.isEditing)
        #expect(root.endEditing(true))
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    /// UIContentSizeCategory: ordered small to large, the accessibility sizes above; `.large` by default.
    @Test func contentSizeCategoriesAreOrdered() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UITraitCollection().preferredContentSizeCategory == .large)
        #expect(UITraitCollection().userInterfaceStyle == .light)
        #expect([UIContentSizeCategory.accessibilityLarge, .small, .medium].sorted() == [.small, .medium, .accessibilityLarge])
    }

    /// The device's orientation follows the screen; the orientation predicates as UIDevice.h's macros.
    @Test func deviceOrientationPredicates() {
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && !UIDeviceOrientation.landscapeLeft.isPortrait)
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait && UIDeviceOrientation.faceUp.isFlat)
        #expect(!UIDeviceOrientation.faceDown.isValidInterfaceOrientation)
        let b = UIScreen.main.bounds
        #expect(UIDevice.current.orientation.isLandscape == (b.width > b.height))
    }

    /// The pasteboard keeps what was copied, in this process.
    @Test func aPasteboardKeepsWhatWasCopied() {
        let board = UIPasteboard()
        #expect(board.string == nil && !board.hasStrings)
        board.string = "copied"
        #expect(board.string == "copied" && board.hasStrings && board.numberOfItems == 1)
        board.strings = ["a", "b"]
        #expect(board.strings == ["a", "b"] && board.string == "a")
    }

    /// A tab bar controller selects its first controller and makes them its children; an out-of-range index is
    /// ignored.
    @Test func aTabBarControllerSelectsItsFirstController() {
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        b.title = "B"
        tabs.viewControllers = [a, b]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a && a.tabBarController === tabs)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 0)
        tabs.selectedViewController = b
        #expect(tabs.selectedIndex == 1 && b.tabBarItem.title == "B")
    }

    /// UIColor(named:) is nil without an asset catalog; a dynamic colour resolves with the light traits.
    @Test func namedAndDynamicColours() {
        #expect(UIColor(named: "Accent") == nil)
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        var white: CGFloat = 0
        _ = dynamic.getRed(&white, green: nil, blue: nil, alpha: nil)
        #expect(white == 1)
    }

    /// UIWindow.Level: normal < status bar < alert (0, 1000, 2000).
    @Test func windowLevelsAreOrdered() {
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        #expect((UIWindow.Level.alert + 1).rawValue == 2001)
        #expect(UIWindow().windowLevel == .normal)
    }
}
