/// Where and how one element of a collection view is drawn (UICollectionViewLayoutAttributes): an NSObject that
/// copies (NSCopying) and compares field by field, so subclasses that add fields override `copy(with:)` and
/// `isEqual(_:)` as on iOS.
///
/// `center`, `size` and `transform3D` are the stored geometry; `frame` is computed from them as a view's is: the
/// rectangle of `size` around `center`, and with an affine transform the smallest rectangle holding it transformed
/// about the center (a 3D transform, not affine, keeps the untransformed rectangle). Setting `frame` sets `center` and `size` (Apple: "Setting the value of this property
/// also sets the values of the center and size properties"); with a transform, a frame of the same size moves the
/// center only, so `a.frame.origin.x += 10` after a scale moves the element without resizing it. Real suites read it
/// so: otto001/ModelBasedLayout's `testForLayout` expects (10, 20, 200, 50) translated by 100 to read (110, 20, 200,
/// 50), and rechsteiner/Parchment's layout reads `center` and `bounds` because "the frame property is just a computed
/// value that's based on the center, bounds and transform properties" (its pull request 102). The playground draws
/// an element from center, size and transform, never from `frame`.
/// `transform` and `transform3D` are one value: setting either replaces the other (Apple: "Assigning an affine
/// transform to this property replaces the value in the transform3D property").
///
///     let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
///     a.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
///     a.center   // (50, 25)
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    @exclusivity(unchecked) open var center: CGPoint = .zero { didSet { playgroundVersion &+= 1 } }
    @exclusivity(unchecked) open var size: CGSize = .zero { didSet { playgroundVersion &+= 1 } }
    @exclusivity(unchecked) open var transform3D: CATransform3D = CATransform3DIdentity { didSet { playgroundVersion &+= 1 } }
    @exclusivity(unchecked) open var alpha: CGFloat = 1 { didSet { playgroundVersion &+= 1 } }
    @exclusivity(unchecked) open var zIndex: Int = 0 { didSet { playgroundVersion &+= 1 } }
    @exclusivity(unchecked) open var isHidden = false { didSet { playgroundVersion &+= 1 } }
    @exclusivity(unchecked) open var indexPath = IndexPath(item: 0, section: 0) { didSet { playgroundVersion &+= 1 } }
    @exclusivity(unchecked) open package(set) var representedElementCategory: UICollectionView.ElementCategory = .cell {
        didSet { playgroundVersion &+= 1 }
    }
    @exclusivity(unchecked) open package(set) var representedElementKind: String? { didSet { playgroundVersion &+= 1 } }

    /// Counts the changes of its fields (any set): the flow layout hands an object out again only while it is as
    /// the flow layout left it (UICollectionViewFlowLayout+HandedOut.swift). Its fields are read and set without
    /// the runtime's exclusivity checks (`@exclusivity(unchecked)`): the adapter reads every field of every visible
    /// element every frame, and the checks were a fifth of that (docs/benchmarks.md, issue 37).
    @exclusivity(unchecked) package var playgroundVersion: UInt32 = 0
    /// Set by the flow layout when it hands this object out again: a reader that converts it (the bridge) may keep
    /// its conversion in `playgroundConverted`, valid while `playgroundVersion` is the one it was made at.
    @exclusivity(unchecked) package var playgroundReused = false
    @exclusivity(unchecked) package var playgroundConverted: AnyObject?

    public required override init() { super.init() }

    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The frame: the untransformed one (center ± size / 2), or with a transform its transformed bounding box.
    open var frame: CGRect {
        get {
            let untransformed = playgroundUntransformedFrame
            let t = transform
            // A 3D transform (a perspective, a turn about x or y) keeps the untransformed frame: its affine part alone
            // is not where the element is drawn, and layouts built on it read frame.maxY for their content size.
            guard !t.isIdentity, CATransform3DIsAffine(transform3D), untransformed.width.isFinite,
                  untransformed.height.isFinite else { return untransformed }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(t).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            if !transform.isIdentity, CATransform3DIsAffine(transform3D) {
                let now = frame
                if abs(now.width - newValue.width) < 1e-9, abs(now.height - newValue.height) < 1e-9 {
                    center = CGPoint(x: center.x + newValue.midX - now.midX, y: center.y + newValue.midY - now.midY)
                    return
                }
            }
            playgroundUntransformedFrame = newValue
        }
    }

    /// center ± size / 2, whatever the transform: what a layout sized and placed before transforming (self-sizing,
    /// a new view's `init(frame:)`, a transition's blend read it).
    package var playgroundUntransformedFrame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// (0, 0, size): setting it sets the size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Which sides a cell's Auto Layout measures (`preferredLayoutAttributesFitting(_:)`): both in a flow layout; the
    /// estimated dimensions in a compositional layout (the others are required, as a list's width).
    @exclusivity(unchecked) package var playgroundFitsWidth = true { didSet { playgroundVersion &+= 1 } }
    @exclusivity(unchecked) package var playgroundFitsHeight = true { didSet { playgroundVersion &+= 1 } }

    /// A copy of the same class with every field of this one (subclasses call `super.copy(with:)` and add theirs).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.center = center
        c.size = size
        c.transform3D = transform3D
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        c.playgroundFitsWidth = playgroundFitsWidth
        c.playgroundFitsHeight = playgroundFitsHeight
        return c
    }

    /// Equal when every field is (the class included). NSObject's overrides are nonisolated, as on iOS: they read the
    /// fields as the main actor (docs/uikit-machinery.md, "Isolation").
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes, type(of: o) == type(of: self) else { return false }
        return playgroundOnMainActor {
            center == o.center && size == o.size && transform3D == o.transform3D && alpha == o.alpha
                && zIndex == o.zIndex && isHidden == o.isHidden && indexPath == o.indexPath
                && representedElementCategory == o.representedElementCategory
                && representedElementKind == o.representedElementKind
        }
    }

    open override var hash: Int {
        playgroundOnMainActor {
            var h = Hasher()
            h.combine(indexPath)
            h.combine(representedElementCategory)
            h.combine(representedElementKind)
            return h.finalize()
        }
    }

    open override var description: String {
        playgroundOnMainActor {
            let kind = representedElementKind.map { " kind: \($0);" } ?? ""
            return "<\(type(of: self)): index path: (\(indexPath.section)-\(indexPath.item));\(kind) frame = \(frame);"
                + (zIndex != 0 ? " zIndex = \(zIndex);" : "") + (alpha != 1 ? " alpha = \(alpha);" : "")
                + (isHidden ? " hidden = YES;" : "") + ">"
        }
    }
}
