import CSDL
import Foundation
import PlaygroundCore

/// The image files drawn views show (`UIImage(named:)`: `ImageSource.file`), each decoded once with SDL_image, whole,
/// and kept as a texture while the renderer lives (a layout's own images are few and small: icons, avatars). A file
/// that cannot be read gives one warning and draws as its view's colour.
final class ViewImageCache {
    let renderer: Renderer
    private var textures: [String: Texture?] = [:]

    init(renderer: Renderer) { self.renderer = renderer }

    deinit { textures.removeAll() }

    func texture(_ path: String) -> Texture? {
        if let known = textures[path] { return known }
        var texture: Texture?
        switch UserFile.sdlStream(BytePath(path)) {
        case .success(let stream):
            let (raw, _) = LibraryMessages.shared.capturing { IMG_LoadTyped_RW(stream, 1, (path as NSString).pathExtension) }
            if let raw {
                let surface = Surface(raw)
                texture = try? Texture(renderer: renderer, surface: surface)
            }
            if texture == nil { Diagnostics.warn("cannot read the image \(path): \(String(cString: SDL_GetError()))") }
        case .failure(let failure):
            Diagnostics.warn("cannot read the image \(path): \(failure.reason)")
        }
        textures[path] = texture
        return texture
    }
}
