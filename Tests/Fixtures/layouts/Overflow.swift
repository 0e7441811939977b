import PlaygroundCore

// A row of 10-point cells that traps on an integer overflow in prepare once there are 3 items (the runtime prints no
// message for an overflow: the report names the signal).
struct OverflowLayout: CollectionLayout {
    var name: String { "overflow" }
    var count = 0
    var contentSize: Size { Size(width: Double(count) * 10, height: 10) }
    var contentOffsetRange: (min: Point, max: Point) { (Point.zero, Point.zero) }
    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(cell: indexPath, frame: Rect(x: Double(indexPath.item) * 10, y: 0, width: 10, height: 10))
    }
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
    }
    mutating func prepare(_ context: LayoutContext) {
        count = context.itemCount
        let big = Int.max - 2 + context.itemCount
        _ = big
    }
}

private func makeLayout() -> any CollectionLayout { OverflowLayout() }
