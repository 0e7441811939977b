import CSDL
import Foundation
import PlaygroundCore
import UIKitBridge

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

    /// A rendered line: its pieces, left to right (one for text without emoji; text and emoji runs otherwise).
    struct Line {
        var pieces: [Piece]
    }

    /// One run of a line: white text (coloured by the vertices) or colour emoji (drawn as they are, `tinted`
    /// false), `x` pixels from the line's start, its baseline `ascent` pixels from its top, drawn at `scale` times
    /// its texture's size (the emoji font's one strike scaled to the text's size; 1 for text).
    struct Piece {
        var texture: Texture
        var x: Double
        var ascent: Double
        var scale: Double
        var tinted: Bool
        var width: Double { Double(texture.width) * scale }
        var height: Double { Double(texture.height) * scale }
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

    /// The line's pieces (text white on transparent) and baselines; nil for empty text or no font.
    func line(_ run: TextRun, pixels: Int) -> Line? {
        guard !run.text.isEmpty, pixels > 0 else { return nil }
        let key = Key(text: run.text, file: run.fontFile, pixels: pixels)
        if let known = lines[key] {
            cache.touch(key)
            return known
        }
        let line: Line
        if EmojiFallback.containsEmoji(run.text) {
            var pieces: [Piece] = []
            var x = 0.0
            for segment in EmojiFallback.segments(of: run.text) {
                let piece = segment.isEmoji ? emoji(segment.text, pixels: pixels, x: x)
                    : text(String(segment.text), file: run.fontFile, pixels: pixels, x: x)
                guard let piece else { continue }
                pieces.append(piece)
                x += piece.width
            }
            line = Line(pieces: pieces)
        } else {
            guard let piece = text(run.text, file: run.fontFile, pixels: pixels, x: 0) else { return nil }
            line = Line(pieces: [piece])
        }
        guard !line.pieces.isEmpty else { return nil }
        lines[key] = line
        for evicted in cache.insert(key, cost: line.pieces.reduce(0) { $0 + $1.texture.bytes }) {
            lines.removeValue(forKey: evicted)
        }
        return line
    }

    /// A run of text in the run's own font, white.
    private func text(_ text: String, file: String, pixels: Int, x: Double) -> Piece? {
        guard let font = font(file, pixels: pixels),
              let raw = TTF_RenderUTF8_Blended(font.handle, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)),
              let texture = try? Texture(renderer: renderer, surface: Surface(raw))
        else { return nil }
        return Piece(texture: texture, x: x, ascent: Double(TTF_FontAscent(font.handle)), scale: 1, tinted: true)
    }

    /// A run of emoji from the emoji font (`EmojiFallback`): SDL2_ttf 2.20 draws its colour bitmaps (CBDT) at
    /// the font's one strike whatever size is asked, so the texture is scaled to the width UIKit measured
    /// (`TextMeasure.emojiWidth`, em × pixels). Without the font, each emoji is an outlined box one em wide.
    private func emoji(_ text: Substring, pixels: Int, x: Double) -> Piece? {
        let measured = TextMeasure.emojiWidth(of: text) * Double(pixels)
        if let file = TextMeasure.emojiFontFile, let font = font(file, pixels: pixels),
           let raw = TTF_RenderUTF8_Blended(font.handle, String(text), SDL_Color(r: 255, g: 255, b: 255, a: 255)),
           let texture = try? Texture(renderer: renderer, surface: Surface(raw)), texture.width > 0 {
            let scale = measured / Double(texture.width)
            return Piece(texture: texture, x: x, ascent: Double(TTF_FontAscent(font.handle)) * scale, scale: scale,
                         tinted: false)
        }
        return placeholder(count: text.count, pixels: pixels, x: x)
    }

    /// Outlined squares, one em each, sitting on the baseline (0.8 em of ascent): the emoji font is missing.
    private func placeholder(count: Int, pixels: Int, x: Double) -> Piece? {
        let side = max(pixels, 2)
        guard let surface = try? Surface(width: side * count, height: side) else { return nil }
        let raw = surface.handle
        SDL_FillRect(raw, nil, 0)
        let stroke = max(1, side / 12), inset = max(1, side / 10)
        for k in 0..<count {
            let left = k * side + inset, top = inset, w = side - 2 * inset
            for (rx, ry, rw, rh) in [(left, top, w, stroke), (left, top + w - stroke, w, stroke),
                                     (left, top, stroke, w), (left + w - stroke, top, stroke, w)] {
                var r = SDL_Rect(x: Int32(rx), y: Int32(ry), w: Int32(rw), h: Int32(rh))
                SDL_FillRect(raw, &r, UInt32.max)
            }
        }
        guard let texture = try? Texture(renderer: renderer, surface: surface) else { return nil }
        return Piece(texture: texture, x: x, ascent: Double(side) * 0.8, scale: 1, tinted: true)
    }
}
