import Foundation

/// Scrolls the scroll views of a reader (SwiftUI's `ScrollViewProxy`).
///
/// `scrollTo(_:anchor:)` asks the playground's scroll view (the layout the file's view became) to show the item
/// whose `ForEach` id is `id`, with the core's programmatic-scroll animation when called inside `withAnimation`
/// (docs/swiftui.md, "Scrolling by code"). Apple, `scrollTo(_:anchor:)`: "If anchor is nil, this method finds the
/// container of the identified view, and scrolls the minimum amount to make the identified view wholly visible";
/// with an anchor, that point of the view meets the same point of the scroll view.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        PlaygroundScrollRequests.pending = PlaygroundScrollRequests.Request(
            playgroundID: AnyHashable(id), playgroundAnchor: anchor, playgroundAnimation: PlaygroundTransaction.current)
    }
}

/// What `ScrollViewProxy.scrollTo` asked for and the scroll layout has not taken yet: the layout whose views run
/// the call (in an action, `onAppear`, `onReceive`, `onChange`) takes it when it is next prepared.
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundScrollRequests {
    package struct Request {
        package var playgroundID: AnyHashable
        package var playgroundAnchor: UnitPoint?
        /// The animation of the `withAnimation` the call was made in (nil: at once).
        package var playgroundAnimation: Animation?
    }
    nonisolated(unsafe) package static var pending: Request?

    /// The last request since the last call.
    package static func take() -> Request? {
        defer { pending = nil }
        return pending
    }
}
