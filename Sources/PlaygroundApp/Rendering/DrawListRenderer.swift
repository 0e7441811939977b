import CSDL
import Foundation
import PlaygroundCore

/// Draws a DrawList with SDL: every element as two textured (or coloured) triangles through SDL_RenderGeometry,
/// so rotation, non-uniform scale and projected 3D corners all take the same path. No layout math here: the quad
/// corners, texture crop, alpha and order all come from the core.
///
/// A cell whose image is not loaded yet (or failed) shows its placeholder: its colour and its label (its index),
/// the label drawn inside the cell's quad so it turns and shrinks with the cell. Supplementary views (headers,
/// footers) show their label ("header 1") at the left; decoration views are colour fills.
///
/// Each frame's SDL calls are first collected in a `DrawBatch` (kept as `batch`), then submitted: the benchmark
/// replays the batches straight into SDL for its baseline.
final class DrawListRenderer {
    let renderer: Renderer
    let images: TextureCache?
    let text: TextRenderer?
    /// The last frame's draw calls.
    private(set) var batch = DrawBatch()
    /// The text of views that draw themselves (UILabel lines), from UIKit's font files.
    lazy var runs = TextRunRenderer(renderer: renderer)
    /// The image files of views that draw themselves (UIImage(named:)).
    lazy var files = ViewImageCache(renderer: renderer)

    /// Placeholder labels: white (cells) and a light grey (supplementary views), on a half-transparent shadow
    /// one point down and right.
    static let cellLabelColor = Color(r: 255, g: 255, b: 255)
    static let headerLabelColor = Color(r: 214, g: 218, b: 228)
    /// Labels take at most this much of the cell's width and height (so "1000000" still fits a small cell).
    static let labelFraction = (width: 0.8, height: 0.6)
    /// A header's title starts this far from its left edge, points (the grid's default section inset is 10).
    static let headerPadding = 12.0

    init(renderer: Renderer, images: TextureCache?, text: TextRenderer?) {
        self.renderer = renderer
        self.images = images
        self.text = text
    }

    /// Draws a few quads in each pipeline state a frame uses (colour fills and textures, each opaque and blended, with
    /// soft edges), then clears, so the frames that show the first photos do not pay for compiling those states.
    ///
    /// llvmpipe (Mesa's OpenGL on the CPU, what this machine and CI have) compiles code with LLVM the first time it
    /// draws a state, and its key includes the blending and, per texture, whether each side is a power of two:
    /// photos decoded to 256×192 and to 192×256 (portrait) are two states. It also compiles a state's general
    /// triangle path apart from its path for whole-pixel rectangles, on first use: the first frame of a scroll, with
    /// cells at fractional positions, paid for that. Measured here (quiet machine, `bench --live-images`): without
    /// this, the frames that drew the first photos took 130–217 ms, while the photos were loading, and with only
    /// whole-pixel quads here the scroll's first moving frame still took 26–36 ms; with it, no frame over 33 ms
    /// (the longest 17.5 ms on the first screen, 29 ms scrolling). It costs about 0.15 s once, in the first frame,
    /// while the decoders start on the first screen (docs/benchmarks.md, "Frames while photos load"). The textures
    /// are made as photos are (RGBA32 surfaces, `Texture`), 3 or 4 texels a side for the four power-of-two
    /// combinations, opaque and not, and one sampled nearest as the panel's font atlas is; each is drawn as a
    /// whole-pixel square, a square at fractional positions and a turned quad.
    ///
    /// `LAYOUT_PLAYGROUND_NO_WARMUP=1` skips it, to measure the difference.
    func warmUp() {
        guard ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_NO_WARMUP"] != "1" else { return }
        var textures: [Texture?] = [nil]
        for (w, h) in [(3, 3), (4, 3), (3, 4), (4, 4)] {
            guard let surface = try? Surface(width: w, height: h) else { return }
            for opaque in [true, false] {
                textures.append(try? Texture(renderer: renderer, surface: surface, isOpaque: opaque))
            }
        }
        // The panel's font atlas (`ImGuiSession`): sampled nearest, sides powers of two. Without it, the frame that
        // first opened the panel took 40–45 ms (7.5 before, 15 after); with it, no frame over 33 ms.
        if let atlas = try? Surface(width: 4, height: 4),
           let texture = try? Texture(renderer: renderer, surface: atlas) {
            SDL_SetTextureScaleMode(texture.handle, SDL_ScaleModeNearest)
            textures.append(texture)
        }
        func square(_ x: Double, _ y: Double, _ side: Double) -> Quad {
            Quad(topLeft: Point(x: x, y: y), topRight: Point(x: x + side, y: y),
                 bottomRight: Point(x: x + side, y: y + side), bottomLeft: Point(x: x, y: y + side))
        }
        let turned = Quad(topLeft: Point(x: 20.3, y: 0.7), topRight: Point(x: 60.1, y: 4.2),
                          bottomRight: Point(x: 56.6, y: 44.4), bottomLeft: Point(x: 16.8, y: 40.9))
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        var b = DrawBatch()
        for texture in textures {
            for alpha: UInt8 in [255, 128] {
                let color = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
                for quad in [square(0, 0, 8), square(70.5, 0.25, 30.5), turned] {
                    b.add(texture, quad, uv: unit, color: color)
                    b.add(texture, quad, uv: unit, color: color, softEdgesAt: renderer.scale)
                }
            }
        }
        b.submit(to: renderer)
        SDL_RenderClear(renderer.handle)
        renderer.finish()
    }

    func draw(_ list: DrawList) {
        var b = DrawBatch(background: list.background)
        b.reserve(quads: batch.count)
        for item in list.items where item.quad.isFinite && item.alpha > 0 {
            if item.role == .indicator, let disc = disc {
                // Page dots are round, as UIPageControl's: a disc texture, its edge anti-aliased within it.
                b.add(disc, item.quad, uv: Rect(x: 0, y: 0, width: 1, height: 1),
                      color: SDL_Color(r: item.color.r, g: item.color.g, b: item.color.b, a: Self.byte(item.alpha)))
                continue
            }
            if item.role == .view {
                addView(item, to: &b)
                continue
            }
            // An element that draws itself keeps an unfilled quad (its pieces follow).
            if item.texture == nil, item.color.a == 0, item.label == nil { continue }
            let texture = item.texture.flatMap { images?.texture(for: $0) }
            let color = texture == nil
                ? SDL_Color(r: item.color.r, g: item.color.g, b: item.color.b, a: Self.byte(Double(item.color.a) / 255 * item.alpha))
                : SDL_Color(r: 255, g: 255, b: 255, a: Self.byte(item.alpha))
            // Soft edges for the layout's elements: cells, headers, decorations (not the veil, which covers the
            // window, nor the focus ring, whose four quads meet edge to edge).
            let soft = item.role == .content
            b.add(texture, item.quad, uv: item.uv, color: color, softEdgesAt: soft ? renderer.scale : nil)
            if texture == nil, let label = item.label { addLabel(label, of: item, to: &b) }
        }
        batch = b
        b.submit(to: renderer)
    }

    /// The label's quad inside the element's quad: a rectangle in the element's own (untransformed) coordinates,
    /// mapped through the quad's corners, so it follows the element's rotation, scale and projection.
    private func addLabel(_ label: String, of item: DrawItem, to b: inout DrawBatch) {
        guard let text, let texture = text.texture(label, .label) else { return }
        let cell = item.attributes.size
        guard cell.width > 0, cell.height > 0 else { return }
        let size = text.size(label, .label)
        let fit = min(1, Self.labelFraction.width * cell.width / size.width,
                      Self.labelFraction.height * cell.height / size.height)
        let w = size.width * fit / cell.width, h = size.height * fit / cell.height
        guard size.width * fit >= 4 else { return }  // too small to read
        let isCell = item.displayIndex != nil
        let u0 = isCell ? 0.5 - w / 2 : min(Self.headerPadding / cell.width, max(0, 1 - w))
        let v0 = 0.5 - h / 2
        let q = item.quad
        func at(_ u: Double, _ v: Double) -> Point {
            q.topLeft * ((1 - u) * (1 - v)) + q.topRight * (u * (1 - v)) + q.bottomRight * (u * v) + q.bottomLeft * ((1 - u) * v)
        }
        let labelQuad = Quad(topLeft: at(u0, v0), topRight: at(u0 + w, v0), bottomRight: at(u0 + w, v0 + h),
                             bottomLeft: at(u0, v0 + h))
        let full = Rect(x: 0, y: 0, width: 1, height: 1)
        let shadow = Point(x: 1, y: 1)
        b.add(texture, Quad(topLeft: labelQuad.topLeft + shadow, topRight: labelQuad.topRight + shadow,
                            bottomRight: labelQuad.bottomRight + shadow, bottomLeft: labelQuad.bottomLeft + shadow),
              uv: full, color: SDL_Color(r: 0, g: 0, b: 0, a: Self.byte(0.45 * item.alpha)))
        let c = isCell ? Self.cellLabelColor : Self.headerLabelColor
        b.add(texture, labelQuad, uv: full, color: SDL_Color(r: c.r, g: c.g, b: c.b, a: Self.byte(item.alpha)))
    }

    /// A white disc with an anti-aliased edge (alpha = the share of each texel inside the circle, 4×4 samples),
    /// made once; nil if SDL cannot make it (the dots are then squares).
    private lazy var disc: Texture? = {
        let side = Self.discSide
        guard let surface = try? Surface(width: side, height: side) else { return nil }
        let s = surface.handle.pointee
        let pixels = s.pixels.assumingMemoryBound(to: UInt8.self)
        let r = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 4 - r, dy = Double(y) + (Double(sy) + 0.5) / 4 - r
                        if dx * dx + dy * dy <= r * r { inside += 1 }
                    }
                }
                let p = pixels + y * Int(s.pitch) + x * 4
                p[0] = 255; p[1] = 255; p[2] = 255
                p[3] = UInt8(inside * 255 / 16)
            }
        }
        return try? Texture(renderer: renderer, surface: surface)
    }()

    /// The disc texture's side, pixels: 32 keeps a dot round and smooth up to 4× its 8 points on a 2× screen.
    static let discSide = 32

    static func byte(_ unit: Double) -> UInt8 { UInt8(checked: (unit.clamped(to: 0...1) * 255).rounded()) }
}
