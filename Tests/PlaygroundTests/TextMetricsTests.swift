import CSDL
import Foundation
import PlaygroundCore
import Testing
import UIKitBridge
@testable import PlaygroundApp

extension EdgeTests.SDLTests {
    /// Text is measured by UIKit (FreeType + HarfBuzz, Sources/CTextShaping) and drawn by SDL2_ttf from the same
    /// font file, unhinted (TextRunRenderer): for a few fonts and sizes, the width SDL2_ttf renders at 2 pixels a
    /// point is the measured width within a pixel (SDL2_ttf rounds its glyph positions to whole pixels).
    @Test func measuredWidthsAreWhatSDLTTFRenders() throws {
        try Self.withRenderer { renderer in
            let runs = TextRunRenderer(renderer: renderer)
            let fonts: [(size: Double, weight: Double)] = [(17, 0), (13, 0.4), (28, 0), (11, 0.3), (34, -0.4)]
            let texts = ["Hello, world", "collection", "Tags & Capsules", "WAVE Typography", "iiiiiiii", "Ä 1234.56"]
            for f in fonts {
                let measure = TextMeasure.systemFont(size: f.size, weight: f.weight)
                let file = try #require(measure.fontFile, "fonts-inter is needed")
                #expect(file.contains("Inter"), "\(file)")
                let pixels = Int((f.size * 2).rounded())
                let font = try #require(runs.font(file, pixels: pixels))
                for text in texts {
                    var w: Int32 = 0, h: Int32 = 0
                    #expect(TTF_SizeUTF8(font.handle, text, &w, &h) == 0)
                    let measured = measure.width(of: text) * 2
                    #expect(abs(measured - Double(w)) <= 1, "\(text) at \(f.size) pt: measured \(measured) px, SDL_ttf \(w)")
                }
            }
        }
    }
}

extension EdgeTests.SDLTests {
    /// Emoji fall back to the colour emoji font (fonts-noto-color-emoji; EmojiFallback) in both the measuring and
    /// the drawing: "Hi 🍎!" at 17 points is three pieces, the apple untinted, each starting where UIKit measured
    /// the text before it (within a pixel at 2 pixels a point), the apple as wide as the emoji font's advance
    /// (its 109-pixel strike's 8686/64 pixels: 1.2452 em, 21.17 points at 17).
    @Test func emojiAreMeasuredAndDrawnFromTheEmojiFont() throws {
        let emojiFile = try #require(TextMeasure.emojiFontFile, "fonts-noto-color-emoji is needed")
        try Self.withRenderer { renderer in
            let runs = TextRunRenderer(renderer: renderer)
            let measure = TextMeasure.systemFont(size: 17, weight: 0)
            let file = try #require(measure.fontFile)
            let apple = measure.width(of: "🍎")
            #expect(abs(apple - 8686.0 / 64 / 109 * 17) < 0.01, "\(apple) points")
            #expect(abs(TextMeasure.emojiWidth(of: "🍎") * 17 - apple) < 0.001)
            let run = TextRun(text: "Hi 🍎!", fontFile: file, pointSize: 17, ascender: 16)
            let line = try #require(runs.line(run, pixels: 34))
            #expect(line.pieces.count == 3)
            #expect(line.pieces.map(\.tinted) == [true, false, true])
            #expect(abs(line.pieces[1].x - measure.width(of: "Hi ") * 2) <= 1, "\(line.pieces[1].x)")
            #expect(abs(line.pieces[1].width - apple * 2) < 0.01, "\(line.pieces[1].width)")
            #expect(abs(line.pieces[2].x - measure.width(of: "Hi 🍎") * 2) <= 1, "\(line.pieces[2].x)")
            let end = line.pieces[2].x + line.pieces[2].width
            #expect(abs(end - measure.width(of: "Hi 🍎!") * 2) <= 1.5, "\(end)")
            #expect(runs.font(emojiFile, pixels: 34) != nil)
        }
    }
}
