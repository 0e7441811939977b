import PlaygroundCore

// A row of 10-point cells that keeps every rule, but calls itself by a built-in's name.
struct ImpostorLayout: CollectionLayout {
    var name: String { "grid" }
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
    mutating func prepare(_ context: LayoutContext) { count = context.itemCount }
}

func makeLayout() -> any CollectionLayout { ImpostorLayout() }
