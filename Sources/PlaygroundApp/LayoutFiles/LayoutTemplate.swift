import Foundation

/// The file `playground new-layout NAME` writes: a short layout that compiles as it is and shows the protocol's
/// main queries (docs/custom-layouts.md). `__Type__` and `__name__` are replaced by the type and layout names.
enum LayoutTemplate {
    static let text = #"""
// __Type__.swift: a layout for LayoutPlayground (docs/custom-layouts.md).
// Run it:  playground run --layout-file __Type__.swift
// Save this file while the window is open and the window becomes the new version.
import Glibc        // sin, cos
import PlaygroundCore

/// Items down a helix seen from the side: each turns a little further around the axis than the one above it,
/// shrinking and fading as it goes round the back. Scrolling rests with an item centered.
struct __Type__Layout: CollectionLayout {
    // Parameters (declared in `parameters` below; `--param itemSize=200` or a script's "params" set them).
    var itemSize: Double
    var spacing: Double
    var turn: Double

    // What prepare works out, for the queries.
    var viewport = Size(width: 0, height: 0)
    var itemCount = 0

    /// The name in the window's title, on the command line and in traces.
    var name: String { "__name__" }

    /// Called whenever the items or the viewport changed: remember what the queries need.
    mutating func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        itemCount = context.itemCount
    }

    /// One row of `spacing` points per item, with room to center the first and the last.
    var contentSize: Size {
        Size(width: viewport.width, height: Double(max(itemCount - 1, 0)) * spacing + viewport.height)
    }

    /// Rest positions run from the first item centered to the last one centered.
    var contentOffsetRange: (min: Point, max: Point) {
        (Point.zero, Point(x: 0, y: Double(max(itemCount - 1, 0)) * spacing))
    }

    /// Turned cells reach at most half a diagonal past their frames.
    var drawingOverhang: Double { itemSize * 0.21 }

    /// Where item `indexPath.item` goes: its row, swung sideways by the turn, smaller and fainter at the back.
    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        let angle = Double(indexPath.item) * turn * .pi / 180
        let depth = (1 + cos(angle)) / 2                        // 1 in front, 0 at the back
        let swing = max(0, viewport.width - itemSize) / 2     // keeps every frame inside contentSize
        let center = Point(x: viewport.width / 2 + sin(angle) * swing,
                           y: viewport.height / 2 + Double(indexPath.item) * spacing)
        var a = LayoutAttributes(cell: indexPath, frame: Rect(x: center.x - itemSize / 2, y: center.y - itemSize / 2,
                                                                width: itemSize, height: itemSize))
        a.transform = AffineTransform(scaleX: 0.6 + 0.4 * depth, y: 0.6 + 0.4 * depth)
        a.alpha = 0.4 + 0.6 * depth
        a.zIndex = Int(depth * 1000)
        return a
    }

    /// Every cell whose frame meets `rect`: only the rows it spans are asked (fast with a million items).
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard itemCount > 0 else { return [] }
        let top = viewport.height / 2 - itemSize / 2
        let first = max(0, Int(((rect.minY - top - itemSize) / spacing).rounded(.down)))
        let last = min(itemCount - 1, Int(((rect.maxY - top) / spacing).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).compactMap { attributes(forItem: IndexPath(item: $0)) }
            .filter { $0.frame.intersects(rect) }
    }

    /// Snapping: come to rest with the nearest item (in the fling's direction) centered.
    func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let row = (proposed.y / spacing).rounded()
        let (min, max) = contentOffsetRange
        return Point(x: 0, y: Swift.min(Swift.max(row * spacing, min.y), max.y))
    }
}

/// The parameters, with defaults and ranges: `--param`, the `layouts` command and the docs show them.
let parameters: [ParameterSpec] = [
    ParameterSpec("itemSize", default: "180", .number(20...1000, integer: false), "each item's side, points"),
    ParameterSpec("spacing", default: "120", .number(10...1000, integer: false), "rows between items, points"),
    ParameterSpec("turn", default: "30", .number(-180...180, integer: false), "turn from one item to the next, degrees"),
]

/// The playground calls this to make the layout (with the parameters' values).
func makeLayout(_ p: ParameterValues) -> any CollectionLayout {
    __Type__Layout(itemSize: p.number("itemSize"), spacing: p.number("spacing"), turn: p.number("turn"))
}

"""#

    /// The template for `name` (`Spiral` → type `SpiralLayout`, layout name `spiral`).
    static func text(typeName: String, layoutName: String) -> String {
        text.replacingOccurrences(of: "__Type__", with: typeName).replacingOccurrences(of: "__name__", with: layoutName)
    }
}
