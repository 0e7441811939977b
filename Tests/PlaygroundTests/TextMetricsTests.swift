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
