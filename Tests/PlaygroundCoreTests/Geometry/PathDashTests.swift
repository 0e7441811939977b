import PlaygroundCore
import Testing

/// `PathTessellation.dash`: Core Graphics' dash pattern (painted, unpainted, …) from the phase, worked by hand.
@Suite struct PathDashTests {
    typealias Line = (points: [Point], closed: Bool)
    static func flat(_ lines: [Line]) -> [[Double]] { lines.map { $0.points.flatMap { [$0.x, $0.y] } } }

    /// A 10-point line, pattern [3, 2]: dashes 0–3 and 5–8 and 10… (nothing left after 10).
    @Test func dashesAlongALine() {
        let d = PathTessellation.dash([([Point(x: 0, y: 0), Point(x: 10, y: 0)], false)], pattern: [3, 2], phase: 0)
        #expect(Self.flat(d) == [[0, 0, 3, 0], [5, 0, 8, 0]])
    }

    /// Phase 4 starts 1 point into the gap: gap to 1, dash 1–4, gap, dash 6–9.
    @Test func phaseShiftsThePattern() {
        let d = PathTessellation.dash([([Point(x: 0, y: 0), Point(x: 10, y: 0)], false)], pattern: [3, 2], phase: 4)
        #expect(Self.flat(d) == [[1, 0, 4, 0], [6, 0, 9, 0]])
    }

    /// A dash goes round a corner: (0,0)→(4,0)→(4,4), pattern [6, 2]: one dash 0→(4,0)→(4,2), then from (4,4)…
    /// nothing (the gap ends at the line's end).
    @Test func aDashTurnsACorner() {
        let d = PathTessellation.dash([([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4)], false)],
                                      pattern: [6, 2], phase: 0)
        #expect(Self.flat(d) == [[0, 0, 4, 0, 4, 2]])
    }

    /// A closed 10 × 10 square (perimeter 40), pattern [5, 5]: four dashes, one from each corner.
    @Test func aClosedSquareIsWalkedRound() {
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let d = PathTessellation.dash([(square, true)], pattern: [5, 5], phase: 0)
        #expect(Self.flat(d) == [[0, 0, 5, 0], [10, 0, 10, 5], [10, 10, 5, 10], [0, 10, 0, 5]])
    }

    /// An empty or all-zero pattern draws solid, as Core Graphics does.
    @Test func anEmptyPatternIsSolid() {
        let line: [Line] = [([Point(x: 0, y: 0), Point(x: 10, y: 0)], false)]
        #expect(Self.flat(PathTessellation.dash(line, pattern: [], phase: 0)) == [[0, 0, 10, 0]])
        #expect(Self.flat(PathTessellation.dash(line, pattern: [0, 0], phase: 3)) == [[0, 0, 10, 0]])
    }
}
