/// The geometry of a scroll view (iOS 18's `ScrollGeometry`), what `onScrollGeometryChange(for:of:action:)` reads.
///
/// The playground's scroll layout gives (docs/swiftui.md, "Re-rendering on scroll"): `contentOffset` the scroll
/// view's offset measured from the content's own origin, so it is `-contentInsets` at the start (Apple: it "may
/// extend before zero or beyond the content size when the content insets of the scroll view are non-zero");
/// `contentSize` the content without the insets (Apple: "Adding these insets to the content size of the scroll view
/// will give you the total scrollable space"); `containerSize` the whole scroll view ("the overall size of the scroll
/// view. Combining this and the content offset will give you the current visible rect"); `visibleRect` the content
/// offset and the container size; `bounds` the visible rect less the insets (Apple: "Unlike the visible rect, this
/// value is within the content insets"; decided: Apple gives no formula).
///
///     let g = ScrollGeometry(contentOffset: CGPoint(x: -20, y: 0), contentSize: CGSize(width: 900, height: 300),
///                            contentInsets: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
///                            containerSize: CGSize(width: 400, height: 300))
///     g.visibleRect   // (-20, 0, 400, 300)
///     g.bounds        // (0, 0, 360, 300)
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The content offset and the container's size, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible rect less the content insets.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// An `onScrollGeometryChange` modifier, its value's type erased: `value` transforms a geometry, `changed` calls the
/// action when the value differs from the last one.
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundScrollGeometryObserver {
    package let value: (ScrollGeometry) -> Any
    /// Calls the action with (old, new) when they differ; says whether it did.
    package let changed: (Any, Any) -> Bool
}

nonisolated extension View {
    /// Calls `action` when the value `transform` makes of the scroll view's geometry changes (iOS 18), with the old
    /// and new values. Playground: evaluated each time the scroll layout is prepared at a new content offset (every
    /// frame the content moves); the first value is recorded, not reported (it is not a change); state the action
    /// sets re-renders the view.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        playgroundModified(.scrollGeometryChange(PlaygroundScrollGeometryObserver(
            value: { transform($0) },
            changed: { old, new in
                guard let o = old as? T, let n = new as? T, o != n else { return false }
                action(o, n)
                return true
            })))
    }

    /// Calls `action` when the view crosses `threshold` (0…1) of it visible in its scroll view (iOS 18): `true` as
    /// it becomes visible, `false` as it leaves. Playground: read on the items of a scroll layout (the modifier on an
    /// item's view); the visible fraction is the part of the item's frame inside the scroll view's bounds; views
    /// visible at the first layout are reported visible then (decided: appearing crosses the threshold).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        playgroundModified(.scrollVisibilityChange(threshold: threshold, action: action))
    }
}
