import Foundation
import UIKit

/// What a shape is filled or stroked with, as the playground draws it: a colour or a gradient (docs/swiftui.md,
/// "Gradients"). A gradient is drawn as pieces of one colour each: convex polygons (in the shape's frame's
/// coordinates) that together cover the frame, each in the gradient's colour at its middle.
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundPaint {
    case color(Color)
    case linear(LinearGradient)
    case radial(RadialGradient)
    case angular(AngularGradient)

    /// The paint of a shape style: a colour, a gradient, or what a resolving style (a material, a hierarchical
    /// level, `AnyShapeStyle`, …: `PlaygroundResolvingShapeStyle`) stands for; nil for styles not drawn here
    /// (images: the foreground colour paints then).
    package init?(_ style: any ShapeStyle) {
        switch style {
        case let r as any PlaygroundResolvingShapeStyle: self.init(r.playgroundResolved)
        case let c as Color: self = .color(c)
        case let g as LinearGradient: self = .linear(g)
        case let g as RadialGradient: self = .radial(g)
        case let g as AngularGradient: self = .angular(g)
        case let g as AnyGradient:
            PlaygroundNotices.record("Color.gradient", .approximated,
                                     "drawn as its colour (the gradient SwiftUI makes from a colour is not published)")
            self = .color(g.playgroundColor)
        default: return nil
        }
    }

    /// One colour standing for the paint where only one can be drawn (a text's colour): a gradient's first stop.
    package var representativeColor: Color {
        switch self {
        case .color(let c): c
        case .linear(let g): g.gradient.stops.first?.color ?? .clear
        case .radial(let g): g.gradient.stops.first?.color ?? .clear
        case .angular(let g): g.gradient.stops.first?.color ?? .clear
        }
    }

    /// Steps of a gradient's parameter between 0 and 1 (every 1/64: two neighbouring bands of a black-to-white
    /// gradient differ by 4 of 255 levels).
    static let steps = 64
    /// Wedges of a turn for radial rings and angular gradients (every 5.625°: a ring's chord strays at most
    /// r(1 − cos(π/64)) ≈ 0.0012 r from its circle).
    static let sectors = 64

    /// The bands: convex polygons covering `rect` (and beyond), each with its colour, back to front.
    package func bands(in rect: CGRect) -> [(polygons: [[CGPoint]], color: Color)] {
        func at(_ u: UnitPoint) -> CGPoint { CGPoint(x: rect.minX + u.x * rect.width, y: rect.minY + u.y * rect.height) }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let diagonal = max(1, (rect.width * rect.width + rect.height * rect.height).squareRoot())
        switch self {
        case .color(let c):
            return [([corners], c)]
        case .linear(let g):
            let s = at(g.startPoint), e = at(g.endPoint)
            let d = CGPoint(x: e.x - s.x, y: e.y - s.y), len2 = d.x * d.x + d.y * d.y
            guard len2 > 1e-12 else { return [([corners], g.gradient.playgroundColor(at: 1))] }
            // t of a point: its projection on the line, 0 at the start, 1 at the end.
            let ts = corners.map { ((($0.x - s.x) * d.x + ($0.y - s.y) * d.y) / len2) }
            let lo = ts.min()!, hi = ts.max()!
            let normal = CGPoint(x: -d.y, y: d.x), nlen = len2.squareRoot()
            let far = 2 * diagonal / nlen
            func point(_ t: CGFloat, _ side: CGFloat) -> CGPoint {
                CGPoint(x: s.x + d.x * t + normal.x * far * side, y: s.y + d.y * t + normal.y * far * side)
            }
            return Self.breaks(lo, hi, stops: g.gradient.stops.map(\.location)).map { a, b in
                ([[point(a, -1), point(b, -1), point(b, 1), point(a, 1)]], g.gradient.playgroundColor(at: (a + b) / 2))
            }
        case .radial(let g):
            let c = at(g.center)
            let reach = corners.map { (($0.x - c.x) * ($0.x - c.x) + ($0.y - c.y) * ($0.y - c.y)).squareRoot() }.max()!
            let step = 2 * CGFloat.pi / CGFloat(Self.sectors)
            // The outermost ring's polygon holds the circle through the farthest corner.
            let outer = reach / cos(step / 2) + 1
            let span = g.endRadius - g.startRadius
            func t(_ r: CGFloat) -> CGFloat { abs(span) > 1e-9 ? (r - g.startRadius) / span : (r < g.startRadius ? 0 : 1) }
            func r(_ t: CGFloat) -> CGFloat { g.startRadius + span * t }
            let stopRadii = g.gradient.stops.map { r($0.location) }
            var radii = Set([0, outer] + stopRadii.filter { $0 > 0 && $0 < outer })
            for k in 0...Self.steps {
                let v = r(CGFloat(k) / CGFloat(Self.steps))
                if v > 0, v < outer { radii.insert(v) }
            }
            let sorted = radii.sorted()
            return zip(sorted, sorted.dropFirst()).map { a, b in
                let polygons = (0..<Self.sectors).map { k -> [CGPoint] in
                    let u0 = CGFloat(k) * step, u1 = CGFloat(k + 1) * step
                    func p(_ radius: CGFloat, _ u: CGFloat) -> CGPoint { CGPoint(x: c.x + radius * cos(u), y: c.y + radius * sin(u)) }
                    return a == 0 ? [c, p(b, u0), p(b, u1)] : [p(a, u0), p(b, u0), p(b, u1), p(a, u1)]
                }
                return (polygons, g.gradient.playgroundColor(at: t((a + b) / 2)))
            }
        case .angular(let g):
            let c = at(g.center)
            var start = CGFloat(g.startAngle.radians), span = CGFloat((g.endAngle - g.startAngle).radians)
            let turn = 2 * CGFloat.pi
            if abs(span) < 1e-9 { span = turn }
            if span > turn { start += span - turn; span = turn }  // only the last whole turn
            let reach = corners.map { (($0.x - c.x) * ($0.x - c.x) + ($0.y - c.y) * ($0.y - c.y)).squareRoot() }.max()!
            let step = turn / CGFloat(Self.sectors)
            let far = reach / cos(step / 2) + 1
            func color(_ angle: CGFloat) -> Color {
                var a = (angle - start).truncatingRemainder(dividingBy: turn)
                if a < 0 { a += turn }
                if span > 0, a <= span { return g.gradient.playgroundColor(at: a / span) }
                // The missing area: the colour at 1 for its first half, at 0 for the second.
                let missing = turn - max(0, span)
                return (a - max(0, span)) < missing / 2 ? g.gradient.playgroundColor(at: 1) : g.gradient.playgroundColor(at: 0)
            }
            return (0..<Self.sectors).map { k in
                let u0 = start + CGFloat(k) * step, u1 = u0 + step
                let polygon = [c, CGPoint(x: c.x + far * cos(u0), y: c.y + far * sin(u0)),
                               CGPoint(x: c.x + far * cos(u1), y: c.y + far * sin(u1))]
                return ([polygon], color((u0 + u1) / 2))
            }
        }
    }

    /// Band edges from `lo` to `hi`: the gradient's steps and its stops, and one band each before 0 and after 1.
    static func breaks(_ lo: CGFloat, _ hi: CGFloat, stops: [CGFloat]) -> [(CGFloat, CGFloat)] {
        var edges = Set([lo, hi])
        for k in 0...steps { edges.insert(CGFloat(k) / CGFloat(steps)) }
        for s in stops { edges.insert(s) }
        let sorted = edges.filter { $0 >= lo && $0 <= hi }.sorted()
        return zip(sorted, sorted.dropFirst()).filter { $1 - $0 > 1e-9 }.map { ($0, $1) }
    }
}
