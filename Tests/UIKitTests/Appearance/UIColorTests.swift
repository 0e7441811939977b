import Testing
import UIKit

@Suite struct UIColorTests {
    func rgba(_ c: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    func close(_ x: [CGFloat], _ y: [CGFloat]) -> Bool { zip(x, y).allSatisfy { abs($0 - $1) < 1e-12 } }

    /// HSB to RGB worked by hand: the hue's sextant (hue × 6) picks the channels; brightness v, v(1 − s),
    /// v(1 − s·f), v(1 − s(1 − f)) with f how far into the sextant.
    @Test func hueSaturationBrightnessToRGB() {
        #expect(close(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))  // red
        #expect(close(rgba(UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 1)), [0.5, 1, 0, 1]))  // sextant 1, f ½
        #expect(close(rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)), [0.4, 0.8, 0.8, 1]))
        #expect(close(rgba(UIColor(hue: 0.75, saturation: 1, brightness: 1, alpha: 0.5)), [0.5, 0, 1, 0.5]))
        #expect(close(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))  // 1 is red again
        #expect(close(rgba(UIColor(hue: 0.6, saturation: 0, brightness: 0.3, alpha: 1)), [0.3, 0.3, 0.3, 1]))  // grey
    }

    /// getHue inverts init(hue:…) for every hue of a seeded sweep.
    @Test func getHueInvertsInitHue() {
        for i in 0..<60 {
            let h = CGFloat(i) / 60, s = 0.2 + CGFloat(i % 5) * 0.2, v = 0.3 + CGFloat(i % 7) * 0.1
            var hh: CGFloat = 0, ss: CGFloat = 0, vv: CGFloat = 0, aa: CGFloat = 0
            #expect(UIColor(hue: h, saturation: s, brightness: v, alpha: 1).getHue(&hh, saturation: &ss, brightness: &vv, alpha: &aa))
            #expect(abs(hh - h) < 1e-9 && abs(ss - s) < 1e-9 && abs(vv - v) < 1e-9 && aa == 1, "hue \(h)")
        }
    }

    @Test func whiteAndAlphaComponent() {
        #expect(close(rgba(UIColor(white: 0.25, alpha: 1)), [0.25, 0.25, 0.25, 1]))
        #expect(close(rgba(UIColor.red.withAlphaComponent(0.5)), [1, 0, 0, 0.5]))
    }
}

/// Swift 3's colour-literal initializer, still called by example apps written in Swift 3.
@Suite struct UIColorSwift3NameTests {
    @Test func colorLiteralRedGivesTheComponents() {
        let c = UIColor(colorLiteralRed: 0.5, green: 0.25, blue: 1, alpha: 0.75)
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.5, 0.25, 1, 0.75])
    }
}
