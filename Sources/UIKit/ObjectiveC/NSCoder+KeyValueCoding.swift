import Foundation

// Key-value coding on a coder. `value(forKey:)` is NSObject's (Foundation, NSKeyValueCoding.h: "Given a key that
// identifies an attribute or to-one relationship, return the attribute value or the related object"), found through
// the Objective-C runtime; swift-corelibs-foundation has neither, so `coder.value(forKey:)` did not compile here.
// Real code calls it in `init?(coder:)` (patchthecode/JTAppleCalendar's month layout reads its `delegate` so), a path
// that runs only when the object is decoded from an archive or a nib.
//
// Decided (suites10): declared on NSCoder only (not on every NSObject, where a `value(forKey:)` of its own would
// shadow what subclasses declare), answering nil with a notice. On iOS the coder answers a key only for a property
// of its own class (NSKeyedUnarchiver's `delegate`, for instance) and raises NSUndefinedKeyException
// (`valueForUndefinedKey:`, "the default implementation raises an NSUndefinedKeyException") for any other key.

extension NSCoder {
    /// The value of the coder's property named `key` (Apple, NSObject "value(forKey:)", key-value coding).
    ///
    /// Playground: always nil, with a notice: no property is found by its name on Linux (no Objective-C runtime). A
    /// decoding value is read with `decodeObject(forKey:)`, as on iOS.
    public func value(forKey key: String) -> Any? {
        PlaygroundNotices.record("NSCoder.value(forKey:)", .approximated,
                                 "key-value coding finds no property by its name here: nil for \"\(key)\"")
        return nil
    }
}
