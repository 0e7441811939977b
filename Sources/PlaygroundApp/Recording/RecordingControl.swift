import Foundation

/// The window's video recordings (F10, Shift+F10, `run --record FILE`; docs/recording.md): the recording under way,
/// those stopped and still being written, whether the next one is at half size, one asked for and not started yet,
/// and how many were saved or failed. Each method returns the HUD messages it has, in order (the last one shows);
/// the window shows them. A recording reads the window's frames and hands nothing to the playground.
final class RecordingControl {
    /// F10's recording in progress, and those stopped and still being written.
    private(set) var recording: WindowRecorder?
    private(set) var finishing: [WindowRecorder] = []
    /// Whether the next recording is at half size (Shift+F10).
    private var half: Bool
    /// A recording asked for (`run --record FILE`, F10), started with the next frame read back.
    private var pendingPath: String?
    /// Recordings finished (`recorded:`) and failed.
    private(set) var saved = 0, failed = 0

    init(record path: String?, half: Bool) {
        pendingPath = path
        self.half = half
    }

    /// Whether a recording runs or is still being written (the window keeps drawing).
    var isBusy: Bool { recording != nil || !finishing.isEmpty }

    /// F10: starts a recording to `nextPath()` with the next frame, or stops the one under way.
    func toggle(nextPath: () -> String) -> [String] {
        if recording == nil {
            pendingPath = nextPath()
            return []
        }
        return stop()
    }

    /// Shift+F10: the next recording's size, full or half of the drawable's `outputSize`.
    func toggleHalf(outputSize: (Int32, Int32)) -> [String] {
        half.toggle()
        let (w, h) = outputSize
        let size = half ? "\(w / 2)×\(h / 2), half size" : "\(w)×\(h), full size"
        return ["Recordings: \(size)" + (recording == nil ? "" : " (from the next one)")]
    }

    /// Starts the recording asked for, for frames of `outputSize` pixels, at clock time `now`.
    func startIfAsked(outputSize: (Int32, Int32), now: Double) -> [String] {
        guard let path = pendingPath else { return [] }
        pendingPath = nil
        let (w, h) = outputSize
        do {
            let r = try WindowRecorder(path: path, width: Int(w), height: Int(h), half: half, start: now)
            recording = r
            let size = r.outputSize
            Diagnostics.out("recording: \(path) (\(size.width)×\(size.height), \(Int(WindowRecorder.fps)) fps)")
            return []
        } catch {
            Diagnostics.warn("cannot record: \(error)")
            return ["Cannot record (see the terminal)"]
        }
    }

    /// Stops the recording under way; it goes on being written.
    func stop() -> [String] {
        guard let r = recording else { return [] }
        r.stop()
        recording = nil
        finishing.append(r)
        return ["Finishing \((r.path as NSString).lastPathComponent)…"]
    }

    /// Adds the frame `renderer` drew (read back before the present) at clock time `time`; a window that changed
    /// size ends the recording (a video has one size).
    func recordFrame(from renderer: Renderer, at time: Double) -> [String] {
        guard let r = recording else { return [] }
        let (w, h) = renderer.outputSize
        guard Int(w) == r.width, Int(h) == r.height else {
            return stop() + ["Recording stopped: the window changed size"]
        }
        do {
            r.add(try renderer.readPixels(format: WindowRecorder.pixelFormat.sdl), at: time)
            return []
        } catch {
            Diagnostics.warn("cannot read the frame for the recording: \(error)")
            return stop()
        }
    }

    /// Says where finished recordings went: one line on stdout each, and in the HUD.
    func report() -> [String] {
        var messages: [String] = []
        finishing.removeAll { r in
            guard let result = r.finished() else { return false }
            switch result {
            case .success(let path):
                saved += 1
                Diagnostics.out("recorded: \(path)")
                messages.append("Saved \((path as NSString).lastPathComponent)")
            case .failure(let error):
                failed += 1
                Diagnostics.warn(error.description)
                messages.append("Recording failed (see the terminal)")
            }
            return true
        }
        // A recording that failed while running (ffmpeg quit) ends at once.
        if let r = recording, r.finished() != nil {
            recording = nil
            finishing.append(r)
            messages += report()
        }
        return messages
    }

    /// At the end of the session (or when a layout's code ends the process): the recording under way is stopped and
    /// every recording is written out before the report.
    func finishAll() -> [String] {
        recording?.stop()
        if let r = recording { finishing.append(r) }
        recording = nil
        for r in finishing { _ = r.waitUntilFinished() }
        return report()
    }
}
