import Foundation
import Testing
import UIKit

/// DateComponentsFormatter (NSDateComponentsFormatter.h), as app files use it beside their collection views: a
/// video cell's duration, a timer label. swift-corelibs-foundation declares it unavailable; UIKit's shadows it.
/// Written as on iOS (en_US), so the same source runs against Apple's Foundation.
@Suite struct DateComponentsFormatterTests {
    @Test func positionalDropsLeadingZerosAndKeepsMinutesAndSeconds() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        f.unitsStyle = .positional
        #expect(f.string(from: 65) == "1:05")
        #expect(f.string(from: 5) == "0:05")
        #expect(f.string(from: 3_665) == "1:01:05")
    }

    @Test func padWritesEveryUnitWithTwoDigits() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        f.zeroFormattingBehavior = .pad
        #expect(f.string(from: 65) == "00:01:05")
        f.allowedUnits = [.minute, .second]
        #expect(f.string(from: 5) == "00:05")
    }

    @Test func labelledStylesDropZeroUnits() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        f.unitsStyle = .abbreviated
        #expect(f.string(from: 3_605) == "1h 5s")
        f.unitsStyle = .full
        #expect(f.string(from: 3_660) == "1 hour, 1 minute")
        #expect(f.string(from: 7_320) == "2 hours, 2 minutes")
        f.unitsStyle = .short
        #expect(f.string(from: 90) == "1 min, 30 sec")
        f.unitsStyle = .spellOut
        #expect(f.string(from: 125) == "two minutes, five seconds")
    }

    @Test func maximumUnitCountKeepsTheLargestUnits() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.day, .hour, .minute]
        f.unitsStyle = .abbreviated
        f.maximumUnitCount = 2
        #expect(f.string(from: 86_400 + 3 * 3_600 + 20 * 60) == "1d 3h")
    }

    @Test func componentsAndThePhrases() {
        var components = DateComponents()
        components.hour = 2
        components.minute = 30
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .full) == "2 hours, 30 minutes")
        let f = DateComponentsFormatter()
        f.allowedUnits = [.minute]
        f.unitsStyle = .full
        f.includesApproximationPhrase = true
        f.includesTimeRemainingPhrase = true
        #expect(f.string(from: 300) == "About 5 minutes remaining")
        #expect(f.string(for: 60.0) == "About 1 minute remaining")
        #expect(f.string(for: "60") == nil)
    }

    @Test func noAllowedUnitGivesNil() {
        let f = DateComponentsFormatter()
        f.allowedUnits = []
        #expect(f.string(from: 10) == nil)
    }
}
