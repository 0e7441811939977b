import Foundation
import PlaygroundCore

/// A hosted controller whose data arrives from work it started off the main actor while it loaded (maryamchrs's
/// VIP interactor: `Task { await presenter?.presentCollectionData(…) }` in `viewDidLoad`, the snapshot applied when
/// the task hops back to the main actor): on a device the first frames show an empty list and the items a moment
/// later. A one-shot command (`dump`) looks at one moment; without this it showed 0 items of an app that shows its
/// items at once on an iPhone. The window needs no wait: it turns the main run loop every frame.
///
/// Decided: after the host loads, when its data source has no items, the main run loop is turned (the hop back to
/// the main actor is a block on the main queue) until the data source has an item or `limit` seconds of wall clock
/// have passed — an app whose list is empty (or waits for the network) costs the command that much, once. The
/// layout is prepared again by the caller, so what the data source applied is laid out as its own batch did.
enum HostedDataWait {
    /// How long a command waits for a hosted data source's first items, seconds of wall clock: long enough for a
    /// local load on a busy machine, short for a command run by hand.
    static let limit: TimeInterval = 3

    /// Turns the main run loop until `layout`'s hosted data has an item or `limit` seconds passed; true when it
    /// has items at the end. Nothing for a layout whose data is the playground's (`dataItemCount` nil) or that
    /// already has items, or off the main thread.
    @discardableResult
    static func awaitFirstItems(of layout: any CollectionLayout, limit: TimeInterval = limit) -> Bool {
        guard let count = layout.dataItemCount else { return false }
        guard count == 0, Thread.isMainThread else { return count > 0 }
        let deadline = Date(timeIntervalSinceNow: limit)
        while Date() < deadline {
            // Handles what is ready, or waits for a source up to 20 ms (a main-queue block wakes it at once).
            _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.02)))
            if (layout.dataItemCount ?? 0) > 0 { return true }
        }
        return false
    }
}
