import Foundation

/// A dragging motion (SwiftUI's `DragGesture`). Playground: recognized on an item's view (Gestures/Gesture.swift).
public struct DragGesture: Gesture {
    /// The attributes of a drag (SwiftUI's `DragGesture.Value`).
    ///
    /// It stores what iOS's stores, in the same order: `time`, `location`, `startLocation`, `velocity` (seven
    /// `Double`s, 56 bytes: fermoya/SwiftUIPager's tests build one with `unsafeBitCast` of seven `Double`s, which
    /// only compiles when the sizes agree); the translations and `predictedEndLocation` are computed from them.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        /// The velocity of the drag, in points per second.
        public var velocity: CGSize
        /// Apple says only "a prediction, based on the current drag velocity, of where the final location will be
        /// if dragging stopped now". Decided: where a UIScrollView at its normal deceleration (0.998 per
        /// millisecond) would stop from that velocity: `location + velocity · 0.998 / (1 − 0.998) / 1000`, about
        /// half a second of the velocity.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.predictionSeconds,
                    y: location.y + velocity.height * Self.predictionSeconds)
        }
        /// The seconds of the velocity `predictedEndLocation` adds: 0.998 / (1 − 0.998) / 1000 (UIScrollView's
        /// `.normal` deceleration rate, 0.998 per millisecond), 0.499 s.
        private static let predictionSeconds = 0.998 / (1 - 0.998) / 1000
        /// The total translation from the start of the drag to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The translation the drag would reach if it stopped now, by its current velocity.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        package init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    /// A drag that starts after `minimumDistance` points (10 by default, Apple's documented default).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// One or more taps (SwiftUI's `TapGesture`). Playground: a single tap's `onEnded` runs when its view is clicked
/// inside an item (docs/swiftui.md, "Taps"); more taps are never recognized.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap, with where it landed (SwiftUI's `SpatialTapGesture`). Playground: never recognized.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// A press held for a duration (SwiftUI's `LongPressGesture`; Apple's defaults: 0.5 s, 10 points). Playground:
/// recognized on an item's view (Gestures/Gesture.swift).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A pinch (SwiftUI's `MagnifyGesture`, iOS 17). Playground: recognized on an item's view from Ctrl + wheel
/// (Gestures/PlaygroundPinch.swift).
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (SwiftUI's `MagnificationGesture`, before iOS 17); its value is the scale. Playground: recognized on an
/// item's view from Ctrl + wheel (Gestures/PlaygroundPinch.swift).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (SwiftUI's `RotateGesture`, iOS 17). Playground: recognized on an item's view from
/// Ctrl + Shift + wheel (Gestures/PlaygroundPinch.swift).
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation (SwiftUI's `RotationGesture`, before iOS 17); its value is the angle. Playground:
/// recognized on an item's view from Ctrl + Shift + wheel (Gestures/PlaygroundPinch.swift).
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A property wrapper that updates a value while a gesture is under way and resets it when it ends (SwiftUI's
/// `GestureState`). Playground: kept by the view's identity as `@State` is (docs/swiftui.md, "State and identity");
/// a drag's or long press's `updating` sets it on an item's view, and it goes back to its initial value when the
/// gesture ends or is cancelled (Apple: "resets the property back to its initial state when the gesture ends");
/// a change re-renders the view, as a state change does.
@propertyWrapper public struct GestureState<Value> {
    final class Box {
        let initial: Value
        private var own: Value
        /// The box kept at the view's identity (PlaygroundIdentity.swift).
        var adopted: Box?
        var value: Value {
            get { adopted?.value ?? own }
            set {
                if let adopted { adopted.value = newValue; return }
                own = newValue
                PlaygroundStateChanges.changed()
            }
        }
        func reset() {
            if let adopted { adopted.reset(); return }
            own = initial
            PlaygroundStateChanges.changed()
        }
        init(_ v: Value) { initial = v; own = v }
    }
    let box: Box
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }
    public init(wrappedValue: Value, resetTransaction: Transaction) { box = Box(wrappedValue) }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { box = Box(wrappedValue) }
    public var wrappedValue: Value { box.value }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

extension GestureState: PlaygroundStateProperty {
    package func playgroundAdopt(_ store: PlaygroundStateStore, key: Int) {
        if let kept = store.boxes[key] as? Box {
            if kept !== box { box.adopted = kept }
        } else {
            store.boxes[key] = box
        }
    }
}
