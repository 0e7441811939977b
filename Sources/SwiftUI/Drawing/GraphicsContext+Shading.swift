import Foundation

extension GraphicsContext {
    /// What a fill or stroke paints with (SwiftUI's `GraphicsContext.Shading`): a colour, a shape style, the
    /// foreground style, or a gradient whose points are in the context's coordinates.
    ///
    ///     context.fill(path, with: .linearGradient(Gradient(colors: [.red, .blue]),
    ///                                              startPoint: .zero, endPoint: CGPoint(x: 0, y: 100)))
    public struct Shading {
        enum Kind {
            case paint(PlaygroundPaint)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
            case notDrawn(String)
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color))) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(white: Double, opacity: Double = 1) -> Shading { .color(Color(white: white, opacity: opacity)) }
        /// A shape style (a colour, a gradient, a material, a hierarchical level); a style not drawn here paints as
        /// the foreground style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            PlaygroundPaint(style).map { Shading(kind: .paint($0)) } ?? .foreground
        }
        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// What is behind the canvas.
        ///
        /// Playground: approximated: paints nothing (a notice): what is behind a canvas is not read back here.
        public static var backdrop: Shading { Shading(kind: .notDrawn("GraphicsContext.Shading.backdrop")) }
        /// Several shadings for a symbol's layers: the first paints here.
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? .foreground }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }
        /// An image repeated over the fill.
        ///
        /// Playground: approximated: paints nothing (a notice): tiled images are not drawn here.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> Shading {
            Shading(kind: .notDrawn("GraphicsContext.Shading.tiledImage(_:origin:sourceRect:scale:)"))
        }

        /// The paint in a canvas of `size`, under `transform` (a gradient's points are the context's: they are
        /// taken to the canvas's, then to unit points of it, as the playground's gradients are over a frame); nil
        /// for the foreground style; clear for what is not drawn (with a notice).
        func playgroundPaint(_ transform: CGAffineTransform, _ size: CGSize) -> PlaygroundPaint? {
            func unit(_ p: CGPoint) -> UnitPoint {
                let q = p.applying(transform)
                return UnitPoint(x: size.width > 0 ? q.x / size.width : 0, y: size.height > 0 ? q.y / size.height : 0)
            }
            let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            switch kind {
            case .paint(let p): return p
            case .foreground: return nil
            case .linear(let g, let s, let e): return .linear(LinearGradient(gradient: g, startPoint: unit(s), endPoint: unit(e)))
            case .radial(let g, let c, let r0, let r1):
                return .radial(RadialGradient(gradient: g, center: unit(c), startRadius: r0 * scale, endRadius: r1 * scale))
            case .conic(let g, let c, let a):
                let turn = atan2(transform.b, transform.a)
                return .angular(AngularGradient(gradient: g, center: unit(c), angle: .radians(a.radians + Double(turn))))
            case .notDrawn(let symbol):
                if symbol.hasPrefix("GraphicsContext.Shading.backdrop") {
                    PlaygroundNotices.record("GraphicsContext.Shading.backdrop", .approximated, "paints nothing")
                } else {
                    PlaygroundNotices.record("GraphicsContext.Shading.tiledImage(_:origin:sourceRect:scale:)", .approximated,
                                             "paints nothing")
                }
                return .color(.clear)
            }
        }
    }

    /// Options for a gradient (SwiftUI's `GraphicsContext.GradientOptions`). Playground: a gradient is drawn
    /// clamped (its end colours beyond it) whatever the options.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
