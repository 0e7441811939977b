import PlaygroundCore

struct HangLayout: CollectionLayout {
    var name: String { "hang" }
    var contentSize = Size(width: 100, height: 100)
    mutating func prepare(_ context: LayoutContext) {
        var n = 0
        while n >= 0 { n = (n &+ 1) % 7 }
    }
    var contentOffsetRange: (min: Point, max: Point) { (Point.zero, Point.zero) }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? { nil }
}

func makeLayout() -> any CollectionLayout { HangLayout() }
