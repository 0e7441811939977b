import PlaygroundCore

struct TrapLayout: CollectionLayout {
    var name: String { "trap" }
    var frames: [Rect] = []
    var contentSize = Size(width: 100, height: 100)
    mutating func prepare(_ context: LayoutContext) {
        frames = (0..<context.itemCount).map { Rect(x: 0, y: Double($0) * 50, width: 40, height: 40) }
        contentSize = Size(width: 100, height: Double(frames.count) * 50)
    }
    var contentOffsetRange: (min: Point, max: Point) { (Point.zero, Point.zero) }
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        // Off by one: asks for one frame past the end.
        (0...frames.count).map { LayoutAttributes(cell: IndexPath(item: $0), frame: frames[$0]) }
    }
    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? { nil }
}

func makeLayout() -> any CollectionLayout { TrapLayout() }
