import CSDL
import Foundation

/// F10's recording (and `run --record FILE`): every frame the window shows, read back before it is presented, is
/// handed to a writer thread that pipes it to ffmpeg (`VideoEncoder`, realtime preset), so encoding never runs on
/// the main thread.
///
/// The video has a constant 60 frames per second (`WindowLoop.frameBudget`'s rate). Each shown frame is written
/// once, and again for every further 1/60 s it stayed on screen, so the video plays at the speed the window ran and
/// no shown frame is ever dropped. When ffmpeg falls behind, at most `queueLimit` frames wait; then `add` blocks
/// until one is taken: the window slows down rather than drop a frame (its frame log shows it). Repeats are
/// written only while the writer has caught up (no frame waiting): they cost ffmpeg about as much as new frames,
/// and holding frames longer because the window slowed down would slow it down further. On a machine that cannot
/// encode 60 frames a second the video then plays faster than the window ran; half size (Shift+F10) encodes a
/// quarter of the pixels (docs/recording.md has figures).
///
/// `@unchecked Sendable`: the main thread and the writer share only `queue`, `results` and `stopping`, all guarded
/// by `condition`; the encoder is used by the writer thread alone once started.
final class WindowRecorder: @unchecked Sendable {
    /// Frames per second of the video: the window's pacing rate.
    static let fps = 1 / WindowLoop.frameBudget
    /// Frames that may wait for the writer: 8 frames of 1280×800 RGBA are 33 MB; about 0.13 s at 60 fps.
    static let queueLimit = 8
    /// A frame held longer than this (a stalled window) is written for this long only, seconds.
    static let longestHold = 10.0

    /// The frames' pixel format: ARGB8888, the OpenGL renderer's own (read back without a conversion; 32-bit
    /// words 0xAARRGGBB, so bytes B, G, R, A on little-endian x86-64 and arm64, ffmpeg's `bgra`).
    static let pixelFormat = (sdl: SDL_PIXELFORMAT_ARGB8888.rawValue, ffmpeg: "bgra")

    private struct Frame: @unchecked Sendable {
        let surface: Surface
        let time: Double
    }

    let path: String
    /// Recording started at this clock time (for the HUD's timer).
    let start: Double
    let width: Int, height: Int
    private let encoder: VideoEncoder
    private let condition = NSCondition()
    private var queue: [Frame] = []
    private var stopping = false
    private var result: Result<String, CLIError>?

    /// Starts ffmpeg for frames of `width`×`height` pixels; `half`: the video at half that size.
    init(path: String, width: Int, height: Int, half: Bool, start: Double) throws {
        encoder = try VideoEncoder(path: path, width: width, height: height, fps: Self.fps, scale: half ? 0.5 : 1,
                                   speed: .realtime, pixelFormat: Self.pixelFormat.ffmpeg)
        self.path = path
        self.width = width
        self.height = height
        self.start = start
        let writer = Thread { [self] in writeLoop() }
        writer.name = "recorder"
        writer.start()
    }

    /// The video's size, pixels.
    var outputSize: (width: Int, height: Int) { (encoder.outputWidth, encoder.outputHeight) }

    /// Hands over the frame shown at clock time `time` (waits while `queueLimit` frames are already waiting).
    func add(_ surface: Surface, at time: Double) {
        condition.lock()
        while queue.count >= Self.queueLimit, result == nil { condition.wait() }
        if result == nil, !stopping { queue.append(Frame(surface: surface, time: time)) }
        condition.signal()
        condition.unlock()
    }

    /// Ends the recording: the writer finishes the queued frames and the file in the background; `finished()`
    /// says when.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    /// The outcome once the file is complete (the path) or failed (a one-line error); nil while still writing.
    func finished() -> Result<String, CLIError>? {
        condition.lock()
        defer { condition.unlock() }
        return result
    }

    /// Stops and waits until the file is complete.
    func waitUntilFinished() -> Result<String, CLIError> {
        stop()
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }

    /// The writer thread: each frame is written when the next arrives (then its time on screen is known); the last
    /// one once.
    private func writeLoop() {
        var held: Frame?
        var outcome: Result<String, CLIError>
        do {
            while true {
                condition.lock()
                while queue.isEmpty, !stopping { condition.wait() }
                let next = queue.isEmpty ? nil : queue.removeFirst()
                let behind = !queue.isEmpty
                condition.signal()
                condition.unlock()
                guard let next else { break }
                if let h = held {
                    let slots = behind ? 1 : Self.slots(until: next.time, start: start, written: encoder.framesWritten)
                    try encoder.write(h.surface, count: slots)
                }
                held = next
            }
            if let h = held { try encoder.write(h.surface) }
            try encoder.finish()
            outcome = .success(path)
        } catch let error as CLIError {
            encoder.cancel()
            outcome = .failure(error)
        } catch {
            encoder.cancel()
            outcome = .failure(CLIError("\(error)"))
        }
        condition.lock()
        result = outcome
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// How many video frames the frame on screen until the next one (shown at `next`) takes: enough that the
    /// video's clock (`written` frames at `fps` since `start`) catches up with `next`, and at least one (none is
    /// dropped).
    ///
    /// ```
    /// slots(until: 1.0 / 60, start: 0, written: 0)  // 1
    /// slots(until: 0.05, start: 0, written: 0)      // 3 (the first frame stayed 3/60 s)
    /// slots(until: 0.02, start: 0, written: 5)      // 1 (the window ran faster than 60: never dropped)
    /// ```
    static func slots(until next: Double, start: Double, written: Int) -> Int {
        let due = Int(checked: ((next - start) * fps).rounded())
        let longest = Int(checked: longestHold * fps)
        return min(longest, max(1, due - written))
    }
}
