internal import PlaygroundCore
import Foundation

/// Auto Layout for one view's subtree, solved by the core's `ConstraintSolver` (the Cassowary algorithm, Badros,
/// Borning & Stuckey, ACM TOCHI 2001, as Apple's engine is):
///
/// - Every view of the subtree that does not translate its autoresizing mask, and every user layout guide, has four
///   variables (its frame's x, y, width, height in the root's bounds coordinates). The root is fixed at its bounds
///   (or, when fitting, its width and height are variables pulled towards the target size); a view that translates
///   its mask keeps its frame relative to its superview (with `flexibleWidth`/`flexibleHeight`, its right/bottom
///   margin); views outside the subtree are constants where they are.
/// - The constraints: those held by the subtree's views, those held by its ancestors that name one of its views
///   (when fitting, only those of the ancestors the root fills, naming only them and the subtree), and each stack
///   view's arrangement; every variable view's intrinsic size adds `size ≥
///   intrinsic` at its compression resistance and `size ≤ intrinsic` at its content hugging.
/// - Multi-line labels with `preferredMaxLayoutWidth` 0 wrap at the width they were given: their intrinsic size is
///   replaced and the system re-solved (at most 3 rounds), as iOS does.
/// - Frames are applied rounded to the pixel (½ point; `UIScreen.main.scale` is 2 here), each edge to the nearest.
/// - A scroll view's content area (Apple, Auto Layout Guide, "Working with Scroll Views": "Constraints between the
///   edges or margins of the scroll view and its content attach to the scroll view's content area. Constraints
///   between the height, width, or centers attach to the scroll view's frame"; UIScrollView.h, `contentLayoutGuide`
///   and `frameLayoutGuide`): an edge of a scroll view constrained to one of its descendants, or an edge or size of
///   its `contentLayoutGuide`, is the content area's, which starts at the content's origin and whose width and height
///   are variables; the solved size becomes the scroll view's `contentSize` on each axis whose far edge (or size) a
///   constraint names. Collection and table views are left out: their layouts size their content.
@preconcurrency @MainActor
final class PlaygroundAutoLayoutEngine {
    struct Geometry {
        var x, y, w, h: LinearExpression
    }

    let root: UIView
    private let solver = ConstraintSolver()
    private var geometry: [ObjectIdentifier: Geometry] = [:]
    private var subtree: [UIView] = []
    private var inSubtree: Set<ObjectIdentifier> = []
    private var variableViews: [UIView] = []
    private var userGuides: [UILayoutGuide] = []
    private var rootSize: (w: SolverVariable, h: SolverVariable)?
    private var intrinsic: [ObjectIdentifier: [LinearConstraint]] = [:]
    /// The content areas of the scroll views constraints attach to (`contentGeometry(of:)`), and the axes a
    /// constraint determines (the far edge or the size named: horizontal, vertical).
    private var contentAreas: [ObjectIdentifier: (scroll: UIScrollView, geometry: Geometry, determined: (x: Bool, y: Bool))] = [:]
    private var fitting = false

    init(root: UIView) { self.root = root }

    /// Whether the subtree rooted at `view` has anything for Auto Layout to do.
    static func hasConstraints(in view: UIView) -> Bool {
        func visit(_ v: UIView) -> Bool {
            if !v.playgroundAutoLayout.constraints.isEmpty || v is UIStackView { return true }
            if v !== view && !v.translatesAutoresizingMaskIntoConstraints { return true }
            return v.subviews.contains(where: visit)
        }
        if visit(view) { return true }
        var ancestor = view.superview
        while let a = ancestor {
            for c in a.playgroundAutoLayout.constraints
            where c.playgroundViews.contains(where: { $0 !== view && $0.playgroundIsDescendant(of: view) }) {
                return true
            }
            ancestor = a.superview
        }
        return false
    }

    /// Solves and sets the subtree's frames (and its user guides' layout frames).
    func layout() {
        build(fitting: false)
        solve()
        apply()
    }

    /// The root's size closest to `target` (each axis pulled towards it at its priority); no frame changes.
    func fittingSize(_ target: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority) -> CGSize {
        let w = SolverVariable("root.width"), h = SolverVariable("root.height")
        rootSize = (w, h)
        build(fitting: true)
        add(LinearConstraint(w - Double(target.width), .equal, strength: Self.strength(horizontal)), "fitting width")
        add(LinearConstraint(h - Double(target.height), .equal, strength: Self.strength(vertical)), "fitting height")
        solve()
        return CGSize(width: Self.pixelRound(CGFloat(w.value)), height: Self.pixelRound(CGFloat(h.value)))
    }

    static func strength(_ p: UILayoutPriority) -> ConstraintStrength { ConstraintStrength(Double(max(1, p.rawValue))) }
    /// The pull of an open size towards zero: a level below UIKit's lowest priority (1), so it never competes with
    /// a constraint (the solver compares levels before weights).
    static let ambiguousSize = ConstraintStrength(0.5)
    static func pixelRound(_ v: CGFloat) -> CGFloat { (v * 2).rounded() / 2 }

    // MARK: - Building the system

    private func build(fitting: Bool) {
        self.fitting = fitting
        func collect(_ v: UIView) {
            subtree.append(v)
            inSubtree.insert(ObjectIdentifier(v))
            v.subviews.forEach(collect)
        }
        collect(root)
        for v in subtree { _ = geometry(of: v) }
        var constraints: [NSLayoutConstraint] = []
        for v in subtree {
            constraints += v.playgroundAutoLayout.constraints
            if let stack = v as? UIStackView { constraints += stack.playgroundArrangementConstraints() }
        }
        if !fitting {
            var ancestor = root.superview
            while let a = ancestor {
                constraints += a.playgroundAutoLayout.constraints.filter { c in
                    c.playgroundViews.contains { $0 !== root && inSubtree.contains(ObjectIdentifier($0)) }
                }
                ancestor = a.superview
            }
        } else {
            // The ancestors the root fills through its autoresizing mask (a cell's content view, flexible in width
            // and height at the cell's bounds): their constraints that name only the subtree and them are the root's
            // too, with their edges the root's. A cell loaded from a nib holds its content's constraints itself
            // (Interface Builder puts a collection view cell's constraints on the cell, naming it and the content
            // view's subviews), and iOS code measures `cell.contentView.systemLayoutSizeFitting(_:)`: iOS solves
            // it in the hierarchy's engine, where those constraints and the content view's autoresizing ones take
            // part (Apple, systemLayoutSizeFitting(_:): "the optimal size of the view based on its constraints").
            var filled: Set<ObjectIdentifier> = []
            var view = root
            while let parent = view.superview, view.translatesAutoresizingMaskIntoConstraints,
                  view.autoresizingMask.isSuperset(of: [.flexibleWidth, .flexibleHeight]), view.frame == parent.bounds {
                geometry[ObjectIdentifier(parent)] = geometry(of: root)
                filled.insert(ObjectIdentifier(parent))
                constraints += parent.playgroundAutoLayout.constraints
                view = parent
            }
            constraints = constraints.filter { c in
                c.playgroundViews.allSatisfy { inSubtree.contains(ObjectIdentifier($0)) || filled.contains(ObjectIdentifier($0)) }
            }
        }
        for c in constraints { add(c) }
        for v in variableViews { setIntrinsic(v) }
    }

    private func add(_ c: NSLayoutConstraint) {
        let rtl = Self.isRightToLeft(c)
        guard let first = c.firstItem,
              let lhs = expression(first, c.firstAttribute, rightToLeft: rtl,
                                   content: Self.contentArea(of: first, c.firstAttribute, other: c.secondItem))
        else { return }
        var rhs = LinearExpression(constant: Double(c.constant))
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let e = expression(second, c.secondAttribute, rightToLeft: rtl,
                                     content: Self.contentArea(of: second, c.secondAttribute, other: first))
            else { return }
            rhs = Double(c.multiplier) * e + Double(c.constant)
        }
        let relation: LinearConstraint.Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        add(LinearConstraint(lhs, relation, rhs, strength: Self.strength(c.priority)), c.description)
    }

    /// Adds to the solver; a required constraint that contradicts the others is broken (left out), as iOS breaks
    /// one and logs "Unable to simultaneously satisfy constraints".
    private func add(_ c: LinearConstraint, _ what: String) {
        do {
            try solver.add(c)
        } catch {
            PlaygroundNotices.record("NSLayoutConstraint", .approximated,
                                     "unable to simultaneously satisfy constraints: \(what) was broken (iOS breaks one of the conflicting constraints and logs them)")
        }
    }

    private func setIntrinsic(_ view: UIView) {
        let key = ObjectIdentifier(view)
        for c in intrinsic[key] ?? [] { try? solver.remove(c) }
        var made: [LinearConstraint] = []
        let size = view.intrinsicContentSize
        let g = geometry(of: view)
        // The view's own answers (a subclass may override them, as on iOS).
        for (axis, value, e) in [(NSLayoutConstraint.Axis.horizontal, size.width, g.w), (.vertical, size.height, g.h)]
            where value != UIView.noIntrinsicMetric {
            let v = Double(value)
            made.append(LinearConstraint(e - v, .greaterThanOrEqual,
                                         strength: Self.strength(view.contentCompressionResistancePriority(for: axis))))
            made.append(LinearConstraint(e - v, .lessThanOrEqual, strength: Self.strength(view.contentHuggingPriority(for: axis))))
        }
        for c in made { add(c, "\(type(of: view)) intrinsic size") }
        intrinsic[key] = made
    }

    /// Solved already (constraints are added as they come); multi-line labels then wrap at their width.
    private func solve() {
        for _ in 0..<3 {
            var changed = false
            for case let label as UILabel in variableViews
            where label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 {
                let w = CGFloat(geometry(of: label).w.value)
                if let old = label.playgroundAutoLayout.engineWidth, abs(old - w) < 0.01 { continue }
                label.playgroundAutoLayout.engineWidth = w
                setIntrinsic(label)
                changed = true
            }
            if !changed { break }
        }
    }

    private func apply() {
        for v in subtree where v !== root {
            guard let parent = v.superview else { continue }
            let g = geometry(of: v), p = geometry(of: parent)
            let minX = Self.pixelRound(CGFloat(g.x.value)), maxX = Self.pixelRound(CGFloat(g.x.value + g.w.value))
            let minY = Self.pixelRound(CGFloat(g.y.value)), maxY = Self.pixelRound(CGFloat(g.y.value + g.h.value))
            let frame = CGRect(x: minX - Self.pixelRound(CGFloat(p.x.value)) + parent.bounds.minX,
                               y: minY - Self.pixelRound(CGFloat(p.y.value)) + parent.bounds.minY,
                               width: maxX - minX, height: maxY - minY)
            if v.frame != frame { v.frame = frame }
        }
        if !fitting {
            for (_, area) in contentAreas
            where (area.determined.x || area.determined.y) && Self.hasContentArea(area.scroll) {
                let s = area.scroll
                let size = CGSize(width: area.determined.x ? Self.pixelRound(CGFloat(area.geometry.w.value)) : s.contentSize.width,
                                  height: area.determined.y ? Self.pixelRound(CGFloat(area.geometry.h.value)) : s.contentSize.height)
                if s.contentSize != size { s.contentSize = size }
            }
        }
        for guide in userGuides {
            guard let owner = guide.owningView else { continue }
            let g = geometry(of: guide), o = geometry(of: owner)
            guide.layoutFrame = CGRect(x: CGFloat(g.x.value - o.x.value) + owner.bounds.minX,
                                       y: CGFloat(g.y.value - o.y.value) + owner.bounds.minY,
                                       width: CGFloat(g.w.value), height: CGFloat(g.h.value))
        }
    }

    // MARK: - Geometry

    private static func constant(_ r: CGRect) -> Geometry {
        Geometry(x: LinearExpression(constant: Double(r.minX)), y: LinearExpression(constant: Double(r.minY)),
                 w: LinearExpression(constant: Double(r.width)), h: LinearExpression(constant: Double(r.height)))
    }

    private static func variables(_ name: String) -> Geometry {
        Geometry(x: LinearExpression(SolverVariable(name + ".x")), y: LinearExpression(SolverVariable(name + ".y")),
                 w: LinearExpression(SolverVariable(name + ".width")), h: LinearExpression(SolverVariable(name + ".height")))
    }

    private func geometry(of item: AnyObject) -> Geometry {
        let key = ObjectIdentifier(item)
        if let g = geometry[key] { return g }
        let g: Geometry
        if let view = item as? UIView {
            g = geometry(ofView: view)
        } else if let guide = item as? UILayoutGuide {
            g = geometry(ofGuide: guide)
        } else {
            g = Self.constant(.zero)
        }
        geometry[key] = g
        return g
    }

    private func geometry(ofView view: UIView) -> Geometry {
        if view === root {
            var g = Self.constant(root.bounds)
            if let (w, h) = rootSize {
                g.w = LinearExpression(w)
                g.h = LinearExpression(h)
            }
            return g
        }
        guard inSubtree.contains(ObjectIdentifier(view)), let parent = view.superview else {
            return Self.constant(rootSpaceRect(of: view))
        }
        if !view.translatesAutoresizingMaskIntoConstraints {
            variableViews.append(view)
            let g = Self.variables("\(type(of: view))")
            // A size the constraints leave open (`width <= 23` alone) is zero, as iOS shows it: a view whose
            // constraints give it no size is 0 × 0 (Stevia's suite expects exactly 0). Below every priority (1 is
            // the lowest UIKit allows), so it only picks among the solutions the constraints leave equal.
            add(LinearConstraint(g.w, .equal, strength: Self.ambiguousSize), "\(type(of: view)) open width")
            add(LinearConstraint(g.h, .equal, strength: Self.ambiguousSize), "\(type(of: view)) open height")
            return g
        }
        // The autoresizing mask as constraints: the frame's offset in the superview kept, and its size (or, when
        // flexible, its far margin).
        let p = geometry(of: parent), f = view.frame, b = parent.bounds
        let mask = view.autoresizingMask
        if !mask.subtracting([.flexibleWidth, .flexibleHeight]).isEmpty {
            PlaygroundNotices.record("UIView.autoresizingMask", .approximated, "as constraints, only flexibleWidth and "
                + "flexibleHeight take part in Auto Layout here; flexible margins stay fixed (docs/cells.md, \"Auto Layout\")")
        }
        return Geometry(x: p.x + Double(f.minX - b.minX), y: p.y + Double(f.minY - b.minY),
                        w: mask.contains(.flexibleWidth) ? p.w - Double(b.width - f.width) : LinearExpression(constant: Double(f.width)),
                        h: mask.contains(.flexibleHeight) ? p.h - Double(b.height - f.height) : LinearExpression(constant: Double(f.height)))
    }

    /// Whether a constraint's leading and trailing are read right-to-left: the effective direction of the view that
    /// arranges its items, the closest common ancestor of their views (a guide's view is its owning view).
    ///
    /// Apple: a constraint belongs to "the view that is the closest common ancestor of the items managed by this
    /// constraint" (NSLayoutConstraint.isActive), and `effectiveUserInterfaceLayoutDirection` is "the user interface
    /// layout direction appropriate for arranging the immediate content of the view", which "you can't assume …
    /// propagates through the view's subtree". So a subview left `.unspecified` in a `.forceRightToLeft` container
    /// is placed right-to-left by its constraints to the container (its leading edge against the container's right
    /// edge), as Stevia's right-to-left suite expects on iOS; both items of a constraint are read in that one
    /// direction, so the measure never mixes.
    static func isRightToLeft(_ c: NSLayoutConstraint) -> Bool {
        func view(_ item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
        guard let a = view(c.firstItem) else { return false }
        var arranger = a
        if let b = view(c.secondItem), b !== a {
            var ancestors = Set<ObjectIdentifier>()
            var v: UIView? = a
            while let x = v { ancestors.insert(ObjectIdentifier(x)); v = x.superview }
            var w: UIView? = b
            while let y = w, !ancestors.contains(ObjectIdentifier(y)) { w = y.superview }
            arranger = w ?? a
        }
        return arranger.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Whether `attribute` of `item` is its scroll view's content area: an edge or margin of a scroll view whose
    /// constraint's other item is inside it (Apple, "Working with Scroll Views"); a size or centre is the frame's.
    static func contentArea(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?) -> Bool {
        guard let scroll = item as? UIScrollView, hasContentArea(scroll), let other else { return false }
        switch attribute {
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
             .firstBaseline, .lastBaseline:
            return false
        default: break
        }
        guard let view = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView, view !== scroll else { return false }
        return view.playgroundIsDescendant(of: scroll)
    }

    /// Scroll views whose content Auto Layout sizes (not collection and table views, whose layouts do).
    static func hasContentArea(_ scroll: UIScrollView) -> Bool { !(scroll is UICollectionView || scroll is UITableView) }

    /// The scroll view's content area in the root's space: its origin the content's (the frame's origin less the
    /// bounds' origin, the content offset), its size two variables pulled towards zero below every priority (an
    /// undetermined content size is zero).
    private func contentGeometry(of scroll: UIScrollView) -> Geometry {
        let key = ObjectIdentifier(scroll)
        if let area = contentAreas[key] { return area.geometry }
        let frame = geometry(of: scroll)
        let sizes = Self.variables("\(type(of: scroll)).content")
        let g = Geometry(x: frame.x - Double(scroll.bounds.minX), y: frame.y - Double(scroll.bounds.minY), w: sizes.w, h: sizes.h)
        add(LinearConstraint(g.w, .equal, strength: Self.ambiguousSize), "\(type(of: scroll)) open content width")
        add(LinearConstraint(g.h, .equal, strength: Self.ambiguousSize), "\(type(of: scroll)) open content height")
        contentAreas[key] = (scroll, g, (false, false))
        return g
    }

    /// Notes that a constraint names the content area's `attribute`: a far edge or a size determines that axis.
    private func noteContent(_ scroll: UIScrollView, _ attribute: NSLayoutConstraint.Attribute) {
        let key = ObjectIdentifier(scroll)
        guard var area = contentAreas[key] else { return }
        switch attribute {
        case .leading, .trailing, .left, .right, .leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .width:
            if attribute != .leading && attribute != .left && attribute != .leadingMargin && attribute != .leftMargin {
                area.determined.x = true
            }
        case .top, .bottom, .topMargin, .bottomMargin, .height:
            if attribute != .top && attribute != .topMargin { area.determined.y = true }
        default: break
        }
        contentAreas[key] = area
    }

    private func geometry(ofGuide guide: UILayoutGuide) -> Geometry {
        guard let owner = guide.owningView else { return Self.constant(.zero) }
        let insets: UIEdgeInsets
        switch guide.playgroundKind {
        case .scrollContent?:
            guard let scroll = owner as? UIScrollView else { return geometry(of: owner) }
            return contentGeometry(of: scroll)
        case .scrollFrame?:
            return geometry(of: owner)
        case .margins?: insets = owner.layoutMargins
        case .safeArea?: insets = owner.safeAreaInsets
        case nil:
            userGuides.append(guide)
            return Self.variables("UILayoutGuide")
        }
        let o = geometry(of: owner)
        return Geometry(x: o.x + Double(insets.left), y: o.y + Double(insets.top),
                        w: o.w - Double(insets.left + insets.right), h: o.h - Double(insets.top + insets.bottom))
    }

    /// A view outside the subtree, in the root's bounds coordinates (frames and bounds origins down the chains;
    /// transforms left out, as Auto Layout works on frames before transforms).
    private func rootSpaceRect(of view: UIView) -> CGRect {
        func absolute(_ v: UIView) -> CGPoint {
            var origin = CGPoint.zero
            var current = v
            while let parent = current.superview {
                origin.x += current.frame.minX - parent.bounds.minX
                origin.y += current.frame.minY - parent.bounds.minY
                current = parent
            }
            return origin
        }
        let a = absolute(view), r = absolute(root)
        return CGRect(x: a.x - r.x + root.bounds.minX, y: a.y - r.y + root.bounds.minY,
                      width: view.bounds.width, height: view.bounds.height)
    }

    /// An attribute of a view or guide as an expression (nil: not an attribute).
    ///
    /// Leading and trailing (and their margins) follow the constraint's direction (`isRightToLeft(_:)`: the
    /// direction of the view arranging its items). Left-to-right they are the left and the right edge. Right-to-left the leading edge is the
    /// right one and the trailing edge the left one (Apple, NSLayoutConstraint.Attribute: leading is "the leading edge
    /// of the object's alignment rectangle"; directionalLayoutMargins: "the leading margin is applied to the right
    /// edge of the view in right-to-left layouts"), and they are measured toward the trailing side, as x negated, so
    /// that `a.leading == b.leading + 16` puts a's right edge 16 points left of b's, as on iOS. (UIKit refuses a
    /// constraint between a leading/trailing and a left/right attribute, so the two measures never meet.)
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                            rightToLeft rtl: Bool, content: Bool = false) -> LinearExpression? {
        var g = geometry(of: item)
        if content, let scroll = item as? UIScrollView {
            g = contentGeometry(of: scroll)
            noteContent(scroll, attribute)
        } else if let guide = item as? UILayoutGuide, guide.playgroundKind == .scrollContent,
                  let scroll = guide.owningView as? UIScrollView {
            noteContent(scroll, attribute)
        }
        let m = (item as? UIView)?.layoutMargins ?? .zero
        switch attribute {
        case .leading: return rtl ? -1 * (g.x + g.w) : g.x
        case .trailing: return rtl ? -1 * g.x : g.x + g.w
        case .leadingMargin: return rtl ? -1 * (g.x + g.w - Double(m.right)) : g.x + Double(m.left)
        case .trailingMargin: return rtl ? -1 * (g.x + Double(m.left)) : g.x + g.w - Double(m.right)
        case .left: return g.x
        case .right: return g.x + g.w
        case .top: return g.y
        case .bottom: return g.y + g.h
        case .width: return g.w
        case .height: return g.h
        case .centerX: return g.x + 0.5 * g.w
        case .centerY: return g.y + 0.5 * g.h
        case .leftMargin: return g.x + Double(m.left)
        case .rightMargin: return g.x + g.w - Double(m.right)
        case .topMargin: return g.y + Double(m.top)
        case .bottomMargin: return g.y + g.h - Double(m.bottom)
        case .centerXWithinMargins: return g.x + 0.5 * g.w + Double(m.left - m.right) / 2
        case .centerYWithinMargins: return g.y + 0.5 * g.h + Double(m.top - m.bottom) / 2
        case .firstBaseline, .lastBaseline:
            if let view = item as? UIView {
                let first = attribute == .firstBaseline
                if (first ? view.forFirstBaselineLayout : view.forLastBaselineLayout) !== view {
                    PlaygroundNotices.record(first ? "UIView.forFirstBaselineLayout" : "UIView.forLastBaselineLayout",
                                             .approximated, "the constrained view's own baseline is used, not the subview's")
                }
            }
            // A label's text is centred vertically in its bounds: its first baseline one ascender below the text's
            // top, its last one descender above the text's bottom. Other views: the bottom edge.
            guard let label = item as? UILabel, let font = label.font else { return g.y + g.h }
            let text = Double(label.intrinsicContentSize.height)
            return attribute == .firstBaseline
                ? g.y + 0.5 * g.h - text / 2 + Double(font.ascender)
                : g.y + 0.5 * g.h + text / 2 + Double(font.descender)
        case .notAnAttribute: return nil
        }
    }
}
