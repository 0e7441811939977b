import CSDL
import Foundation
import PlaygroundCore

/// The window's frame loop: drains SDL events into the core, advances it, keeps the images loading, draws the
/// DrawList and the chrome (HUD, help, inspector), and handles the chrome keys (H/F1, I, F10, F11, F12) — which
/// still go to the core too (it ignores them).
final class WindowLoop {
    /// Pacing when vsync does not block (Xvfb, the software renderer): 60 frames per second, the usual display rate.
    static let frameBudget = 1.0 / 60
    /// How often the wait between frames looks for a finished layout build, seconds: 2 ms (an eighth of a frame;
    /// checking is a lock and a flag).
    static let reloadPoll = 0.002
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
    /// Whether the window may rest between frames (`WindowLoop+Rest`).
    var frameGate = FrameGate()

    /// The parameter panel (P) and Dear ImGui, made the first time the panel is shown.
    let panel: ParameterPanel
    var imgui: ImGuiSession?
    /// Whether the keys are the panel's: from a press on it until a press on the content, Esc or P.
    var panelHasKeyboard = false
    var reportedParameterErrors = 0
    /// What "default" means for the panel's presets: the item count and images folder the session started with.
    var panelDefaults = PanelDefaults(itemCount: 0, imagesFolder: nil)
    /// The panel's placement as read at the start (saved at exit when it changed).
    private let panelPlacement: PanelPlacement

    private(set) var showHelp = false
    private(set) var showInspector = false
    private var screenshotRequested = false
    /// F10's recording in progress, those stopped and still being written, and whether the next one is at half size
    /// (Shift+F10).
    private(set) var recording: WindowRecorder?
    private(set) var finishingRecordings: [WindowRecorder] = []
    private var recordHalf = false
    /// `run --record FILE`: start recording to FILE with the first frame.
    private var recordPath: String?
    var message: (text: String, until: Double)?
    /// The offset, viewport and cover the loader was last told about (asked again only when they change).
    private var lastWant: (offset: Point, viewport: Size, cover: (width: Int, height: Int), visible: Int)?

    /// Where the order is saved after every committed change (nil: not saved).
    private let orderStore: OrderStore?
    /// The user's layout files, rebuilt on save; the errors of those whose last save did not build.
    let userLayouts: UserLayouts?
    private(set) var layoutErrors: [String: LayoutFileError]
    /// The layout files that built at least once in this session; those being compiled now.
    private var everLoaded: Set<String> = []
    private(set) var compiling: Set<String> = []
    /// The inspector's scroll-state box's corner (kept from frame to frame, `Overlays.drawInspector`).
    private var inspectorCorner = Overlays.Corner.bottomRight
    /// Autoplay's countdown last frame: a jump up is a page turn starting (`isTurningPage`).
    private var lastRemaining: Double?
    private(set) var turningPage = false
    /// A layout swapped in this frame: when its save was seen and what its build cost, reported once the frame
    /// showing it is presented.
    private var swapped: (file: String, loaded: LayoutFileLoader.Loaded, savedAt: Double)?

    /// `run --status-file`: the window's state for a test or tool to wait on, and the tallies it reports.
    var statusFile: StatusFile?
    private(set) var tallies = WindowStatus.Tallies()

    /// The shared thumbnail cache (nil: `--no-thumbnails`), for every texture cache of the session: the panel's
    /// Load images builds a new one over it.
    private let thumbnails: ThumbnailCache?

    init(playground: Playground, renderer: Renderer, library: ImageLibrary, cacheBytes: Int, recordTrace: Bool,
         recordFrames: Bool, orderStore: OrderStore? = nil, userLayouts: UserLayouts? = nil, record: String? = nil,
         recordHalf: Bool = false, thumbnails: ThumbnailCache? = nil) {
        self.orderStore = orderStore
        self.userLayouts = userLayouts
        recordPath = record
        self.recordHalf = recordHalf
        layoutErrors = userLayouts?.errors ?? [:]
        everLoaded = Set((userLayouts?.startLoads ?? []).filter { $0.error == nil }.map(\.file))
        for load in userLayouts?.startLoads ?? [] {
            recorder.recordReload(time: 0, file: load.file, layout: load.layout, error: load.error,
                                  compileMilliseconds: load.compileMs, rewrites: load.rewrites)
        }
        self.playground = playground
        self.renderer = renderer
        self.thumbnails = thumbnails
        images = TextureCache(renderer: renderer, library: library, capacity: cacheBytes, thumbnails: thumbnails)
        text = TextRenderer(renderer: renderer)
        drawer = DrawListRenderer(renderer: renderer, images: images, text: text)
        overlays = Overlays(renderer: renderer, text: text)
        cursors = Cursors(window: renderer.window)
        translator = EventTranslator(startTicks: SDL_GetTicks())
        self.recordTrace = recordTrace
        self.recordFrames = recordFrames
        panelPlacement = PanelPlacement.load()
        panel = ParameterPanel(imagesFolder: library.isBundled ? nil : library.directory, placement: panelPlacement)
    }

    var window: Window { renderer.window }

    func traceJSON() -> JSON { recorder.json(final: &playground) }

    func run() {
        // The window manager may have given another size than asked for: the core lays out for the real one.
        resizeContent(to: contentSize, at: clock.now)
        var event = SDL_Event()
        var frame = 0
        var lastStart: Double?
        while !playground.wantsQuit {
            let start = clock.now
            while SDL_PollEvent(&event) != 0 { handle(event) }
            applyLayoutFiles()
            buildPanel()
            let list = playground.advance(to: clock.now)
            noteLayoutCost(at: start)
            notePageTurn()
            if window.title != playground.title { window.title = playground.title }
            let coreEnd = clock.now
            loadImages(list)
            // In the first frame, once the decoders have the first screen's images to work on: the renderer's
            // pipeline states, compiled now rather than in the frames that show the first photos.
            if frame == 0 { drawer.warmUp() }
            let uploads = images.upload()
            let uploadEnd = clock.now
            drawContent(list)
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
            statusFile?.update(status(running: true), frame: frame)
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
            // A reloaded layout starts the next frame at once (the save's first frame, not up to 16.7 ms later):
            // the wait is cut in slices of `reloadPoll` to notice it.
            var spare = Self.frameBudget - (clock.now - start)
            while spare > 0.001, userLayouts?.hasOutcomes != true {
                let slice = userLayouts == nil ? spare : min(spare, Self.reloadPoll)
                if SDL_WaitEventTimeout(&event, Int32(checked: slice * 1000)) != 0 { handle(event) }
                spare = Self.frameBudget - (clock.now - start)
            }
            restWhileIdle()
        }
        screenshots.waitForAll()
        reportScreenshots()
        recording?.stop()
        if let r = recording { finishingRecordings.append(r) }
        recording = nil
        for r in finishingRecordings { _ = r.waitUntilFinished() }
        reportRecordings()
        orderStore?.saveAtExit(playground.order, version: playground.orderVersion)
        if panel.placement != panelPlacement { panel.placement.save() }
        statusFile?.update(status(running: false), frame: frame)
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
        tallies.input.count(event)
        let route = panelRoute(event)
        let usedUp = route.chrome && chrome(event)
        guard route.core, !usedUp, let input = translator.translate(event) else { return }
        // The window's size less the panel's column and the status strip: the layout's viewport.
        if case .resize = input.kind {
            resizeContent(to: contentSize, at: input.time)
            return
        }
        playground.handle(input)
    }

    // MARK: - Images

    /// The panel's "Load images": the items become the folder's images (one each), laid out at once from their
    /// headers and decoded in the background as at the start.
    func loadImages(folder: String) {
        do {
            let library = try Scene.library(folder.isEmpty ? nil : folder)
            // The same cache settings as at the start, thumbnails included.
            images = TextureCache(renderer: renderer, library: library, capacity: images.capacity,
                                  thumbnails: thumbnails)
            drawer = DrawListRenderer(renderer: renderer, images: images, text: text)
            lastWant = nil
            let count = library.defaultItemCount
            playground.handle(InputEvent(time: clock.now, .replaceImages(ImageSet(
                folder: library.isBundled ? nil : library.directory, naturalSizes: library.sizes,
                imageCount: library.count, itemCount: count))))
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
    /// ahead), and how large the cells are. "Moved" includes anything that brings other images on screen without
    /// moving the main offset: an orthogonal section scrolled sideways, a reorder, an insert (issue 23: photos
    /// stayed placeholders in sideways-scrolled sections until the main offset moved).
    private func loadImages(_ list: DrawList) {
        images.cover(cells: list.largestCell)
        let screen = Rect(origin: .zero, size: playground.viewport)
        var visible = Hasher()
        for item in list.items where item.texture != nil && item.quad.isFinite && item.quad.bounds.intersects(screen) {
            visible.combine(item.texture)
        }
        let now = (offset: playground.contentOffset, viewport: playground.viewport, cover: images.cover,
                   visible: visible.finalize())
        if let last = lastWant, last.offset == now.offset, last.viewport == now.viewport, last.cover == now.cover,
           last.visible == now.visible {
            return
        }
        lastWant = now
        images.want(playground.imageRequests())
    }

    // MARK: - Chrome

    /// The window's own keys (`KeyTable`) and window events. Returns whether the event was used up: an Esc that
    /// closed an overlay goes no further (the core would cancel a gesture with it); every other key still reaches
    /// the core afterwards (it ignores the window's keys).
    private func chrome(_ e: SDL_Event) -> Bool {
        switch e.type {
        case SDL_KEYDOWN.rawValue where e.key.repeat == 0:
            let shift = UInt32(e.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            let control = UInt32(e.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue) != 0
            guard !control, let action = KeyTable.action(for: UInt32(bitPattern: e.key.keysym.sym), shift: shift)
            else { return false }
            switch action {
            case .help: showHelp.toggle()
            case .inspector: showInspector.toggle()
            case .fullscreen: toggleFullscreen()
            case .screenshot: screenshotRequested = true
            case .recordHalf:
                recordHalf.toggle()
                let (w, h) = renderer.outputSize
                let size = recordHalf ? "\(w / 2)×\(h / 2), half size" : "\(w)×\(h), full size"
                showMessage("Recordings: \(size)" + (recording == nil ? "" : " (from the next one)"))
            case .record:
                if recording == nil { recordPath = screenshots.nextPath(extension: "mp4") } else { stopRecording() }
            case .panel: togglePanel()
            case .copyCell: if showInspector { copyHoveredCell() }
            case .closeOverlay:
                // The topmost overlay first: the help, then the inspector; otherwise Esc goes on to the core,
                // which cancels a reorder, a zoom or the focus (and never quits).
                if showHelp { showHelp = false; return true }
                if showInspector { showInspector = false; return true }
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
        return false
    }

    private func toggleFullscreen() {
        let isFullscreen = SDL_GetWindowFlags(window.handle) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
        if SDL_SetWindowFullscreen(window.handle, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) != 0 {
            Diagnostics.warn("cannot switch fullscreen: \(String(cString: SDL_GetError()))")
        }
    }

    /// The DrawList, clipped to the content area (the panel's column and the HUD's strip are not the layout's).
    private func drawContent(_ list: DrawList) {
        let content = contentSize
        var clip = SDL_Rect(x: 0, y: 0, w: Int32(checked: content.width.rounded()), h: Int32(checked: content.height.rounded()))
        SDL_RenderSetClipRect(renderer.handle, &clip)  // points: the renderer's HiDPI scale applies
        drawer.draw(list)  // SDL_RenderClear ignores the clip: the whole window gets the background
        SDL_RenderSetClipRect(renderer.handle, nil)
    }

    private func drawChrome(_ list: DrawList) {
        let viewport = playground.viewport
        let content = SDL_Rect(x: 0, y: 0, w: Int32(checked: viewport.width.rounded()), h: Int32(checked: viewport.height.rounded()))
        if showInspector {
            var clip = content
            SDL_RenderSetClipRect(renderer.handle, &clip)
            let inspection = playground.inspection()
            inspectorCorner = overlays.drawInspector(list, Overlays.InspectorState(
                contentOffset: playground.contentOffset, velocity: playground.velocity,
                phase: hudPhase, inspection: inspection, rendererName: renderer.name,
                drawable: renderer.outputSize, scale: renderer.scale, cacheBytes: images.bytesUsed,
                cacheCapacity: images.capacity, pointer: pointerInContent, notices: playground.notices.all.map(\.line)),
                viewport: viewport, corner: inspectorCorner)
            SDL_RenderSetClipRect(renderer.handle, nil)
        }
        let now = clock.now
        if let m = message, m.until < now { message = nil }
        overlays.drawHUD(Overlays.HUDState(
            layout: playground.layoutName, items: playground.config.itemCount, fps: meter.fps,
            phase: hudPhase, progress: images.progress, message: message?.text,
            alert: orderStore?.failure.map { "Order NOT saved: \($0) (tried again at the next change)" },
            recording: recording.map { now - $0.start }, autoplay: autoplayNote,
            busy: compiling.isEmpty ? nil : "compiling \(compiling.sorted().map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))…",
            notices: playground.notices.all.count),
            strip: geometry.strip)
        if showHelp { overlays.drawHelp(viewport: viewport) }
        if !layoutErrors.isEmpty {
            overlays.drawLayoutErrors(layoutErrors.keys.sorted().compactMap { layoutErrors[$0] }, viewport: viewport,
                                      shown: playground.layoutName, everLoaded: everLoaded)
        }
    }

    /// What the HUD calls the moment: a reorder, a layout switch, a zoom, an autoplay page turn, else the scroll
    /// phase (idle, dragging, decelerating, snapping, bouncing, animating).
    var hudPhase: String {
        if playground.isReordering { return "reordering" }
        if let t = playground.transition { return "switching to \(t.to)" }
        if playground.zoom != nil { return "zoomed" }
        if turningPage { return "page turn (autoplay)" }
        return playground.scroller.phase.rawValue
    }

    /// An autoplay page turn is under way from the frame autoplay's countdown restarts (it does when it turns a
    /// page) until the scroll's animation ends.
    private func notePageTurn() {
        if playground.scroller.phase != .animating { turningPage = false }
        let remaining = playground.autoplay.remaining
        if playground.autoplayState == .playing, let last = lastRemaining, remaining > last + 1e-9,
           playground.scroller.phase == .animating {
            turningPage = true
        }
        lastRemaining = remaining
    }

    /// Autoplay in the HUD (paged layouts only): playing with the seconds to the next page, paused, or off.
    var autoplayNote: String? {
        switch playground.autoplayState {
        case .playing: String(format: "autoplay: next page in %.1f s", max(0, playground.autoplay.remaining))
        case .paused: "autoplay paused"
        case .off: playground.page() != nil ? "autoplay off (Space)" : nil
        }
    }

    /// The pointer in window points when it is over the content, for the inspector's hover.
    private var pointerInContent: Point? {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        guard SDL_GetMouseFocus() == window.handle else { return nil }
        let p = Point(x: Double(x), y: Double(y))
        let v = playground.viewport
        return p.x >= 0 && p.y >= 0 && p.x < v.width && p.y < v.height ? p : nil
    }

    /// C with the inspector: the hovered element's attributes as text, on the clipboard and stdout.
    private func copyHoveredCell() {
        guard let p = pointerInContent, let item = Overlays.hovered(in: playground.shown, at: p) else {
            showMessage("Nothing under the pointer to copy")
            return
        }
        let text = Overlays.attributeLines(item).joined(separator: "\n")
        SDL_SetClipboardText(text)
        // One line each: `Diagnostics.out` escapes a newline inside a line (it printed a literal \n, issue 38).
        Diagnostics.out("attributes:")
        Overlays.attributeLines(item).forEach(Diagnostics.out)
        showMessage("Copied the attributes of \(Overlays.title(item))")
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
            case .building(let file):
                compiling.insert(file)
                Diagnostics.out("compiling \((file as NSString).lastPathComponent)…")
                continue
            case .loaded(let file, let loaded, let savedAt):
                compiling.remove(file)
                everLoaded.insert(file)
                do throws(ParameterError) {
                    // Checked here for the message; the playground installs it as an input event (a recorded
                    // session replays it).
                    try LayoutRegistry.checkName(of: loaded.descriptor, joining: playground.layouts)
                    playground.handle(InputEvent(time: now, .installLayout(LayoutInstall(file: file,
                                                                                          descriptor: loaded.descriptor))))
                    layoutErrors[file] = nil
                    message = ("Loaded \(loaded.descriptor.name) from \((file as NSString).lastPathComponent) "
                        + "(compile \(Int(checked: loaded.compileMilliseconds)) ms)", now + Self.messageDuration)
                    swapped = (file, loaded, savedAt)
                    tallies.reloadsInstalled += 1
                    recorder.recordReload(time: now, file: file, layout: loaded.descriptor.name, error: nil,
                                          compileMilliseconds: loaded.compileMilliseconds, rewrites: loaded.rewrites,
                                          warnings: loaded.descriptor.warnings)
                } catch {
                    let failure = LayoutFileError(file: file, message: "\((file as NSString).lastPathComponent): \(error.message)")
                    layoutErrors[file] = failure
                    tallies.reloadsFailed += 1
                    Diagnostics.warn(failure.message)
                    recorder.recordReload(time: now, file: file, layout: nil, error: failure.message,
                                          compileMilliseconds: loaded.compileMilliseconds)
                }
            case .failed(let file, let error, _):
                compiling.remove(file)
                layoutErrors[file] = error
                tallies.reloadsFailed += 1
                Diagnostics.warn(error.message)
                recorder.recordReload(time: now, file: file, layout: nil, error: error.message, compileMilliseconds: nil)
            case .deleted(let file):
                compiling.remove(file)
                tallies.layoutFilesDeleted += 1
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
            tallies.screenshotsTaken += 1
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
                tallies.screenshotsSaved += 1
                Diagnostics.out("screenshot: \(path)")
                message = ("Saved \((path as NSString).lastPathComponent)", clock.now + Self.messageDuration)
            case .failure(let error):
                tallies.screenshotsFailed += 1
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
                tallies.recordingsSaved += 1
                Diagnostics.out("recorded: \(path)")
                showMessage("Saved \((path as NSString).lastPathComponent)")
            case .failure(let error):
                tallies.recordingsFailed += 1
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
