/// Names from before Swift's UIKit renaming, still found in layout files translated from Objective-C.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

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
