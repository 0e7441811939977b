import Foundation

/// An attribute of a view or layout guide that makes constraints (NSLayoutAnchor.h): x-axis anchors relate to
/// x-axis anchors, y to y, dimensions to dimensions (the type parameter keeps them apart, as on iOS).
///
///     label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)
///     image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: 1.5)
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    package weak var playgroundItem: AnyObject?
    package let playgroundAttribute: NSLayoutConstraint.Attribute

    package init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        playgroundItem = item
        playgroundAttribute = attribute
        super.init()
    }

    /// The view or guide the anchor belongs to.
    open var item: AnyObject? { playgroundItem }

    /// Two anchors are equal when they are the same attribute of the same item, whatever object holds it.
    ///
    /// Decided (Apple documents no equality for anchors): iOS's compare equal across separate reads, as Weebly's
    /// AnchorKit suite expects (`XCTAssertEqual(constraint.firstAnchor, view.heightAnchor)`, 46 of its tests); here
    /// each read makes a new anchor, so equality is the item's identity and the attribute, and so is the hash.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? any PlaygroundAnchorKey else { return false }
        let key = other.playgroundAnchorKey
        return key.item == playgroundItem.map(ObjectIdentifier.init) && key.attribute == playgroundAttribute
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(playgroundItem.map(ObjectIdentifier.init))
        hasher.combine(playgroundAttribute.rawValue)
        return hasher.finalize()
    }

    package func playgroundConstraint(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
                                      multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: playgroundItem as Any, attribute: playgroundAttribute, relatedBy: relation,
                           toItem: other?.playgroundItem, attribute: other?.playgroundAttribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        playgroundConstraint(.equal, anchor)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        playgroundConstraint(.greaterThanOrEqual, anchor)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        playgroundConstraint(.lessThanOrEqual, anchor)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.equal, anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// Apple's standard spacing between sibling views (8 points; the Human Interface Guidelines' layout grid).
private let playgroundSystemSpacing: CGFloat = 8

private func noteSystemSpacing(_ symbol: String) {
    PlaygroundNotices.record(symbol, .approximated, "system spacing is 8 points × the multiplier (iOS varies it with the fonts and the size class)")
}

/// An anchor along the x axis: left, right, leading, trailing, centerX (and their margins).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Playground: system spacing is 8 points × the multiplier (docs/cells.md, "Auto Layout").
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        noteSystemSpacing("NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)")
        return playgroundConstraint(.equal, anchor, constant: playgroundSystemSpacing * multiplier)
    }
    /// Playground: system spacing is 8 points × the multiplier (docs/cells.md, "Auto Layout").
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        noteSystemSpacing("NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)")
        return playgroundConstraint(.greaterThanOrEqual, anchor, constant: playgroundSystemSpacing * multiplier)
    }
    /// Playground: system spacing is 8 points × the multiplier (docs/cells.md, "Auto Layout").
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        noteSystemSpacing("NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)")
        return playgroundConstraint(.lessThanOrEqual, anchor, constant: playgroundSystemSpacing * multiplier)
    }
    /// Playground: not provided (a dimension between two anchors is not a solver variable here).
    @available(*, unavailable, message: "anchorWithOffset(to:) is not provided in the playground; see docs/cells.md#auto-layout")
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError() }
}

/// An anchor along the y axis: top, bottom, centerY, the baselines (and the margins).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Playground: system spacing is 8 points × the multiplier (docs/cells.md, "Auto Layout").
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        noteSystemSpacing("NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)")
        return playgroundConstraint(.equal, anchor, constant: playgroundSystemSpacing * multiplier)
    }
    /// Playground: system spacing is 8 points × the multiplier (docs/cells.md, "Auto Layout").
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        noteSystemSpacing("NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)")
        return playgroundConstraint(.greaterThanOrEqual, anchor, constant: playgroundSystemSpacing * multiplier)
    }
    /// Playground: system spacing is 8 points × the multiplier (docs/cells.md, "Auto Layout").
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        noteSystemSpacing("NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)")
        return playgroundConstraint(.lessThanOrEqual, anchor, constant: playgroundSystemSpacing * multiplier)
    }
    /// Playground: not provided (a dimension between two anchors is not a solver variable here).
    @available(*, unavailable, message: "anchorWithOffset(to:) is not provided in the playground; see docs/cells.md#auto-layout")
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError() }
}

/// A width or height anchor: relates to constants and, with a multiplier, to other dimensions.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { playgroundConstraint(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.greaterThanOrEqual, nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.lessThanOrEqual, nil, constant: c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.equal, anchor, multiplier: m)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.greaterThanOrEqual, anchor, multiplier: m)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.lessThanOrEqual, anchor, multiplier: m)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.equal, anchor, multiplier: m, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        playgroundConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// What makes two anchors of any axis the same: their item's identity and their attribute.
package protocol PlaygroundAnchorKey {
    var playgroundAnchorKey: (item: ObjectIdentifier?, attribute: NSLayoutConstraint.Attribute) { get }
}

extension NSLayoutAnchor: PlaygroundAnchorKey {
    package var playgroundAnchorKey: (item: ObjectIdentifier?, attribute: NSLayoutConstraint.Attribute) {
        (playgroundItem.map(ObjectIdentifier.init), playgroundAttribute)
    }
}
