/// A hosted app's navigation (docs/hosting.md, "Navigation"): a push or a presentation shows another screen, with
/// its own collection view and data; the playground starts it at its top, slides it in, and draws the app's bars
/// over the content (the layout's `overlay`). The back button, Esc (with nothing else to cancel) and Alt+Left go
/// back.
extension Playground {
    /// A new screen sliding in: from the right for a push or a presentation, from the left for a pop.
    struct ScreenSlide: Hashable, Sendable {
        var start: Double
        var forward: Bool

        /// The slide's duration, seconds. Apple documents none for a push: 0.35 s is UIKit's
        /// (`UINavigationController`'s default transition on iOS 7 and later, its `transitionCoordinator`'s
        /// `transitionDuration` during a push), on the playground's ease-in-out curve as the repo's other
        /// undocumented UIKit animations (ItemAnimator's `easeInOut`).
        static let duration = 0.35

        /// How far the new screen still is from its place, as a share of the viewport's width (1 → 0).
        func remaining(at time: Double) -> Double {
            let p = min(1, max(0, (time - start) / Self.duration))
            return 1 - easeInOut(p)
        }
    }

    /// Takes a new hosted screen (after a push, a pop, a presentation or a dismissal): its data's count at once
    /// (the items are the new screen's, not the old ones moved), its offset at its start, a slide.
    mutating func adoptHostedScreen(at time: Double) {
        let screen = host.layout.hostedScreen
        defer { hostedScreen = screen }
        guard let last = hostedScreen, screen != last else { return }
        if reorder != nil { cancelReorder(at: time) }
        mode.setZoom(nil)
        focusedItem = nil
        let count = host.layout.dataItemCount ?? itemCount
        hostedDataCount = count
        config.itemCount = count
        items = ItemOrder(itemCount: count, saved: nil)
        applyDisplayOrder()
        syncScroller()
        scroller.jump(to: startOffset())
        host.setContentOffset(scroller.offset)
        screenSlide = ScreenSlide(start: time, forward: screen > last)
    }

    /// Goes back a screen (a pop, a dismissal); false when the app has none to go back to.
    public mutating func goBack(at time: Double) -> Bool {
        guard host.navigateBack() else { return false }
        adoptHostedScreen(at: time)
        return true
    }

    /// A tap on the app's bars (viewport coordinates); true when it was one.
    mutating func tapHostedChrome(at point: Point, time: Double) -> Bool {
        guard host.tapChrome(at: point) else { return false }
        adoptHostedScreen(at: time)
        return true
    }

    /// The app's bars over everything, fixed to the viewport.
    func overlayItems(_ source: (any ElementContentSource)?) -> [DrawItem] {
        guard let overlay = source?.overlay, !overlay.pieces.isEmpty else { return [] }
        let frame = LayoutAttributes(indexPath: IndexPath(item: 0), category: .decoration(kind: "bars"),
                                     center: Point(x: viewport.width / 2, y: viewport.height / 2), size: viewport,
                                     zIndex: Layer.dots - 1)
        let base = DrawItem(attributes: frame, displayIndex: nil, itemID: nil, texture: nil,
                            quad: Quad(rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)),
                            uv: Rect(x: 0, y: 0, width: 1, height: 1), color: Color(r: 0, g: 0, b: 0), alpha: 1,
                            label: nil)
        return Self.contentItems(overlay, of: base, contentOffset: .zero)
    }

    /// The frame a press at `time` hits: the frame shown, unless a screen change since made it stale. Decided (the
    /// window draws at most 60 frames a second, and a click may come before the first frame after a push or pop):
    /// a press once the slide is over hits the new screen as it now stands (the frame composed at the press's time),
    /// even when no frame has been drawn since; a press while the new screen is still sliding hits no cell, as
    /// UIKit takes no touches while a navigation transition runs (the nav8 notes, docs/hosting.md "Navigation").
    func frameForPress(at time: Double) -> DrawList? {
        guard let slide = screenSlide else { return shown }
        if slide.remaining(at: time) > 0 { return nil }
        guard slide.start >= self.time || slide.remaining(at: self.time) > 0 else { return shown }
        var probe = self
        probe.time = time
        return probe.composeFrame()
    }

    /// The frame moved by the slide still under way (the new screen coming in over the background).
    func slid(_ items: [DrawItem]) -> [DrawItem] {
        guard let slide = screenSlide else { return items }
        let remaining = slide.remaining(at: time)
        guard remaining > 0 else { return items }
        let dx = (slide.forward ? 1 : -1) * remaining * viewport.width
        let shift = Point(x: dx, y: 0)
        return items.map { item in
            var moved = item
            moved.quad = Quad(topLeft: item.quad.topLeft + shift, topRight: item.quad.topRight + shift,
                              bottomRight: item.quad.bottomRight + shift, bottomLeft: item.quad.bottomLeft + shift)
            return moved
        }
    }
}
