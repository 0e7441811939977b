import Foundation

/// Pinches and rotations on an item's view (docs/swiftui.md, "Pinches and rotations"; swiftchrome15). A mouse has one
/// pointer, so the playground makes the two-finger values from the wheel over the view (decided; the core's
/// CollectionLayout+ItemPinch.swift): Ctrl + wheel pinches (×1.1 a notch away from the user), Ctrl + Shift + wheel
/// rotates (15° clockwise a notch away); letting Ctrl go ends the gesture. The recognizer's value is one
/// `PlaygroundPinchRaw`; each gesture makes its own from it: `MagnifyGesture.Value` (`magnification`, `velocity`
/// in scale per second, `startAnchor` and `startLocation` where the wheel turned in the view), `MagnificationGesture`'s
/// scale, `RotateGesture.Value` (`rotation`, `velocity` per second), `RotationGesture`'s angle. A pinch
/// `simultaneously(with:)` a rotation is told both values in one gesture.
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundPinchRaw {
    package var scale: CGFloat
    package var angle: Angle
    /// Where the wheel turned, in the gesture's view, and that view's size.
    package var location: CGPoint
    package var size: CGSize
    /// Since the gesture began: its scale and angle per second.
    package var scaleVelocity: CGFloat
    package var angleVelocity: Angle
    package var time: Date
    package init(scale: CGFloat, angle: Angle, location: CGPoint, size: CGSize, scaleVelocity: CGFloat,
                 angleVelocity: Angle, time: Date) {
        self.scale = scale
        self.angle = angle
        self.location = location
        self.size = size
        self.scaleVelocity = scaleVelocity
        self.angleVelocity = angleVelocity
        self.time = time
    }

    var anchor: UnitPoint {
        UnitPoint(x: size.width > 0 ? location.x / size.width : 0.5, y: size.height > 0 ? location.y / size.height : 0.5)
    }
}

extension MagnifyGesture: PlaygroundRecognizedGesture {
    package var playgroundKind: PlaygroundGestureHandler.Kind { .playgroundPinch(magnify: true, rotate: false) }
    package func playgroundValue(from raw: Any) -> Any? {
        guard let r = raw as? PlaygroundPinchRaw else { return nil }
        return Value(time: r.time, magnification: r.scale, velocity: r.scaleVelocity, startAnchor: r.anchor,
                     startLocation: r.location)
    }
}

extension MagnificationGesture: PlaygroundRecognizedGesture {
    package var playgroundKind: PlaygroundGestureHandler.Kind { .playgroundPinch(magnify: true, rotate: false) }
    package func playgroundValue(from raw: Any) -> Any? { (raw as? PlaygroundPinchRaw)?.scale }
}

extension RotateGesture: PlaygroundRecognizedGesture {
    package var playgroundKind: PlaygroundGestureHandler.Kind { .playgroundPinch(magnify: false, rotate: true) }
    package func playgroundValue(from raw: Any) -> Any? {
        guard let r = raw as? PlaygroundPinchRaw else { return nil }
        return Value(time: r.time, rotation: r.angle, velocity: r.angleVelocity, startAnchor: r.anchor,
                     startLocation: r.location)
    }
}

extension RotationGesture: PlaygroundRecognizedGesture {
    package var playgroundKind: PlaygroundGestureHandler.Kind { .playgroundPinch(magnify: false, rotate: true) }
    package func playgroundValue(from raw: Any) -> Any? { (raw as? PlaygroundPinchRaw)?.angle }
}
