import Foundation

/// UIKit's additions to NSIndexPath (UICollectionView.h, UITableView.h; Foundation on Linux has the class, not
/// these): a two-index path is [section, item], as `IndexPath`'s.
///
///     NSIndexPath(item: 3, section: 1).item   // 3
extension NSIndexPath {
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }

    /// The section: the first index.
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }

    /// The item: the second index.
    public var item: Int { length > 1 ? index(atPosition: 1) : 0 }

    /// The row: the second index (the item, in a table's words).
    public var row: Int { item }
}
