/// A click on an item as the app's tap: a hosted view controller's collection view highlights and selects the
/// item and tells its delegate (UIKitLayoutAdapter+Selection.swift), instead of the playground's tap-to-zoom.
/// The built-in layouts and bare layout files keep tap-to-zoom.
extension CollectionLayout {
    public var takesSelection: Bool { false }
    public mutating func select(at indexPath: IndexPath, point: Point) {}
}
