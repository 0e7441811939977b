import Foundation
import Testing
import UIKit

/// Swift 4's names that Swift 4.2 renamed (Apple's SDK: `@available(swift, obsoleted: 4.2, renamed: …)`, so they
/// still compile in Swift 4 mode on iOS): they answer as today's names.
@MainActor @Suite struct Swift4NamesTests {
    @Test func keyboardAndApplicationNotificationsKeepTheirSwift4Names() {
        #expect(NSNotification.Name.UIKeyboardWillShow == UIResponder.keyboardWillShowNotification)
        #expect(NSNotification.Name.UIKeyboardWillHide.rawValue == "UIKeyboardWillHideNotification")
        #expect(NSNotification.Name.UIKeyboardDidChangeFrame == UIResponder.keyboardDidChangeFrameNotification)
        #expect(NSNotification.Name.UIApplicationDidBecomeActive == UIApplication.didBecomeActiveNotification)
        #expect(NSNotification.Name.UIApplicationWillEnterForeground.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIKeyboardFrameEndUserInfoKey == UIResponder.keyboardFrameEndUserInfoKey)
        #expect(UIKeyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    }

    @Test func bringSubviewToFrontAndSendSubviewToBackKeepTheirSwift4Names() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubview(toFront: a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubview(toBack: c)
        #expect(parent.subviews == [c, b, a])
    }

    @Test func swift4TypeNamesAndCFunctionsAreTodays() {
        let direction: UICollectionViewScrollDirection = .horizontal
        #expect(direction == UICollectionView.ScrollDirection.horizontal)
        let options: UIViewAnimationOptions = [.curveEaseIn]
        #expect(options == UIView.AnimationOptions.curveEaseIn)
        let swipe: UISwipeGestureRecognizerDirection = .left
        #expect(swipe == UISwipeGestureRecognizer.Direction.left)
        let attribute: NSLayoutAttribute = .top
        #expect(attribute == NSLayoutConstraint.Attribute.top)
        let animation: UITableViewRowAnimation = .fade
        #expect(animation == UITableView.RowAnimation.fade)
        let key: NSAttributedStringKey = .font
        #expect(key == NSAttributedString.Key.font)
        #expect(UICollectionElementKindSectionHeader == UICollectionView.elementKindSectionHeader)
        let insets = UIEdgeInsetsMake(1, 2, 3, 4)
        #expect(UIEdgeInsetsInsetRect(CGRectMake(0, 0, 10, 10), insets) == CGRect(x: 2, y: 1, width: 4, height: 6))
    }
}
