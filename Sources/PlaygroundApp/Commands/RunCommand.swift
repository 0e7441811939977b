import ArgumentParser
import CSDL
import Foundation
import PlaygroundCore

/// `playground run`: the window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Open the playground window (the default).",
        discussion: "In the window, H or F1 lists every key and gesture.")

    @OptionGroup var scene: SceneOptions

    @Option(help: "Write the trace (JSON) to this file on exit.")
    var trace: String?

    @Option(help: "Renderer: auto (OpenGL, falling back to software), opengl, software.")
    var renderer: String = "auto"

    @Option(help: "Deceleration after a fling: normal (0.998 per ms), fast (0.99) or a number in (0, 1) (default: normal).")
    var deceleration: String?

    @Option(help: "Seconds between autoplay pages in the paged layouts (rotating, cards, coverflow); default 0, off (Space turns it on with \(ParameterSpec.format(Autoplay.defaultInterval)) s).")
    var autoplay: Double?

    @Option(name: .customLong("long-press"),
            help: "Seconds a press must hold still to lift a cell for reordering (default: \(ParameterSpec.format(PlaygroundConfig.defaultLongPress))).")
    var longPress: Double?

    @Option(name: .customLong("order-file"),
            help: "Where the order is kept (default: one file per images folder under $XDG_STATE_HOME/layout-playground/).")
    var orderFile: String?

    @OptionGroup var textures: TextureOptions

    @Option(name: .customLong("frame-log"),
            help: "Write per-frame times (CSV: interval, work, core, upload, draw, present in ms; uploads, decoded) on exit.")
    var frameLog: String?

    @Option(help: "Record the window from the first frame to this file (.mp4, .gif or .webp; F10 stops; needs ffmpeg).")
    var record: String?

    @Flag(name: .customLong("record-half"), help: "Record at half the window's pixel size (Shift+F10 toggles it).")
    var recordHalf = false

    @Option(name: .customLong("status-file"),
            help: "Keep the window's state (JSON) in this file, replaced whenever it changes: for tests and tools that wait for a state (docs/status-file.md).")
    var statusFile: String?

    func run() throws {
        if let record {
            _ = try VideoEncoder.Format(path: record)
            guard VideoEncoder.ffmpegPath() != nil else {
                throw CLIError("ffmpeg is not installed (it encodes the recording): sudo apt-get install ffmpeg")
            }
        }
        let kind = try Parse.renderer(renderer)
        // The layout's first viewport is the content area the window shows (WindowGeometry.opening).
        let opening = WindowGeometry.opening(size: try scene.viewport(), device: try scene.traits().device != nil)
        let viewport = opening.viewport
        let capacity = try textures.capacity()
        let userLayouts = try UserLayouts.start(scene.layoutFiles, session: try scene.checkSession(viewport: viewport))
        // A --layout whose file did not compile opens on grid, with the compiler's errors over it.
        let setup = try scene.setup(layouts: userLayouts.layouts) { layout in
            !userLayouts.layouts.contains(where: { $0.name == layout }) && !userLayouts.errors.isEmpty ? "grid" : layout
        }
        let library = try setup.library()
        let params = setup.params
        var config = try setup.config(viewport: viewport, library: library)
        if let deceleration {
            config.decelerationRate = try Scene.checked { () throws(ParameterError) in
                try DecelerationRate.parse(deceleration)
            }
        }
        if let autoplay, !(autoplay >= 0 && autoplay.isFinite && autoplay <= 3600) {
            throw CLIError("--autoplay must be 0 (off) or a number of seconds up to 3600, got \(autoplay)")
        }
        if let longPress, !(longPress > 0 && longPress.isFinite && longPress <= 60) {
            throw CLIError("--long-press must be a number of seconds in (0, 60], got \(longPress)")
        }
        // Autoplay is off unless asked for (here, or by interaction.autoplay), as in scripts: content that moves
        // on its own gets in the way of inspecting and tuning a layout, and made each switch land one item further
        // along (issue 23). Space turns it on; the HUD shows its state in paged layouts.
        if let autoplay { config.autoplay = autoplay }
        if let longPress { config.longPress = longPress }
        let store = OrderStore(path: orderFile ?? OrderStore.defaultPath(forImages: library.directory),
                               identifiers: OrderFile.identifiers(itemCount: config.itemCount, imageNames: library.names),
                               keepsInserted: setup.items == nil)
        config.initialOrder = store.load()
        let playground = try Scene.playground(config)
        // With a device the content area (the window less the HUD's strip) is the device's screen.
        let window = try Window(session: try SDLSession(headless: false), title: playground.title,
                                size: (Int32(checked: opening.window.width), Int32(checked: opening.window.height)))
        let sdlRenderer = try Renderer(window: window, kind: kind)
        let loop = WindowLoop(playground: playground, renderer: sdlRenderer, library: library, cacheBytes: capacity,
                              recordTrace: trace != nil, recordFrames: frameLog != nil, orderStore: store,
                              userLayouts: userLayouts, record: record, recordHalf: recordHalf,
                              thumbnails: textures.thumbnailCache())
        loop.statusFile = statusFile.map(StatusFile.init(path:))
        loop.panelDefaults = PanelDefaults(itemCount: library.defaultItemCount, imagesFolder: setup.imagesFolder)
        // A layout that calls exit() must not lose the trace or a recording (issue 26, 6).
        UserCodeExit.whenUserCodeExits(finishing: "the trace and recordings") { [trace] in
            let json = loop.finishAfterUserCodeExit()
            if let trace, let json { try? AtomicFile.write(json.serialized() + "\n", to: trace) }
        }
        loop.run()
        userLayouts.stop()
        if let trace {
            try AtomicFile.write(loop.traceJSON().serialized() + "\n", to: trace)
        }
        if let frameLog { try loop.frameLog.write(to: frameLog) }
    }
}
