import Testing
import UIKit

/// A view controller's additional safe-area insets on its root view, and a one-line label's fitting size
/// (suites7: Framezilla's own suite reads both).
@MainActor @Suite struct SafeAreaAndFittingTests {
    /// Apple, safeAreaInsets: "For the view controller's root view, the insets account for … any additional insets
    /// that you specified using the additionalSafeAreaInsets property of your view controller": also before the
    /// view is in a window.
    @Test func aRootViewOutsideAWindowHasItsControllersAdditionalInsets() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 4, bottom: 6, right: 8)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 4, bottom: 6, right: 8))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(plain.safeAreaInsets == .zero)
    }

    /// A root view sized to a zero-size window keeps every edge's additional inset (the safe area is not clipped
    /// to a non-negative size from the top and left).
    @Test func aZeroSizeRootViewKeepsEveryEdgesInset() {
        let window = UIWindow(frame: .zero)
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(controller.view.frame.size == .zero)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        window.isHidden = true
    }

    /// A one-line label fits its whole line, wider than the width asked; a multi-line one wraps within it.
    @Test func aOneLineLabelFitsItsWholeLine() {
        let label = UILabel()
        label.text = "HelloHelloHelloHello"
        let full = label.sizeThatFits(CGSize(width: 0, height: 0))
        #expect(full.width > 30)
        #expect(label.sizeThatFits(CGSize(width: 30, height: 0)) == full)
        label.numberOfLines = 0
        label.text = "Hello Hello Hello Hello"
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)).width <= 60)
    }

    /// UIView.userInterfaceLayoutDirection(for:relativeTo:) (iOS 10): unspecified follows the given direction.
    @Test func aSemanticAttributeRelativeToADirection() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
    }

    /// Swift 4.0's names of Auto Layout's enums (before Swift 4.2 nested them), as IBSimpleLayout's library uses.
    @Test func swift4AutoLayoutNames() {
        let attribute: NSLayoutAttribute = .leading
        let relation: NSLayoutRelation = .greaterThanOrEqual
        let options: NSLayoutFormatOptions = .alignAllTop
        #expect(attribute == NSLayoutConstraint.Attribute.leading)
        #expect(relation == NSLayoutConstraint.Relation.greaterThanOrEqual)
        #expect(options == NSLayoutConstraint.FormatOptions.alignAllTop)
    }

    /// UILayoutSupport's height anchor (iOS 9) belongs to the guide (Weebly's AnchorKit reads it).
    @Test func aBarGuideHasAHeightAnchor() {
        let controller = UIViewController()
        let guide = controller.topLayoutGuide
        #expect(guide.heightAnchor.item === guide)
    }

    /// A constraint to a constant reads back a multiplier of 1 whatever was given (there is no second item).
    @Test func aConstantConstraintsMultiplierIsOne() {
        let view = UIView()
        let c = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 0, constant: 25)
        #expect(c.multiplier == 1)
        #expect(c.constant == 25)
        let other = UIView()
        let d = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: other,
                                   attribute: .width, multiplier: 0.5, constant: 0)
        #expect(d.multiplier == 0.5)
    }

    /// Anchors read twice are equal (the same attribute of the same view); another attribute or view is not.
    @Test func anchorsOfOneAttributeAreEqual() {
        let view = UIView(), other = UIView()
        #expect(view.heightAnchor == view.heightAnchor)
        #expect(view.heightAnchor.hash == view.heightAnchor.hash)
        #expect(view.heightAnchor != view.widthAnchor)
        #expect(view.heightAnchor != other.heightAnchor)
        let c = view.heightAnchor.constraint(equalToConstant: 10)
        #expect(c.firstAnchor == view.heightAnchor)
    }
}
