import Foundation

/// The radii of a rectangle's four corners (SwiftUI's `RectangleCornerRadii`, iOS 17), by edge: leading and
/// trailing as a left-to-right layout has them.
nonisolated public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners are rounded by different radii (SwiftUI's `UnevenRoundedRectangle`, iOS 17: "A
/// rectangular shape with rounded corners with different values, aligned inside the frame of the view containing
/// it"), e.g. a card rounded at the top only:
///
///     UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
///         .path(in: CGRect(x: 0, y: 0, width: 100, height: 60))   // straight bottom corners
///
/// Decided where Apple is silent: each radius is clamped to 0…half the shorter side (as `RoundedRectangle` is
/// here); each corner is a circular quarter (`style` is stored, `.continuous` drawn as `.circular`, as
/// `RoundedRectangle` here); leading is the left edge (the playground lays out left to right).
nonisolated public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius,
                                                    topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The outline clockwise on screen from the top edge: each corner a quarter circle of its radius.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let half = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { min(max(0, v.isFinite ? v : 0), half) }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        // The standard 0.5523 control-point factor of a quarter circle as one cubic Bézier (Path.addEllipse's).
        let k: CGFloat = 0.5522847498
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + k * tr, y: r.minY),
                       control2: CGPoint(x: r.maxX, y: r.minY + tr - k * tr))
        }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            p.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + k * br),
                       control2: CGPoint(x: r.maxX - br + k * br, y: r.maxY))
        }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - k * bl, y: r.maxY),
                       control2: CGPoint(x: r.minX, y: r.maxY - bl + k * bl))
        }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            p.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - k * tl),
                       control2: CGPoint(x: r.minX + tl - k * tl, y: r.minY))
        }
        p.closeSubpath()
        return p
    }
}

/// `.clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))`, as SwiftUI declares it (iOS 17).
nonisolated extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}
