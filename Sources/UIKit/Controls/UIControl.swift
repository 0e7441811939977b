import Foundation

/// The base class of controls (UIControl.h): their state, and target–action for their events.
///
/// As iOS: `addTarget(_:action:for:)` keeps each target weakly with its action and events; `sendActions(for:)` calls
/// the actions registered for any of those events, in the order they were added, with the control as the sender
/// (a nil target is the responder chain on iOS; here it is not followed). Playground: the playground's input does
/// not reach controls yet, so actions run only when code sends them.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The control's state (UIControl.State; the values of UIControl.h).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends (UIControl.Event; the values of UIControl.h).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private struct TargetAction {
        weak var target: AnyObject?
        var hasTarget: Bool
        var action: Selector
        var events: Event
    }

    private var targetActions: [TargetAction] = []
    private var actionEntries: [(action: UIAction, events: Event)] = []

    /// How content sits across the control (UIControl.h: centred).
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// How content sits along the control's height (UIControl.h: centred).
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// A standard UIKit control or label is an accessibility element by default (UIAccessibility.h).
    package override var playgroundIsAccessibilityElementByDefault: Bool { true }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A control whose primary action is `primaryAction` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs `action` for `controlEvents` (iOS 14); an action with the same identifier replaces the old one.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionEntries.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actionEntries.append((action, controlEvents))
    }
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in actionEntries.indices where actionEntries[i].action.identifier == actionIdentifier {
            actionEntries[i].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }
    /// Runs every `UIAction` added for any of these events, with the control as sender.
    open func enumerateEventHandlers(_ body: (UIAction?, (target: Any, action: Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actionEntries {
            body(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
        for entry in targetActions {
            guard let target = entry.target else { continue }
            body(nil, (target, entry.action), entry.events, &stop)
            if stop { return }
        }
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    /// The state from the flags (UIControl.h): disabled, selected and highlighted as set.
    open var state: State {
        var s: State = .normal
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let i = targetActions.firstIndex(where: { $0.target === object && $0.action == action }) {
            targetActions[i].events.formUnion(controlEvents)
        } else {
            targetActions.append(TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
        }
    }

    /// Removes the action (all of the target's actions when `action` is nil) for those events (all targets when
    /// `target` is nil).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for i in targetActions.indices where (object == nil || targetActions[i].target === object)
            && (action == nil || targetActions[i].action == action) {
            targetActions[i].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// The targets with an action (nil targets not included, as `NSSet` cannot hold nil).
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { ObjectIdentifier($0) as AnyHashable } })
    }

    open var allControlEvents: Event { targetActions.reduce(Event()) { $0.union($1.events) } }

    /// The names of the target's actions for an event.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
            .map(\.action.playgroundName)
        return names.isEmpty ? nil : names
    }

    /// Calls the actions registered for any of `controlEvents`, with the control as the sender.
    open func sendActions(for controlEvents: Event) {
        for entry in actionEntries where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.playgroundPerform(sender: self)
        }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            guard !entry.hasTarget || entry.target != nil else { continue }
            sendAction(entry.action, to: entry.target, for: nil)
        }
    }

    /// Calls `action` on `target` with the control as the sender (UIApplication's `sendAction` on iOS).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        action.playgroundPerform(on: target.map { $0 as AnyObject }, with: self)
    }
}
