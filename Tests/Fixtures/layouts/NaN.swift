import PlaygroundCore

struct NaNLayout: CollectionLayout {
    var name: String { "nan" }
    var count = 0
    var contentSize: Size { Size(width: 100, height: Double(count) * 50) }
    mutating func prepare(_ context: LayoutContext) { count = context.itemCount }
    var contentOffsetRange: (min: Point, max: Point) { (Point.zero, Point.zero) }
    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < count else { return nil }
        var a = LayoutAttributes(cell: indexPath, frame: Rect(x: 0, y: Double(indexPath.item) * 50, width: 40, height: 40))
        a.alpha = indexPath.item == 1 ? 0 / 0 : 1
        return a
    }
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
    }
}

func makeLayout() -> any CollectionLayout { NaNLayout() }
