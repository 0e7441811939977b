// Shared by the spec-yaml and spec-json targets (Fuzz/README.md).
@testable import Playground
import PlaygroundCore

enum FuzzSpec {
    static func run(_ text: String, json: Bool) {
        guard let spec = try? CompositionalSpecFile.decode(text, fileName: json ? "f.json" : "f.yaml", json: json) else {
            return
        }
        // The solver at one of the ladder's viewports and a few counts, then every query the window makes.
        let viewport = Size(width: 320, height: 568)
        for count in [0, 1, 7] {
            var layout = CompositionalLayout(spec: spec)
            layout.prepare(LayoutContext(viewport: viewport, itemCount: count, naturalSizes: LayoutValidator.ladderSizes))
            _ = LayoutValidator.violations(of: layout, context: LayoutContext(viewport: viewport, itemCount: count,
                                                                             naturalSizes: LayoutValidator.ladderSizes),
                                           sampleLimit: 50)
            let range = layout.contentOffsetRange
            let middle = Point(x: (range.min.x + range.max.x) / 2, y: (range.min.y + range.max.y) / 2)
            _ = layout.targetContentOffset(proposed: middle, velocity: Point(x: 900, y: 900))
        }
    }
}
