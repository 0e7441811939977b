import ArgumentParser
import Foundation
import UIKitSourceRewrite
import PlaygroundCore
import PlaygroundJSON

/// `playground replay SCRIPT.json`: the core, headless, with a fixed timestep.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay", abstract: "Run a script of input events headless and write the trace.")

    @Argument(help: "The replay script (JSON; see docs/replay.md). Not needed with --monkey.")
    var script: String?

    @Option(help: "Soak: generate a random session from this seed instead of a script, and check invariants every frame.")
    var monkey: UInt64?

    @Option(help: "Seconds to run (overrides the script's \"until\"; with --monkey, default 10).")
    var until: Double?

    @Option(help: "Write the trace here (default: standard output).")
    var trace: String?

    @Option(help: "Render every frame to DIR/frame-NNNNN.png (SDL offscreen driver).")
    var frames: String?

    @Option(help: "Encode the frames to a video: out.mp4, out.gif or out.webp (needs ffmpeg; docs/recording.md).")
    var video: String?

    @Option(help: "With --video: frames per second, the replay's timestep (default: the script's for MP4, 25 for GIF, 30 for WebP).")
    var fps: Double?

    @Option(help: "With --video: the video's size relative to the viewport (default 1; a GIF at most 640 wide).")
    var scale: Double?

    @Option(help: "Folder of images, overriding the script's \"images\".")
    var images: String?

    @Option(name: .customLong("order-file"),
            help: "Restore the order from this file and write it after every committed change, as run does.")
    var orderFile: String?

    @OptionGroup var textures: TextureOptions

    @Option(help: "A preset (TOML, docs/tuning.md) over the script's setup: its values win over the script's.")
    var preset: String?

    @OptionGroup var layoutFiles: LayoutFileOptions

    @OptionGroup var sectionsOption: SectionsOption

    @OptionGroup var devices: DeviceOptions

    func run() throws {
        let deviceSize = try devices.size(besides: nil)
        if let until, !(until.isFinite && until >= 0 && until <= 1_000_000) {
            throw CLIError("--until must be 0…1000000 seconds, got \(until)")
        }
        var parsed: ReplayScript
        // The monkey's events come a gesture at a time as the replay reaches them (issue 38, 8).
        var generator: Monkey?
        if let monkey {
            generator = Monkey(seed: monkey, viewport: Size(width: 1280, height: 800))
            parsed = generator!.header(duration: until ?? 10)
        } else {
            guard let script else { throw CLIError("replay needs a script file, or --monkey SEED") }
            // A pipe is welcome (`replay <(generate-script)`): reading it waits for its writer, as `cat` would.
            let text: String
            switch UserFile.readText(BytePath(script), allowPipes: true) {
            case .success(let read): text = read
            case .failure(let failure): throw CLIError("cannot read script \(script): \(failure.reason)")
            }
            do { parsed = try JSONInput.decode(ReplayScript.self, from: text, root: "script") } catch {
                throw CLIError("\(script): \(error.message)")
            }
            if let until { parsed.until = until }
        }
        if video == nil, fps != nil || scale != nil { throw CLIError("--fps and --scale go with --video") }
        let format = try video.map { try VideoEncoder.Format(path: $0) }
        if let format { parsed.fps = fps ?? (format == .mp4 ? parsed.fps : min(parsed.fps, format.defaultFPS)) }

        let capacity = try textures.capacity()
        // The script's layout files are relative to the script's folder.
        let scriptFolder = script.map { PathText.folder(of: $0) } ?? ""
        func resolved(_ file: String) -> String {
            (file as NSString).isAbsolutePath || scriptFolder.isEmpty ? file
                : (scriptFolder as NSString).appendingPathComponent(file)
        }
        let layouts = try layoutFiles.loadAll(extra: parsed.layoutFiles.map(resolved),
                                              session: (parsed.items ?? ImageLibrary.bundledItemCount, parsed.size))
        // `reload` events: each file built now, installed at the event's time (docs/replay.md).
        let reloads = parsed.events.compactMap { e -> String? in
            if case .installLayout(let request) = e.kind { resolved(request.file) } else { nil }
        }
        let built = try layoutFiles.builds(reloads, joining: layouts)
        for i in parsed.events.indices {
            if case .installLayout(var request) = parsed.events[i].kind {
                request.descriptor = built[resolved(request.file)]
                parsed.events[i].kind = .installLayout(request)
            }
        }
        // The script's setup under the preset's under --images; the script's physics and interactions under the
        // tunables of both.
        var setup = try SessionSetup(
            layouts: layouts,
            script: SessionSetup.Choices(layout: parsed.layout, params: parsed.params, items: parsed.items,
                                         images: parsed.images),
            presetPath: preset,
            commandLine: SessionSetup.Choices(params: try sectionsOption.apply(to: [:]), images: images))
        let library = try setup.library()
        setup.traits = try devices.traits()
        var configured = try setup.config(
            viewport: deviceSize ?? parsed.size, itemSizes: parsed.itemSizes, library: library,
            base: PlaygroundConfig(decelerationRate: parsed.decelerationRate, autoplay: parsed.autoplay,
                                   longPress: parsed.longPress))
        let store = orderFile.map {
            OrderStore(path: $0, identifiers: OrderFile.identifiers(itemCount: configured.itemCount, imageNames: library.names),
                       keepsInserted: setup.items == nil)
        }
        configured.initialOrder = store?.load()
        var replayer = Replayer(script: parsed, playground: try Scene.playground(configured))
        if generator != nil { replayer.moreEvents = { generator!.nextEvents() } }
        replayer.onOrderChange = { order, version in store?.saveIfChanged(order, version: version) }

        if monkey != nil {
            try soak(&replayer, script: parsed)
            return
        }
        let result: JSON
        if frames != nil || video != nil {
            if let frames { try AtomicFile.makeFolders(BytePath(frames), for: frames) }
            let offscreen = try OffscreenRenderer(viewport: parsed.size, library: library, cacheBytes: capacity,
                                                  thumbnails: textures.thumbnailCache())
            let (width, height) = offscreen.renderer.outputSize
            let encoder = try video.map {
                let defaultScale = format == .gif ? min(1, Self.gifWidth / Double(width)) : 1
                return try VideoEncoder(path: $0, width: Int(width), height: Int(height), fps: parsed.fps,
                                        scale: scale ?? defaultScale)
            }
            var index = 0
            do {
                result = try replayer.run { _, list in
                    if Interrupt.requested() {
                        throw CLIError("interrupted (Ctrl+C) after \(index) frames; "
                            + (video.map { "\(BytePath($0).display) was not written" } ?? "the frames so far are kept"))
                    }
                    let surface = try offscreen.render(list)
                    if let frames { try surface.savePNG(to: String(format: "%@/frame-%05d.png", frames, index)) }
                    try encoder?.write(surface)
                    index += 1
                }
                try encoder?.finish()
            } catch {
                encoder?.cancel()
                throw error
            }
            if let encoder {
                Diagnostics.line(String(format: "playground: wrote %@ (%d frames, %d×%d, %g fps)", encoder.path,
                                        encoder.framesWritten, encoder.outputWidth, encoder.outputHeight, encoder.fps))
            }
        } else {
            result = try replayer.run()
        }
        for rejected in replayer.playground.parameterErrors {
            Diagnostics.warn("parameter event at \(ParameterSpec.format(rejected.time)) s ignored: \(rejected.message)")
        }
        let text2 = result.serialized() + "\n"
        if let trace { try AtomicFile.write(text2, to: trace) } else { StandardOutput.write(text2) }
    }

    /// A GIF's width when no --scale is given, pixels: what a README or a pull request shows at 1:1 (GitHub's
    /// content column is about 830 wide) and keeps a 5-second GIF of photos a few megabytes (docs/recording.md).
    static let gifWidth = 640.0

    /// Runs a monkey session with invariant checks; prints one summary line (simulated time, frames, wall time,
    /// resident memory at start and end) and fails on the first violations.
    private func soak(_ replayer: inout Replayer, script: ReplayScript) throws {
        let rssStart = Self.residentMiB()
        let wall = Date()
        replayer.recordsFrames = trace != nil
        replayer.stopsOnQuit = false
        let result = try replayer.run(checking: true)
        if let trace { try AtomicFile.write(result.serialized() + "\n", to: trace) }
        let frames = replayer.frameCount
        StandardOutput.write(String(format: "monkey %llu: %@, %d items, %.0f s simulated (%d frames, %d events) in %.1f s; RSS %.1f → %.1f MiB; %@",
                     monkey ?? 0, replayer.playground.layoutName, replayer.playground.itemCount, script.endTime, frames,
                     replayer.eventCount, Date().timeIntervalSince(wall), rssStart, Self.residentMiB(),
                     replayer.violations.isEmpty ? "invariants held" : "\(replayer.violations.count) violations") + "\n")
        guard replayer.violations.isEmpty else {
            throw CLIError("monkey \(monkey ?? 0): " + replayer.violations.prefix(3).joined(separator: "; "))
        }
    }

    /// The process's resident memory (VmRSS from /proc/self/status), MiB; 0 where unavailable.
    static func residentMiB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kb / 1024
    }
}
