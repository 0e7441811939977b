import Foundation

/// Auto Layout's API on UIView (UIView.h, "UIConstraintBasedLayout…" categories), solved by
/// `PlaygroundAutoLayoutEngine` (the Cassowary algorithm; docs/cells.md, "Auto Layout").
extension UIView {
    /// UIView.layoutFittingCompressedSize: the smallest size (UILayoutFittingCompressedSize, {0, 0}).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// UIView.layoutFittingExpandedSize: the largest size (UILayoutFittingExpandedSize; 10,000,000 points a side
    /// here, larger than any screen).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The constraints this view holds (those activated with it as their items' nearest common ancestor).
    public var constraints: [NSLayoutConstraint] { playgroundAutoLayout.constraints }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.playgroundHolder == nil else { return }
        constraint.playgroundHolder = self
        playgroundAutoLayout.constraints.append(constraint)
        constraint.playgroundNeedsLayout()
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.playgroundHolder === self else { return }
        constraint.playgroundNeedsLayout()
        constraint.playgroundHolder = nil
        playgroundAutoLayout.constraints.removeAll { $0 === constraint }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    public var layoutGuides: [UILayoutGuide] { playgroundAutoLayout.layoutGuides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        playgroundAutoLayout.layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        playgroundAutoLayout.layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }

    /// The view's bounds inset by its `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        playgroundAutoLayout.guide(\.marginsGuide, kind: .margins, identifier: "UIViewLayoutMarginsGuide", of: self)
    }

    /// The view's bounds inset by its `safeAreaInsets` (docs/uikit-machinery.md).
    public var safeAreaLayoutGuide: UILayoutGuide {
        playgroundAutoLayout.guide(\.safeAreaGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", of: self)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The size the view's constraints give it closest to `targetSize` (each axis pulled towards the target at
    /// `fittingSizeLevel`, 50), its subviews' intrinsic sizes and priorities included; the frames are not changed.
    package func playgroundSystemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)`, with each axis pulled towards the target at its priority (`.required`
    /// fixes it: a cell's width in a list).
    package func playgroundSystemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return PlaygroundAutoLayoutEngine(root: self).fittingSize(targetSize, horizontalFittingPriority,
                                                                  verticalFittingPriority)
    }

    /// Whether the view's constraints need `updateConstraints()`.
    public func needsUpdateConstraints() -> Bool { playgroundAutoLayout.needsUpdateConstraints }
    public func setNeedsUpdateConstraints() {
        playgroundAutoLayout.needsUpdateConstraints = true
        setNeedsLayout()
    }
    /// Calls `updateConstraints()` on the subtree where it is needed, subviews first (Apple: constraints are
    /// updated bottom-up, before layout).
    public func updateConstraintsIfNeeded() {
        for view in subviews { view.updateConstraintsIfNeeded() }
        if playgroundAutoLayout.needsUpdateConstraints {
            playgroundAutoLayout.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// Whether the view's layout is ambiguous.
    ///
    /// Playground: always false (the solver picks one solution; docs/cells.md, "Auto Layout").
    public var hasAmbiguousLayout: Bool {
        PlaygroundNotices.record("UIView.hasAmbiguousLayout", .approximated, "always false: the solver picks one solution")
        return false
    }

    /// Lays the subtree out with its constraints: the frames the solver gives every view that does not translate
    /// its autoresizing mask (docs/cells.md, "Auto Layout"). UIView's `layoutSubviews()` calls it.
    package func playgroundLayoutWithConstraints() {
        guard PlaygroundAutoLayoutEngine.hasConstraints(in: self) else { return }
        updateConstraintsIfNeeded()
        PlaygroundAutoLayoutEngine(root: self).layout()
    }
}
