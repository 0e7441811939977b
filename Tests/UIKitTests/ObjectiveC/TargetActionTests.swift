import Foundation
import Testing
import UIKit

/// Target–action as iOS documents it, with `#selector` written the way the playground's rewrite writes it
/// (`Selector(Type.method(_:))`; on iOS the same calls take `#selector(…)`, docs/uikit.md, "Target and action").
@Suite struct TargetActionTests {
    final class Receiver {
        var calls: [String] = []
        func refresh() { calls.append("refresh") }
        func changed(_ sender: UIControl) { calls.append("changed \(sender.tag)") }
        func other(_ sender: UIControl) { calls.append("other \(sender.tag)") }
    }

    /// UIControl.h: the actions registered for an event run, in the order added, with the control as the sender;
    /// an event with no action runs none; a removed action does not run.
    @Test func aControlSendsItsActionsForTheirEventsWithItselfAsTheSender() {
        let control = UIControl(frame: .zero)
        control.tag = 7
        let receiver = Receiver()
        control.addTarget(receiver, action: Selector(Receiver.changed(_:)), for: .valueChanged)
        control.addTarget(receiver, action: Selector(Receiver.other(_:)), for: [.valueChanged, .touchUpInside])
        control.sendActions(for: .valueChanged)
        #expect(receiver.calls == ["changed 7", "other 7"])
        control.sendActions(for: .touchDown)
        #expect(receiver.calls.count == 2)
        control.removeTarget(receiver, action: nil, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(receiver.calls == ["changed 7", "other 7", "other 7"])
        #expect(control.allControlEvents == .touchUpInside)
    }

    /// UIControl.h: `state` combines the flags; `.normal` is none of them.
    @Test func aControlsStateFollowsItsFlags() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
    }

    /// A selector of a method without arguments, and a bound one, call the method; the same selector value
    /// compares equal to itself.
    @Test func selectorsHoldTheirMethods() {
        let receiver = Receiver()
        let unbound = Selector(Receiver.refresh)
        let control = UIControl(frame: .zero)
        control.addTarget(receiver, action: unbound, for: .primaryActionTriggered)
        control.addTarget(receiver, action: unbound, for: .primaryActionTriggered)  // once per target and action
        control.sendActions(for: .primaryActionTriggered)
        #expect(receiver.calls == ["refresh"])
        #expect(unbound == unbound)
        #expect(Selector("refresh:") == Selector("refresh:"))
        #expect(unbound != Selector(Receiver.refresh))
    }

    /// UIRefreshControl.h: begin and end set `isRefreshing`; a scroll view keeps the control.
    @Test func aRefreshControlRefreshesBetweenBeginAndEnd() {
        let scrollView = UIScrollView(frame: .zero)
        scrollView.refreshControl = UIRefreshControl()
        #expect(scrollView.refreshControl?.isRefreshing == false)
        scrollView.refreshControl?.beginRefreshing()
        #expect(scrollView.refreshControl?.isRefreshing == true)
        scrollView.refreshControl?.endRefreshing()
        #expect(scrollView.refreshControl?.isRefreshing == false)
    }

    /// UIGestureRecognizer.h: `init(target:action:)` keeps the pair; removing it by target empties the list.
    @Test func recognizersAreMadeWithATargetAndAnAction() {
        let receiver = Receiver()
        let press = UILongPressGestureRecognizer(target: receiver, action: Selector(Receiver.refresh))
        #expect(press.minimumPressDuration == 0.5)
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        #expect(pan.state == .possible)
        press.removeTarget(receiver, action: nil)
    }
}
