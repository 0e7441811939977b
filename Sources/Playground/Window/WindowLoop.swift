import CSDL
import Foundation
import PlaygroundCore

/// The window's frame loop: drains SDL events into the core, advances it, keeps the images loading, draws the
/// DrawList and the chrome (HUD, help, inspector), and handles the chrome keys (H/F1, I, F10, F11, F12) — which
/// still go to the core too (it ignores them).
final class WindowLoop {
    /// Pacing when vsync does not block (Xvfb, the software renderer): 60 frames per second, the usual display rate.
    static let frameBudget = 1.0 / 60
    /// How long the HUD shows a message (a saved screenshot), seconds.
    static let messageDuration = 4.0

    var playground: Playground
    let renderer: Renderer
    private(set) var images: TextureCache
    let text: TextRenderer
    private var drawer: DrawListRenderer
    private let overlays: Overlays
    private let cursors: Cursors
    private let screenshots = ScreenshotSaver()
    let clock = Clock()
    private let translator: EventTranslator

    private var recorder = Trace()
    /// The playground as the last complete frame left it, kept while a trace is recorded with layout files loaded:
    /// the trace's end if a layout's code ends the process mid-frame (`finishAfterUserCodeExit`).
    private var lastCompleteFrame: Playground?
    private let recordTrace: Bool
    private let recordFrames: Bool
    private(set) var frameLog = FrameLog()
    private var meter = FrameRateMeter()

    /// The parameter panel (P) and Dear ImGui, made the first time the panel is shown.
    let panel: ParameterPanel
    var imgui: ImGuiSession?
    var reportedParameterErrors = 0
    /// What "default" means for the panel's presets: the item count and images folder the session started with.
    var panelDefaults = PanelDefaults(itemCount: 0, imagesFolder: nil)

    private var showHelp = false
    private var showInspector = false
    private var screenshotRequested = false
    /// F10's recording in progress, those stopped and still being written, and whether the next one is at half size
    /// (Shift+F10).
    private var recording: WindowRecorder?
    private var finishingRecordings: [WindowRecorder] = []
    private var recordHalf = false
    /// `run --record FILE`: start recording to FILE with the first frame.
    private var recordPath: String?
    var message: (text: String, until: Double)?
    /// The offset, viewport and cover the loader was last told about (asked again only when they change).
    private var lastWant: (offset: Point, viewport: Size, cover: (width: Int, height: Int))?

    /// Where the order is saved after every committed change (nil: not saved).
    private let orderStore: OrderStore?
    /// The user's layout files, rebuilt on save; the errors of those whose last save did not build.
    private let userLayouts: UserLayouts?
    private var layoutErrors: [String: LayoutFileError]
    /// A layout swapped in this frame: when its save was seen and what its build cost, reported once the frame
    /// showing it is presented.
    private var swapped: (file: String, loaded: LayoutFileLoader.Loaded, savedAt: Double)?

    init(playground: Playground, renderer: Renderer, library: ImageLibrary, cacheBytes: Int, recordTrace: Bool,
         recordFrames: Bool, orderStore: OrderStore? = nil, userLayouts: UserLayouts? = nil, record: String? = nil,
         recordHalf: Bool = false, thumbnails: ThumbnailCache? = nil) {
        self.orderStore = orderStore
        self.userLayouts = userLayouts
        recordPath = record
        self.recordHalf = recordHalf
        layoutErrors = userLayouts?.errors ?? [:]
        for load in userLayouts?.startLoads ?? [] {
            recorder.recordReload(time: 0, file: load.file, layout: load.layout, error: load.error,
                                  compileMilliseconds: load.compileMs, rewrites: load.rewrites)
        }
        self.playground = playground
        self.renderer = renderer
        images = TextureCache(renderer: renderer, library: library, capacity: cacheBytes, thumbnails: thumbnails)
        text = TextRenderer(renderer: renderer)
        drawer = DrawListRenderer(renderer: renderer, images: images, text: text)
        overlays = Overlays(renderer: renderer, text: text)
        cursors = Cursors(window: renderer.window)
        translator = EventTranslator(startTicks: SDL_GetTicks())
        self.recordTrace = recordTrace
        self.recordFrames = recordFrames
        panel = ParameterPanel(imagesFolder: library.isBundled ? nil : library.directory)
    }

    var window: Window { renderer.window }

    func traceJSON() -> JSON { recorder.json(final: &playground) }

    func run() {
        // The window manager may have given another size than asked for: the core lays out for the real one.
        let (w, h) = window.size
        playground.handle(InputEvent(time: clock.now, .resize(Size(width: Double(w), height: Double(h)))))
        var event = SDL_Event()
        var frame = 0
        var lastStart: Double?
        while !playground.wantsQuit {
            let start = clock.now
            while SDL_PollEvent(&event) != 0 { handle(event) }
            applyLayoutFiles()
            buildPanel()
            let list = playground.advance(to: clock.now)
            if window.title != playground.title { window.title = playground.title }
            let coreEnd = clock.now
            loadImages(list)
            let uploads = images.upload()
            let uploadEnd = clock.now
            drawer.draw(list)
            drawChrome(list)
            if panel.isVisible { imgui?.render() }
            if screenshotRequested {
                screenshotRequested = false
                takeScreenshot()
            }
            if let path = recordPath {
                recordPath = nil
                startRecording(to: path)
            }
            recordFrame(at: start)
            let drawEnd = clock.now
            SDL_RenderPresent(renderer.handle)
            let presentEnd = clock.now
            reportSwap()
            reportScreenshots()
            reportRecordings()
            updateCursor()
            if recordTrace { recorder.record(&playground) }
            if recordTrace, userLayouts?.startLoads.isEmpty == false { lastCompleteFrame = playground }
            orderStore?.saveIfChanged(playground.order, version: playground.orderVersion)
            let end = clock.now
            meter.frameEnded(at: end)
            if recordFrames {
                let p = images.progress
                frameLog.record(frame: frame, t: start, interval: lastStart.map { start - $0 } ?? 0, work: end - start,
                                core: coreEnd - start, upload: uploadEnd - coreEnd, draw: drawEnd - uploadEnd,
                                present: presentEnd - drawEnd, uploads: uploads, decoded: p.decoded, failed: p.failed)
            }
            frame += 1
            lastStart = start
            // Pacing: until the next frame is due, take events as they arrive. SDL stamps an event when it pumps
            // it from the system; pumped only at each frame's start, a drag's moves would all carry frame-start
            // times (two in one frame, none in the next), and the velocity tracker would see jerks that were not
            // there. Waiting on the events stamps them within a millisecond of their arrival.
            var spare = Self.frameBudget - (clock.now - start)
            while spare > 0.001 {
                if SDL_WaitEventTimeout(&event, Int32(checked: spare * 1000)) != 0 { handle(event) }
                spare = Self.frameBudget - (clock.now - start)
            }
        }
        screenshots.waitForAll()
        reportScreenshots()
        recording?.stop()
        if let r = recording { finishingRecordings.append(r) }
        recording = nil
        for r in finishingRecordings { _ = r.waitUntilFinished() }
        reportRecordings()
        orderStore?.saveAtExit(playground.order, version: playground.orderVersion)
    }

    /// A layout file's code is ending the process (`UserCodeExit`, on the exiting thread, maybe inside a frame):
    /// the recordings are finished and the trace is made from the last complete frame (the running frame's
    /// playground is in use). The order needs nothing: it was saved at its last committed change.
    func finishAfterUserCodeExit() -> JSON? {
        recording?.stop()
        if let r = recording { finishingRecordings.append(r) }
        recording = nil
        for r in finishingRecordings { _ = r.waitUntilFinished() }
        reportRecordings()
        guard recordTrace, var last = lastCompleteFrame else { return nil }
        return recorder.json(final: &last)
    }

    /// One SDL event: the panel (when shown) first, then the window's own keys, then the core.
    private func handle(_ event: SDL_Event) {
        let route = panelRoute(event)
        if route.chrome { chrome(event) }
        if route.core, let input = translator.translate(event) { playground.handle(input) }
    }

    // MARK: - Images

    /// The panel's "Load images": the items become the folder's images (one each), laid out at once from their
    /// headers and decoded in the background as at the start.
    func loadImages(folder: String) {
        do {
            let library = try Scene.library(folder.isEmpty ? nil : folder)
            images = TextureCache(renderer: renderer, library: library, capacity: images.capacity)
            drawer = DrawListRenderer(renderer: renderer, images: images, text: text)
            lastWant = nil
            let count = library.isBundled ? max(library.count, 120) : library.count
            playground.replaceImages(naturalSizes: library.sizes, imageCount: library.count, itemCount: count,
                                     at: clock.now)
            panelDefaults.imagesFolder = library.isBundled ? nil : library.directory
            panelDefaults.itemCount = count
            message = ("\(library.count) images from \((library.directory as NSString).lastPathComponent)",
                       clock.now + Self.messageDuration)
        } catch {
            Diagnostics.warn("\(error)")
            message = ("Cannot load \(folder) (see the terminal)", clock.now + Self.messageDuration)
        }
    }

    /// Tells the cache what is wanted when the view moved or cells grew (visible images first, then one viewport
    /// ahead), and how large the cells are.
    private func loadImages(_ list: DrawList) {
        images.cover(cells: list.largestCell)
        let now = (offset: playground.contentOffset, viewport: playground.viewport, cover: images.cover)
        if let last = lastWant, last.offset == now.offset, last.viewport == now.viewport, last.cover == now.cover {
            return
        }
        lastWant = now
        images.want(playground.imageRequests())
    }

    // MARK: - Chrome

    /// The window's own keys and window events. Keys still reach the core afterwards.
    private func chrome(_ e: SDL_Event) {
        switch e.type {
        case SDL_KEYDOWN.rawValue where e.key.repeat == 0:
            switch UInt32(bitPattern: e.key.keysym.sym) {
            case SDLK_h.rawValue, SDLK_F1.rawValue: showHelp.toggle()
            case SDLK_i.rawValue: showInspector.toggle()
            case SDLK_F11.rawValue: toggleFullscreen()
            case SDLK_F12.rawValue: screenshotRequested = true
            case SDLK_F10.rawValue where UInt32(e.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0:
                recordHalf.toggle()
                let (w, h) = renderer.outputSize
                let size = recordHalf ? "\(w / 2)×\(h / 2), half size" : "\(w)×\(h), full size"
                showMessage("Recordings: \(size)" + (recording == nil ? "" : " (from the next one)"))
            case SDLK_F10.rawValue:
                if recording == nil { recordPath = screenshots.nextPath(extension: "mp4") } else { stopRecording() }
            case SDLK_p.rawValue: togglePanel()
            default: break
            }
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(e.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                renderer.updateScale()
                lastWant = nil
            default: break
            }
        default:
            break
        }
    }

    private func toggleFullscreen() {
        let isFullscreen = SDL_GetWindowFlags(window.handle) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
        if SDL_SetWindowFullscreen(window.handle, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) != 0 {
            Diagnostics.warn("cannot switch fullscreen: \(String(cString: SDL_GetError()))")
        }
    }

    private func drawChrome(_ list: DrawList) {
        let viewport = playground.viewport
        if showInspector {
            let inspection = playground.inspection()
            overlays.drawInspector(list, Overlays.InspectorState(
                contentOffset: playground.contentOffset, velocity: playground.velocity,
                phase: playground.scroller.phase.rawValue, inspection: inspection, rendererName: renderer.name,
                drawable: renderer.outputSize, scale: renderer.scale, cacheBytes: images.bytesUsed,
                cacheCapacity: images.capacity), viewport: viewport)
        }
        let now = clock.now
        if let m = message, m.until < now { message = nil }
        overlays.drawHUD(Overlays.HUDState(
            layout: playground.layoutName, items: playground.config.itemCount, fps: meter.fps,
            phase: playground.scroller.phase.rawValue, progress: images.progress, message: message?.text,
            alert: orderStore?.failure.map { "Order NOT saved: \($0) (tried again at the next change)" },
            recording: recording.map { now - $0.start }), viewport: viewport)
        if showHelp { overlays.drawHelp(viewport: viewport) }
        if !layoutErrors.isEmpty {
            overlays.drawLayoutErrors(layoutErrors.keys.sorted().compactMap { layoutErrors[$0] }, viewport: viewport)
        }
    }

    // MARK: - Layout files

    /// One line on stdout for a layout swapped in this frame: its build's steps and the save-to-frame time.
    private func reportSwap() {
        guard let s = swapped else { return }
        swapped = nil
        let total = (UserLayouts.wallClock() - s.savedAt) * 1000
        Diagnostics.out("reloaded \(s.loaded.descriptor.name) from \(s.file): compile \(Int(checked: s.loaded.compileMilliseconds)) ms, "
            + "check \(Int(checked: s.loaded.checkMilliseconds)) ms, load \(Int(checked: s.loaded.loadMilliseconds)) ms, "
            + "save to frame \(Int(checked: total)) ms")
    }

    /// Swaps in the layouts the watcher built since the last frame (the window moves to a reloaded layout through
    /// the usual transition); keeps a failed file's errors over the window until its next good save.
    private func applyLayoutFiles() {
        guard let userLayouts else { return }
        for outcome in userLayouts.drain() {
            let now = clock.now
            switch outcome {
            case .loaded(let file, let loaded, let savedAt):
                do throws(ParameterError) {
                    try playground.install(loaded.descriptor, at: now)
                    layoutErrors[file] = nil
                    message = ("Loaded \(loaded.descriptor.name) from \((file as NSString).lastPathComponent) "
                        + "(compile \(Int(checked: loaded.compileMilliseconds)) ms)", now + Self.messageDuration)
                    swapped = (file, loaded, savedAt)
                    recorder.recordReload(time: now, file: file, layout: loaded.descriptor.name, error: nil,
                                          compileMilliseconds: loaded.compileMilliseconds, rewrites: loaded.rewrites)
                } catch {
                    let failure = LayoutFileError(file: file, message: "\((file as NSString).lastPathComponent): \(error.message)")
                    layoutErrors[file] = failure
                    Diagnostics.warn(failure.message)
                    recorder.recordReload(time: now, file: file, layout: nil, error: failure.message,
                                          compileMilliseconds: loaded.compileMilliseconds)
                }
            case .failed(let file, let error, _):
                layoutErrors[file] = error
                Diagnostics.warn(error.message)
                recorder.recordReload(time: now, file: file, layout: nil, error: error.message, compileMilliseconds: nil)
            case .deleted(let file):
                message = ("\((file as NSString).lastPathComponent) is gone; its last good layout stays",
                           now + Self.messageDuration)
            }
        }
    }

    /// Reads the frame back before it is presented (the back buffer is undefined after) and saves it in the
    /// background.
    private func takeScreenshot() {
        do {
            let surface = try renderer.readPixels()
            screenshots.save(surface, to: screenshots.nextPath())
        } catch {
            Diagnostics.warn("cannot take a screenshot: \(error)")
        }
    }

    /// Says where finished screenshots went: one line on stdout each, and in the HUD for a few seconds.
    private func reportScreenshots() {
        for result in screenshots.finished() {
            switch result {
            case .success(let path):
                Diagnostics.out("screenshot: \(path)")
                message = ("Saved \((path as NSString).lastPathComponent)", clock.now + Self.messageDuration)
            case .failure(let error):
                Diagnostics.warn(error.description)
                message = ("Screenshot failed (see the terminal)", clock.now + Self.messageDuration)
            }
        }
    }

    // MARK: - Recording

    private func showMessage(_ text: String) { message = (text, clock.now + Self.messageDuration) }

    private func startRecording(to path: String) {
        let (w, h) = renderer.outputSize
        do {
            let r = try WindowRecorder(path: path, width: Int(w), height: Int(h), half: recordHalf, start: clock.now)
            recording = r
            let size = r.outputSize
            Diagnostics.out("recording: \(path) (\(size.width)×\(size.height), \(Int(WindowRecorder.fps)) fps)")
        } catch {
            Diagnostics.warn("cannot record: \(error)")
            showMessage("Cannot record (see the terminal)")
        }
    }

    private func stopRecording() {
        guard let r = recording else { return }
        r.stop()
        recording = nil
        finishingRecordings.append(r)
        showMessage("Finishing \((r.path as NSString).lastPathComponent)…")
    }

    /// Reads the frame back (before the present) for the recording; a window that changed size ends it (a video
    /// has one size).
    private func recordFrame(at time: Double) {
        guard let r = recording else { return }
        let (w, h) = renderer.outputSize
        guard Int(w) == r.width, Int(h) == r.height else {
            stopRecording()
            showMessage("Recording stopped: the window changed size")
            return
        }
        do {
            r.add(try renderer.readPixels(format: WindowRecorder.pixelFormat.sdl), at: time)
        } catch {
            Diagnostics.warn("cannot read the frame for the recording: \(error)")
            stopRecording()
        }
    }

    /// Says where finished recordings went: one line on stdout each, and in the HUD.
    private func reportRecordings() {
        finishingRecordings.removeAll { r in
            guard let result = r.finished() else { return false }
            switch result {
            case .success(let path):
                Diagnostics.out("recorded: \(path)")
                showMessage("Saved \((path as NSString).lastPathComponent)")
            case .failure(let error):
                Diagnostics.warn(error.description)
                showMessage("Recording failed (see the terminal)")
            }
            return true
        }
        // A recording that failed while running (ffmpeg quit) ends at once.
        if let r = recording, r.finished() != nil {
            recording = nil
            finishingRecordings.append(r)
            reportRecordings()
        }
    }

    /// A hand over items, a closed hand while dragging, the arrow elsewhere.
    private func updateCursor() {
        if playground.scroller.isDragging {
            cursors.show(.closedHand)
            return
        }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        let inside = SDL_GetMouseFocus() == window.handle
        let overItem = inside && playground.shown.cell(at: Point(x: Double(x), y: Double(y))) != nil
        cursors.show(overItem ? .hand : .arrow)
    }
}
