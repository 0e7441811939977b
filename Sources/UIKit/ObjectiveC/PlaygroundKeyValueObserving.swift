import Foundation

/// The keys of an old-style observation's change dictionary (Foundation's NSKeyValueChangeKey,
/// NSKeyValueObserving.h), which Foundation on Linux lacks.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// Playground extension (not in UIKit): what old-style observation calls back
/// (`observeValue(forKeyPath:of:change:context:)`). On iOS NSObject declares it; here UIKit's responders (views, view
/// controllers) and layouts do, so that a subclass overrides it as on iOS.
@preconcurrency @MainActor
public protocol PlaygroundKeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// Old-style key-value observing (`addObserver(_:forKeyPath:options:context:)`) without the Objective-C runtime: a
/// key path is read by name for the properties the playground changes (UIView's `frame`, `bounds`, `center`,
/// `alpha`, `hidden`; UIScrollView's `contentOffset`, `contentSize`, `contentInset`; a flow layout's
/// `itemSize`, `estimatedItemSize`, spacing, `sectionInset`, `scrollDirection` and pinned headers and footers;
/// a layout's `collectionViewContentSize`), and a change is delivered once per frame step when the value differs
/// from the last one delivered (as block-based observation here). Another key path is stored and never delivered,
/// with a notice.
enum PlaygroundKeyValueObserving {
    private struct Key: Hashable {
        var object: ObjectIdentifier
        var observer: ObjectIdentifier
        var keyPath: String
    }
    nonisolated(unsafe) private static var observations: [Key: NSKeyValueObservation] = [:]

    /// The value of `keyPath` on `object` as text (compared between frames), nil when it cannot be read here.
    @MainActor static func value(of object: AnyObject, keyPath: String) -> Any? {
        if let flow = object as? UICollectionViewFlowLayout {
            switch keyPath {
            case "sectionHeadersPinToVisibleBounds": return flow.sectionHeadersPinToVisibleBounds
            case "sectionFootersPinToVisibleBounds": return flow.sectionFootersPinToVisibleBounds
            case "itemSize": return flow.itemSize
            case "estimatedItemSize": return flow.estimatedItemSize
            case "minimumLineSpacing": return flow.minimumLineSpacing
            case "minimumInteritemSpacing": return flow.minimumInteritemSpacing
            case "sectionInset": return flow.sectionInset
            case "scrollDirection": return flow.scrollDirection.rawValue
            default: break
            }
        }
        if let layout = object as? UICollectionViewLayout, keyPath == "collectionViewContentSize" {
            return layout.collectionViewContentSize
        }
        if let scroll = object as? UIScrollView {
            switch keyPath {
            case "contentOffset": return scroll.contentOffset
            case "contentSize": return scroll.contentSize
            case "contentInset": return scroll.contentInset
            default: break
            }
        }
        if let view = object as? UIView {
            switch keyPath {
            case "frame": return view.frame
            case "bounds": return view.bounds
            case "center": return view.center
            case "alpha": return view.alpha
            case "hidden", "isHidden": return view.isHidden
            default: break
            }
        }
        return nil
    }

    @MainActor static func add(_ observer: NSObject, to object: AnyObject, keyPath: String, options: NSKeyValueObservingOptions,
                    context: UnsafeMutableRawPointer?) {
        guard let first = value(of: object, keyPath: keyPath) else {
            PlaygroundNotices.record("UIResponder.addObserver(_:forKeyPath:options:context:)", .approximated,
                                     "only the key paths the playground changes are observed (frame, bounds, "
                                     + "contentOffset, contentSize, a flow layout's properties…); changes of "
                                     + "\(keyPath) are not delivered")
            return
        }
        let context = context.map { UnsafeMutableRawPointer($0) }
        weak var weakObserver = observer
        weak var weakObject = object
        func tell(kind: NSKeyValueChange, old: Any?, new: Any?) {
            guard let target = weakObserver as? PlaygroundKeyValueObserver, let object = weakObject else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: kind.rawValue)]
            if options.contains(.new), let new { change[.newKey] = new }
            if options.contains(.old), let old { change[.oldKey] = old }
            target.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        if options.contains(.initial) { tell(kind: .setting, old: nil, new: first) }
        var last = first, lastText = "\(first)"
        let observation = NSKeyValueObservation {
            guard weakObserver != nil, let object = weakObject, let now = value(of: object, keyPath: keyPath) else { return }
            let text = "\(now)"
            guard text != lastText else { return }
            let old = last
            (last, lastText) = (now, text)
            tell(kind: .setting, old: old, new: now)
        }
        observations[Key(object: ObjectIdentifier(object), observer: ObjectIdentifier(observer), keyPath: keyPath)] = observation
    }

    static func remove(_ observer: NSObject, from object: AnyObject, keyPath: String) {
        let key = Key(object: ObjectIdentifier(object), observer: ObjectIdentifier(observer), keyPath: keyPath)
        observations.removeValue(forKey: key)?.invalidate()
    }
}
