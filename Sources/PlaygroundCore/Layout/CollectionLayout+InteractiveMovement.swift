/// Interactive movement: a reorder that asks the layout where the lifted item goes, as UIKit's
/// `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)` and
/// `endInteractiveMovement()` / `cancelInteractiveMovement()` ask a UIKit layout (UIKitLayoutAdapter+Movement.swift).
/// The built-in layouts keep the playground's own rule (ReorderSession.accepts: within half a cell of another
/// cell's center, with hysteresis).
extension CollectionLayout {
    public var takesInteractiveMovement: Bool { false }
    public mutating func beginInteractiveMovement(at indexPath: IndexPath) -> Bool { true }
    public mutating func updateInteractiveMovement(to position: Point) -> IndexPath? { nil }
    public func attributesForInteractivelyMovingItem(at indexPath: IndexPath, position: Point) -> LayoutAttributes? {
        nil
    }
    public mutating func endInteractiveMovement(cancelled: Bool) {}
}

extension CollectionLayout {
    /// The built-in layouts page through `snapPage`/`snapOffset` or not at all.
    public mutating func snappingTarget(proposed: Point, velocity: Point) -> Point? { nil }
    public var mayAnswerSnappingTargets: Bool { false }
}
