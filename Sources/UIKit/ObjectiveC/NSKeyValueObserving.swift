import Foundation

/// Key-value observing's options (Foundation's NSKeyValueObservingOptions, NSKeyValueObserving.h), which Foundation on
/// Linux lacks; UIKit declares them here for block-based observation of UIKit's properties.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (NSKeyValueChange, NSKeyValueObserving.h).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One observed change (Foundation's NSKeyValueObservedChange): the old and new values the options asked for.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// A block-based observation (Foundation's NSKeyValueObservation): it lasts until `invalidate()` or until it is
/// released.
///
/// Playground: a view's `frame`, `bounds`, `center`, `alpha` and `isHidden`, a scroll view's `contentOffset`,
/// `contentSize` and `contentInset` and a view controller's `parent` are delivered as their setter returns, as on
/// iOS; changes of other key paths once per frame step (the playground's frame, as UIKit Dynamics are stepped), when
/// the observed value differs from the last one delivered; `.prior` notifications are not sent (docs/uikit.md,
/// "Key-value observing").
public final class NSKeyValueObservation: NSObject {
    private var check: (@MainActor () -> Void)?
    /// The observed object (its identity: the setters above deliver the changes of their own object only).
    private let target: ObjectIdentifier?

    /// Every live observation, weakly (the frame step checks them).
    nonisolated(unsafe) private static var live: [Weak] = []
    private struct Weak { weak var observation: NSKeyValueObservation? }

    init(target: AnyObject? = nil, check: @escaping @MainActor () -> Void) {
        self.check = check
        self.target = target.map(ObjectIdentifier.init)
        super.init()
        Self.live.append(Weak(observation: self))
    }

    /// Delivers the changes of `object`'s observed values at once. Package hook: the setters of the properties the
    /// class doc names call it, so an observer hears the change before the setter returns, as with Foundation's
    /// automatic KVO notifications (Apple, Key-Value Observing Programming Guide, "Automatic Change
    /// Notification": `willChangeValueForKey:`/`didChangeValueForKey:` wrap the setter). An observation whose value
    /// did not change hears nothing.
    @MainActor package static func playgroundDeliverChanges(of object: AnyObject) {
        guard !live.isEmpty else { return }
        if live.count > 256 { live.removeAll { $0.observation?.check == nil } }  // no frame step purges them in a test
        let id = ObjectIdentifier(object)
        for entry in live where entry.observation?.target == id { entry.observation?.check?() }
    }

    public func invalidate() { check = nil }

    deinit { check = nil }

    /// Delivers the changes since the last call to every live observation. Package hook: the bridge calls it from
    /// the frame step.
    @MainActor package static func playgroundDeliverChanges() {
        live.removeAll { $0.observation?.check == nil }
        for entry in live { entry.observation?.check?() }
    }
}

/// What block-based observation is offered on (Foundation's `_KeyValueCodingAndObserving`): UIKit's views here.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// Observes the value at `keyPath` (Foundation's `observe(_:options:changeHandler:)`): `.initial` calls the
    /// handler at once.
    ///
    /// Playground: the changes of a view's geometry, `alpha` and `isHidden`, a scroll view's content size, offset
    /// and inset and a view controller's `parent` are delivered as their setter returns (NSKeyValueObservation);
    /// other key paths' once per frame step, when the value differs from the last one delivered; `.prior` is not
    /// sent.
    @preconcurrency @MainActor
    public func observe<Value: Equatable>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                                          changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        PlaygroundNotices.record("_KeyValueCodingAndObserving.observe(_:options:changeHandler:)", .approximated,
                                 "changes are delivered once per frame step, not at the moment of the change")
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(target: self) { [weak self] in
            guard let self else { return }
            let now = self[keyPath: keyPath]
            guard now != last else { return }
            let old = last
            last = now
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                         oldValue: options.contains(.old) ? old : nil,
                                                         indexes: nil, isPrior: false))
        }
    }
}

extension UIView: _KeyValueCodingAndObserving {}
extension UIViewController: _KeyValueCodingAndObserving {}
extension UICollectionViewLayout: _KeyValueCodingAndObserving {}
