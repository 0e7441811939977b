import CSDL
import Foundation
import PlaygroundCore

/// The window's frame loop: drains SDL events into the core, advances it, keeps the images loading, draws the
/// DrawList and the chrome (HUD, help, inspector), and handles the chrome keys (H/F1, I, F10, F11, F12) — which
/// still go to the core too (it ignores them).
///
/// Three owners keep their own state and hand what they have for the playground back as input events, which this
/// loop alone hands to it (the one flow): the parameter panel (`PanelController`), the video recordings
/// (`RecordingControl`) and the live layout files (`LiveLayoutsController`).
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

    /// The parameter panel (P) and Dear ImGui (`WindowLoop+Panel`).
    let panelControl: PanelController
    /// F10's recordings and `run --record FILE`'s, started with the first frame.
    let recordings: RecordingControl
    /// The user's layout files, rebuilt on save.
    let liveLayouts: LiveLayoutsController

    private(set) var showHelp = false
    private(set) var showInspector = false
    private var screenshotRequested = false
    var message: (text: String, until: Double)?
    /// The offset, viewport and cover the loader was last told about (asked again only when they change).
    private var lastWant: (offset: Point, viewport: Size, cover: (width: Int, height: Int), visible: Int)?

    /// Where the order is saved after every committed change (nil: not saved).
    private let orderStore: OrderStore?
    /// The inspector's scroll-state box's corner (kept from frame to frame, `Overlays.drawInspector`).
    private var inspectorCorner = Overlays.Corner.bottomRight
    /// Autoplay's countdown last frame: a jump up is a page turn starting (`isTurningPage`).
    private var lastRemaining: Double?
    private(set) var turningPage = false

    /// `run --status-file`: the window's state for a test or tool to wait on, and the tallies it reports.
    var statusFile: StatusFile?
    /// The device the window was last sized for (WindowLoop+Device.swift).
    var shownDevice: String?
    /// The window's own tallies (input, screenshots); `tallies` adds the owners'.
    private var windowTallies = WindowStatus.Tallies()

    /// The shared thumbnail cache (nil: `--no-thumbnails`), for every texture cache of the session: the panel's
    /// Load images builds a new one over it.
    private let thumbnails: ThumbnailCache?

    init(playground: Playground, renderer: Renderer, library: ImageLibrary, cacheBytes: Int, recordTrace: Bool,
         recordFrames: Bool, orderStore: OrderStore? = nil, userLayouts: UserLayouts? = nil, record: String? = nil,
         recordHalf: Bool = false, thumbnails: ThumbnailCache? = nil) {
        self.orderStore = orderStore
        recordings = RecordingControl(record: record, half: recordHalf)
        var trace = Trace()
        liveLayouts = LiveLayoutsController(userLayouts, trace: &trace)
        recorder = trace
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
        panelControl = PanelController(imagesFolder: library.isBundled ? nil : library.directory)
    }

    var window: Window { renderer.window }

    /// The user's layout files (`LiveLayoutsController.userLayouts`).
    var userLayouts: UserLayouts? { liveLayouts.userLayouts }

    /// The window's tallies since the start, the owners' included (the status file's, and the frame gate's input).
    var tallies: WindowStatus.Tallies {
        var t = windowTallies
        t.recordingsSaved = recordings.saved
        t.recordingsFailed = recordings.failed
        t.reloadsInstalled = liveLayouts.installed
        t.reloadsFailed = liveLayouts.failed
        t.layoutFilesDeleted = liveLayouts.deleted
        return t
    }

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
            followDevice()
            buildPanel()
            let list = playground.advance(to: clock.now)
            let layoutQueries = noteLayoutCost(at: start)
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
            panelControl.render()
            if screenshotRequested {
                screenshotRequested = false
                takeScreenshot()
            }
            recordings.startIfAsked(outputSize: renderer.outputSize, now: clock.now).forEach(showMessage)
            recordings.recordFrame(from: renderer, at: start).forEach(showMessage)
            let drawEnd = clock.now
            SDL_RenderPresent(renderer.handle)
            let presentEnd = clock.now
            liveLayouts.reportSwap()
            reportScreenshots()
            recordings.report().forEach(showMessage)
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
                                present: presentEnd - drawEnd, uploads: uploads, decoded: p.decoded, failed: p.failed,
                                layoutQueries: layoutQueries)
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
            while spare > 0.001, !liveLayouts.hasOutcomes {
                let slice = userLayouts == nil ? spare : min(spare, Self.reloadPoll)
                if SDL_WaitEventTimeout(&event, Int32(checked: slice * 1000)) != 0 { handle(event) }
                spare = Self.frameBudget - (clock.now - start)
            }
            restWhileIdle()
        }
        screenshots.waitForAll()
        reportScreenshots()
        recordings.finishAll().forEach(showMessage)
        orderStore?.saveAtExit(playground.order, version: playground.orderVersion)
        panelControl.savePlacement()
        statusFile?.update(status(running: false), frame: frame)
    }

    /// A layout file's code is ending the process (`UserCodeExit`, on the exiting thread, maybe inside a frame):
    /// the recordings are finished and the trace is made from the last complete frame (the running frame's
    /// playground is in use). The order needs nothing: it was saved at its last committed change.
    func finishAfterUserCodeExit() -> JSON? {
        recordings.finishAll().forEach(showMessage)
        guard recordTrace, var last = lastCompleteFrame else { return nil }
        return recorder.json(final: &last)
    }

    /// One SDL event: the panel (when shown) first, then the window's own keys, then the core.
    private func handle(_ event: SDL_Event) {
        windowTallies.input.count(event)
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
            case .recordHalf: recordings.toggleHalf(outputSize: renderer.outputSize).forEach(showMessage)
            case .record: recordings.toggle { screenshots.nextPath(extension: "mp4") }.forEach(showMessage)
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
                cacheCapacity: images.capacity, pointer: pointerInContent, notices: playground.notices.all.map(\.line),
                warnings: playground.layoutWarnings),
                viewport: viewport, corner: inspectorCorner)
            SDL_RenderSetClipRect(renderer.handle, nil)
        }
        let now = clock.now
        if let m = message, m.until < now { message = nil }
        overlays.drawHUD(Overlays.HUDState(
            layout: playground.layoutName, items: playground.config.itemCount, fps: meter.fps,
            phase: hudPhase, progress: images.progress, message: message?.text,
            alert: orderStore?.failure.map { "Order NOT saved: \($0) (tried again at the next change)" },
            recording: recordings.recording.map { now - $0.start }, autoplay: autoplayNote,
            busy: liveLayouts.busyNote,
            notices: playground.notices.all.count, warnings: playground.layoutWarnings.count),
            strip: geometry.strip)
        if showHelp { overlays.drawHelp(viewport: viewport) }
        let errors = liveLayouts.errors
        if !errors.isEmpty {
            overlays.drawLayoutErrors(errors.keys.sorted().compactMap { errors[$0] }, viewport: viewport,
                                      shown: playground.layoutName, everLoaded: liveLayouts.everLoaded)
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

    /// Swaps in the layouts the watcher built since the last frame (the window moves to a reloaded layout through
    /// the usual transition), one at a time: each is checked against the layouts as the previous one left them.
    private func applyLayoutFiles() {
        for outcome in liveLayouts.drain() {
            let now = clock.now
            let step = liveLayouts.apply(outcome, joining: playground.layouts, at: now, trace: &recorder)
            if let event = step.event { playground.handle(event) }
            if let text = step.message { message = (text, now + Self.messageDuration) }
        }
    }

    /// Reads the frame back before it is presented (the back buffer is undefined after) and saves it in the
    /// background.
    private func takeScreenshot() {
        do {
            let surface = try renderer.readPixels()
            windowTallies.screenshotsTaken += 1
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
                windowTallies.screenshotsSaved += 1
                Diagnostics.out("screenshot: \(path)")
                message = ("Saved \((path as NSString).lastPathComponent)", clock.now + Self.messageDuration)
            case .failure(let error):
                windowTallies.screenshotsFailed += 1
                Diagnostics.warn(error.description)
                message = ("Screenshot failed (see the terminal)", clock.now + Self.messageDuration)
            }
        }
    }

    /// A message in the HUD for a few seconds.
    func showMessage(_ text: String) { message = (text, clock.now + Self.messageDuration) }

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
