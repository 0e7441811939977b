/// Xcode's object literals in code: `#colorLiteral(…)` makes a `UIColor` and `#imageLiteral(resourceName:)` a
/// `UIImage`, as UIKit's overlay declares (the compiler looks up these two names for a literal's default type).
extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}

/// The type a `#colorLiteral(…)` is when nothing else says (UIKit's overlay: UIColor).
public typealias _ColorLiteralType = UIColor
/// The type an `#imageLiteral(resourceName:)` is when nothing else says (UIKit's overlay: UIImage).
public typealias _ImageLiteralType = UIImage
