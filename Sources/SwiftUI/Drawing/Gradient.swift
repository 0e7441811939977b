import Foundation

/// A color gradient (SwiftUI's `Gradient`): colours at locations 0…1 along the gradient.
///
///     Gradient(colors: [.red, .blue]).stops.map(\.location)   // [0, 1]
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where it is (0…1).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// The colours evenly spaced from 0 to 1 (one colour: at 0).
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// The colour at `t` (0…1): the stops' colours interpolated component by component (sRGB and opacity,
    /// linearly, as Core Animation's gradients are); before the first stop its colour, after the last the last's.
    /// Playground hook (package): not part of SwiftUI's API.
    package func playgroundColor(at t: CGFloat) -> Color {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for k in 1..<sorted.count where t <= sorted[k].location {
            let a = sorted[k - 1], b = sorted[k]
            let f = b.location > a.location ? Double((t - a.location) / (b.location - a.location)) : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
        }
        return last.color
    }
}
