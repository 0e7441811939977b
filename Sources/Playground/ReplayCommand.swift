import ArgumentParser
import Foundation
import PlaygroundCore

/// `playground replay SCRIPT.json`: the core, headless, with a fixed timestep.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay", abstract: "Run a script of input events headless and write the trace.")

    @Argument(help: "The replay script (JSON; see docs/replay.md).")
    var script: String

    @Option(help: "Write the trace here (default: standard output).")
    var trace: String?

    @Option(help: "Render every frame to DIR/frame-NNNNN.png (SDL offscreen driver).")
    var frames: String?

    @Option(help: "Folder of images, overriding the script's \"images\".")
    var images: String?

    @OptionGroup var textures: TextureOptions

    func run() throws {
        guard let data = FileManager.default.contents(atPath: script) else {
            throw CLIError("cannot read script \(script)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw CLIError("script \(script) is not UTF-8 text") }
        let parsed: ReplayScript
        do { parsed = try ReplayScript.parse(text) } catch { throw CLIError("\(script): \(error.message)") }

        let capacity = try textures.capacity()
        let library = try Scene.library(images ?? parsed.images)
        let config = try Scene.config(layout: parsed.layout, viewport: parsed.size, params: parsed.params,
                                      items: parsed.items, itemSizes: parsed.itemSizes, library: library,
                                      decelerationRate: parsed.decelerationRate)
        var replayer = Replayer(script: parsed, playground: try Scene.playground(config))

        let result: JSON
        if let frames {
            try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
            let offscreen = try OffscreenRenderer(viewport: parsed.size, library: library, cacheBytes: capacity)
            var index = 0
            result = try replayer.run { _, list in
                try offscreen.render(list).savePNG(to: String(format: "%@/frame-%05d.png", frames, index))
                index += 1
            }
        } else {
            result = try replayer.run()
        }
        let text2 = result.serialized() + "\n"
        if let trace { try AtomicFile.write(text2, to: trace) } else { print(text2, terminator: "") }
    }
}
