import PlaygroundCore

// No makeLayout: the playground cannot know what to make.
struct LonelyLayout: CollectionLayout {
    var name: String { "lonely" }
    var contentSize: Size { Size(width: 0, height: 0) }
    mutating func prepare(_ context: LayoutContext) {}
    var contentOffsetRange: (min: Point, max: Point) { (Point.zero, Point.zero) }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? { nil }
}
