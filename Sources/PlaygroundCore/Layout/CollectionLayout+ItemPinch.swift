/// Two-finger gestures an item's own view recognizes (a SwiftUI view's `MagnifyGesture` / `MagnificationGesture`,
/// `RotateGesture` / `RotationGesture`: SwiftUIViewLayoutAdapter+Pinch.swift). A mouse has one pointer, so the
/// playground makes them from the wheel turned over the item (decided; docs/replay.md, the window's key table):
/// Ctrl + wheel pinches, Ctrl + Shift + wheel rotates; each notch away from the user (dy > 0) scales by 1.1 or turns
/// 15° clockwise (SwiftUI's positive angle on a y-down screen), toward the user the inverse; the gesture ends when
/// Ctrl is let go (or the pointer goes down).
///
///     ItemPinchClaim(magnify: true, rotate: false)   // a photo that zooms with Ctrl + wheel
public struct ItemPinchClaim: Equatable, Sendable {
    /// Whether the item's view recognizes a pinch.
    public var magnify: Bool
    /// Whether it recognizes a rotation.
    public var rotate: Bool
    public init(magnify: Bool, rotate: Bool) {
        self.magnify = magnify
        self.rotate = rotate
    }
}

/// One moment of an item's pinch or rotation, told to the layout that claimed it.
public struct ItemPinchEvent: Equatable, Sendable {
    /// Where the pinch or rotation is: changed by a wheel notch (the first begins it), or ended when Ctrl is let go.
    public enum Phase: Equatable, Sendable {
        /// The scale or angle changed (the first change begins the gesture).
        case changed
        /// Ctrl was let go: the gesture ended at its last values.
        case ended
    }
    public var phase: Phase
    /// Whether it is a rotation (else a pinch).
    public var rotation: Bool
    public var indexPath: IndexPath
    /// Where the pointer is (content coordinates): the gesture's centre.
    public var location: Point
    /// The content offset (content coordinates minus this are viewport coordinates).
    public var contentOffset: Point
    /// The scale since the gesture began (1 at its start).
    public var scale: Double
    /// The angle since the gesture began, radians, clockwise on the screen.
    public var angle: Double
    /// Seconds (the playground's clock) since the gesture began, and now.
    public var startTime: Double
    public var time: Double
    public init(phase: Phase, rotation: Bool, indexPath: IndexPath, location: Point, contentOffset: Point,
                scale: Double, angle: Double, startTime: Double, time: Double) {
        self.phase = phase
        self.rotation = rotation
        self.indexPath = indexPath
        self.location = location
        self.contentOffset = contentOffset
        self.scale = scale
        self.angle = angle
        self.startTime = startTime
        self.time = time
    }

    /// The scale one wheel notch gives (×1.1 per notch away from the user).
    public static let scalePerNotch = 1.1
    /// The angle one wheel notch gives: 15°, in radians.
    public static let anglePerNotch = Double.pi / 12
}

extension CollectionLayout {
    /// Built-in layouts and UIKit files claim no pinch: Ctrl + wheel does what it did.
    public func itemPinches(at indexPath: IndexPath, point: Point) -> ItemPinchClaim? { nil }
    public mutating func itemPinch(_ event: ItemPinchEvent) {}
}
