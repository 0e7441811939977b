import Foundation

/// Which shape a shape view, `.clipShape` or `.background(_:in:)` names, as the playground draws it: SwiftUI's
/// built-in shapes by their geometry; another `Shape` (a `Path`, a custom shape) by its type's name and its
/// `path(in:)` (docs/swiftui.md, "Drawing item views").
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundShapeKind: Equatable {
    case rectangle
    case roundedRectangle(CGFloat)
    case circle
    case capsule
    case ellipse
    case other(String, PlaygroundShapePath)

    /// A custom shape's `path(in:)`; two are equal when their shapes' types are (the kind is compared by name).
    package struct PlaygroundShapePath: Equatable {
        package let path: (CGRect) -> Path
        package static func == (a: Self, b: Self) -> Bool { true }
    }

    package init(_ shape: any Shape) {
        switch shape {
        case is Rectangle: self = .rectangle
        case let r as RoundedRectangle: self = .roundedRectangle(max(0, r.cornerSize.width))
        case is Circle: self = .circle
        case is Capsule: self = .capsule
        case is Ellipse: self = .ellipse
        default:
            let copy = shape
            self = .other(String(describing: type(of: shape)), PlaygroundShapePath(path: { copy.path(in: $0) }))
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

    /// The shape's outline in `rect`.
    package func path(in rect: CGRect) -> Path {
        switch self {
        case .rectangle: Rectangle().path(in: rect)
        case .roundedRectangle(let r): RoundedRectangle(cornerRadius: r).path(in: rect)
        case .circle: Circle().path(in: rect)
        case .capsule: Capsule().path(in: rect)
        case .ellipse: Ellipse().path(in: rect)
        case .other(_, let p): p.path(rect)
        }
    }
}
