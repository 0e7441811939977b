import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// What the frame step drives besides Dynamics (docs/uikit.md, "Display links", "Key-value observing"): a display
/// link fires once per frame with the frame's time, and block observations see the value that changed.
@Suite(.serialized) struct FrameSteppedUIKitTests {
    /// A flow layout that starts a display link and observes its collection view's content offset, as
    /// HFCardCollectionViewLayout and CollectionViewPagingLayout do.
    final class TickingLayout: UICollectionViewFlowLayout {
        var link: CADisplayLink?
        var ticks: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        var offsets: [CGPoint] = []
        var observation: NSKeyValueObservation?

        override func prepare() {
            super.prepare()
            itemSize = CGSize(width: 100, height: 100)
            guard link == nil, let cv = collectionView else { return }
            let link = CADisplayLink(target: self, selector: Selector(TickingLayout.tick(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
            observation = cv.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
                if let new = change.newValue { self?.offsets.append(new) }
            }
        }

        func tick(_ link: CADisplayLink) { ticks.append((link.timestamp, link.targetTimestamp, link.duration)) }
    }

    /// `frameInterval` (CADisplayLink.h, deprecated for `preferredFramesPerSecond`): "Setting the interval to two
    /// will cause the display link to fire every other display frame" (CPCollectionViewKit's transition manager sets
    /// 1). The first frame after the link is added fires; below one counts as one (Apple: undefined).
    @Test func aDisplayLinkWithAFrameIntervalFiresEveryNthFrame() throws {
        final class Counter {
            var times: [CFTimeInterval] = []
            func tick(_ link: CADisplayLink) { times.append(link.timestamp) }
        }
        for (interval, expected) in [(1, [1.0, 1.1, 1.2, 1.3, 1.4]), (2, [1.0, 1.2, 1.4]), (3, [1.0, 1.3]), (0, [1.0, 1.1, 1.2, 1.3, 1.4])] {
            let counter = Counter()
            let link = CADisplayLink(target: counter, selector: Selector(Counter.tick(_:)))
            link.frameInterval = interval
            link.add(to: .main, forMode: .common)
            for frame in 0..<5 { CADisplayLink.playgroundFire(at: 1.0 + Double(frame) / 10) }
            link.invalidate()
            #expect(counter.times.count == expected.count, "interval \(interval): \(counter.times)")
            for (a, b) in zip(counter.times, expected) { #expect(abs(a - b) < 1e-9, "interval \(interval)") }
        }
    }

    @Test func aDisplayLinkFiresEachFrameAndObserversSeeTheChange() throws {
        let layout = TickingLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 300, height: 400), itemCount: 30))
        adapter.advanceMotion(to: 1.0, touch: nil)
        adapter.advanceMotion(to: 1.5, touch: nil)
        #expect(layout.ticks.count == 2)
        // CADisplayLink.h: timestamp is the frame's time, targetTimestamp the next frame's, duration 1/60 s.
        #expect(layout.ticks.last?.0 == 1.5)
        #expect(abs((layout.ticks.last?.1 ?? 0) - (1.5 + 1.0 / 60)) < 1e-12)
        #expect(layout.ticks.last?.2 == 1.0 / 60)
        #expect(adapter.isInMotion)
        // The content offset moved between two frames: the observer hears of it once, with the new value.
        _ = adapter.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 120, width: 300, height: 400))
        adapter.advanceMotion(to: 1.6, touch: nil)
        adapter.advanceMotion(to: 1.7, touch: nil)
        #expect(layout.offsets == [CGPoint(x: 0, y: 120)])
        layout.observation?.invalidate()
        // Paused, then invalidated: no more ticks.
        layout.link?.isPaused = true
        adapter.advanceMotion(to: 1.8, touch: nil)
        #expect(layout.ticks.count == 4)
        layout.link?.invalidate()
        adapter.advanceMotion(to: 1.9, touch: nil)
        #expect(layout.ticks.count == 4)
        #expect(!adapter.isInMotion)
    }

    /// Old-style observation, as AKPFlowLayout writes it: the layout observes its own
    /// `sectionHeadersPinToVisibleBounds` with a context, and its collection view's `contentOffset`; changes reach
    /// its `observeValue(forKeyPath:of:change:context:)` override once per frame step with the new value. A key path
    /// the playground cannot read is never delivered.
    final class ObservingLayout: UICollectionViewFlowLayout {
        nonisolated(unsafe) static var context = 0
        var heard: [(String, Any?)] = []
        var observingOffset = false

        override init() {
            super.init()
            addObserver(self, forKeyPath: "sectionHeadersPinToVisibleBounds", options: .new, context: &Self.context)
            addObserver(self, forKeyPath: "someCustomProperty", options: .new, context: &Self.context)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func prepare() {
            super.prepare()
            itemSize = CGSize(width: 100, height: 100)
            if !observingOffset, let cv = collectionView {
                cv.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &Self.context)
                observingOffset = true
            }
        }

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            guard context == &Self.context, let keyPath else { return }
            heard.append((keyPath, change?[.newKey]))
            if keyPath == "sectionHeadersPinToVisibleBounds", change?[.newKey] as? Bool == true {
                sectionHeadersPinToVisibleBounds = false
            }
        }
    }

    @Test func oldStyleObserversHearTheChangesTheFrameStepSees() throws {
        let layout = ObservingLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 300, height: 400), itemCount: 30))
        layout.sectionHeadersPinToVisibleBounds = true
        adapter.advanceMotion(to: 1.0, touch: nil)
        #expect(layout.heard.count == 1 && layout.heard.first?.0 == "sectionHeadersPinToVisibleBounds")
        #expect(layout.heard.first?.1 as? Bool == true)
        #expect(layout.sectionHeadersPinToVisibleBounds == false)
        _ = adapter.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 90, width: 300, height: 400))
        adapter.advanceMotion(to: 1.1, touch: nil)
        let offsets = layout.heard.filter { $0.0 == "contentOffset" }
        #expect(offsets.count == 1 && offsets.first?.1 as? CGPoint == CGPoint(x: 0, y: 90))
        // The pin reset to false was heard once more; the custom key path never.
        #expect(!layout.heard.contains { $0.0 == "someCustomProperty" })
        layout.collectionView?.removeObserver(layout, forKeyPath: "contentOffset")
        _ = adapter.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 200, width: 300, height: 400))
        adapter.advanceMotion(to: 1.2, touch: nil)
        #expect(layout.heard.filter { $0.0 == "contentOffset" }.count == 1)
    }

    /// The frame step fires the animation clock (docs/uikit.md, "Animations"): from the first step on, a view
    /// animation's completion comes at the frame that passes its end, and the playground stays in motion until then.
    @Test func theFrameStepEndsAnimations() {
        let layout = UICollectionViewFlowLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 300, height: 400), itemCount: 10))
        adapter.advanceMotion(to: 1.0, touch: nil)
        var completed: [Double] = []
        let view = playgroundOnMainActor { UIView() }
        playgroundOnMainActor {
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { _ in completed.append(PlaygroundAnimationClock.now) }
        }
        #expect(playgroundOnMainActor { view.alpha } == 0 && completed.isEmpty)
        #expect(adapter.isInMotion)
        adapter.advanceMotion(to: 1.2, touch: nil)
        #expect(completed.isEmpty)
        adapter.advanceMotion(to: 1.35, touch: nil)
        #expect(completed == [1.35])
        #expect(!adapter.isInMotion)
    }
}
