/// UIKit's compositional layout model (iOS 13's NSCollectionLayout* classes), Apple's class-based API. The layout
/// turns it into the playground core's compositional engine (docs/uikit.md, docs/compositional.md).

/// One dimension of a size (NSCollectionLayoutDimension): a fraction of the container's width or height, points,
/// or an estimate (here the item's natural aspect ratio decides, as in docs/compositional.md).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    // `Self`, as Apple's headers' `instancetype`: a helper extension's `static func … -> Self` returns them.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth, fractionalWidth)
    }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute, absoluteDimension)
    }
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated, estimatedDimension)
    }
    /// iOS 17: an estimate shared by siblings; an estimate here.
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A width and a height dimension (NSCollectionLayoutSize).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
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
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    public class func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(fixedSpacing, flexible: false)
    }
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(flexibleSpacing, flexible: true)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Space around an item in its group (NSCollectionLayoutEdgeSpacing). Flexible spacings count as their minimum here.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
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
