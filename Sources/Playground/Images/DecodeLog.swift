import Foundation
import PlaygroundCore

/// One line per decode on standard error when `LAYOUT_PLAYGROUND_DECODE_LOG=1` (docs/photos.md): which file, its
/// stored size and orientation, where the pixels came from (a cached thumbnail, or the original at which DCT scale),
/// the size kept, and the wall time on its worker. For benchmarks (scripts/bench-photos.sh) and for seeing why a
/// photo looks as it does; off by default.
///
///     decode photo-0003.jpg 4000×3000 orientation 6: JPEG at 1/4: 1000×750, thumbnail x-large written → 375×500 in 41.2 ms
enum DecodeLog {
    static let isOn: Bool = {
        guard let value = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_DECODE_LOG"] else { return false }
        return !value.isEmpty && value != "0"
    }()

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func line(_ job: ImageDecoder.Job, _ result: Result<DecodedImage, DecodeFailure>, milliseconds: Double) {
        var text = "decode \(job.path.lastComponent.display) \(job.storedWidth)×\(job.storedHeight)"
        if job.metadata.orientation != .up { text += " orientation \(job.metadata.orientation.rawValue)" }
        text += ": "
        switch result {
        case .success(let image):
            switch image.source {
            case .thumbnail(let folder): text += "thumbnail \(folder)"
            case .original(let written):
                text += image.how
                if let written { text += ", thumbnail \(written) written" }
            }
            text += " → \(image.surface.width)×\(image.surface.height)"
        case .failure(let failure): text += failure.isCancelled ? "cancelled" : "failed: \(failure.reason)"
        }
        Diagnostics.line(text + String(format: " in %.1f ms", milliseconds))
    }
}
