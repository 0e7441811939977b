import UIKit

/// An override in an extension of UIKit's own class (an Objective-C category on iOS), beside a layout of its own.
extension UICollectionViewFlowLayout {
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

final class CategoryOverride: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
    }

    required init?(coder: NSCoder) { fatalError() }
}
