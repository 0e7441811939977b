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
        /// Autoplay's state in paged layouts ("autoplay 2.4 s", "autoplay paused"); nil when off.
        var autoplay: String? = nil
        /// Work under way that the user waits for ("compiling Spiral.swift…").
        var busy: String? = nil
        /// How many notices the layouts' code met (an approximated or inert UIKit symbol); the inspector lists them.
        var notices = 0
        /// How many rules the layout shown breaks without being refused (Overlays+Warnings.swift).
        var warnings = 0
    }

    /// The recording's mark in the HUD: a red dot.
    static let recordColor = Color(r: 240, g: 56, b: 56)
    /// The keys that find the rest, always shown at the strip's right end.
    static let hints = "H: help · P: panel"

    /// The HUD: a strip under the content (`WindowGeometry.strip`), so it never covers a cell. At its left the
    /// layout, the scroll phase, autoplay, items, photos decoded and FPS (the last ones left out first when the
    /// strip is narrow); at its right the hints, and before them the note of the moment: an alert, work under way
    /// or a message, cut to fit.
    /// - Returns: the strip's rectangle (points).
    @discardableResult
    func drawHUD(_ s: HUDState, strip: Rect) -> Rect {
        fill(strip, Self.strip)
        fill(Rect(x: strip.minX, y: strip.minY, width: strip.width, height: 1), Self.stripEdge)
        // (text, colour, priority: higher stays longer)
        var segments: [(String, Color, Int)] = []
        if let r = s.recording { segments.append((String(format: "● REC %d:%02d", Int(checked: r) / 60, Int(checked: r) % 60), Self.recordColor, 9)) }
        segments.append((s.layout, Self.textColor, 8))
        segments.append((s.phase, Self.textColor, 7))
        if let a = s.autoplay { segments.append((a, Self.textColor, 6)) }
        segments.append(("\(Self.grouped(s.items)) items", Self.textColor, 4))
        segments.append(("photos \(s.progress.decoded) of \(s.progress.total)", Self.textColor, 3))
        if s.progress.failed > 0 { segments.append(("\(s.progress.failed) failed", Self.alertColor, 5)) }
        if let badge = Self.warningBadge(s.warnings) { segments.append(badge) }
        if s.notices > 0 { segments.append(("\(s.notices) UIKit notice\(s.notices == 1 ? "" : "s") (I)", Self.outline, 5)) }
        segments.append(("\(s.fps) fps", Self.dimText, 2))
        let note: (String, Color)? = s.alert.map { ($0, Self.alertColor) } ?? s.busy.map { ($0, Self.restColor) }
            ?? s.message.map { ($0, Self.restColor) }
        let separator = "·"
        let gap = text.size(separator, .small).width + 2 * Self.padding
        let hintWidth = text.size(Self.hints, .small).width
        func leftWidth(_ segs: [(String, Color, Int)]) -> Double {
            segs.map { text.size($0.0, .small).width }.reduce(0, +) + Double(max(0, segs.count - 1)) * gap
        }
        // The note wants at least 160 points (or its own width); segments go, lowest priority first, until it fits.
        let noteWant = note.map { min(text.size($0.0, .small).width, 160) } ?? 0
        while segments.count > 1,
              Self.padding + leftWidth(segments) + gap + noteWant + (note == nil ? 0 : gap) + hintWidth + Self.padding > strip.width {
            let lowest = segments.enumerated().min { $0.element.2 < $1.element.2 }!.offset
            segments.remove(at: lowest)
        }
        let lineHeight = text.size("Mg", .small).height
        let y = (strip.minY + (strip.height - lineHeight) / 2).rounded()
        var x = strip.minX + Self.padding
        for (n, segment) in segments.enumerated() {
            if n > 0 {
                text.draw(separator, .small, at: Point(x: x + Self.padding, y: y), color: Self.dimText)
                x += gap
            }
            text.draw(segment.0, .small, at: Point(x: x, y: y), color: segment.1)
            x += text.size(segment.0, .small).width
        }
        let hintX = strip.maxX - Self.padding - hintWidth
        text.draw(Self.hints, .small, at: Point(x: hintX, y: y), color: Self.dimText)
        if let (line, color) = note {
            let room = hintX - 2 * Self.padding - (x + gap)
            if room > 20 {
                let shown = Self.fitted(line, width: room) { text.size($0, .small).width }
                let w = text.size(shown, .small).width
                text.draw(shown, .small, at: Point(x: hintX - 2 * Self.padding - w, y: y), color: color)
            }
        }
        return strip
    }

    /// The strip's background: the panel colour, opaque (nothing is under it), with a lighter top edge.
    static let strip = Color(r: 22, g: 24, b: 30)
    static let stripEdge = Color(r: 52, g: 56, b: 68)

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

    /// The help overlay: a panel centered on the content with two columns, every row of `KeyTable` (so every
    /// key the window knows). Rows close up when the content is short (800×600).
    func drawHelp(viewport: Size) {
        let title = "Keys and gestures (Esc closes this)"
        let rows = KeyTable.rows.map { ($0.keys, $0.does) }
        let keyWidth = rows.map { text.size($0.0, .small).width }.max() ?? 0
        let doesWidth = rows.map { text.size($0.1, .small).width }.max() ?? 0
        let lineHeight = max(text.size(title, .small).height, 14)
        let gap = 3 * Self.padding
        let width = min(keyWidth + gap + doesWidth + 4 * Self.padding, viewport.width - 2 * Self.padding)
        let count = Double(rows.count + 2)
        var lineGap = Self.lineGap
        if count * (lineHeight + lineGap) + 4 * Self.padding > viewport.height - 2 * Self.padding { lineGap = 0 }
        let height = count * (lineHeight + lineGap) + 4 * Self.padding
        // Centered, but above the page dots (`Playground.dotsBaseline`) when the window is tall enough.
        let lowest = viewport.height - Playground.dotsBaseline - Self.padding - height
        let top = min(((viewport.height - height) / 2).rounded(), lowest.rounded())
        let origin = Point(x: max(Self.padding, ((viewport.width - width) / 2).rounded()), y: max(Self.padding, top))
        fill(Rect(origin: origin, size: Size(width: width, height: height)), Color(r: 18, g: 20, b: 26, a: 240))
        var y = origin.y + 2 * Self.padding
        let x = origin.x + 2 * Self.padding
        text.draw(title, .small, at: Point(x: x, y: y), color: Self.outline)
        y += 2 * (lineHeight + lineGap)
        let doesRoom = origin.x + width - 2 * Self.padding - (x + keyWidth + gap)
        for (key, does) in rows {
            text.draw(key, .small, at: Point(x: x, y: y), color: Self.textColor)
            let shown = Self.fitted(does, width: doesRoom) { text.size($0, .small).width }
            text.draw(shown, .small, at: Point(x: x + keyWidth + gap, y: y), color: Self.dimText)
            y += lineHeight + lineGap
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
        /// The pointer over the content (window points), for the hovered element's card.
        var pointer: Point? = nil
        /// The layouts' notices, one line each (`LayoutNotice.line`).
        var notices: [String] = []
        /// The layout's warnings (listed, and their elements outlined).
        var warnings: [LayoutWarning] = []
    }

    /// The inspector box's lines for the notices: the first `shown`, then how many more.
    static func noticeLines(_ notices: [String], shown: Int = 6) -> [String] {
        guard !notices.isEmpty else { return [] }
        // Cut to 110 characters so that the box stays inside a small window.
        var lines = notices.prefix(shown).map { n in "notice: " + (n.count > 110 ? n.prefix(109) + "…" : n) }
        if notices.count > shown { lines.append("… and \(notices.count - shown) more (the status file and dump list them all)") }
        return lines
    }

    /// The element under `p`, front-most first: a cell, a header or footer (not the page dots, the veil or the
    /// focus ring).
    static func hovered(in list: DrawList, at p: Point) -> DrawItem? {
        list.items.last { item in
            item.alpha > 0 && item.quad.isFinite && item.role == .content && item.quad.contains(p)
                && (item.displayIndex != nil || item.attributes.category != .cell)
        }
    }

    /// "item 7 (section 0, item 7)", "header of section 1".
    static func title(_ item: DrawItem) -> String {
        let a = item.attributes
        switch a.category {
        case .cell: return "item \(item.displayIndex ?? a.indexPath.item) (section \(a.indexPath.section), item \(a.indexPath.item))"
        case .supplementary(let kind): return "\(kind) of section \(a.indexPath.section)"
        case .decoration(let kind): return "decoration \(kind) of section \(a.indexPath.section)"
        }
    }

    /// An element's attributes in full, one fact a line (what the inspector's card shows and C copies).
    static func attributeLines(_ item: DrawItem) -> [String] {
        let a = item.attributes
        func n(_ v: Double) -> String { Readable.number(v) }
        var lines = [title(item)]
        if let kind = a.category.kind { lines.append("kind \(a.category.name) \"\(kind)\"") }
        if let id = item.itemID, a.category == .cell { lines.append("item identity \(id) (its photo and order-file entry)") }
        lines.append("frame (\(n(a.frame.minX)), \(n(a.frame.minY))) size \(n(a.size.width)) × \(n(a.size.height))")
        lines.append("center (\(n(a.center.x)), \(n(a.center.y)))")
        let t = a.transform
        if t.isIdentity {
            lines.append("transform identity")
        } else {
            let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
            lines.append("transform rotation \(n(t.rotationAngle * 180 / Double.pi))°, scale \(n(sx)) × \(n(sy)), "
                + "translation (\(n(t.tx)), \(n(t.ty)))")
        }
        if a.transform3D != nil { lines.append("transform3D set (perspective)") }
        lines.append("alpha \(String(format: "%.2f", a.alpha))  zIndex \(a.zIndex)\(a.isHidden ? "  hidden" : "")")
        if let sizing = item.selfSizing { lines += sizing.lines(current: a.frame) }
        return lines
    }

    /// Where the inspector's scroll-state box goes: the corner of the content with the least under it.
    enum Corner: CaseIterable { case bottomRight, bottomLeft, topRight, topLeft }

    /// Each visible cell's quad outlined; a tag at its top-left corner with its display index and size (and
    /// zIndex, alpha and rotation when not the defaults), tags that would cover another left out, front-most
    /// first; the hovered element highlighted with a card of its attributes in full; the predicted rest and the
    /// snap target as markers; a box with the scroll state in the corner with the least content under it.
    ///
    /// The rest and the snap target are content offsets. Each is drawn as a crosshair where the viewport's center
    /// would be if the content rested there, in the current view (the point of today's content that will then sit
    /// in the middle of the window), with the outline of that viewport; when the point is off screen, the crosshair
    /// is pinned to the window's edge with the distance left to travel along the scroll axis.
    /// - Returns: the corner the scroll-state box went to (give it back next frame: it moves only for a clearly
    ///   emptier corner, so it does not jump about while scrolling).
    @discardableResult
    func drawInspector(_ list: DrawList, _ s: InspectorState, viewport: Size, corner previous: Corner = .bottomRight)
        -> Corner {
        let screen = Rect(origin: .zero, size: viewport)
        for item in list.items where item.displayIndex != nil && item.quad.isFinite && item.alpha > 0 {
            guard item.quad.bounds.intersects(screen) else { continue }
            stroke(item.quad, Self.outline)
        }
        outlineWarned(list, s.warnings, viewport: viewport)
        // The scroll-state box: placed first, so tags keep clear of it.
        func pair(_ p: Point) -> String { "\(Readable.number(p.x)), \(Readable.number(p.y))" }
        let lines = [
            "offset \(pair(s.contentOffset))   velocity \(pair(s.velocity)) pt/s   \(s.phase)",
            "predicted rest \(s.inspection.predictedRest.map(pair) ?? "–")   snap target \(s.inspection.snapTarget.map(pair) ?? "–")",
            String(format: "viewport %.0f×%.0f pt   drawable %d×%d px   scale %.2g   renderer %@", viewport.width,
                   viewport.height, s.drawable.width, s.drawable.height, s.scale, s.rendererName),
            String(format: "textures %.1f of %d MiB   hover a cell: its attributes; C copies them",
                   Double(s.cacheBytes) / 1_048_576, s.cacheCapacity >> 20),
        ] + Self.warningLines(s.warnings) + Self.noticeLines(s.notices)
        let sizes = lines.map { text.size($0, .small) }
        let lineHeight = max(sizes.map(\.height).max() ?? 0, 14)
        let boxSize = Size(width: (sizes.map(\.width).max() ?? 0) + 2 * Self.padding,
                           height: Double(lines.count) * (lineHeight + Self.lineGap) - Self.lineGap + 2 * Self.padding)
        func rect(_ c: Corner) -> Rect {
            let x = c == .bottomLeft || c == .topLeft ? Self.padding : viewport.width - Self.padding - boxSize.width
            let y = c == .topLeft || c == .topRight ? Self.padding : viewport.height - Self.padding - boxSize.height
            return Rect(origin: Point(x: x, y: y), size: boxSize)
        }
        func covered(_ r: Rect) -> Double {
            // Page dots count a hundredfold: a box over them hides where the carousel is.
            list.items.filter { ($0.role == .content || $0.role == .indicator) && $0.alpha > 0 && $0.quad.isFinite }
                .map { q in
                    let b = q.quad.bounds
                    let w = min(b.maxX, r.maxX) - max(b.minX, r.minX), h = min(b.maxY, r.maxY) - max(b.minY, r.minY)
                    return w > 0 && h > 0 ? w * h * (q.role == .indicator ? 100 : 1) : 0
                }.reduce(0, +)
        }
        var corner = previous
        let best = Corner.allCases.min { covered(rect($0)) < covered(rect($1)) } ?? previous
        if covered(rect(best)) < covered(rect(previous)) - 0.2 * boxSize.width * boxSize.height { corner = best }
        let box = rect(corner)

        var taken = [box]
        let hovered = s.pointer.flatMap { Self.hovered(in: list, at: $0) }
        for item in list.items.reversed() where item.quad.isFinite && item.alpha > 0 {
            guard let index = item.displayIndex, item.quad.bounds.intersects(screen) else { continue }
            let a = item.attributes
            var label = "#\(index)  \(Readable.number(a.size.width))×\(Readable.number(a.size.height))"
            if a.zIndex != 0 { label += "  z \(a.zIndex)" }
            if a.alpha < 1 { label += String(format: "  α %.2f", a.alpha) }
            let degrees = a.transform.rotationAngle * 180 / Double.pi
            if abs(degrees) >= 0.5 { label += String(format: "  %.0f°", degrees) }
            if let sizing = item.selfSizing, sizing.sizeJump != Size(width: 0, height: 0) { label += "  " + sizing.tag }
            let size = text.size(label, .small)
            // At the quad's top-left corner (inside it when upright), clear of the placeholder's centered label and
            // of the rest and snap crosshairs, which sit at cell centers when the content comes to rest.
            let corner = item.quad.topLeft
            // A cell cut by the content's top edge keeps its tag in its visible part.
            let bounds = item.quad.bounds
            let top = bounds.maxY > size.height + 10 ? max(corner.y + 3, 3) : corner.y + 3
            let tag = Rect(x: (corner.x + 3).rounded(), y: top.rounded(), width: size.width + 8, height: size.height + 4)
            guard !taken.contains(where: { $0.intersects(tag) }) else { continue }
            taken.append(tag)
            fill(tag, Color(r: 0, g: 0, b: 0, a: 170))
            text.draw(label, .small, at: Point(x: tag.minX + 4, y: tag.minY + 2), color: Self.outline)
        }
        if let rest = s.inspection.predictedRest {
            marker(at: rest, name: "rest", color: Self.restColor, s, viewport: viewport)
        }
        if let snap = s.inspection.snapTarget {
            marker(at: snap, name: "snap", color: Self.snapColor, s, viewport: viewport)
        }
        fill(box, Self.panel)
        for (n, line) in lines.enumerated() {
            let color = n == 1 ? Self.restColor : Self.textColor
            text.draw(line, .small, at: Point(x: box.minX + Self.padding,
                                              y: box.minY + Self.padding + Double(n) * (lineHeight + Self.lineGap)),
                      color: color)
        }
        if let item = hovered, let p = s.pointer { drawCard(item, at: p, viewport: viewport) }
        return corner
    }

    /// The hovered element: its outline in white, and a card of its attributes beside the pointer (flipped to
    /// stay inside the content).
    private func drawCard(_ item: DrawItem, at p: Point, viewport: Size) {
        stroke(item.quad, Color(r: 255, g: 255, b: 255))
        let lines = Self.attributeLines(item)
        let sizes = lines.map { text.size($0, .small) }
        let lineHeight = max(sizes.map(\.height).max() ?? 0, 14)
        let size = Size(width: (sizes.map(\.width).max() ?? 0) + 2 * Self.padding,
                        height: Double(lines.count) * (lineHeight + Self.lineGap) - Self.lineGap + 2 * Self.padding)
        var x = p.x + 18, y = p.y + 18
        if x + size.width > viewport.width - 4 { x = max(4, p.x - 12 - size.width) }
        if y + size.height > viewport.height - 4 { y = max(4, p.y - 12 - size.height) }
        fill(Rect(x: x, y: y, width: size.width, height: size.height), Color(r: 10, g: 12, b: 16, a: 235))
        for (n, line) in lines.enumerated() {
            text.draw(line, .small, at: Point(x: x + Self.padding, y: y + Self.padding + Double(n) * (lineHeight + Self.lineGap)),
                      color: n == 0 ? Self.outline : Self.textColor)
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
    /// - Parameters:
    ///   - shown: the layout on screen now.
    ///   - everLoaded: the files that built at least once in this session (their last good version stays); for the
    ///     others the headline says what is shown instead and why.
    func drawLayoutErrors(_ errors: [LayoutFileError], viewport: Size, shown: String = "", everLoaded: Set<String> = []) {
        var lines: [(text: String, color: Color, source: LayoutFileError.Excerpt?)] = []
        for error in errors {
            lines.append((Self.errorHeadline(error.file, shown: shown, everLoaded: everLoaded.contains(error.file)),
                          Self.outline, nil))
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

    /// What a layout file's failed build means for what is on screen: its last good version stays, or, when it
    /// never built in this session, which layout is shown instead.
    static func errorHeadline(_ file: String, shown: String, everLoaded: Bool) -> String {
        let name = (file as NSString).lastPathComponent
        if everLoaded { return "\(name) was not loaded; its last good version stays until the next good save" }
        return "\(name) does not build, so it has no layout yet: showing \(shown) instead until it builds (save to retry)"
    }

    /// `text` cut (with an ellipsis) to fit `width` points as `measure` measures it.
    static func fitted(_ text: String, width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        var cut = Substring(text)
        while !cut.isEmpty && measure(cut + "…") > width { cut = cut.dropLast(max(1, cut.count / 8)) }
        return cut + "…"
    }
}
