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

    /// Swift 4.1's scroll and sizing constants, and Core Graphics' C functions of a transform, as a carousel
    /// written then uses them: a deceleration rate assigned, a transform scaled then rotated then inverted.
    @Test func scrollConstantsAndTransformFunctionsAreTodays() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        cv.decelerationRate = UIScrollViewDecelerationRateFast
        #expect(cv.decelerationRate == .fast && UIScrollViewDecelerationRateNormal == .normal)
        #expect(UICollectionViewFlowLayoutAutomaticSize == UICollectionViewFlowLayout.automaticSize)
        #expect(UILayoutFittingCompressedSize == .zero && UILayoutFittingExpandedSize == UIView.layoutFittingExpandedSize)
        let t = CGAffineTransformRotate(CGAffineTransformScale(CGAffineTransformIdentity, 2, 3), .pi / 2)
        #expect(t == CGAffineTransform.identity.scaledBy(x: 2, y: 3).rotated(by: .pi / 2))
        let p = CGPointApplyAffineTransform(CGPoint(x: 1, y: 0), CGAffineTransformTranslate(CGAffineTransformMakeScale(2, 2), 5, 0))
        #expect(p == CGPoint(x: 12, y: 0))
        #expect(CGAffineTransformEqualToTransform(CGAffineTransformConcat(t, CGAffineTransformInvert(t)), .identity)
                || abs(CGAffineTransformConcat(t, CGAffineTransformInvert(t)).a - 1) < 1e-12)
        #expect(CGRectApplyAffineTransform(CGRect(x: 0, y: 0, width: 10, height: 10), CGAffineTransformMakeScale(2, 1)).width == 20)
        #expect(CGSizeApplyAffineTransform(CGSize(width: 1, height: 1), CGAffineTransformMakeScale(3, 4)) == CGSize(width: 3, height: 4))
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
