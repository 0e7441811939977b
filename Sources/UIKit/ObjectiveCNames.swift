/// Names from before Swift's UIKit renaming, still found in layout files translated from Objective-C.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
/// UICollectionViewFlowLayout.h's `UICollectionViewFlowLayoutAutomaticSize` (Swift 4.2: `UICollectionViewFlowLayout.automaticSize`).
public let UICollectionViewFlowLayoutAutomaticSize = UICollectionViewFlowLayout.automaticSize
/// UIScrollView.h's deceleration rates under their Swift 4.1 names (Swift 4.2: `UIScrollView.DecelerationRate.normal`
/// and `.fast`); typed as today's `decelerationRate` is, so `collectionView.decelerationRate = UIScrollViewDecelerationRateFast` builds.
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
/// UIView.h's fitting sizes under their Swift 4.1 names (Swift 4.2: `UIView.layoutFittingCompressedSize`, `…ExpandedSize`).
public let UILayoutFittingCompressedSize = UIView.layoutFittingCompressedSize
public let UILayoutFittingExpandedSize = UIView.layoutFittingExpandedSize

/// Objective-C's integer names (Foundation's `NSInteger` and `NSUInteger` on Apple's platforms), still found in
/// files translated from Objective-C.
public typealias NSInteger = Int
public typealias NSUInteger = UInt

/// The C library's largest float (Darwin's math.h: `#define MAXFLOAT 0x1.fffffep+127f`), which Glibc does not
/// define; files written against Darwin use it as "no limit".
public let MAXFLOAT: Float = .greatestFiniteMagnitude

// Swift 4.0/4.1's names for UIKit's nested types, before Swift 4.2 moved them into their classes (Apple, "Swift 4.2
// UIKit renames"; Xcode's migrator). Example apps still built in Swift 4 mode use them in their app delegates and
// controllers (SquareMosaicLayout's and AlignedCollectionViewFlowLayout's `UIApplicationLaunchOptionsKey`).
//
// Decided: they are answered as today's names. Apple's SDK declares each `@available(swift, obsoleted: 4.2,
// renamed: "…")` (UIKit's Swift interface, e.g. `NSNotification.Name.UIKeyboardWillShow` renamed
// "UIResponder.keyboardWillShowNotification"): obsoleted only from Swift 4.2 on, so a file compiled in Swift 4 mode,
// which today's compilers still offer (`-swift-version 4`) and old podspecs ask for, still builds with them on iOS.
// The playground compiles every file in one language mode, so it keeps the names the file was written with
// (docs/uikit.md, "Swift 4-era names").
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
public typealias UIControlState = UIControl.State
public typealias UIControlEvents = UIControl.Event
public typealias UIViewContentMode = UIView.ContentMode
public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewAnimationCurve = UIView.AnimationCurve
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
public typealias UIViewAutoresizing = UIView.AutoresizingMask
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
public typealias UITableViewStyle = UITableView.Style
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
public typealias NSAttributedStringKey = NSAttributedString.Key
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
public typealias UIStackViewAlignment = UIStackView.Alignment
public typealias UIStackViewDistribution = UIStackView.Distribution
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
public typealias UIImageRenderingMode = UIImage.RenderingMode
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
public typealias UIButtonType = UIButton.ButtonType
public typealias UIBlurEffectStyle = UIBlurEffect.Style
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
public typealias UITableViewRowAnimation = UITableView.RowAnimation
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
public typealias UIAlertControllerStyle = UIAlertController.Style
public typealias UIAlertActionStyle = UIAlertAction.Style
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
public typealias UITextFieldViewMode = UITextField.ViewMode
public typealias UITextBorderStyle = UITextField.BorderStyle
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
public typealias UIDatePickerMode = UIDatePicker.Mode
public typealias UIProgressViewStyle = UIProgressView.Style

// Swift 4's names of the keyboard's and the application's notifications and user-info keys (UIWindow.h,
// UIApplication.h; Swift 4.2 moved them to `UIResponder.keyboard…Notification` and `UIApplication.did…Notification`):
// HFCardCollectionViewLayout's `NSNotification.Name.UIKeyboardWillShow`.
extension NSNotification.Name {
    nonisolated public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    nonisolated public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    nonisolated public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    nonisolated public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    nonisolated public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    nonisolated public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
    nonisolated public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    nonisolated public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    nonisolated public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    nonisolated public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    nonisolated public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    nonisolated public static let UIApplicationDidReceiveMemoryWarning = UIApplication.didReceiveMemoryWarningNotification
}
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey

extension UIView {
    /// Swift 4's name of `bringSubviewToFront(_:)` (UIView.h `bringSubviewToFront:`; renamed in Swift 4.2):
    /// tispr-card-stack's layout writes `collectionView.bringSubview(toFront: cell)`.
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    /// Swift 4's name of `sendSubviewToBack(_:)` (renamed in Swift 4.2).
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}
