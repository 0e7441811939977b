import ArgumentParser
import CSDL
import Foundation
import PlaygroundCore

/// `playground render`: one frame, headless, to PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one frame headless to a PNG file.")

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: "Content offset X,Y (content coordinates; not clamped; negative values welcome).")
    var offset: String = "0,0"

    @Option(help: "The PNG file to write.")
    var out: String

    @Option(help: "Renderer: auto (OpenGL, falling back to software), opengl, software.")
    var renderer: String = "auto"

    func run() throws {
        guard let kind = Renderer.Kind(rawValue: renderer) else {
            throw CLIError("--renderer must be auto, opengl or software, got '\(renderer)'")
        }
        let viewport = try scene.viewport()
        let contentOffset = try Parse.point(offset, option: "--offset")
        let library = try Scene.library(scene.images)
        let config = try Scene.config(layout: scene.layout, viewport: viewport, params: try scene.parameters(),
                                      items: try scene.itemCount(), itemSizes: [], library: library)
        var playground = try Scene.playground(config)
        playground.setContentOffset(contentOffset, clamped: false)
        let offscreen = try OffscreenRenderer(viewport: viewport, library: library, kind: kind)
        try offscreen.render(playground.drawList()).savePNG(to: out)
    }
}

/// A hidden window on SDL's offscreen driver (forced over the environment), for render and replay --frames.
final class OffscreenRenderer {
    let renderer: Renderer
    private let drawer: DrawListRenderer

    init(viewport: Size, library: ImageLibrary, kind: Renderer.Kind = .auto) throws {
        let window = try Window(session: try SDLSession(headless: true), title: "Layout Playground",
                                size: (Int32(viewport.width), Int32(viewport.height)), hidden: true)
        renderer = try Renderer(window: window, kind: kind, vsync: false)
        drawer = DrawListRenderer(renderer: renderer, textures: try library.makeTextures(renderer: renderer))
    }

    /// Draws `list` and reads the pixels back.
    func render(_ list: DrawList) throws -> Surface {
        drawer.draw(list)
        return try renderer.readPixels()
    }
}
