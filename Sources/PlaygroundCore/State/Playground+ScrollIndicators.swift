/// UIScrollView-style scroll indicators (issue 23): a thin bar along the scroll axis that shows while the content
/// moves and fades after it stops, for the main scroll and for each orthogonal section (under its row). Its length
/// is the visible share of the content (at least `indicatorMinLength`), its position the offset's share of the
/// range.
extension Playground {
    /// The bar's thickness and its distance from the viewport's edge, points (an iOS 17 scroll indicator is about
    /// 3 points wide, 3 from the edge, on screenshots; UIKit documents neither).
    public static let indicatorThickness = 3.0
    public static let indicatorInset = 3.0
    /// The shortest bar, points (a long list's bar would otherwise shrink to a dot; iOS keeps it finger-visible).
    public static let indicatorMinLength = 36.0
    /// Seconds the bar stays after the last motion, then seconds it takes to fade (iOS fades its indicators about
    /// half a second after scrolling ends, over a quarter second; chosen by eye, not documented).
    public static let indicatorHold = 0.5
    public static let indicatorFade = 0.25
    /// The bar's colour and opacity at full strength (UIScrollView's default style: dark with a light border on
    /// light content; on our dark background a light bar).
    static let indicatorColor = Color(r: 235, g: 237, b: 242)
    static let indicatorAlpha = 0.7

    /// Notes motion for the indicators: the main offset (key −1) and each orthogonal section's, at `t`.
    mutating func noteScrolling(at t: Double) {
        var now: [Int: Double] = [-1: scroller.position]
        for (s, offset) in nested.offsets { now[s] = offset }
        for (key, position) in now {
            let moving = key == -1 ? scroller.phase == .dragging : nested.dragging == key
            if let last = indicators.positions[key], last != position || moving { indicators.lastMotion[key] = t }
            indicators.positions[key] = position
        }
    }

    /// How visible a bar is `t` seconds after the last motion: 1, then fading to 0.
    static func indicatorAmount(sinceMotion dt: Double) -> Double {
        guard dt > indicatorHold else { return 1 }
        return max(0, 1 - (dt - indicatorHold) / indicatorFade)
    }

    /// A bar's position along its track: `length` long in a `track` of points, at the offset's share of its range.
    /// ```
    /// indicatorBar(track: 100, visible: 50, content: 200, fraction: 0)  // (start 0, length 25)
    /// indicatorBar(track: 100, visible: 50, content: 200, fraction: 1)  // (start 75, length 25)
    /// ```
    public static func indicatorBar(track: Double, visible: Double, content: Double, fraction: Double)
        -> (start: Double, length: Double) {
        let length = min(track, max(indicatorMinLength, track * visible / max(content, visible)))
        return ((track - length) * fraction.clamped(to: 0...1), length)
    }

    /// The bars to draw now, window coordinates (as DrawItems in content coordinates at `offset`).
    func scrollIndicators(offset: Point) -> [DrawItem] {
        var bars: [DrawItem] = []
        func bar(_ rect: Rect, amount: Double) {
            guard amount > 0, rect.width > 0, rect.height > 0 else { return }
            let a = LayoutAttributes(indexPath: IndexPath(item: 0), category: .decoration(kind: "scrollIndicator"),
                                     center: rect.center + offset, size: rect.size,
                                     alpha: Self.indicatorAlpha * amount, zIndex: Layer.scrollIndicators)
            bars.append(DrawItem(attributes: a, displayIndex: nil, itemID: nil, texture: nil,
                                 quad: Self.quad(for: a, contentOffset: offset), uv: Rect(x: 0, y: 0, width: 1, height: 1),
                                 color: Self.indicatorColor, alpha: a.alpha, label: nil, role: .scrollIndicator))
        }
        // The main scroll: along the right edge (vertical; the left edge in a right-to-left interface, where a
        // right-to-left UIScrollView shows its vertical indicator) or the bottom edge (horizontal).
        let rtl = traits.isRightToLeft
        let axis = scroller.axis
        let range = scroller.axisRange
        // A looping carousel's range is all but endless: no bar (iOS carousels hide theirs too).
        if range.upperBound > range.lowerBound, range.upperBound - range.lowerBound < 1e7,
           let last = indicators.lastMotion[-1] {
            let amount = Self.indicatorAmount(sinceMotion: time - last)
            let inset = Self.indicatorInset, thick = Self.indicatorThickness
            let track = viewport[axis] - 2 * inset
            let span = range.upperBound - range.lowerBound
            let b = Self.indicatorBar(track: track, visible: viewport[axis], content: span + viewport[axis],
                                      fraction: (scroller.position - range.lowerBound) / span)
            bar(axis == .vertical
                ? Rect(x: rtl ? inset : viewport.width - inset - thick, y: inset + b.start, width: thick, height: b.length)
                : Rect(x: inset + b.start, y: viewport.height - inset - thick, width: b.length, height: thick),
                amount: amount)
        }
        // Orthogonal sections: under (or beside) each section's row, across the main axis.
        for (s, sc) in nested.scrollers {
            guard let last = indicators.lastMotion[s] else { continue }
            let amount = Self.indicatorAmount(sinceMotion: time - last)
            guard amount > 0, let band = orthogonalBands[s] else { continue }
            let cross = sc.axis
            let r = sc.axisRange
            guard r.upperBound > r.lowerBound else { continue }
            let inset = Self.indicatorInset, thick = Self.indicatorThickness
            let window = Rect(origin: band.origin - offset, size: band.size)
            let span = r.upperBound - r.lowerBound
            let b = Self.indicatorBar(track: viewport[cross] - 2 * inset, visible: viewport[cross],
                                      content: span + viewport[cross], fraction: (sc.position - r.lowerBound) / span)
            bar(cross == .horizontal
                ? Rect(x: inset + b.start, y: window.maxY - thick - 1, width: b.length, height: thick)
                : Rect(x: window.maxX - thick - 1, y: inset + b.start, width: thick, height: b.length),
                amount: amount)
        }
        return bars
    }
}

/// What the scroll indicators remember between frames: each scroll's last position and when it last moved
/// (key −1: the main scroll; others: orthogonal sections by index).
public struct ScrollIndicatorState: Sendable {
    var positions: [Int: Double] = [:]
    var lastMotion: [Int: Double] = [:]
    public init() {}
}
