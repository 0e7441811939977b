/// Dashes (Core Graphics' line dash pattern, as `CAShapeLayer.lineDashPattern` and `lineDashPhase` set it): the
/// pattern's lengths alternate painted and unpainted, starting painted; the phase is how far into the pattern each
/// subpath starts (Apple, CAShapeLayer.lineDashPhase: "the dash phase applied to the shape's path"; CGContext
/// setLineDash: "the phase … how far into the dash pattern the line starts"). A closed subpath is walked round to
/// its start. Each painted stretch comes back as an open polyline, to be stroked with the layer's caps.
///
///     PathTessellation.dash([([Point(x: 0, y: 0), Point(x: 10, y: 0)], false)], pattern: [3, 2], phase: 0)
///     // [(0,0)–(3,0)], [(5,0)–(8,0)], [(10,0)–(10,0)] is not made: a dash needs a length > 0
extension PathTessellation {
    public static func dash(_ polylines: [(points: [Point], closed: Bool)], pattern: [Double], phase: Double)
        -> [(points: [Point], closed: Bool)] {
        let pattern = pattern.map { max(0, $0) }
        let period = pattern.reduce(0, +)
        // An empty pattern, or one of zeros: solid (Core Graphics draws a solid line then).
        guard !pattern.isEmpty, period > 0 else { return polylines }
        func length(_ a: Point, _ b: Point) -> Double { let d = b - a; return (d.x * d.x + d.y * d.y).squareRoot() }
        var result: [(points: [Point], closed: Bool)] = []
        for line in polylines {
            let points = line.closed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
            guard points.count >= 2 else { continue }
            // Where in the pattern the subpath starts: the element index and the length left of it.
            var p = phase.truncatingRemainder(dividingBy: period)
            if p < 0 { p += period }
            var index = 0
            while p >= pattern[index] {
                p -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var left = pattern[index] - p
            var painted = index % 2 == 0
            var current: [Point] = painted ? [points[0]] : []
            for (a, b) in zip(points, points.dropFirst()) {
                let len = length(a, b)
                guard len > 0 else { continue }
                var at = 0.0
                while len - at > left {
                    at += left
                    let q = a + (b - a) * (at / len)
                    if painted {
                        current.append(q)
                        if current.count >= 2 { result.append((current, false)) }
                        current = []
                    } else {
                        current = [q]
                    }
                    painted.toggle()
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
                left -= len - at
                if painted { current.append(b) }
            }
            if painted, current.count >= 2 { result.append((current, false)) }
        }
        return result.filter { l in zip(l.points, l.points.dropFirst()).contains { length($0.0, $0.1) > 0 } }
    }
}
