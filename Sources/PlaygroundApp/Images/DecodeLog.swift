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

    static func line(_ job: ImageDecoder.Job, _ result: Result<DecodedImage, DecodeFailure>, milliseconds: Double,
                     stages: [(name: String, milliseconds: Double)] = []) {
        var text = "decode \(job.path.lastComponent.display) \(job.storedWidth)×\(job.storedHeight)"
        if job.metadata.orientation != .up { text += " orientation \(job.metadata.orientation.rawValue)" }
        text += ": "
        switch result {
        case .success(let image):
            switch image.source {
            case .thumbnail(let folder): text += "thumbnail \(folder)"
            case .exifThumbnail: text += "EXIF thumbnail"
            case .original(let written):
                text += image.how
                if let written { text += ", thumbnail \(written) written" }
            }
            text += " → \(image.surface.width)×\(image.surface.height)"
        case .failure(let failure): text += failure.isCancelled ? "cancelled" : "failed: \(failure.reason)"
        }
        text += String(format: " in %.1f ms", milliseconds)
        if !stages.isEmpty {
            text += " (" + stages.map { $0.name + String(format: " %.1f", $0.milliseconds) }.joined(separator: ", ") + ")"
        }
        Diagnostics.line(text)
    }

    /// Where one decode's time went, for the log's last part: "(queued 12.0, read 0.3, decode 38.1, downscale 1.0,
    /// upright 0.4, thumbnail write 6.2, surface 0.1)", milliseconds. Each `mark` closes the stage since the last.
    final class Stages {
        private(set) var list: [(name: String, milliseconds: Double)] = []
        private var last = DecodeLog.now()

        func add(_ name: String, milliseconds: Double) { list.append((name, milliseconds)) }

        func mark(_ name: String) {
            guard DecodeLog.isOn else { return }
            let now = DecodeLog.now()
            list.append((name, (now - last) * 1000))
            last = now
        }
    }
}
