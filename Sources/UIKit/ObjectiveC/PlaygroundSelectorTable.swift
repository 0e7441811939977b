import Foundation

/// Playground extension (not in UIKit): which methods the loaded files' classes declare, by name, for
/// `responds(to:)` (NSObjectProtocol), which the Objective-C runtime answers on iOS from a class's method list.
///
/// The load-time rewrite turns `#selector(P.method(_:with:))` in a `responds(to:)` argument into
/// `Selector("method(_:with:)")`, and the generated entry point registers, for every class of the loaded files, the
/// names of the methods it and its ancestors among those files declare (its extensions' too), with and without
/// their argument labels (docs/uikit.md, "The rewrite step"). Written by the rewrite, not by hand.
public enum PlaygroundSelectors {
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Set<String>] = [:]

    /// Registers the method names `type` declares (called by the generated entry point).
    public static func register(_ type: AnyClass, _ names: Set<String>) {
        table[ObjectIdentifier(type)] = names
    }

    /// Whether `object`'s class declares the method the selector names; for an object of a class the loaded files do
    /// not declare (UIKit's own), false, with a notice: UIKit's own method lists are not kept here.
    public static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        if let names = table[ObjectIdentifier(type(of: object))] { return names.contains(selector.playgroundName) }
        PlaygroundNotices.record("NSObjectProtocol.responds(to:)", .approximated,
                                 "answers from the methods the loaded files declare; an object of UIKit's own class "
                                 + "(\(type(of: object))) answers false")
        return false
    }
}

extension NSObjectProtocol {
    /// Whether the object implements the method `aSelector` names.
    ///
    /// Playground: answered from the loaded files' declarations (`PlaygroundSelectors`): a class of the loaded files
    /// responds to the methods it or its ancestors among those files declare, whatever their protocol; UIKit's own
    /// classes' methods are not listed, so an object of UIKit's class answers false.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return PlaygroundSelectors.responds(self as AnyObject, to: aSelector)
    }
}

extension PlaygroundSelectors {
    /// `value` when `object`'s class declares the method `name` names, else nil: an optional requirement read as a
    /// value (`if let tap = delegate?.didTapCard`), nil on iOS when not implemented. Written by the rewrite.
    public static func ifImplemented<F>(_ object: AnyObject?, _ name: String, _ value: F?) -> F? {
        guard let object, responds(object, to: Selector(name)) else { return nil }
        return value
    }

    /// `ifImplemented` for a requirement whose return type the rewrite widened (`-> Bool` compiled as `-> Bool?`):
    /// the function with the requirement's own result, as iOS gives it (FSPagerView's
    /// `guard let function = self.delegate?.pagerView(_:shouldHighlightItemAt:)`). Written by the rewrite only for
    /// such requirements, whose witnesses (widened too) never return nil.
    public static func ifImplementedUnwrappingResult<R>(_ object: AnyObject?, _ name: String, _ value: (() -> R?)?) -> (() -> R)? {
        ifImplemented(object, name, value).map { f in { f()! } }
    }
    /// One argument (see the overload without).
    public static func ifImplementedUnwrappingResult<A, R>(_ object: AnyObject?, _ name: String,
                                                           _ value: ((A) -> R?)?) -> ((A) -> R)? {
        ifImplemented(object, name, value).map { f in { f($0)! } }
    }
    /// Two arguments (see the overload without).
    public static func ifImplementedUnwrappingResult<A, B, R>(_ object: AnyObject?, _ name: String,
                                                              _ value: ((A, B) -> R?)?) -> ((A, B) -> R)? {
        ifImplemented(object, name, value).map { f in { f($0, $1)! } }
    }
    /// Three arguments (see the overload without).
    public static func ifImplementedUnwrappingResult<A, B, C, R>(_ object: AnyObject?, _ name: String,
                                                                 _ value: ((A, B, C) -> R?)?) -> ((A, B, C) -> R)? {
        ifImplemented(object, name, value).map { f in { f($0, $1, $2)! } }
    }
    /// Four arguments (see the overload without).
    public static func ifImplementedUnwrappingResult<A, B, C, D, R>(_ object: AnyObject?, _ name: String,
                                                                    _ value: ((A, B, C, D) -> R?)?) -> ((A, B, C, D) -> R)? {
        ifImplemented(object, name, value).map { f in { f($0, $1, $2, $3)! } }
    }
}
