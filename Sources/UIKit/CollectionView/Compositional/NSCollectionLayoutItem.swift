/// An item: a cell's size in its group, its insets and edge spacing, its badges (NSCollectionLayoutItem).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Subitems along an axis (NSCollectionLayoutGroup).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Direction { case horizontal, vertical }
    let direction: Direction
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    /// `repeatingSubitem:count:` (iOS 16: the subitem keeps its size) rather than `subitem:count:` (resized).
    let repeats: Bool
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, direction: Direction, subitems: [NSCollectionLayoutItem], count: Int?,
         repeats: Bool = false) {
        self.direction = direction
        self.subitems = subitems
        self.count = count
        self.repeats = repeats
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .horizontal, subitems: subitems, count: nil)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .vertical, subitems: subitems, count: nil)
    }
    /// Exactly `count` copies of `subitem`, resized to fill the group (deprecated in iOS 16, still common).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .horizontal, subitems: [subitem], count: count)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .vertical, subitems: [subitem], count: count)
    }
    /// `count` copies of `repeatingSubitem` (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .horizontal, subitems: [subitem], count: count,
                                repeats: true)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .vertical, subitems: [subitem], count: count,
                                repeats: true)
    }
}
