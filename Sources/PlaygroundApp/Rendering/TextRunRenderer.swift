import CSDL
import Foundation
import PlaygroundCore

/// The text of drawn views (`TextRun`: UILabel lines) with SDL2_ttf, from the font file UIKit measured it with
/// (FreeType + HarfBuzz both ways, unhinted, so the widths agree: `TextMetricsTests`). Each (text, file, pixel size)
/// is rendered once, white, into a texture kept in an LRU cache; colour comes from the vertices.
final class TextRunRenderer {
    /// Text textures kept: 16 MiB (a 17-point line of 20 characters at 2× is about 320×42 pixels, 54 KB).
    static let cacheCapacity = 16 << 20

    struct Key: Hashable {
        var text: String
        var file: String
        var pixels: Int
    }

    struct FontKey: Hashable {
        var file: String
        var pixels: Int
    }

    /// A rendered line and where its baseline is, pixels from its top.
    struct Line {
        var texture: Texture
        var ascent: Int
    }

    let renderer: Renderer
    private var fonts: [FontKey: Font?] = [:]
    private var cache = LRUCache<Key>(capacity: TextRunRenderer.cacheCapacity)
    private var lines: [Key: Line] = [:]
    private var warned: Set<String> = []

    init(renderer: Renderer) { self.renderer = renderer }

    deinit {
        lines.removeAll()
        fonts.removeAll()
    }

    /// The font file opened at `pixels` (SDL2_ttf's size: points at 72 dpi, so pixels), unhinted as UIKit measures.
    func font(_ file: String, pixels: Int) -> Font? {
        let key = FontKey(file: file, pixels: pixels)
        if let known = fonts[key] { return known }
        let font = try? Font(session: renderer.window.session, path: file, size: pixels)
        if let font {
            TTF_SetFontHinting(font.handle, TTF_HINTING_NONE)
        } else if warned.insert(file).inserted {
            Diagnostics.warn("cannot open the font \(file); its text is not drawn (install fonts-inter)")
        }
        fonts[key] = font
        return font
    }

    /// The line's texture (white on transparent) and baseline; nil for empty text or no font.
    func line(_ run: TextRun, pixels: Int) -> Line? {
        guard !run.text.isEmpty, pixels > 0 else { return nil }
        let key = Key(text: run.text, file: run.fontFile, pixels: pixels)
        if let known = lines[key] {
            cache.touch(key)
            return known
        }
        guard let font = font(run.fontFile, pixels: pixels),
              let raw = TTF_RenderUTF8_Blended(font.handle, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)),
              let texture = try? Texture(renderer: renderer, surface: Surface(raw))
        else { return nil }
        let line = Line(texture: texture, ascent: Int(TTF_FontAscent(font.handle)))
        lines[key] = line
        for evicted in cache.insert(key, cost: texture.bytes) { lines.removeValue(forKey: evicted) }
        return line
    }
}
