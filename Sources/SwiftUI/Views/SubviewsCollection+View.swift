import Foundation

// iOS 18's resolved subviews as views (swiftui13: objc.io's lazy container views, `subviews[1...]` and
// `subviews.prefix(n)` placed inside a stack). Apple declares `SubviewsCollection: RandomAccessCollection, View` and
// `SubviewsCollectionSlice: RandomAccessCollection, View` (its `SubSequence`): each shows its subviews side by side
// in its parent, as a `ForEach` of them would.

/// A contiguous part of a `SubviewsCollection` (SwiftUI's `SubviewsCollectionSlice`, iOS 18): its indices are the
/// collection's, and as a view it shows its subviews side by side in its parent.
///
///     Group(subviews: content) { subviews in
///         subviews[0]
///         HStack { subviews[1...] }   // every subview after the first, in a row
///     }
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, PlaygroundPrimitiveView {
    let base: [Subview]
    let bounds: Range<Int>
    public var startIndex: Int { bounds.lowerBound }
    public var endIndex: Int { bounds.upperBound }
    public subscript(index: Int) -> Subview {
        precondition(bounds.contains(index), "Index out of range")
        return base[index]
    }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(bounds.lowerBound >= self.bounds.lowerBound && bounds.upperBound <= self.bounds.upperBound,
                     "Index out of range")
        return SubviewsCollectionSlice(base: base, bounds: bounds)
    }
}

@MainActor extension SubviewsCollection: PlaygroundNodeView {
    /// Every subview, side by side in the parent.
    package func playgroundNode() -> PlaygroundViewNode {
        .list(subviews.map { SwiftUI.playgroundNode(of: $0) })
    }
}

@MainActor extension SubviewsCollectionSlice: PlaygroundNodeView {
    /// The slice's subviews, side by side in the parent.
    package func playgroundNode() -> PlaygroundViewNode {
        .list(base[bounds].map { SwiftUI.playgroundNode(of: $0) })
    }
}
