/// A hosted data source that changes by itself (docs/hosting.md): its view controller inserted or deleted items on
/// its own — from a trait change when the device turned, say — so the collection view's counts moved without an
/// edit of the playground's. The playground then shows what the data source has (nothing lost, nothing invented):
/// its batches are animated through the layout's answers (Playground+HostedBatch.swift); a change without a batch
/// (a reload) makes its item count the data source's, the items animating to their places as for the panel's count.
extension Playground {
    /// Takes the hosted data source's item count when it changed since the last frame and differs from the items
    /// shown (none without a host). Only a change counts: a count that was different from the start (a layout
    /// installed by a reload, whose session kept its own count) is left as it was; a count that appears (nil
    /// before) is a change.
    ///
    ///     // a hosted view controller that inserted 1 item in its trait-change handler: 12 items → 13
    mutating func adoptHostedDataCount(at time: Double) {
        // Batches first, each animated through the layout's answers (Playground+HostedBatch.swift); the count is
        // what remains (a reload, a batch dropped).
        adoptHostedBatches(at: time)
        let count = host.layout.dataItemCount
        defer { hostedDataCount = count }
        // A layout whose data became its own after the start (a SwiftUI view's code changed its items' data:
        // docs/swiftui.md, "Views around the scroll view") had no count before: its first count is a change.
        guard let count, count != hostedDataCount, count != itemCount else { return }
        config.itemCount = count
        setItemCount(count, at: time)
    }
}
