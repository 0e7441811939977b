import Foundation
import Testing
import UIKit

/// `NSCoder.value(forKey:)` (key-value coding on a coder, NSObject's on iOS) compiles and answers nil here: no
/// property is found by its name without the Objective-C runtime (Sources/UIKit/ObjectiveC/NSCoder+KeyValueCoding.swift
/// says what iOS does). patchthecode/JTAppleCalendar's month layout reads it in `init?(coder:)`.
@Suite struct CoderKeyValueTests {
    @Test func aCodersValueForAKeyIsNil() {
        let coder = NSCoder()
        #expect(coder.value(forKey: "delegate") == nil)
        #expect(coder.value(forKey: "anything") == nil)
    }
}
