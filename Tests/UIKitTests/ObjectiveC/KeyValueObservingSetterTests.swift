import Foundation
import Testing
import UIKit

/// Block-based key-value observation of UIKit's geometry hears a change before the setter returns, as Foundation's
/// automatic notifications do on iOS (Key-Value Observing Programming Guide, "Automatic Change Notification"): a
/// wrapper that follows a wrapped view's frame (zenangst/Family's `FamilyWrapperView`), a container that re-lays out
/// when a child scroll view's content size changes, a parent that drops a removed child.
@MainActor @Suite struct KeyValueObservingSetterTests {
    @Test func aFrameObserverHearsTheChangeBeforeTheSetterReturns() {
        let wrapped = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let wrapper = UIScrollView(frame: .zero)
        let observation = wrapped.observe(\.frame, options: [.initial, .new, .old]) { _, change in
            if let rect = change.newValue, rect != change.oldValue { wrapper.frame.size = rect.size }
        }
        #expect(wrapper.frame.size == CGSize(width: 100, height: 100))   // .initial
        wrapped.frame.size = CGSize(width: 200, height: 150)
        #expect(wrapper.frame.size == CGSize(width: 200, height: 150))
        wrapped.center = CGPoint(x: 300, y: 300)   // the frame's origin moves: heard too
        var heard: [CGRect] = []
        let second = wrapped.observe(\.frame, options: [.new]) { _, change in heard.append(change.newValue ?? .null) }
        wrapped.frame.origin = CGPoint(x: 10, y: 20)
        wrapped.frame.origin = CGPoint(x: 10, y: 20)   // unchanged: nothing
        #expect(heard == [CGRect(x: 10, y: 20, width: 200, height: 150)])
        observation.invalidate()
        second.invalidate()
        wrapped.frame.size = CGSize(width: 1, height: 1)
        #expect(wrapper.frame.size == CGSize(width: 200, height: 150))   // invalidated: not heard
    }

    @Test func contentSizeHiddenAndAlphaObserversHearTheirChange() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var sizes: [CGSize] = []
        var hidden: [Bool] = []
        var alphas: [CGFloat] = []
        let a = scrollView.observe(\.contentSize, options: [.new]) { _, change in sizes.append(change.newValue ?? .zero) }
        let b = scrollView.observe(\.isHidden, options: [.new]) { _, change in hidden.append(change.newValue ?? false) }
        let c = scrollView.observe(\.alpha, options: [.new]) { _, change in alphas.append(change.newValue ?? -1) }
        scrollView.contentSize = CGSize(width: 320, height: 1500)
        #expect(sizes == [CGSize(width: 320, height: 1500)])
        scrollView.isHidden = true
        #expect(hidden == [true])
        scrollView.alpha = 0.5
        #expect(alphas == [0.5])
        a.invalidate(); b.invalidate(); c.invalidate()
    }

    @Test func aParentObserverHearsTheChildLeave() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        var heard = 0
        let observation = child.observe(\.parent, options: [.new, .old]) { _, _ in heard += 1 }
        child.removeFromParent()
        #expect(heard == 1)
        #expect(parent.children.isEmpty)
        observation.invalidate()
    }
}
