/// A colour in sRGB, components 0…1 (drawn by the views that use it; docs/cells.md, "Drawn cells"; the system
/// colours: UIColor+SystemColors.swift).
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    /// The colour itself: a colour is immutable, so its copy is the same object (UIColor.h: `@interface UIColor :
    /// NSObject <NSSecureCoding, NSCopying>`; Apple, NSCopying: "the copy returned is immutable if the consideration
    /// 'immutable vs. mutable' applies to the receiving object", and an immutable class may return itself). Layout
    /// attributes subclasses that keep a colour copy it in their own `copy(with:)`.
    open func copy(with zone: NSZone? = nil) -> Any { self }
    /// The components in the RGB colour space, 0…1 (read them with `getRed(_:green:blue:alpha:)`, as on iOS).
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// Whether the colour was made in the grayscale ("white") colour space, as `init(white:alpha:)` and the black,
    /// white and greys are on iOS: such a colour is not equal to the RGB colour with the same components.
    let playgroundIsGrayscale: Bool
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        playgroundIsGrayscale = false
        super.init()
    }
    /// A colour in the grayscale colour space (UIColor.h, `colorWithWhite:alpha:`).
    public init(white: CGFloat, alpha: CGFloat) {
        red = white; green = white; blue = white; self.alpha = alpha
        playgroundIsGrayscale = true
        super.init()
    }
    /// Whether `object` is a colour in the same colour space with equal components (Apple, CGColorEqualToColor:
    /// "Two colors are equal if they share the same color space and numerically equal color components"; UIColor
    /// compares so on iOS: `UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1)`, while `UIColor.white`, a
    /// grayscale colour, is not equal to the RGB white). Swift's `==` on colours is this, as on iOS (NSObject's `==`
    /// calls `isEqual(_:)`).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        return playgroundIsGrayscale == other.playgroundIsGrayscale && red == other.red && green == other.green
            && blue == other.blue && alpha == other.alpha
    }
    /// Equal colours have equal hashes (NSObject's contract for `isEqual(_:)`).
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(playgroundIsGrayscale); hasher.combine(red); hasher.combine(green); hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }
    /// A colour literal, `#colorLiteral(red: 0.5, green: 0.6, blue: 0.9, alpha: 1)` (Xcode's colour picker in
    /// code), as UIKit's overlay makes one: the components in sRGB, 0…1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    /// A colour from hue, saturation and brightness, each 0…1 (Apple: "UIColor.init(hue:saturation:brightness:
    /// alpha:)", the HSB colour space; a hue of 1 is red again), converted to RGB as HSV is (Smith, "Color Gamut
    /// Transform Pairs", 1978): the hue's sextant picks which channel is the brightness, which the brightness less
    /// the saturation, and which moves between them.
    ///
    ///     UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)   // red 0, green 1, blue 0
    ///     UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)    // red 0.4, green 0.8, blue 0.8
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6  // 0 ..< 6: the sextant and how far into it
        let s = min(max(saturation, 0), 1), v = brightness
        let sextant = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sextant {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// The RGB components; true (every colour here is RGB: Apple, "getRed(_:green:blue:alpha:)").
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The HSB components, the inverse of `init(hue:saturation:brightness:alpha:)` (hue 0 for a grey); true.
    ///
    ///     UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
    ///     // h 0.5, s 0.5, b 0.8
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maxC = max(red, green, blue), minC = min(red, green, blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == red { h = (green - blue) / delta } else if maxC == green { h = 2 + (blue - red) / delta } else {
                h = 4 + (red - green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }

    /// The same colour (in the same colour space: a grey stays grey) with `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        playgroundIsGrayscale ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the current context's fill colour (UIColor.h; a view's `draw(_:)` code before `UIBezierPath.fill()`).
    ///
    /// Playground: does nothing: what is drawn into a context is not kept here (docs/uikit.md, "What compiles and
    /// does nothing").
    open func setFill() {
        PlaygroundNotices.record("UIColor.setFill()", .doesNothing, "what is drawn into a context is not kept here")
    }
    /// Sets the current context's stroke colour (UIColor.h).
    ///
    /// Playground: does nothing: what is drawn into a context is not kept here.
    open func setStroke() {
        PlaygroundNotices.record("UIColor.setStroke()", .doesNothing, "what is drawn into a context is not kept here")
    }
    /// Sets the current context's fill and stroke colours (UIColor.h).
    ///
    /// Playground: does nothing: what is drawn into a context is not kept here.
    open func set() {
        PlaygroundNotices.record("UIColor.set()", .doesNothing, "what is drawn into a context is not kept here")
    }
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.playgroundComponents + [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: cgColor.alpha)
    }
}
