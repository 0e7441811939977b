import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// `Canvas` and its `GraphicsContext` drawn through the item views' path (docs/swiftui.md, "Canvas"): worked
/// examples measured on the content pieces (areas and colours at points), as ShapesAndGradientsTests does.
@Suite struct CanvasTests: DrawnContentMeasuring {
    var adapterName: String { "canvas" }

    static let red = PlaygroundCore.Color(r: 255, g: 59, b: 48, a: 255)
    static let blue = PlaygroundCore.Color(r: 0, g: 122, b: 255, a: 255)

    /// A 200 × 100 canvas: a red 40 × 40 square at (10, 10), then, translated 100 points right, a blue disc of
    /// diameter 40 at (100, 10)…(140, 50): the square is 1,600 square points, the disc π·20² within the Bézier
    /// flattening's error, each in its colour where it is and nothing where neither is.
    @Test func fillsRectanglesAndEllipsesUnderTheTransform() throws {
        let c = try content { _ in
            AnyView(Canvas { context, size in
                context.fill(SwiftUI.Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red))
                context.translateBy(x: 100, y: 0)
                context.fill(SwiftUI.Path(ellipseIn: CGRect(x: 0, y: 10, width: 40, height: 40)), with: .color(.blue))
            }.frame(width: 200, height: 100))
        }
        #expect(c.pieces.count >= 2)
        #expect(color(at: PlaygroundCore.Point(x: 30, y: 30), in: c) == Self.red)
        #expect(color(at: PlaygroundCore.Point(x: 120, y: 30), in: c) == Self.blue)
        #expect(color(at: PlaygroundCore.Point(x: 70, y: 30), in: c) == nil)
        let reds = c.pieces.filter { $0.color == Self.red }.flatMap(triangles)
        #expect(abs(area(reds) - 1600) < 1e-6, "\(area(reds))")
        let blues = c.pieces.filter { $0.color == Self.blue }.flatMap(triangles)
        #expect(abs(area(blues) - Double.pi * 400) < 8, "\(area(blues))")
    }

    /// A stroked line and a stroked rounded rectangle: the line's band covers its middle and not beside it; a
    /// scale of 2 doubles a stroke's width (a 2-point line drawn scaled is 4 points wide: a point 1.5 points off
    /// its centre is inside).
    @Test func strokesLinesAndRoundedRectanglesScaled() throws {
        let c = try content { _ in
            AnyView(Canvas { context, _ in
                var line = SwiftUI.Path()
                line.move(to: CGPoint(x: 0, y: 10))
                line.addLine(to: CGPoint(x: 100, y: 10))
                context.stroke(line, with: .color(.red), lineWidth: 2)
                context.stroke(SwiftUI.Path(roundedRect: CGRect(x: 10, y: 30, width: 80, height: 40), cornerRadius: 8),
                               with: .color(.blue), style: StrokeStyle(lineWidth: 2))
                var scaled = context
                scaled.scaleBy(x: 2, y: 2)
                var short = SwiftUI.Path()
                short.move(to: CGPoint(x: 60, y: 45))
                short.addLine(to: CGPoint(x: 90, y: 45))
                scaled.stroke(short, with: .color(.red), lineWidth: 2)
            }.frame(width: 200, height: 100))
        }
        #expect(color(at: PlaygroundCore.Point(x: 50, y: 10), in: c) == Self.red)
        #expect(color(at: PlaygroundCore.Point(x: 50, y: 14), in: c) == nil)
        #expect(color(at: PlaygroundCore.Point(x: 50, y: 30), in: c) == Self.blue)
        #expect(color(at: PlaygroundCore.Point(x: 50, y: 50), in: c) == nil)
        // The scaled line runs from (120, 90) to (180, 90), 4 points wide.
        #expect(color(at: PlaygroundCore.Point(x: 150, y: 91.5), in: c) == Self.red)
        #expect(color(at: PlaygroundCore.Point(x: 150, y: 93), in: c) == nil)
    }

    /// An arc (a pie slice: the quarter disc of radius 50 from 0° to 90°) fills ¼π·50²; a context with opacity 0.5
    /// draws its fill at half alpha, and a text drawn at a point is a text piece centred there.
    @Test func arcsOpacityAndText() throws {
        let c = try content { _ in
            AnyView(Canvas { context, _ in
                var pie = SwiftUI.Path()
                pie.move(to: CGPoint(x: 0, y: 0))
                pie.addArc(center: .zero, radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
                pie.closeSubpath()
                context.fill(pie, with: .color(.red))
                var faded = context
                faded.opacity = 0.5
                faded.fill(SwiftUI.Path(CGRect(x: 100, y: 0, width: 20, height: 20)), with: .color(.blue))
                context.draw(Text("Hi").font(.system(size: 20)), at: CGPoint(x: 150, y: 80))
            }.frame(width: 200, height: 100))
        }
        let reds = c.pieces.filter { $0.color == Self.red }.flatMap(triangles)
        #expect(abs(area(reds) - Double.pi * 2500 / 4) < 10, "\(area(reds))")
        let faded = try #require(c.pieces.first { $0.color.r == 0 && $0.color.g == 122 })
        #expect(abs(Double(faded.color.a) / 255 * faded.alpha - 0.5) < 0.01, "\(faded)")
        let text = try #require(c.pieces.first { if case .text = $0.kind { return true }; return false })
        guard case .text(let run) = text.kind else { return }
        #expect(run.text == "Hi")
        #expect(run.pointSize == 20)
        let mid = (text.corners.topLeft.x + text.corners.topRight.x) / 2
        #expect(abs(mid - 150) < 1, "\(text.corners)")
    }

    /// A linear gradient shading with points in the canvas's coordinates: black at x 0, white at x 128.
    @Test func linearGradientShadingUsesTheCanvasPoints() throws {
        let c = try content { _ in
            AnyView(Canvas { context, size in
                context.fill(SwiftUI.Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero,
                                                   endPoint: CGPoint(x: size.width, y: 0)))
            }.frame(width: 128, height: 40))
        }
        let left = try #require(color(at: PlaygroundCore.Point(x: 2, y: 20), in: c))
        let right = try #require(color(at: PlaygroundCore.Point(x: 126, y: 20), in: c))
        #expect(left.r < 10)
        #expect(right.r > 245)
    }

    /// The renderer is handed the canvas's size (the frame's), and a canvas is as big as it is proposed.
    @MainActor @Test func rendererGetsTheCanvasSize() {
        nonisolated(unsafe) var seen: CGSize?
        let node = playgroundNode(of: Canvas { _, size in seen = size })
        guard case .leaf(.canvas(let canvas)) = node else { Issue.record("not a canvas leaf: \(node)"); return }
        let ops = canvas.operations(size: CGSize(width: 30, height: 20))
        #expect(ops.isEmpty)
        #expect(seen == CGSize(width: 30, height: 20))
    }
}
