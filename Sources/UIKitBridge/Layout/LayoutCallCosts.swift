import PlaygroundCore
import UIKit

/// What a UIKit layout's own code cost: time spent in each of the calls the adapter makes into the layout, summed
/// since the meter was last read (the cost meter, docs/benchmarks.md "The cost meter"). The adapter reads no clock
/// of its own: the edge hands it one (`UIKitLayoutAdapter.costClock`), and without one nothing is timed.
///
///     adapter.costClock = { clock.now }                  // seconds, monotonic
///     let costs = adapter.takeCosts()                    // this frame's
///     costs.total                                        // seconds in the layout's own code
public struct LayoutCallCosts: Sendable, Equatable {
    /// The calls into the layout, named as UIKit names them.
    public enum Call: Int, CaseIterable, Sendable {
        case prepare, elements, item, supplementary, decoration, contentSize, targetContentOffset, shouldInvalidate,
             invalidate, appearing

        /// UIKit's name of the method (the calls a layout's own code answers; delegate calls made by a flow
        /// layout's `prepare` are in `prepare`).
        public var name: String {
            switch self {
            case .prepare: "prepare()"
            case .elements: "layoutAttributesForElements(in:)"
            case .item: "layoutAttributesForItem(at:)"
            case .supplementary: "layoutAttributesForSupplementaryView(ofKind:at:)"
            case .decoration: "layoutAttributesForDecorationView(ofKind:at:)"
            case .contentSize: "collectionViewContentSize"
            case .targetContentOffset: "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"
            case .shouldInvalidate: "shouldInvalidateLayout(forBoundsChange:)"
            case .invalidate: "invalidateLayout(with:)"
            case .appearing: "initial/finalLayoutAttributes(for…Item:)"
            }
        }
    }

    /// Per call: how many times it was made and the seconds it took in all.
    public private(set) var calls = [Int](repeating: 0, count: Call.allCases.count)
    public private(set) var seconds = [Double](repeating: 0, count: Call.allCases.count)

    public init() {}

    public mutating func add(_ call: Call, seconds s: Double) {
        calls[call.rawValue] += 1
        seconds[call.rawValue] += s
    }

    /// Adds `other`'s calls and seconds to these.
    public mutating func add(_ other: LayoutCallCosts) {
        for k in calls.indices {
            calls[k] += other.calls[k]
            seconds[k] += other.seconds[k]
        }
    }

    public subscript(call: Call) -> (calls: Int, seconds: Double) { (calls[call.rawValue], seconds[call.rawValue]) }

    /// Seconds in the layout's own code, all calls together.
    public var total: Double { seconds.reduce(0, +) }
}

extension UIKitLayoutAdapter {
    /// The clock the cost meter reads (seconds, monotonic), set by the edge; nil (the default): nothing is timed.
    /// Copies of the adapter share it.
    public var costClock: (() -> Double)? {
        get { state.costClock }
        nonmutating set { state.costClock = newValue }
    }

    /// Runs `body`, a call into the layout's own code, adding its time to `call` when a clock is set.
    @inline(__always)
    func timed<T>(_ call: LayoutCallCosts.Call, _ body: () -> T) -> T {
        guard let clock = state.costClock else { return body() }
        let start = clock()
        let result = body()
        state.costs.add(call, seconds: clock() - start)
        return result
    }

    /// What the layout's code cost since the last call (or since it was made), and starts again from zero.
    public func takeCosts() -> LayoutCallCosts {
        let costs = state.costs
        state.costs = LayoutCallCosts()
        return costs
    }
}
