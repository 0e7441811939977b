import Foundation

// Foundation's selector functions (NSObjCRuntime.h: `NSSelectorFromString`, `NSStringFromSelector`), which
// swift-corelibs-foundation does not declare (it has no Objective-C runtime). Declared in UIKit beside `Selector`
// (Selector.swift), so a file importing UIKit finds them as on iOS.

/// The selector with the name `aSelectorName` (Apple, Foundation "NSSelectorFromString(_:)").
///
/// Playground: the selector holds the name only: performing it calls nothing, as `Selector("name")` (Selector.swift:
/// Swift on Linux cannot find a method by its name); `responds(to:)` answers from the loaded files' declarations.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The name of a selector (Apple, Foundation "NSStringFromSelector(_:)").
///
/// Playground: the name it was made with (`Selector("name")`, `NSSelectorFromString`); for a `#selector(…)` of a
/// method, a name the playground made (Selector.swift), not the Objective-C name.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.playgroundName
}

extension UIApplication {
    /// The class methods UIApplication.h declares, by their Objective-C selector names.
    private static let playgroundClassSelectors: Set<String> = [
        "sharedApplication", "registerObjectForStateRestoration:restorationIdentifier:",
    ]

    /// Whether the class answers the class method `aSelector` names (Apple, NSObject `+respondsToSelector:`, asked
    /// of the class object: `UIApplication.responds(to: NSSelectorFromString("sharedApplication"))`, which app
    /// extensions' code uses where `UIApplication.shared` is unavailable).
    ///
    /// Playground: answered from UIApplication.h's class methods by Objective-C name (`sharedApplication`,
    /// `registerObjectForStateRestoration:restorationIdentifier:`); a selector made by `#selector(…)` answers false.
    public class func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return playgroundClassSelectors.contains(aSelector.playgroundName)
    }

    /// Calls the class method `aSelector` names and returns its result (Apple, NSObject `+performSelector:` on the
    /// class object).
    ///
    /// Playground: `sharedApplication` returns `UIApplication.shared`; any other selector calls nothing and returns
    /// nil, with a notice (no method can be found by its name on Linux).
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        if aSelector?.playgroundName == "sharedApplication" { return Unmanaged.passUnretained(shared) }
        PlaygroundNotices.record("UIApplication.perform(_:)", .approximated,
                                 "only sharedApplication is found by its name here; \(aSelector?.playgroundName ?? "nil") calls nothing")
        return nil
    }
}
