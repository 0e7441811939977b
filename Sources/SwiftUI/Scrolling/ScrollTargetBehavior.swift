/// Where a scroll gesture comes to rest (SwiftUI's `ScrollTargetBehavior`, iOS 17): SwiftUI calls
/// `updateTarget(_:context:)` when a gesture ends, with the target its deceleration would reach; the behaviour may
/// move it.
///
///     struct TenPoints: ScrollTargetBehavior {
///         func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///             target.rect.origin.y = (target.rect.minY / 10).rounded() * 10
///         }
///     }
///
/// Playground: called when a drag or fling ends, with the velocity in points per second (docs/swiftui.md,
/// "Scrolling"); a file's behaviour type is a snapping behaviour of its own.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Updates `target`, the rectangle scrolling would come to rest on (the scroll view's bounds there).
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The rectangle a scroll view comes to rest on (SwiftUI's `ScrollTarget`).
public struct ScrollTarget: Equatable {
    /// The scroll view's bounds at rest, in its content's coordinates.
    public var rect: CGRect
    /// Which point of `rect` is aligned with the scroll view's same point; nil: top leading.
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows when it updates a target (SwiftUI's `ScrollTargetBehaviorContext`).
public struct ScrollTargetBehaviorContext {
    /// The target before any behaviour changed it (where the gesture began, at rest).
    public let originalTarget: ScrollTarget
    /// The velocity when the gesture ended, points per second (docs/swiftui.md, "Velocity").
    public let velocity: CGVector
    /// The size of the scroll view's content (insets included).
    public let contentSize: CGSize
    /// The size of the scroll view less its insets (Apple: "the size of the bounds of the scroll view subtracting
    /// any insets applied to the scroll view (like the safe area)"; here the safe area and content margins).
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set
    /// The frames of the scroll targets (views of a `.scrollTargetLayout()` container, or `.scrollTarget()` views)
    /// in content coordinates, for the built-in view-aligned behaviour.
    package let playgroundTargets: [CGRect]
    /// The content's insets (safe area and content margins), for the built-in behaviours.
    package let playgroundInsets: EdgeInsets
    /// The scroll view's whole size (the visible rectangle a target's origin moves), insets included.
    package let playgroundViewport: CGSize

    package init(originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize,
                 axes: Axis.Set, targets: [CGRect] = [], insets: EdgeInsets = EdgeInsets(), viewport: CGSize? = nil) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        playgroundTargets = targets
        playgroundInsets = insets
        playgroundViewport = viewport ?? containerSize
    }

    /// The largest top-leading origin the content allows.
    package var playgroundMaxOrigin: CGPoint {
        CGPoint(x: max(0, contentSize.width - playgroundViewport.width), y: max(0, contentSize.height - playgroundViewport.height))
    }
}
