import ArgumentParser
import CSDL
import Foundation
import PlaygroundCore

/// `playground bench`: a headless scripted scroll (offscreen driver, like render), timed frame by frame.
///
/// Prints (with `--json`, a contract):
///
///     {"layout", "items", "frames", "renderer", "frameMs": {"median", "p99"}, "coreMs": {…},
///      "baselineFrameMs": {…}, "queryUs": {…}, "bruteForceQueryUs": {…}, "prepareMs": number,
///      "layoutCost": {…} (UIKit layouts only)}
///
/// - frameMs: the whole frame: input events, the core (advance → DrawList), building and submitting the draw calls,
///   a 1×1 SDL_RenderReadPixels (so the GPU really finishes the frame) and the present.
/// - coreMs: the core's share: handling the frame's events and `advance` (which builds the DrawList).
/// - baselineFrameMs: the same frame's recorded draw calls (vertex arrays and textures) submitted straight to SDL,
///   with the same readback and present, and no layout, physics or bookkeeping: the limit.
/// - queryUs: `attributes(in: viewport)` of the prepared layout alone, at the frame's offset.
/// - bruteForceQueryUs: `bruteForceAttributes(in: viewport, itemCount:)` (every item's attributes, filtered: the
///   seeds' way), sampled on a few frames spread over the run (O(items) each).
/// - prepareMs: one `prepare` of a freshly made layout for the bench's context.
/// - layoutCost: a UIKit layout's own code per frame, the cost meter (`LayoutCost`): `perFrameMs` {median, p99},
///   `hitchRateMsPerS` {"60", "120"}, `calls` [{call, perFrame, msPerFrame}].
/// The table also prints the process's peak resident memory at the end (VmHWM, 10⁶ bytes); the JSON's keys stay
/// the contract's.
///
/// `--sweep-items 1000,10000,…` runs the bench at each count (without the brute-force samples) and prints how each
/// cost grows, naming the calls into the layout whose cost per frame grows linearly (`BenchSweep`).
///
/// Images load synchronously before a frame is timed (loading is not drawing; the window's loader is measured
/// with `run --frame-log`). The first `warmupFrames` frames run untimed.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Time a headless scripted scroll: frame, core, draw-only baseline, queries.")

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: "Frames to time (after \(Bench.warmupFrames) untimed warm-up frames).")
    var frames: String = "600"

    @Option(help: "Renderer: auto (OpenGL, falling back to software), opengl, software.")
    var renderer: String = "auto"

    @OptionGroup var textures: TextureOptions

    @Flag(help: "Print the results as one JSON object.")
    var json = false

    @Flag(name: .customLong("live-images"),
          help: "Measure the window's image loading instead: a steady scroll in real time at --scroll-speed for --frames/60 s, images left to the loader; prints how long cells show placeholders and the decode rate.")
    var liveImages = false

    @Option(name: .customLong("sweep-items"), parsing: .unconditional,
            help: "Run the bench at each of these item counts (comma-separated, e.g. 1000,10000,100000,1000000) and print how each cost grows; names the calls into a UIKit layout whose cost per frame is O(n).")
    var sweepItems: String?

    @Option(name: .customLong("scroll-speed"), parsing: .unconditional,
            help: "With --live-images: the scroll speed in points per second.")
    var scrollSpeed: String = "3000"

    func run() throws {
        let kind = try Parse.renderer(renderer)
        guard let frameCount = Int(frames.trimmingCharacters(in: .whitespaces)), (1...1_000_000).contains(frameCount) else {
            throw CLIError("--frames must be a whole number 1…1000000, got '\(UserText.quoted(frames))'")
        }
        let viewport = try scene.viewport()
        let capacity = try textures.capacity()
        if let sweepItems {
            guard !liveImages else { throw CLIError("--sweep-items and --live-images do not go together") }
            try sweep(try BenchSweep.counts(sweepItems), frames: frameCount, kind: kind, viewport: viewport,
                      capacity: capacity)
            return
        }
        let setup = try scene.setup(layouts: try scene.layoutFiles.loadAll())
        _ = try Scene.checked { () throws(ParameterError) in
            try LayoutRegistry.make(setup.layout, params: Scene.layoutOnly(setup.params), in: setup.layouts)
        }
        let library = try setup.library()
        let config = try setup.config(viewport: viewport, library: library)
        let playground = try Scene.playground(config)
        let offscreen = try OffscreenRenderer(viewport: viewport, library: library, kind: kind, cacheBytes: capacity,
                                              thumbnails: textures.thumbnailCache())
        if liveImages {
            guard let speed = Double(scrollSpeed.trimmingCharacters(in: .whitespaces)), speed.isFinite,
                  (1...100_000).contains(speed) else {
                throw CLIError("--scroll-speed must be a number 1…100000 (points per second), got '\(UserText.quoted(scrollSpeed))'")
            }
            var live = LiveImageBench(playground: playground, offscreen: offscreen,
                                      seconds: Double(frameCount) / LiveImageBench.fps, speed: speed)
            let result = live.run()
            StandardOutput.write((json ? result.json().serialized() : result.table()) + "\n")
            return
        }
        var bench = Bench(playground: playground, offscreen: offscreen, frames: frameCount)
        let result = try bench.run()
        StandardOutput.write((json ? result.json().serialized() : result.table()) + "\n")
    }

    /// The bench at each count, one layout file load for all.
    private func sweep(_ counts: [Int], frames: Int, kind: Renderer.Kind, viewport: Size, capacity: Int) throws {
        let layouts = try scene.layoutFiles.loadAll()
        var offscreen: OffscreenRenderer?
        var report: BenchSweep?
        for count in counts {
            var options = scene
            options.items = String(count)
            let setup = try options.setup(layouts: layouts)
            let library = try setup.library()
            let config = try setup.config(viewport: viewport, library: library)
            let playground = try Scene.playground(config)
            let renderer = try offscreen ?? OffscreenRenderer(viewport: viewport, library: library, kind: kind,
                                                              cacheBytes: capacity, thumbnails: textures.thumbnailCache())
            offscreen = renderer
            var bench = Bench(playground: playground, offscreen: renderer, frames: frames)
            bench.bruteForce = false
            let result = try bench.run()
            if report == nil { report = BenchSweep(layout: result.layout, frames: frames) }
            report?.rows.append((count, result))
        }
        guard let report else { return }
        StandardOutput.write((json ? report.json().serialized() : report.table()) + "\n")
    }
}
