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

    @OptionGroup var textures: TextureOptions

    func run() throws {
        let kind = try Parse.renderer(renderer)
        let viewport = try scene.viewport()
        let contentOffset = try Parse.point(offset, option: "--offset")
        let capacity = try textures.capacity()
        let setup = try scene.setup(layouts: try scene.layoutFiles.loadAll(
            session: try scene.checkSession(viewport: viewport)))
        let library = try setup.library()
        let config = try setup.config(viewport: viewport, library: library)
        var playground = try Scene.playground(config)
        playground.setContentOffset(contentOffset, clamped: false)
        let offscreen = try OffscreenRenderer(viewport: viewport, library: library, kind: kind, cacheBytes: capacity,
                                              thumbnails: textures.thumbnailCache())
        try offscreen.render(playground.drawList()).savePNG(to: out)
    }
}
