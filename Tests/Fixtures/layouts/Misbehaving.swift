import Glibc
import PlaygroundCore

// One layout, the misbehaviours of issue 26, chosen by LP_MISBEHAVE (the check's child process inherits it):
// - exit-in-check: calls exit(0) in prepare at 3 items (a step of the check's ladder);
// - exit-later: calls exit(0) outside the check, at the LP_EXIT_AFTER-th attributes(in:) call (default 1): a layout
//   that passed its check and ends the process later;
// - print: prints in makeLayout and prepare (into dump's JSON, before issue 26);
// - nan-frame: x = i / (n − 1) · w, NaN with one item;
// - trap-at-120: traps at exactly 120 items (the window's default count; the ladder stops at 100);
// - flood: writes LP_FLOOD_MB megabytes (default 1) to standard output in makeLayout, during the check only.
// Otherwise a plain column of 40-point squares.
let mode = getenv("LP_MISBEHAVE").map { String(cString: $0) } ?? ""
let exitAfter = getenv("LP_EXIT_AFTER").flatMap { Int(String(cString: $0)) } ?? 1
let inCheck = CommandLine.arguments.contains("check-layout")
var rectQueries = 0

struct MisbehavingLayout: CollectionLayout {
    var name: String { "misbehaving" }
    var count = 0
    var viewport = Size(width: 100, height: 100)
    var contentSize: Size { Size(width: viewport.width, height: Double(count) * 50) }
    var contentOffsetRange: (min: Point, max: Point) {
        (Point.zero, Point(x: 0, y: max(0, contentSize.height - viewport.height)))
    }

    mutating func prepare(_ context: LayoutContext) {
        count = context.itemCount
        viewport = context.viewport
        if mode == "exit-in-check", count == 3 { exit(0) }
        if mode == "print" { print("prepare: {\"not\": \"the document\"}") }
        if mode == "trap-at-120" { precondition(count != 120, "120 items") }
    }

    func frame(_ i: Int) -> Rect {
        let x = mode == "nan-frame" ? Double(i) / Double(count - 1) * (viewport.width - 40) : 0
        return Rect(x: x, y: Double(i) * 50, width: 40, height: 40)
    }

    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(cell: indexPath, frame: frame(indexPath.item))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        if mode == "exit-later", !inCheck {
            rectQueries += 1
            if rectQueries >= exitAfter { exit(0) }
        }
        return (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
    }
}

func makeLayout() -> any CollectionLayout {
    if mode == "print" { print("makeLayout: hello") }
    if mode == "flood", inCheck {
        let megabytes = getenv("LP_FLOOD_MB").flatMap { Int(String(cString: $0)) } ?? 1
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<megabytes { _ = chunk.withUnsafeBytes { write(1, $0.baseAddress, $0.count) } }
    }
    return MisbehavingLayout()
}
