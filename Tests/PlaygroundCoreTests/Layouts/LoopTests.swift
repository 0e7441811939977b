import Testing
import TestSupport
@testable import PlaygroundCore

/// The carousels' loop mode: slot k shows item k mod n, with no seam.
@Suite struct LoopTests {
    let viewport = Size(width: 1280, height: 800)

    func prepared(_ name: String, items: Int, offsetX: Double) throws -> any CollectionLayout {
        var l = try LayoutRegistry.make(name, params: ["loop": "true"])
        l.prepare(LayoutContext(viewport: viewport, contentOffset: Point(x: offsetX, y: 0), itemCount: items))
        return l
    }

    @Test(arguments: ["rotating", "cards"])
    func slotsWrapAndTheRowHasNoEnds(name: String) throws {
        for n in [1, 2, 3, 7] {
            let l = try prepared(name, items: n, offsetX: 0)
            let page = l.snapPage(for: .zero)!
            // Pages past the last item and before the first exist.
            let ahead = l.snapOffset(forPage: page + 3 * n + 1)!, behind = l.snapOffset(forPage: page - 2 * n - 1)!
            let there = try prepared(name, items: n, offsetX: ahead.x), back = try prepared(name, items: n, offsetX: behind.x)
            #expect(there.snapPage(for: ahead) == page + 3 * n + 1)
            #expect(back.snapPage(for: behind) == page - 2 * n - 1)
            // Visible cells show items k mod n: all indices valid, and with few items the same item repeats.
            let cells = there.attributes(in: Rect(origin: ahead, size: viewport)).filter { $0.category == .cell }
            #expect(!cells.isEmpty)
            #expect(cells.allSatisfy { (0..<n).contains($0.indexPath.item) })
            #expect(l.contentOffsetRange.min.x < -1e9 && l.contentOffsetRange.max.x > 1e9)
        }
    }

    @Test(arguments: ["rotating", "cards"])
    func everyFrameIsAContinuousFunctionOfTheOffset(name: String) throws {
        // Sweep the offset across several wraps in small steps: the cell in each slot moves by the step and its
        // rotation/scale changes smoothly (except rotating's one full turn per step, which is continuous mod 2π).
        let n = 3
        var previous: [Double: LayoutAttributes] = [:]
        var x = -2000.0
        while x < 2000 {
            let l = try prepared(name, items: n, offsetX: x)
            var now: [Double: LayoutAttributes] = [:]
            for a in l.attributes(in: Rect(x: x, y: 0, width: viewport.width, height: viewport.height)) where a.category == .cell {
                now[a.center.x] = a
                if let p = previous[a.center.x] {
                    #expect(p.indexPath == a.indexPath, "slot at \(a.center.x) changed item at offset \(x)")
                    let d = DecomposedTransform(p.transform), e = DecomposedTransform(a.transform)
                    var turn = abs(d.rotation - e.rotation).truncatingRemainder(dividingBy: 2 * .pi)
                    turn = min(turn, 2 * .pi - turn)
                    #expect(turn < 0.2 && abs(d.scaleY - e.scaleY) < 0.01 && abs(p.alpha - a.alpha) < 0.01,
                            "\(name) jumps at offset \(x)")
                }
            }
            previous = now
            x += 5
        }
    }
}
