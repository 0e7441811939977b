/// UIKit's additions to IndexPath (Foundation on Linux has the type, not these): a two-index path is
/// [section, item].
///
///     IndexPath(item: 3, section: 1).item   // 3
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

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
