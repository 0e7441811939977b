/// How a section scrolls on its own (UICollectionLayoutSectionOrthogonalScrollingBehavior).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What content insets refer to (UIContentInsetsReference); the safe area and margins are zero here.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// An item handed to a section's `visibleItemsInvalidationHandler`: change its transform, alpha, zIndex.
@preconcurrency @MainActor
public final class NSCollectionLayoutVisibleItem: NSObject {
    public var alpha: CGFloat = 1
    public var zIndex = 0
    public var isHidden = false
    public var center: CGPoint = .zero
    public var transform: CGAffineTransform = .identity
    public var transform3D: CATransform3D = CATransform3DIdentity
    public let name: String
    public let indexPath: IndexPath
    public let frame: CGRect
    public let bounds: CGRect
    public let representedElementCategory: UICollectionView.ElementCategory
    public let representedElementKind: String?

    init(attributes a: UICollectionViewLayoutAttributes, shift: CGPoint) {
        alpha = a.alpha
        zIndex = a.zIndex
        isHidden = a.isHidden
        center = CGPoint(x: a.center.x + shift.x, y: a.center.y + shift.y)
        transform3D = a.transform3D
        transform = a.transform
        name = a.representedElementKind ?? "cell"
        indexPath = a.indexPath
        frame = a.frame.offsetBy(dx: shift.x, dy: shift.y)
        bounds = a.bounds
        representedElementCategory = a.representedElementCategory
        representedElementKind = a.representedElementKind
        super.init()
    }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// A section: its group repeated (NSCollectionLayoutSection).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// A list configuration's section: its rows keep their 44-point estimate even with no data source (no cells
    /// to measure; the photo cells' aspect ratio would make them square).
    package var playgroundIsList = false
    /// The list configuration that made this section (its rows' separators and corners are drawn from it).
    package var playgroundListConfiguration: UICollectionLayoutListConfiguration?
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Called with the section's visible items whenever the bounds move; changes to them are drawn.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let s = NSCollectionLayoutSection(group: group)
        s.contentInsets = contentInsets
        s.interGroupSpacing = interGroupSpacing
        s.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        s.boundarySupplementaryItems = boundarySupplementaryItems
        s.decorationItems = decorationItems
        s.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        s.contentInsetsReference = contentInsetsReference
        s.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        s.playgroundIsList = playgroundIsList
        s.playgroundListConfiguration = playgroundListConfiguration
        return s
    }

    /// iOS 14's list section: full-width rows of 44 points (`appearance` and header mode honoured
    /// roughly: insetGrouped insets the rows by 20 points); separators and inset-grouped corners are drawn
    /// (docs/cells.md, "List appearance").
    open class func list(using configuration: UICollectionLayoutListConfiguration,
                         layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}
