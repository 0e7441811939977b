import Foundation

/// Text sizes measured so far (`PlaygroundViewLayout.textSize`): a text's size depends only on its string, font
/// size, weight and wrapping width, and the font files, which do not change while the playground runs. At most
/// `capacity` entries; when full it starts again (a bound: a file that makes new strings every frame, a clock,
/// cannot grow it without end).
/// Playground hook (package): not part of SwiftUI's API.
package final class PlaygroundTextSizes: @unchecked Sendable {
    struct Key: Hashable {
        var text: String
        var size: CGFloat
        var weight: CGFloat
        var width: CGFloat?
    }

    package static let shared = PlaygroundTextSizes()
    static let capacity = 4096

    private let lock = NSLock()
    private var sizes: [Key: CGSize] = [:]

    func size(for key: Key) -> CGSize? {
        lock.lock()
        defer { lock.unlock() }
        return sizes[key]
    }

    func store(_ size: CGSize, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if sizes.count >= Self.capacity { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
    }

    /// How many sizes are kept (tests).
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return sizes.count
    }
}
