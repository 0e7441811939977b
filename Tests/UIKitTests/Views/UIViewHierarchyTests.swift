import Foundation
import Testing
import UIKit

/// UIView.h, "Observing view-related changes": the hierarchy tells the views in UIKit's order, and the insert and
/// reorder calls put subviews where they say.
@Suite struct UIViewHierarchyTests {
    final class Recording: UIView {
        var log: [String] = []
        var name = ""
        weak var shared: Recording?
        func record(_ s: String) { (shared ?? self).log.append("\(name) \(s)") }
        override func willMove(toSuperview newSuperview: UIView?) { record("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { record("didMoveToSuperview \(superview == nil ? "nil" : "view")") }
        override func didAddSubview(_ subview: UIView) { record("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { record("willRemoveSubview") }
    }

    @Test func addingAndRemovingTellBothViewsInUIKitsOrder() {
        let parent = Recording(frame: .zero), child = Recording(frame: .zero)
        parent.name = "parent"; child.name = "child"; child.shared = parent
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.log == [
            "child willMove(toSuperview: view)", "parent didAddSubview", "child didMoveToSuperview view",
            "parent willRemoveSubview", "child willMove(toSuperview: nil)", "child didMoveToSuperview nil",
        ])
    }

    @Test func insertsAndReordersPutSubviewsWhereTheySay() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        a.tag = 1; b.tag = 2; c.tag = 3
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)           // b a
        parent.insertSubview(c, aboveSubview: b) // b c a
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        parent.bringSubviewToFront(b)            // c a b
        parent.sendSubviewToBack(a)              // a c b
        #expect(parent.subviews.map(\.tag) == [1, 3, 2])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        parent.addSubview(b)                     // adding again brings it to the front
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        #expect(a.isDescendant(of: parent) && !parent.isDescendant(of: a))
    }
}
