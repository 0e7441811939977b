/// Where a section's (or the layout's) header or footer goes (NSRectAlignment, the four edges): `top` and
/// `leading` at the start of the scroll axis, `bottom` and `trailing` at its end.
public enum NSRectAlignment: String, Hashable, Sendable, CaseIterable {
    case top, bottom, leading, trailing

    public var isStart: Bool { self == .top || self == .leading }
}

/// A section's or the layout's header or footer (NSCollectionLayoutBoundarySupplementaryItem). Its fractional
/// dimensions refer to the section's content size (the layout's for a global one).
public struct NSCollectionLayoutBoundarySupplementaryItem: Hashable, Sendable {
    public var elementKind: String
    public var layoutSize: NSCollectionLayoutSize
    public var alignment: NSRectAlignment
    /// Stays at the visible bounds' leading edge while its section shows (pushed out by the section's end). Its
    /// zIndex stays its own, as in UIKit: give it one above the cells' (Apple's pinned-header sample sets 2).
    public var pinToVisibleBounds: Bool
    /// Takes space in the section (true, UIKit's default) or lies over its content.
    public var extendsBoundary: Bool
    public var zIndex: Int
    /// Where an item narrower than its section (across the scroll axis) sits: 0 at the start of the cross axis (the
    /// left, the leading edge of a layout that flips; the top), 1 at its end (UIKit's `.topTrailing`,
    /// `.bottomTrailing` in a vertical layout; `.bottom…` in a horizontal one).
    public var crossPosition: Double

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true, zIndex: Int = 0,
                crossPosition: Double = 0) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
        self.zIndex = zIndex
        self.crossPosition = crossPosition
    }
}

/// A view behind a section (NSCollectionLayoutDecorationItem.background): the section's frame (its content
/// insets included, its header and footer not) inset by the decoration's own `contentInsets`. zIndex 0, as UIKit's
/// ("default is 0; all other section items will be automatically be promoted to zIndex=1",
/// UICollectionViewCompositionalLayout.h): the section's cells, badges, headers and footers then stack at 1 or above.
public struct NSCollectionLayoutDecorationItem: Hashable, Sendable {
    public var elementKind: String
    public var contentInsets: NSDirectionalEdgeInsets
    public var zIndex: Int

    public init(elementKind: String, contentInsets: NSDirectionalEdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    public static func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}

/// How a section scrolls on its own along the cross axis (UICollectionLayoutSectionOrthogonalScrollingBehavior).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// Not on its own: groups stack along the layout's scroll axis.
    case none
    /// Free scrolling, resting where deceleration ends.
    case continuous
    /// Free scrolling, resting on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Pages the width of the viewport (along the cross axis), one per gesture.
    case paging
    /// One group per gesture, resting on groups' leading edges.
    case groupPaging
    /// One group per gesture, the group centered.
    case groupPagingCentered
}

/// Per-item scale, alpha and rotation by distance from the section's visible center, every frame (the usual
/// carousel and cover-flow recipes of UIKit's `visibleItemsInvalidationHandler`, declared instead of coded).
///
/// With d = min(1, |item center − visible center| / falloff) along the axis the section moves along (the cross
/// axis in an orthogonal section, the scroll axis otherwise): scale = 1 − (1 − minimumScale)·d,
/// alpha = 1 − (1 − minimumAlpha)·d, rotation = maximumRotation·d, signed (radians, clockwise for items past the
/// center).
public struct VisibleItemsEffect: Hashable, Sendable {
    public var minimumScale: Double
    public var minimumAlpha: Double
    public var maximumRotation: Double
    /// Distance at which the full effect applies, points; nil: half the visible length.
    public var falloff: Double?

    public init(minimumScale: Double = 1, minimumAlpha: Double = 1, maximumRotation: Double = 0, falloff: Double? = nil) {
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
        self.maximumRotation = maximumRotation
        self.falloff = falloff
    }
}

/// A section (NSCollectionLayoutSection): its group repeated along the scroll axis, or in one row along the cross
/// axis when it scrolls orthogonally.
public struct NSCollectionLayoutSection: Hashable, Sendable {
    public var group: NSCollectionLayoutGroup
    public var interGroupSpacing: Double
    public var contentInsets: NSDirectionalEdgeInsets
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]
    public var decorationItems: [NSCollectionLayoutDecorationItem]
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    public var visibleItemsEffect: VisibleItemsEffect?

    public init(group: NSCollectionLayoutGroup, interGroupSpacing: Double = 0,
                contentInsets: NSDirectionalEdgeInsets = .zero,
                boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [],
                decorationItems: [NSCollectionLayoutDecorationItem] = [],
                orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none,
                visibleItemsEffect: VisibleItemsEffect? = nil) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.visibleItemsEffect = visibleItemsEffect
    }

    public var isOrthogonal: Bool { orthogonalScrollingBehavior != .none }
}

/// The layout-wide settings (UICollectionViewCompositionalLayoutConfiguration).
public struct UICollectionViewCompositionalLayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: Axis
    public var interSectionSpacing: Double
    /// Global headers and footers, at the start and end of all content; fractional dimensions refer to the viewport.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]

    public init(scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0,
                boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}

/// A whole compositional layout as data: a name, the configuration and the sections, each with how many items it
/// holds (`items`; a last section without a count takes the rest). What a spec file (YAML or JSON) decodes into.
public struct CompositionalSpec: Hashable, Sendable {
    /// One section of a spec: its group, spacing, insets, supplementaries, decorations and orthogonal behavior.
    public struct Section: Hashable, Sendable {
        /// How many items; nil: the rest (see `CompositionalLayout.itemCounts`).
        public var items: Int?
        public var section: NSCollectionLayoutSection

        public init(items: Int? = nil, _ section: NSCollectionLayoutSection) {
            self.items = items
            self.section = section
        }
    }

    public var name: String?
    public var configuration: UICollectionViewCompositionalLayoutConfiguration
    public var sections: [Section]

    public init(name: String? = nil, configuration: UICollectionViewCompositionalLayoutConfiguration = .init(),
                sections: [Section]) {
        self.name = name
        self.configuration = configuration
        self.sections = sections
    }
}
