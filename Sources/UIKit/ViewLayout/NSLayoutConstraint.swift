import Foundation

/// A relation between two views' (or layout guides') attributes: `first.attribute = multiplier × second.attribute
/// + constant` (or ≤, ≥), at a priority, solved with the others by the Cassowary algorithm
/// (docs/cells.md, "Auto Layout").
///
///     let c = NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal,
///                                toItem: cell.contentView, attribute: .leading, multiplier: 1, constant: 16)
///     c.isActive = true   // kept by the nearest common ancestor, solved at its next layout
///
/// Playground: when required constraints contradict each other, the one being added when the conflict shows is
/// broken (iOS breaks one of the conflicting constraints and logs "Unable to simultaneously satisfy constraints";
/// docs/cells.md, "Auto Layout").
open class NSLayoutConstraint: NSObject {
    /// NSLayoutAttribute (NSLayoutConstraint.h), with its raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// NSLayoutRelation: −1, 0, 1.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// May change while active (Apple: the one property that can); the next layout uses the new value.
    open var constant: CGFloat { didSet { if constant != oldValue { playgroundNeedsLayout() } } }
    /// Required (1000) by default. Apple: "you can't change it from required to optional, or from optional to
    /// required, after the constraint is added"; here any change takes effect at the next layout.
    open var priority: UILayoutPriority = .required { didSet { playgroundNeedsLayout() } }
    open var identifier: String?
    open var shouldBeArchived = false

    /// The view that keeps the constraint while active (its nearest common ancestor).
    package weak var playgroundHolder: UIView?

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        // Decided (Apple documents the multiplier only as "the multiplier applied to the second attribute"): a
        // constraint with no second item reads back a multiplier of 1, whatever was given, as iOS's does
        // (ObjColumnist/ConstrainTo makes its constant constraints with `multiplier: 0.0` and its own suite
        // expects 1); there is nothing for it to multiply.
        self.multiplier = view2 == nil || attr2 == .notAnAttribute ? 1 : multiplier
        constant = c
        super.init()
    }

    /// An empty constraint (NSObject's `init()`, which NSLayoutConstraint inherits on iOS): no items, both attributes
    /// `.notAnAttribute`, `.equal`, multiplier and constant 0, as Objective-C's zero-filled new object has them.
    /// Activating it raises UIKit's exception (no common ancestor), as it does on iOS. Returned by code that needs a
    /// constraint where it has none to make (freshOS/Stevia's `return NSLayoutConstraint()`).
    public override init() {
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 0
        constant = 0
        super.init()
    }

    /// The first item's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Whether the constraint takes part in layout. Setting it adds the constraint to (or removes it from) the
    /// nearest common ancestor of its items, as `activate(_:)` does.
    open var isActive: Bool {
        get { playgroundHolder != nil }
        set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
    }

    /// Activates each constraint: adds it to its items' nearest common ancestor. Items with no common ancestor are
    /// UIKit's exception (NSGenericException, "Unable to activate constraint with anchors … because they have no
    /// common ancestor"), recorded, and that constraint stays inactive.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where c.playgroundHolder == nil {
            guard let holder = c.playgroundCommonAncestor() else {
                PlaygroundExceptions.raise("NSGenericException", "Unable to activate constraint with anchors "
                    + "\(c.firstAttribute) and \(c.secondAttribute) because they have no common ancestor.  "
                    + "Does the constraint or its anchors reference items in different view hierarchies?  "
                    + "That's illegal.")
                continue
            }
            holder.addConstraint(c)
        }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.playgroundHolder?.removeConstraint(c) }
    }

    /// The views of the constraint's items (a guide's owning view).
    package var playgroundViews: [UIView] {
        [firstItem, secondItem].compactMap { item in
            (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        }
    }

    /// The nearest view that is an ancestor of (or is) every item's view.
    func playgroundCommonAncestor() -> UIView? {
        let views = playgroundViews
        guard var candidate = views.first else { return nil }
        while true {
            if views.allSatisfy({ $0.playgroundIsDescendant(of: candidate) }) { return candidate }
            guard let parent = candidate.superview else { return nil }
            candidate = parent
        }
    }

    /// A change lays out again the superviews of the constraint's views (they place those views) and its holder.
    func playgroundNeedsLayout() {
        guard let holder = playgroundHolder else { return }
        holder.setNeedsLayout()
        for view in playgroundViews { (view.superview ?? view).setNeedsLayout() }
    }

    /// The constraints a visual format string describes (Apple, Auto Layout Guide, "Visual Format Language"), not
    /// yet active: `H:|-[find]-[findNext]-[findField(>=20)]-|`. Views and metrics are looked up by name in `views`
    /// and `metrics`; `opts` aligns every view of the string on one edge and sets the direction (PlaygroundVisualFormat
    /// says what each part makes). A string that does not parse, or names a view or metric that is not given, is
    /// UIKit's NSInvalidArgumentException ("Unable to parse constraint format"): one line, and no constraints.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try PlaygroundVisualFormat(format: format, options: opts, metrics: metrics ?? [:], views: views)
                .constraints()
        } catch let failure as PlaygroundVisualFormat.Failure {
            PlaygroundExceptions.raise("NSInvalidArgumentException", failure.line)
            return []
        } catch {
            return []
        }
    }

    open override var description: String {
        let op = switch relation { case .equal: "==" ; case .lessThanOrEqual: "<=" ; case .greaterThanOrEqual: ">=" }
        let first = firstItem.map { "\(type(of: $0))" } ?? "nil"
        let rhs = secondItem.map { "\(type(of: $0)).\(secondAttribute)×\(multiplier) + \(constant)" } ?? "\(constant)"
        return "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(first).\(firstAttribute) \(op) \(rhs) @\(priority.rawValue)>"
    }
}

extension UIView {
    func playgroundIsDescendant(of ancestor: UIView) -> Bool {
        var view: UIView? = self
        while let v = view {
            if v === ancestor { return true }
            view = v.superview
        }
        return false
    }
}
