import PlaygroundCore

struct BrokenLayout: CollectionLayout {
    var name: String { "broken" }
    var contentSize = Size(width: 100, height: 100)
    mutating func prepare(_ context: LayoutContext) {
        let width = context.viewport.widht
    }
}

func makeLayout() -> any CollectionLayout { BrokenLayout() }
