import CSDL
import PlaygroundCore

/// What the window is doing, as `run --status-file` reports it (docs/status-file.md, a contract): the core's state
/// (motion, switch, zoom, reorder, layout, offset at rest), the window's own (overlays, panel, screenshots,
/// recordings, layout-file builds, images) and how many input events of each kind the window has taken from SDL.
/// A value compared frame to frame: the file is written only when it changes.
struct WindowStatus: Equatable {
    /// SDL events the window took, by kind (counted as they are drained, before the panel or the core sees them).
    struct InputCounts: Equatable {
        var keyDown = 0, keyUp = 0, buttonDown = 0, buttonUp = 0, wheel = 0, motion = 0, window = 0

        /// Counts `event` under its kind (other kinds are not counted).
        mutating func count(_ event: SDL_Event) {
            switch event.type {
            case SDL_KEYDOWN.rawValue: keyDown += 1
            case SDL_KEYUP.rawValue: keyUp += 1
            case SDL_MOUSEBUTTONDOWN.rawValue: buttonDown += 1
            case SDL_MOUSEBUTTONUP.rawValue: buttonUp += 1
            case SDL_MOUSEWHEEL.rawValue: wheel += 1
            case SDL_MOUSEMOTION.rawValue: motion += 1
            case SDL_WINDOWEVENT.rawValue: window += 1
            default: break
            }
        }
    }

    /// The window's own tallies since the start (kept by `WindowLoop`).
    struct Tallies: Equatable {
        var input = InputCounts()
        /// F12: frames read back for a screenshot; PNGs saved; saves that failed.
        var screenshotsTaken = 0, screenshotsSaved = 0, screenshotsFailed = 0
        /// Recordings finished (`recorded:`) and failed.
        var recordingsSaved = 0, recordingsFailed = 0
        /// Layout-file builds after the start: installed, refused (a compile error, a failed check, a name clash),
        /// files deleted.
        var reloadsInstalled = 0, reloadsFailed = 0, layoutFilesDeleted = 0
    }

    var running: Bool
    var quitting: Bool
    var settled: Bool
    var phase: String
    var layout: String
    var transition: (from: String, to: String)?
    var zoomedItem: Int?
    var reordering: Bool
    var pressing: Bool
    var focusedItem: Int?
    var contentOffset: Point?
    var viewport: Size
    var window: (width: Int32, height: Int32)
    /// The device preset shown (nil: a free-form window) and the layout direction (docs/devices.md).
    var device: String? = nil
    var layoutDirection = "leftToRight"
    var autoplay: String
    var orderVersion: Int
    var help: Bool
    var inspector: Bool
    var panelOpen: Bool
    var panelKeyboard: Bool
    var recording: Bool
    var compiling: Int
    var layoutErrors: Int
    var images: (decoded: Int, failed: Int, total: Int, missing: Int)
    var tallies: Tallies
    /// The layouts' notices (docs/uikit-api.md): written only when there are some.
    var notices: [LayoutNotice] = []

    static func == (a: WindowStatus, b: WindowStatus) -> Bool {
        a.running == b.running && a.quitting == b.quitting && a.settled == b.settled && a.phase == b.phase
            && a.layout == b.layout && a.transition?.from == b.transition?.from && a.transition?.to == b.transition?.to
            && a.zoomedItem == b.zoomedItem && a.reordering == b.reordering && a.pressing == b.pressing
            && a.focusedItem == b.focusedItem && a.contentOffset == b.contentOffset && a.viewport == b.viewport
            && a.window == b.window && a.device == b.device && a.layoutDirection == b.layoutDirection
            && a.autoplay == b.autoplay && a.orderVersion == b.orderVersion
            && a.help == b.help && a.inspector == b.inspector && a.panelOpen == b.panelOpen
            && a.panelKeyboard == b.panelKeyboard && a.recording == b.recording && a.compiling == b.compiling
            && a.layoutErrors == b.layoutErrors && a.images == b.images && a.tallies == b.tallies
            && a.notices == b.notices
    }

    /// The snapshot as written, `frame` first (the frame that wrote it: not itself a change).
    func json(frame: Int) -> JSON {
        let t = tallies, i = t.input
        func int(_ n: Int) -> JSON { .number(Double(n)) }
        var fields: [(String, JSON)] = [
            ("frame", int(frame)),
            ("running", .bool(running)),
            ("quitting", .bool(quitting)),
            ("settled", .bool(settled)),
            ("phase", .string(phase)),
            ("layout", .string(layout)),
            ("transition", transition.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) } ?? .null),
            ("zoomedItem", zoomedItem.map(int) ?? .null),
            ("reordering", .bool(reordering)),
            ("pressing", .bool(pressing)),
            ("focusedItem", focusedItem.map(int) ?? .null),
            ("contentOffset", contentOffset.map { JSON($0) } ?? .null),
            ("viewport", JSON(viewport)),
            ("window", .array([int(Int(window.width)), int(Int(window.height))])),
            ("device", device.map { .string($0) } ?? .null),
            ("layoutDirection", .string(layoutDirection)),
            ("autoplay", .string(autoplay)),
            ("orderVersion", int(orderVersion)),
            ("help", .bool(help)),
            ("inspector", .bool(inspector)),
            ("panel", .object([("open", .bool(panelOpen)), ("keyboard", .bool(panelKeyboard))])),
            ("input", .object([("keyDown", int(i.keyDown)), ("keyUp", int(i.keyUp)), ("buttonDown", int(i.buttonDown)),
                               ("buttonUp", int(i.buttonUp)), ("wheel", int(i.wheel)), ("motion", int(i.motion)),
                               ("window", int(i.window))])),
            ("screenshots", .object([("taken", int(t.screenshotsTaken)), ("saved", int(t.screenshotsSaved)),
                                     ("failed", int(t.screenshotsFailed))])),
            ("recordings", .object([("active", .bool(recording)), ("saved", int(t.recordingsSaved)),
                                    ("failed", int(t.recordingsFailed))])),
            ("reloads", .object([("installed", int(t.reloadsInstalled)), ("failed", int(t.reloadsFailed)),
                                 ("deleted", int(t.layoutFilesDeleted)), ("compiling", int(compiling)),
                                 ("errors", int(layoutErrors))])),
            ("images", .object([("decoded", int(images.decoded)), ("failed", int(images.failed)),
                                ("total", int(images.total)), ("missing", int(images.missing))])),
        ]
        if !notices.isEmpty { fields.append(("notices", .array(notices.map(\.json)))) }
        return .object(fields)
    }
}

/// `run --status-file PATH`: the `WindowStatus` as one line of JSON, replaced atomically (a temporary file, then a
/// rename: a reader sees the old snapshot or the new one) at the end of each frame where it changed, and never
/// while nothing changes. Not synced to disk: it is for a process watching the window now (a test waiting for a
/// state instead of sleeping), not for after a crash of the machine, and an fsync costs milliseconds of a frame.
/// A path that cannot be written gives one warning; the window goes on and tries again at the next change.
final class StatusFile {
    let path: String
    private var last: WindowStatus?
    private var warned = false
    /// Snapshots written, for the measurements (docs/status-file.md).
    private(set) var writes = 0
    /// Snapshots not written because a pipe's reader was not reading.
    private(set) var skipped = 0

    init(path: String) { self.path = path }

    /// Writes `status` if it differs from the last one written.
    func update(_ status: WindowStatus, frame: Int) {
        guard status != last else { return }
        do {
            // Never waits (issue 38, 6): a pipe whose reader stopped reading gets no snapshot this frame (tried
            // again at the next change), and one whose reader left is an error, not SIGPIPE.
            try AtomicFile.write(status.json(frame: frame).serialized() + "\n", to: path, sync: false, blocking: false)
            last = status
            writes += 1
        } catch let failure as AtomicFile.Failure where failure.reason == AtomicFile.Failure.wouldBlock {
            skipped += 1
        } catch {
            if !warned { Diagnostics.warn("\(error) (the status file; the window goes on)") }
            warned = true
        }
    }
}
