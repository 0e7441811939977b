import Foundation
import PlaygroundCore

/// Frames per second over the last second, for the HUD: the number of frames that ended within the last second.
struct FrameRateMeter {
    private var ends: [Double] = []

    mutating func frameEnded(at t: Double) {
        ends.append(t)
        let cutoff = t - 1
        if let first = ends.firstIndex(where: { $0 > cutoff }), first > 0 { ends.removeFirst(first) }
    }

    /// Frames in the last second (0 until a second has passed is not assumed: it counts what there is).
    var fps: Int { ends.count }
}
