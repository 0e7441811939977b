/// UIKit's additions to IndexPath (Foundation on Linux has the type, not these): a two-index path is
/// [section, item].
///
///     IndexPath(item: 3, section: 1).item   // 3
extension IndexPath {
    /// Made without an array (Foundation keeps a path of two indexes inline): the flow layout makes one per cell.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    public init(row: Int, section: Int) { self.init(item: row, section: section) }

    /// The section: the first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The item: the second index.
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [count > 0 ? self[0] : 0, newValue]) }
        }
    }

    /// The row: the second index (the item, in a table's words).
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
