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
    /// A custom group's provider (`custom(layoutSize:itemProvider:)`); nil for a group along an axis.
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?

    init(layoutSize: NSCollectionLayoutSize, direction: Direction, subitems: [NSCollectionLayoutItem], count: Int?,
         repeats: Bool = false, itemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.direction = direction
        self.subitems = subitems
        self.count = count
        self.repeats = repeats
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group whose items' frames the provider gives (iOS 13; Apple: "Creates a group of the specified size,
    /// with an item provider that creates a custom arrangement for those items"). Each custom item holds one
    /// item, in order; a frame is relative to the group's origin.
    ///
    /// Decided where Apple is silent: the provider is called once each time the layout makes its sections (every group of
    /// the section has the same arrangement: a group's geometry does not depend on its items), with an environment
    /// whose container is the group itself (its size resolved in its parent's container, its content insets).
    /// Playground: approximated: a custom item's `zIndex` is not applied (cells keep the section's z order).
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .horizontal, subitems: [], count: nil,
                                itemProvider: itemProvider)
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

/// What a custom group's provider returns for a layout environment (NSCollectionLayoutGroupCustomItemProvider).
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item's place in a custom group (NSCollectionLayoutGroupCustomItem): a frame relative to the group's origin
/// and a z index (Apple: "The default value is 0").
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
