import CoreGraphics

/// A coordinate space points and rectangles convert between (UIKit's UICoordinateSpace, UIView.h: `bounds` and the
/// four conversions; UIView and UIScreen's `coordinateSpace` / `fixedCoordinateSpace` are spaces).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIScreen {
    /// The screen's coordinate space, in the interface's orientation (UIScreen.h, `coordinateSpace`): its bounds are
    /// the screen's `bounds`.
    ///
    /// Playground: approximated: converting to or from a view's space takes the view's coordinates as the screen's.
    public var coordinateSpace: any UICoordinateSpace { UIScreenCoordinateSpace(screen: self, fixed: false) }
    /// The screen's space in portrait-up orientation (UIScreen.h, `fixedCoordinateSpace`): its bounds are the
    /// screen's in portrait, whatever the orientation.
    public var fixedCoordinateSpace: any UICoordinateSpace { UIScreenCoordinateSpace(screen: self, fixed: true) }
}

/// A screen's space. Playground: the window is the screen, so a point keeps its coordinates between two screen
/// spaces of the same orientation; between the turned and the portrait space the coordinates are swapped as a
/// landscape-right turn does (x' = height − y, y' = x), and a space given by another type (a view) is taken as the
/// screen's own, with a notice (views do not convert to screen spaces here).
final class UIScreenCoordinateSpace: UICoordinateSpace {
    let screen: UIScreen
    let fixed: Bool
    init(screen: UIScreen, fixed: Bool) { self.screen = screen; self.fixed = fixed }

    var bounds: CGRect {
        let b = screen.bounds
        guard fixed else { return b }
        return CGRect(x: 0, y: 0, width: min(b.width, b.height), height: max(b.width, b.height))
    }

    /// Whether this space and the screen's turned one differ (a landscape screen's fixed space).
    private var turned: Bool { fixed && screen.bounds.width > screen.bounds.height }

    private func toScreen(_ p: CGPoint) -> CGPoint {
        turned ? CGPoint(x: p.y, y: screen.bounds.height - p.x) : p
    }
    private func fromScreen(_ p: CGPoint) -> CGPoint {
        turned ? CGPoint(x: screen.bounds.height - p.y, y: p.x) : p
    }
    private func other(_ space: any UICoordinateSpace) -> UIScreenCoordinateSpace? {
        if let s = space as? UIScreenCoordinateSpace { return s }
        PlaygroundNotices.record("UIScreen.coordinateSpace", .approximated,
                                 "a conversion with a view's space takes the view's coordinates as the screen's")
        return nil
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        let s = toScreen(point)
        return other(coordinateSpace)?.fromScreen(s) ?? s
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        fromScreen(other(coordinateSpace)?.toScreen(point) ?? point)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        Self.box(rect) { convert($0, to: coordinateSpace) }
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        Self.box(rect) { convert($0, from: coordinateSpace) }
    }
    /// The smallest rectangle holding the converted corners (a quarter turn keeps rectangles rectangles).
    private static func box(_ r: CGRect, _ f: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(f)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
