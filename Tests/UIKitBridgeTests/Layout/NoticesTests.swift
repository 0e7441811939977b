import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// The UIKit module's notices reach the user: the adapter takes them after calls into the layout's code and the
/// core lists them in the dump, the trace and the Playground (docs/dump.md, "Notices"). `PlaygroundNotices` is one
/// per process and records each symbol once, and tests run in parallel: each test here uses symbols no other test
/// touches and looks for its own notices among what it gets.
@Suite struct NoticesTests {
    /// A flow layout whose `prepare` calls what does nothing here.
    final class InertCallsLayout: UICollectionViewFlowLayout {
        let calls: (UICollectionView?) -> Void
        init(calls: @escaping (UICollectionView?) -> Void) {
            self.calls = calls
            super.init()
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func prepare() {
            super.prepare()
            calls(collectionView)
        }
    }

    @Test func theAdapterHandsOnEachNoticeOnce() {
        let adapter = UIKitLayoutAdapter(layout: InertCallsLayout { cv in
            cv?.flashScrollIndicators()
            cv?.flashScrollIndicators()
            _ = UIDynamicAnimator(referenceView: UIView())
        })
        var layout = adapter
        layout.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 4))
        let notices = adapter.takeNotices().filter { $0.symbol.hasPrefix("UIScrollView.flash") || $0.symbol.hasPrefix("UIDynamicAnimator") }
        #expect(notices == [
            LayoutNotice(symbol: "UIScrollView.flashScrollIndicators()", state: "does-nothing",
                         message: "the playground draws its own scroll indicators"),
            LayoutNotice(symbol: "UIDynamicAnimator.init(referenceView:)", state: "does-nothing",
                         message: "an animator of views is never stepped here (views are not drawn)"),
        ])
        #expect(notices.first?.line == "UIScrollView.flashScrollIndicators() does nothing here: the playground draws its own scroll indicators")
        layout.prepare(LayoutContext(viewport: Size(width: 320, height: 600), itemCount: 4))  // prepared again
        #expect(!adapter.takeNotices().contains { $0.symbol == "UIScrollView.flashScrollIndicators()" })
    }

    @Test func theDumpListsNoticesAfterItsItems() throws {
        let adapter = UIKitLayoutAdapter(name: "inert", make: { _ in
            InertCallsLayout { _ in UIImageView().preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 10) }  // a symbol no other test uses: notices are once a process
        })
        let dump = LayoutDump(layout: adapter, context: LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 2))
        let document = dump.document(for: .viewport)
        #expect(document.notices.contains { $0.symbol == "UIImageView.preferredSymbolConfiguration" })
        let text = document.json.serialized()
        let items = try #require(text.range(of: "\"items\":")), notices = try #require(text.range(of: ",\"notices\":[{\"symbol\":"))
        #expect(items.lowerBound < notices.lowerBound && text.hasSuffix("}]}"))
    }

    @Test func thePlaygroundAndItsTraceCollectNotices() throws {
        let plugin = UIKitLayoutAdapter.plugin(name: "selecting", make: { _ in
            InertCallsLayout { cv in cv?.setNeedsDisplay() }
        })
        var playground = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 400, height: 300), layoutName: "selecting", itemCount: 6,
            layouts: LayoutRegistry.all + [plugin.descriptor(name: "selecting", source: "test")]))
        var trace = Trace()
        _ = playground.advance(to: 0)
        trace.record(&playground)
        #expect(playground.notices.all.contains { $0.symbol == "UIView.setNeedsDisplay()" })
        let text = trace.json(final: &playground).serialized()
        #expect(text.contains("\"notices\":[{\"symbol\":") && text.contains("UIView.setNeedsDisplay()"))
    }

    /// The built-in layouts meet no notices: their traces and dumps are as they were (no `notices` key).
    @Test func builtInLayoutsHaveNoNotices() throws {
        var playground = try Playground(config: PlaygroundConfig(viewport: Size(width: 400, height: 300), itemCount: 20))
        var trace = Trace()
        for t in [0.0, 0.5, 1.0] {
            _ = playground.advance(to: t)
            trace.record(&playground)
        }
        #expect(playground.notices.isEmpty)
        #expect(!trace.json(final: &playground).serialized().contains("notices"))
        let dump = try LayoutDump(layout: "grid", viewport: Size(width: 640, height: 480), itemCount: 3)
        #expect(!dump.json(for: .all).serialized().contains("notices"))
    }
}
