import Foundation

/// A row or column of views (UIStackView.h), laid out by Auto Layout: the stack view makes constraints for its
/// arranged subviews from its `axis`, `distribution`, `alignment` and `spacing`, which the Cassowary solver solves
/// with the rest (as iOS's stack view adds its "UISV-" constraints; docs/cells.md, "UIStackView"). Hidden arranged
/// views take no space. The stack view itself draws nothing and has no intrinsic size.
///
///     let row = UIStackView(arrangedSubviews: [icon, title])
///     row.axis = .horizontal
///     row.spacing = 8
///     row.alignment = .center
///
/// Playground: where the arranged views' priorities leave the sizes ambiguous, the solver picks one solution
/// rather than going by the views' order (docs/cells.md, "UIStackView").
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// UIStackView.Distribution, with its raw values.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    /// UIStackView.Alignment, with its raw values (`top` is `leading`, `bottom` is `trailing`).
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// UIStackView.spacingUseDefault: a custom spacing of this value means the stack's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// UIStackView.spacingUseSystem: the system spacing (8 points here, as the anchors' system spacing).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var isBaselineRelativeArrangement = false
    /// Whether the arranged views are laid out within the stack's layout margins rather than its edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The spacing guides of the last arrangement (kept alive while the constraints that name them are solved).
    private var spacingGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) { super.init(frame: frame) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Not failable, unlike UIView's (UIStackView.h: `- (instancetype)initWithCoder:(NSCoder *)coder
    /// NS_DESIGNATED_INITIALIZER;`, no `nullable`; Swift: `required init(coder: NSCoder)`): a subclass overrides it
    /// as `required init(coder: NSCoder)`, which an `init?` here would refuse. UIView's never fails here.
    public required init(coder: NSCoder) { super.init(coder: coder)! }

    /// Adds `view` at the end of the arranged views (and as a subview); it stops translating its autoresizing mask.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview (Apple: "it isn't removed from the stack's subviews array").
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseDefault { return spacing == Self.spacingUseSystem ? 8 : spacing }
        return custom == Self.spacingUseSystem ? 8 : custom
    }

    /// The arrangement as constraints (never activated: the engine reads them at each layout).
    package func playgroundArrangementConstraints() -> [NSLayoutConstraint] {
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        spacingGuides = []
        guard !views.isEmpty else { return [] }
        typealias A = NSLayoutConstraint.Attribute
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let (start, end, size, center): (A, A, A, A) = horizontal ? (.leading, .trailing, .width, .centerX)
                                                                  : (.top, .bottom, .height, .centerY)
        let (crossStart, crossEnd, crossSize, crossCenter): (A, A, A, A) = horizontal ? (.top, .bottom, .height, .centerY)
                                                                                      : (.leading, .trailing, .width, .centerX)
        func edge(_ a: A) -> A {
            guard margins else { return a }
            switch a {
            case .leading: return .leadingMargin
            case .trailing: return .trailingMargin
            case .top: return .topMargin
            case .bottom: return .bottomMargin
            case .centerX: return .centerXWithinMargins
            case .centerY: return .centerYWithinMargins
            default: return a
            }
        }
        var made: [NSLayoutConstraint] = []
        func make(_ a: AnyObject, _ aa: A, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: A,
                  multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required) {
            let c = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba,
                                       multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = "UISV-arrangement"
            made.append(c)
        }
        // Along the axis: the ends to the stack's edges, each view after the one before.
        make(views[0], start, .equal, self, edge(start))
        make(views[views.count - 1], end, .equal, self, edge(end))
        var firstGuide: UILayoutGuide?
        for (previous, view) in zip(views, views.dropFirst()) {
            let gap = spacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(view, start, .equal, previous, end, constant: gap)
            case .equalSpacing, .equalCentering:
                make(view, start, .greaterThanOrEqual, previous, end, constant: gap)
                let guide = UILayoutGuide()
                guide.owningView = self
                spacingGuides.append(guide)
                // equalSpacing: equal gaps between edges; equalCentering: equal distances between centres.
                let fromAttribute = distribution == .equalSpacing ? end : center
                let toAttribute = distribution == .equalSpacing ? start : center
                make(guide, start, .equal, previous, fromAttribute)
                make(guide, end, .equal, view, toAttribute)
                if let firstGuide {
                    make(guide, size, .equal, firstGuide, size,
                         priority: distribution == .equalCentering ? UILayoutPriority(999) : .required)
                } else {
                    firstGuide = guide
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() { make(view, size, .equal, views[0], size) }
        case .fillProportionally:
            // Sizes in proportion to the intrinsic sizes (views without one: as the first).
            let intrinsic = views.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return horizontal ? s.width : s.height
            }
            if intrinsic[0] > 0 {
                for (view, value) in zip(views, intrinsic).dropFirst() where value > 0 {
                    make(view, size, .equal, views[0], size, multiplier: value / intrinsic[0], priority: UILayoutPriority(999))
                }
            }
        default: break
        }
        // Across: by the alignment; the stack hugs its tallest (widest) view below the fitting level.
        for view in views {
            switch alignment {
            case .fill:
                make(view, crossStart, .equal, self, edge(crossStart))
                make(view, crossEnd, .equal, self, edge(crossEnd))
            case .leading:
                make(view, crossStart, .equal, self, edge(crossStart))
                make(view, crossEnd, .lessThanOrEqual, self, edge(crossEnd))
            case .trailing:
                make(view, crossEnd, .equal, self, edge(crossEnd))
                make(view, crossStart, .greaterThanOrEqual, self, edge(crossStart))
            case .center:
                make(view, crossCenter, .equal, self, edge(crossCenter))
                make(view, crossStart, .greaterThanOrEqual, self, edge(crossStart))
            case .firstBaseline, .lastBaseline:
                let baseline: A = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal && view !== views[0] { make(view, baseline, .equal, views[0], baseline) }
                make(view, crossStart, .greaterThanOrEqual, self, edge(crossStart))
                make(view, crossEnd, .lessThanOrEqual, self, edge(crossEnd))
            }
        }
        if alignment != .fill {
            // UILayoutPriority 49: just below fittingSizeLevel (50), so fitting still decides an unconstrained size.
            make(self, crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
        return made
    }
}
