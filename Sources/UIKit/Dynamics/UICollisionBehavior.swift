/// Keeps its items from overlapping each other and from crossing boundaries (UICollisionBehavior).
///
/// Items collide as their rectangles (their `bounds` at their `center`); a boundary segment
/// (`addBoundary(withIdentifier:from:to:)`) sees each item as the circle its shorter side fits.
/// `translatesReferenceBoundsIntoBoundary` uses the reference's bounds: for an animator made with a collection-view
/// layout, the layout's content (0, 0, `collectionViewContentSize`), as the collection view's scrollable area.
open class UICollisionBehavior: UIDynamicBehavior {
    /// UICollisionBehavior.Mode.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    private var itemList: [UIDynamicItem]
    open var collisionMode: Mode = .everything
    open var translatesReferenceBoundsIntoBoundary = false
    /// Insets of the reference bounds used as the boundary.
    private(set) var referenceBoundaryInsets = UIEdgeInsets.zero
    /// The segment boundaries, by identifier, in the order they were added.
    private(set) var segments: [(identifier: String, from: CGPoint, to: CGPoint)] = []
    /// Playground: does nothing: the delegate is never called (contacts are not reported here; docs/uikit.md).
    open weak var collisionDelegate: UICollisionBehaviorDelegate? {
        didSet {
            PlaygroundNotices.record("UICollisionBehavior.collisionDelegate", .doesNothing,
                                     "contacts are not reported: the delegate is never called")
        }
    }

    public init(items: [UIDynamicItem]) {
        itemList = items
        super.init()
    }

    open override var items: [UIDynamicItem] { itemList }
    open func addItem(_ item: UIDynamicItem) { itemList.append(item) }
    open func removeItem(_ item: UIDynamicItem) { itemList.removeAll { $0 === item } }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceBoundaryInsets = insets
    }

    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let id = "\(identifier)"
        segments.removeAll { $0.identifier == id }
        segments.append((id, p1, p2))
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        let id = "\(identifier)"
        segments.removeAll { $0.identifier == id }
    }

    open var boundaryIdentifiers: [NSCopying]? { segments.isEmpty ? nil : segments.map { $0.identifier as NSString } }

    open func removeAllBoundaries() { segments.removeAll() }
}

/// Told about contacts (UICollisionBehaviorDelegate); every method optional.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}
