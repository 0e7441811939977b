import Foundation
import Testing
import UIKit

/// UIView as its layer's delegate: `layoutSublayers(of:)` (CALayerDelegate) is part of the layout pass, so a view
/// that overrides it (a page control that lays out its dots' layers) runs inside the pass and reaches
/// `layoutSubviews()` through super.
@MainActor @Suite struct LayoutSublayersTests {
    final class DotsView: UIView {
        var calls: [String] = []
        override func layoutSublayers(of layer: CALayer) {
            calls.append("sublayers")
            super.layoutSublayers(of: layer)
            calls.append("after super")
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            calls.append("subviews")
        }
    }

    @Test func theLayoutPassRunsThroughLayoutSublayers() {
        let view = DotsView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.layoutIfNeeded()
        #expect(view.calls == ["sublayers", "subviews", "after super"])
        view.layoutIfNeeded()   // nothing changed: no second pass
        #expect(view.calls.count == 3)
    }

    @Test func anOverrideThatSkipsSuperSkipsLayoutSubviews() {
        final class Quiet: UIView {
            var laidOut = false
            override func layoutSublayers(of layer: CALayer) {}
            override func layoutSubviews() { laidOut = true }
        }
        let view = Quiet(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(!view.laidOut)
    }
}

/// UIView adopts NSCoding: a view that archives its own state overrides `encode(with:)` and calls super.
@MainActor @Suite struct UIViewEncodingTests {
    final class Card: UIView {
        var encoded = false
        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            encoded = true
        }
    }

    @Test func anOverrideOfEncodeWithCallsSuper() {
        let card = Card(frame: .zero)
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        card.encode(with: archiver)
        archiver.finishEncoding()
        #expect(card.encoded)
    }
}
