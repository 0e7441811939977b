import Foundation

/// The name of a method for target–action (the Objective-C runtime's `Selector`, which Swift on Linux does not
/// have). UIKit's target–action APIs take one: `UIGestureRecognizer(target:action:)`, `CADisplayLink(target:selector:)`,
/// `UIControl.addTarget(_:action:for:)`, Foundation's timers and notifications. Declared in UIKit here (the
/// ObjectiveC module does not exist on Linux), so every file that imports UIKit sees it as on iOS.
///
/// Playground: a selector here holds the method itself rather than its Objective-C name. The UIKit rewrite turns
/// `#selector(Type.method(_:))` into `Selector(Type.method(_:))` (an unapplied method: called on the target) and
/// `#selector(method)` into `Selector(method)` (a method of `self`, already bound: the target is not used);
/// `Selector("name")` and `#selector(getter:)` name a method that cannot be called (Swift on Linux cannot find a
/// method by name), so performing one records a notice. Two selectors are equal when they are the same value
/// (the name, or the one `#selector` that made them); docs/uikit.md, "Target and action".
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name given (`Selector("refresh:")`), or a name the playground made for a method reference.
    /// Playground extension (not in UIKit).
    public let playgroundName: String
    /// Calls the method on a target with an argument (the sender); nil for a selector made from a name.
    private let perform: (@MainActor (AnyObject?, Any?) -> Void)?

    nonisolated(unsafe) private static var made = 0  // counted on the main actor (the initializers' callers)

    private init(method perform: @escaping @MainActor (AnyObject?, Any?) -> Void) {
        Self.made += 1
        playgroundName = "playground.method.\(Self.made)"
        self.perform = perform
    }

    /// A selector naming a method (Objective-C's `NSSelectorFromString`).
    ///
    /// Playground: does nothing when performed: Swift on Linux cannot find a method by its name.
    public init(_ name: String) {
        playgroundName = name
        perform = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// An unapplied method without arguments (`#selector(Type.method)`).
    public init<Target>(_ method: @escaping @MainActor (Target) -> () -> Void) {
        self.init { target, _ in (target as? Target).map { method($0)() } }
    }

    /// An unapplied method with one argument, the sender (`#selector(Type.method(_:))`).
    public init<Target, Argument>(_ method: @escaping @MainActor (Target) -> (Argument) -> Void) {
        self.init { target, argument in
            guard let target = target as? Target, let argument = argument as? Argument else { return }
            method(target)(argument)
        }
    }

    /// An unapplied method with two arguments (`#selector(Type.method(_:event:))`); the second is nil here.
    public init<Target, Argument, Other>(_ method: @escaping @MainActor (Target) -> (Argument, Other?) -> Void) {
        self.init { target, argument in
            guard let target = target as? Target, let argument = argument as? Argument else { return }
            method(target)(argument, nil)
        }
    }

    /// A method of `self`, bound (`#selector(method)` in a class's method).
    public init(_ method: @escaping @MainActor () -> Void) {
        self.init { _, _ in method() }
    }

    /// A bound method with one argument, the sender (`#selector(method(_:))`).
    public init<Argument>(_ method: @escaping @MainActor (Argument) -> Void) {
        self.init { _, argument in (argument as? Argument).map(method) }
    }

    public var description: String { playgroundName }

    public static func == (a: Selector, b: Selector) -> Bool { a.playgroundName == b.playgroundName }
    public func hash(into hasher: inout Hasher) { hasher.combine(playgroundName) }

    /// Calls the method on `target` with `argument` (the sender), as the Objective-C runtime's `perform` would;
    /// true when it was called. A method given by name only records a notice. Playground extension (not in UIKit).
    @discardableResult @MainActor
    public func playgroundPerform(on target: AnyObject?, with argument: Any?) -> Bool {
        guard let perform else {
            PlaygroundNotices.record("Selector.init(_:)", .doesNothing,
                                     "a method named by a string (\(playgroundName)) cannot be found on Linux: not called")
            return false
        }
        perform(target, argument)
        return true
    }
}
