/// UIKit's compositional layout model (iOS 13's NSCollectionLayout* classes), Apple's class-based API. The layout
/// turns it into the playground core's compositional engine (docs/uikit.md, docs/compositional.md).

/// One dimension of a size (NSCollectionLayoutDimension): a fraction of the container's width or height, points,
/// or an estimate (here the item's natural aspect ratio decides, as in docs/compositional.md).
public final class NSCollectionLayoutDimension: NSObject, NSCopying {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }
    /// iOS 17: an estimate shared by siblings; an estimate here.
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A width and a height dimension (NSCollectionLayoutSize).
public final class NSCollectionLayoutSize: NSObject, NSCopying {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space between a group's items (NSCollectionLayoutSpacing): fixed, or at least this much with the leftover shared.
public final class NSCollectionLayoutSpacing: NSObject, NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space around an item in its group (NSCollectionLayoutEdgeSpacing). Flexible spacings count as their minimum here.
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Where a supplementary item sits on its container (NSCollectionLayoutAnchor).
public final class NSCollectionLayoutAnchor: NSObject, NSCopying {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = true
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// An item: a cell's size in its group, its insets and edge spacing, its badges (NSCollectionLayoutItem).
open class NSCollectionLayoutItem: NSObject, NSCopying {
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

/// A view attached to an item, such as a badge (NSCollectionLayoutSupplementaryItem).
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
}

/// A section's or the layout's header or footer (NSCollectionLayoutBoundarySupplementaryItem).
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []),
                   itemAnchor: nil)
        zIndex = 0
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}

/// A view behind a section (NSCollectionLayoutDecorationItem.background). zIndex 0 by default, as UIKit's ("default
/// is 0; all other section items will be automatically be promoted to zIndex=1", UICollectionViewCompositionalLayout.h;
/// the core follows it since issue 27).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                      heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }

    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// How a section scrolls on its own (UICollectionLayoutSectionOrthogonalScrollingBehavior).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What content insets refer to (UIContentInsetsReference); the safe area and margins are zero here.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// An item handed to a section's `visibleItemsInvalidationHandler`: change its transform, alpha, zIndex.
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
open class NSCollectionLayoutSection: NSObject, NSCopying {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
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
        return s
    }

    /// iOS 14's list section: full-width rows of 44 points (`appearance` and header mode honoured
    /// roughly: insetGrouped insets the rows by 20 points; separators and accessories are not drawn).
    open class func list(using configuration: UICollectionLayoutListConfiguration,
                         layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}

/// The size a section provider lays out in (NSCollectionLayoutContainer).
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told (NSCollectionLayoutEnvironment).
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

final class LayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        super.init()
    }
}

final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
        super.init()
    }
}

/// iOS 14's list configuration, as far as a layout uses it.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var backgroundColor: UIColor?
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) { self.appearance = appearance }

    func makeSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        switch appearance {
        case .insetGrouped: section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        default: break
        }
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
