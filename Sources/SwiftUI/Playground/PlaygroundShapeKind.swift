import Foundation

/// Which shape a shape view, `.clipShape` or `.background(_:in:)` names, as the playground draws it: SwiftUI's
/// built-in shapes by their geometry; another `Shape` by its type's name (not drawn: the item is drawn as its
/// photo, docs/swiftui.md, "Drawing item views").
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundShapeKind: Equatable {
    case rectangle
    case roundedRectangle(CGFloat)
    case circle
    case capsule
    case ellipse
    case other(String)

    package init(_ shape: any Shape) {
        switch shape {
        case is Rectangle: self = .rectangle
        case let r as RoundedRectangle: self = .roundedRectangle(max(0, r.cornerSize.width))
        case is Circle: self = .circle
        case is Capsule: self = .capsule
        case is Ellipse: self = .ellipse
        default: self = .other(String(describing: type(of: shape)))
        }
    }

    /// The part of `rect` the shape covers as a rectangle (a circle: the centered square) and its corner radius,
    /// at most half the shorter side; nil for shapes not drawn here.
    package func rounded(in rect: CGRect) -> (rect: CGRect, radius: CGFloat)? {
        let half = min(rect.width, rect.height) / 2
        switch self {
        case .rectangle: return (rect, 0)
        case .roundedRectangle(let r): return (rect, min(r, half))
        case .capsule, .ellipse: return (rect, half)
        case .circle:
            let d = 2 * half
            return (CGRect(x: rect.midX - half, y: rect.midY - half, width: d, height: d), half)
        case .other: return nil
        }
    }
}
