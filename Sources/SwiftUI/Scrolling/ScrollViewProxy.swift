import Foundation

/// Scrolls the scroll views of a reader (SwiftUI's `ScrollViewProxy`). Playground: does nothing.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
