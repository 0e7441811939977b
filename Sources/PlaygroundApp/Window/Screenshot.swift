import CSDL
import Foundation

/// F12's screenshots: the frame's pixels (SDL_RenderReadPixels, before the present) saved as PNG in the current
/// folder, named `playground-YYYYMMDD-HHMMSS.png` (local time; `-2`, `-3`… when taken within the same second).
/// Saving (PNG compression, tens of milliseconds for a 1280×800 frame) runs on a background queue, so the window
/// does not stall; the main thread collects the results with `finished()` and reports them.
///
/// `@unchecked Sendable`: the queue and the main thread share only `results` and `reserved`, both guarded by `lock`.
final class ScreenshotSaver: @unchecked Sendable {
    /// A surface handed to the saving queue; the main thread keeps no reference to it.
    private struct Handoff: @unchecked Sendable { let surface: Surface }

    private let queue = DispatchQueue(label: "screenshots", qos: .utility)
    private let lock = NSLock()
    private var results: [Result<String, CLIError>] = []
    private var reserved: Set<String> = []

    /// A new file name in `directory` for a screenshot (or, with `extension: "mp4"`, a recording) taken at `date`.
    func nextPath(in directory: String = FileManager.default.currentDirectoryPath, date: Date = Date(),
                  extension ext: String = "png") -> String {
        var time = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&time, &parts)
        let stamp = String(format: "%04d%02d%02d-%02d%02d%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                           Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
        lock.lock()
        defer { lock.unlock() }
        var n = 1
        while true {
            let name = "playground-\(stamp)\(n == 1 ? "" : "-\(n)").\(ext)"
            let path = (directory as NSString).appendingPathComponent(name)
            if !reserved.contains(path), !FileManager.default.fileExists(atPath: path) {
                reserved.insert(path)
                return path
            }
            n += 1
        }
    }

    /// Saves `surface` to `path` in the background (atomically: a temporary file, then a rename).
    func save(_ surface: Surface, to path: String) {
        let handoff = Handoff(surface: surface)
        queue.async { [self] in
            let result: Result<String, CLIError>
            do {
                try handoff.surface.savePNG(to: path)
                result = .success(path)
            } catch {
                let reason = (error as? AtomicFile.Failure)?.reason ?? "\(error)"
                result = .failure(CLIError("cannot save the screenshot \(path): \(reason)"))
            }
            lock.lock()
            results.append(result)
            lock.unlock()
        }
    }

    /// The saves that have completed since the last call: the path, or a one-line error.
    func finished() -> [Result<String, CLIError>] {
        lock.lock()
        defer { lock.unlock() }
        let done = results
        results.removeAll()
        return done
    }

    /// Waits for every save in progress (before SDL may quit).
    func waitForAll() { queue.sync {} }
}
