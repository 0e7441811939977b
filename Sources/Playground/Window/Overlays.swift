import CSDL
import Foundation
import PlaygroundCore

/// The window's chrome drawn over the content, in points: the HUD (always), the help overlay (H or F1) and the
/// inspector (I). Reads the core's state; computes no layout.
struct Overlays {
    let renderer: Renderer
    let text: TextRenderer

    /// Panels: the background colour at 82 % opacity, so content shows through faintly.
    static let panel = Color(r: 18, g: 20, b: 26, a: 210)
    static let textColor = Color(r: 235, g: 237, b: 242)
    static let dimText = Color(r: 160, g: 166, b: 180)
    /// Inspector colours: cell outlines amber, the predicted rest cyan, the snap target magenta.
    static let outline = Color(r: 255, g: 196, b: 64)
    static let restColor = Color(r: 64, g: 220, b: 255)
    static let snapColor = Color(r: 255, g: 80, b: 220)
    /// A problem that lasts (the order is not being saved): a red readable on the dark panel (contrast ≈ 6:1).
    static let alertColor = Color(r: 255, g: 110, b: 100)
    /// Space around text in panels and between HUD segments, points.
    static let padding = 8.0
    static let lineGap = 3.0

    // MARK: - HUD

    /// What the HUD says, each segment drawn (and cached) on its own so a changing FPS does not re-render the rest.
    struct HUDState {
        var layout: String
        var items: Int
        var fps: Int
        var phase: String
        var progress: (decoded: Int, failed: Int, total: Int)
        /// A message for a few seconds (a saved screenshot).
        var message: String?
        /// A problem shown, in the alert colour, for as long as it lasts (the order cannot be saved).
        var alert: String? = nil
        /// Seconds recorded so far while F10's recording runs.
        var recording: Double? = nil
    }

    /// The recording's mark in the HUD: a red dot.
    static let recordColor = Color(r: 240, g: 56, b: 56)

    /// The bottom-left HUD: layout, items, FPS over the last second, scroll phase, photos decoded; a hint for help.
    /// - Returns: the HUD's panel (points), which the page dots stay above (`Playground.dotsBaseline`).
    @discardableResult
    func drawHUD(_ s: HUDState, viewport: Size) -> Rect {
        var segments = s.recording.map { [String(format: "● REC %d:%02d", Int(checked: $0) / 60, Int(checked: $0) % 60)] } ?? []
        segments += [s.layout, "\(Self.grouped(s.items)) items", "\(s.fps) fps", s.phase,
                        "photos \(s.progress.decoded) of \(s.progress.total) decoded"]
        if s.progress.failed > 0 { segments.append("\(s.progress.failed) failed") }
        segments.append("H: help")
        let separator = "·"
        let sepWidth = text.size(separator, .small).width
        let sizes = segments.map { text.size($0, .small) }
        let lineHeight = max(sizes.map(\.height).max() ?? 0, 14)
        let width = sizes.map(\.width).reduce(0, +) + Double(segments.count - 1) * (sepWidth + 2 * Self.padding)
        var lines = 1.0
        var messageWidth = 0.0
        let notes = [s.alert, s.message].compactMap { $0 }
        for note in notes {
            lines += 1
            messageWidth = max(messageWidth, text.size(note, .small).width)
        }
        let panelHeight = lines * lineHeight + (lines - 1) * Self.lineGap + 2 * Self.padding
        let origin = Point(x: Self.padding, y: viewport.height - Self.padding - panelHeight)
        let frame = Rect(origin: origin, size: Size(width: max(width, messageWidth) + 2 * Self.padding, height: panelHeight))
        fill(frame, Self.panel)
        var y = origin.y + Self.padding
        for (n, note) in notes.enumerated() {
            let color = n == 0 && s.alert != nil ? Self.alertColor : Self.restColor
            text.draw(note, .small, at: Point(x: origin.x + Self.padding, y: y), color: color)
            y += lineHeight + Self.lineGap
        }
        var x = origin.x + Self.padding
        for (n, segment) in segments.enumerated() {
            if n > 0 {
                x += Self.padding
                text.draw(separator, .small, at: Point(x: x, y: y), color: Self.dimText)
                x += sepWidth + Self.padding
            }
            let color = n == segments.count - 1 ? Self.dimText : (n == 0 && s.recording != nil ? Self.recordColor : Self.textColor)
            text.draw(segment, .small, at: Point(x: x, y: y), color: color)
            x += sizes[n].width
        }
        return frame
    }

    /// 1000000 → "1,000,000".
    static func grouped(_ n: Int) -> String {
        var digits = String(n.magnitude)
        var i = digits.count - 3
        while i > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: i))
            i -= 3
        }
        return (n < 0 ? "-" : "") + digits
    }

    // MARK: - Help

    /// Every hotkey and mouse gesture (README's table, docs/physics.md's gestures, the chrome keys).
    static let helpRows: [(String, String)] = [
        ("Mouse wheel", "scroll, animated (53 points a notch; a page in rotating, cards, coverflow)"),
        ("Shift + wheel", "scroll horizontally"),
        ("Trackpad", "scroll 1:1; momentum when the fingers lift (a snap in paged layouts)"),
        ("Drag", "scroll with the pointer; release to fling, snap or bounce"),
        ("Click while moving", "catch the content where it is"),
        ("Click a cell", "zoom it; click again, Esc or scroll to zoom back (it also takes the focus)"),
        ("Hold a cell 0.5 s, drag", "reorder; near an edge the view scrolls; Esc or right click cancels"),
        ("Arrows", "scroll a line (a page in paged layouts); with a focused cell, move the focus"),
        ("Ctrl + arrows", "move the focused cell"),
        ("Return", "focus the cell nearest the middle"),
        ("Page Up / Page Down", "scroll 87.5 % of the window (a page in paged layouts)"),
        ("Home / End", "go to the start / the end"),
        ("1 2 3 4 5, Tab", "switch layout: grid, waterfall, rotating, cards, coverflow (Shift+Tab back)"),
        ("Ctrl + wheel", "during a switch: scrub it; let go of Ctrl to finish"),
        ("N, Delete", "insert a cell after the focused one, delete the focused one"),
        ("Ctrl+Z, Ctrl+Shift+Z", "undo, redo (reorder, insert, delete)"),
        ("Space", "autoplay on or off (rotating, cards)"),
        ("H, F1", "show or hide this help"),
        ("I", "inspector: outlines, index, zIndex, alpha, rotation; rest and snap target"),
        ("F11", "fullscreen on or off"),
        ("F10", "record the window (MP4, current folder); F10 again stops; Shift+F10: half size"),
        ("F12", "save a screenshot (PNG) in the current folder"),
        ("Q, Esc", "quit (Esc first cancels a drag, a zoom or the focus; closing the window quits too)"),
    ]

    /// The help overlay: a centered panel with two columns.
    func drawHelp(viewport: Size) {
        let title = "Keys and gestures"
        let keyWidth = Self.helpRows.map { text.size($0.0, .small).width }.max() ?? 0
        let doesWidth = Self.helpRows.map { text.size($0.1, .small).width }.max() ?? 0
        let lineHeight = max(text.size(title, .small).height, 14)
        let gap = 3 * Self.padding
        let width = keyWidth + gap + doesWidth + 4 * Self.padding
        let rows = Double(Self.helpRows.count + 2)
        let height = rows * (lineHeight + Self.lineGap) + 4 * Self.padding
        // Centered, but above the HUD and the page dots (`Playground.dotsBaseline`) when the window is short.
        let lowest = viewport.height - Playground.dotsBaseline - Self.padding - height
        let top = min(((viewport.height - height) / 2).rounded(), lowest.rounded())
        let origin = Point(x: ((viewport.width - width) / 2).rounded(), y: max(Self.padding, top))
        fill(Rect(origin: origin, size: Size(width: width, height: height)), Color(r: 18, g: 20, b: 26, a: 235))
        var y = origin.y + 2 * Self.padding
        let x = origin.x + 2 * Self.padding
        text.draw(title, .small, at: Point(x: x, y: y), color: Self.outline)
        y += 2 * (lineHeight + Self.lineGap)
        for (key, does) in Self.helpRows {
            text.draw(key, .small, at: Point(x: x, y: y), color: Self.textColor)
            text.draw(does, .small, at: Point(x: x + keyWidth + gap, y: y), color: Self.dimText)
            y += lineHeight + Self.lineGap
        }
    }

    // MARK: - Inspector

    struct InspectorState {
        var contentOffset: Point
        var velocity: Point
        var phase: String
        var inspection: Inspection
        var rendererName: String
        var drawable: (width: Int32, height: Int32)
        var scale: Double
        var cacheBytes: Int
        var cacheCapacity: Int
    }

    /// Each visible cell's quad outlined, with its display index, zIndex, alpha and rotation (degrees, from the
    /// affine transform's rotationAngle) in a tag at its top-left corner; the predicted rest
    /// and the snap target as markers; a panel with the scroll state.
    ///
    /// The rest and the snap target are content offsets. Each is drawn as a crosshair where the viewport's center
    /// would be if the content rested there, in the current view (the point of today's content that will then sit
    /// in the middle of the window), with the outline of that viewport; when the point is off screen, the crosshair
    /// is pinned to the window's edge with the distance left to travel along the scroll axis.
    func drawInspector(_ list: DrawList, _ s: InspectorState, viewport: Size) {
        let screen = Rect(origin: .zero, size: viewport)
        for item in list.items where item.displayIndex != nil && item.quad.isFinite && item.alpha > 0 {
            guard item.quad.bounds.intersects(screen) else { continue }
            stroke(item.quad, Self.outline)
        }
        for item in list.items where item.quad.isFinite && item.alpha > 0 {
            guard let index = item.displayIndex, item.quad.bounds.intersects(screen) else { continue }
            let a = item.attributes
            let degrees = a.transform.rotationAngle * 180 / Double.pi
            let label = String(format: "#%d  z %d  α %.2f  %.0f°", index, a.zIndex, a.alpha, degrees == 0 ? 0 : degrees)
            let size = text.size(label, .small)
            // At the quad's top-left corner (inside it when upright), clear of the placeholder's centered label and
            // of the rest and snap crosshairs, which sit at cell centers when the content comes to rest.
            let corner = item.quad.topLeft
            let box = Rect(x: (corner.x + 3).rounded(), y: (corner.y + 3).rounded(),
                           width: size.width + 8, height: size.height + 4)
            fill(box, Color(r: 0, g: 0, b: 0, a: 170))
            text.draw(label, .small, at: Point(x: box.minX + 4, y: box.minY + 2), color: Self.outline)
        }
        if let rest = s.inspection.predictedRest {
            marker(at: rest, name: "rest", color: Self.restColor, s, viewport: viewport)
        }
        if let snap = s.inspection.snapTarget {
            marker(at: snap, name: "snap", color: Self.snapColor, s, viewport: viewport)
        }
        func pair(_ p: Point) -> String { String(format: "%.1f, %.1f", p.x, p.y) }
        let lines = [
            "offset \(pair(s.contentOffset))   velocity \(pair(s.velocity)) pt/s   \(s.phase)",
            "predicted rest \(s.inspection.predictedRest.map(pair) ?? "–")   snap target \(s.inspection.snapTarget.map(pair) ?? "–")",
            String(format: "viewport %.0f×%.0f pt   drawable %d×%d px   scale %.2g   renderer %@", viewport.width,
                   viewport.height, s.drawable.width, s.drawable.height, s.scale, s.rendererName),
            String(format: "textures %.1f of %d MiB", Double(s.cacheBytes) / 1_048_576, s.cacheCapacity >> 20),
        ]
        let sizes = lines.map { text.size($0, .small) }
        let lineHeight = max(sizes.map(\.height).max() ?? 0, 14)
        let width = (sizes.map(\.width).max() ?? 0) + 2 * Self.padding
        let height = Double(lines.count) * (lineHeight + Self.lineGap) - Self.lineGap + 2 * Self.padding
        let origin = Point(x: Self.padding, y: Self.padding)
        fill(Rect(origin: origin, size: Size(width: width, height: height)), Self.panel)
        for (n, line) in lines.enumerated() {
            let color = n == 1 ? Self.restColor : Self.textColor
            text.draw(line, .small, at: Point(x: origin.x + Self.padding,
                                              y: origin.y + Self.padding + Double(n) * (lineHeight + Self.lineGap)),
                      color: color)
        }
    }

    /// A content offset's marker: the viewport it would show, outlined, and its center as a crosshair, pinned to
    /// the window's edge (with the distance to go) when off screen.
    private func marker(at offset: Point, name: String, color: Color, _ s: InspectorState, viewport: Size) {
        let shift = offset - s.contentOffset
        stroke(Rect(origin: shift, size: viewport).insetBy(dx: 2, dy: 2), color)
        let center = shift + Point(x: viewport.width / 2, y: viewport.height / 2)
        let inset = 24.0
        let pinned = Point(x: center.x.clamped(to: inset...max(inset, viewport.width - inset)),
                           y: center.y.clamped(to: inset...max(inset, viewport.height - inset)))
        let arm = 12.0
        line(pinned - Point(x: arm, y: 0), pinned + Point(x: arm, y: 0), color)
        line(pinned - Point(x: 0, y: arm), pinned + Point(x: 0, y: arm), color)
        stroke(Rect(center: pinned, size: Size(width: 8, height: 8)), color)
        let distance = abs(shift.x) > abs(shift.y) ? shift.x : shift.y
        let label = pinned == center ? name : String(format: "%@ %+.0f pt", name, distance)
        let size = text.size(label, .small)
        let x = pinned.x + arm + 4 + size.width > viewport.width ? pinned.x - arm - 4 - size.width : pinned.x + arm + 4
        fill(Rect(x: x - 3, y: pinned.y - size.height - 2, width: size.width + 6, height: size.height + 2),
             Color(r: 0, g: 0, b: 0, a: 170))
        text.draw(label, .small, at: Point(x: x, y: pinned.y - size.height - 1), color: color)
    }

    // MARK: - Primitives (points)

    func fill(_ rect: Rect, _ color: Color) {
        SDL_SetRenderDrawColor(renderer.handle, color.r, color.g, color.b, color.a)
        var r = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
        SDL_RenderFillRectF(renderer.handle, &r)
    }

    func stroke(_ rect: Rect, _ color: Color) {
        stroke(Quad(topLeft: rect.origin, topRight: Point(x: rect.maxX, y: rect.minY),
                    bottomRight: Point(x: rect.maxX, y: rect.maxY), bottomLeft: Point(x: rect.minX, y: rect.maxY)), color)
    }

    func stroke(_ quad: Quad, _ color: Color) {
        SDL_SetRenderDrawColor(renderer.handle, color.r, color.g, color.b, color.a)
        var points = (quad.corners + [quad.topLeft]).map { SDL_FPoint(x: Float($0.x), y: Float($0.y)) }
        SDL_RenderDrawLinesF(renderer.handle, &points, Int32(points.count))
    }

    func line(_ a: Point, _ b: Point, _ color: Color) {
        SDL_SetRenderDrawColor(renderer.handle, color.r, color.g, color.b, color.a)
        SDL_RenderDrawLineF(renderer.handle, Float(a.x), Float(a.y), Float(b.x), Float(b.y))
    }
}

// MARK: - Layout file errors

extension Overlays {
    /// Red for error headlines and the marked column of a source line.
    static let errorColor = Color(r: 255, g: 92, b: 92)

    /// A panel across the top of the window: for each layout file whose last save did not build, the first errors
    /// (FILE:LINE:COL: message) with the source line and its column marked; the last good layout stays below.
    func drawLayoutErrors(_ errors: [LayoutFileError], viewport: Size) {
        var lines: [(text: String, color: Color, source: LayoutFileError.Excerpt?)] = []
        for error in errors {
            let name = (error.file as NSString).lastPathComponent
            lines.append(("\(name) was not loaded; the last good layout stays until the next good save", Self.outline, nil))
            if error.details.isEmpty {
                lines.append((error.message, Self.errorColor, nil))
            }
            for excerpt in error.details {
                lines.append((excerpt.summary, Self.errorColor, nil))
                if let source = excerpt.source { lines.append((source, Self.textColor, excerpt)) }
            }
        }
        let lineHeight = max(text.size("Mg", .small).height, 14)
        let maxWidth = viewport.width - 4 * Self.padding
        let height = Double(lines.count) * (lineHeight + Self.lineGap) + 2 * Self.padding
        fill(Rect(x: Self.padding, y: Self.padding, width: viewport.width - 2 * Self.padding, height: height),
             Color(r: 40, g: 12, b: 14, a: 235))
        var y = 2 * Self.padding
        let x = 2 * Self.padding
        for line in lines {
            let shown = Self.fitted(line.text, width: maxWidth) { text.size($0, .small).width }
            if let excerpt = line.source {
                // The marked column: a red underline under the character the compiler points at.
                let before = String(shown.prefix(max(0, excerpt.column - 1)))
                let mark = shown.dropFirst(before.count).first.map(String.init) ?? " "
                let x0 = x + text.size(before, .small).width
                let w = max(text.size(mark, .small).width, 6)
                fill(Rect(x: x0, y: y + lineHeight - 1, width: w, height: 2), Self.errorColor)
            }
            text.draw(shown, .small, at: Point(x: x, y: y), color: line.color)
            y += lineHeight + Self.lineGap
        }
    }

    /// `text` cut (with an ellipsis) to fit `width` points as `measure` measures it.
    static func fitted(_ text: String, width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        var cut = Substring(text)
        while !cut.isEmpty && measure(cut + "…") > width { cut = cut.dropLast(max(1, cut.count / 8)) }
        return cut + "…"
    }
}
