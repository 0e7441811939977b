import Foundation
import PlaygroundCore

/// `run --frame-log FILE`: one CSV line per frame, written when the window closes. `intervalMs` is the time since
/// the previous frame began (what the eye sees: a long interval is a stall); `workMs` the frame's own work, without
/// the pacing sleep, split into `coreMs` (events, advance), `uploadMs` (asking for images, making textures),
/// `drawMs` (DrawList and chrome submitted) and `presentMs` (SDL_RenderPresent: the GPU finishing and the swap);
/// `uploads` the textures made in the frame; `decoded` the images decoded so far; `failed` the images that could not
/// be decoded; `layoutQueries` the UIKit layout's `layoutAttributesForElements(in:)` calls since the previous frame's
/// cost reading (0 for a native layout; docs/benchmarks.md, "Rect queries a frame").
struct FrameLog {
    private(set) var lines = ["frame,t,intervalMs,workMs,coreMs,uploadMs,drawMs,presentMs,uploads,decoded,failed,layoutQueries"]

    mutating func record(frame: Int, t: Double, interval: Double, work: Double, core: Double, upload: Double,
                         draw: Double, present: Double, uploads: Int, decoded: Int, failed: Int, layoutQueries: Int) {
        lines.append(String(format: "%d,%.4f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%d,%d,%d,%d", frame, t, interval * 1000,
                            work * 1000, core * 1000, upload * 1000, draw * 1000, present * 1000, uploads, decoded,
                            failed, layoutQueries))
    }

    func write(to path: String) throws {
        try AtomicFile.write(lines.joined(separator: "\n") + "\n", to: path)
    }
}
