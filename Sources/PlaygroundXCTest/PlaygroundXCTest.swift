// For test targets only (the `PlaygroundXCTest` product; docs/tests-on-linux.md, "Test files written for iOS"):
// what Apple's XCTest gives a test file on iOS and swift-corelibs-xctest does not.
//
// - UIKit visible where a file imports only XCTest: on iOS, XCTest's headers import UIKit. A test target that
//   compiles with `-Xfrontend -import-module -Xfrontend PlaygroundXCTest` sees XCTest and UIKit in every file.
// - `XCTestCase` is an NSObject on iOS, so a test case that is its own data source or delegate
//   (`class T: XCTestCase, UICollectionViewDataSource`) conforms to NSObjectProtocol, which UIKit's protocols
//   refine. Here XCTestCase is a plain Swift class: it gets NSObjectProtocol from this module, as NSObject has it.
@_exported import UIKit
@_exported import XCTest
import Foundation

/// Playground extension (not in UIKit): NSObjectProtocol as NSObject implements it (identity, the address as the
/// hash, the test's name as the description), so an XCTestCase may conform to UIKit's delegate and data-source protocols as on iOS.
extension XCTestCase: @retroactive NSObjectProtocol {
    public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    public var hash: Int { ObjectIdentifier(self).hashValue }
    public func `self`() -> Self { self }
    public func isProxy() -> Bool { false }
    /// The test's name, as XCTest prints it (`-[FlowTests testTwoColumns]` on iOS).
    public var description: String { name }
}

/// Playground extension (not in XCTest): `measure { }` that reports its timings and never fails on their spread.
///
/// swift-corelibs-xctest fails a `measure` test whose ten wall-clock timings have a relative standard deviation above
/// 10 % and a standard deviation above 0.1 s (its `WallClockTimeMetric.failureMessage()`; both limits `private`, no
/// setting), so on a busy machine a correct performance test fails at random. Apple's XCTest judges a performance
/// test against a baseline recorded in the Xcode project (`xcshareddata/xcbaselines`; Xcode's "Set Baseline"), and
/// with none it shows the figures and passes; a project copied into a package carries no baseline. This overload is
/// chosen over XCTest's `measure(file:line:block:)` for `measure { }` and `measure(block:)` (it needs no default
/// argument, which Swift's overload ranking prefers); it runs the block ten times, as XCTest does, prints the
/// timings as XCTest's `measured` line, and fails nothing. `measure(metrics:block:)` and
/// `measureMetrics(_:automaticallyStartMeasuring:for:)` stay XCTest's (docs/tests-on-linux.md, "measure").
extension XCTestCase {
    public func measure(block: () -> Void) {
        var seconds: [Double] = []
        for _ in 0..<10 {
            let start = ContinuousClock.now
            block()
            let elapsed = ContinuousClock.now - start
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let mean = seconds.reduce(0, +) / Double(seconds.count)
        let spread = (seconds.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(seconds.count - 1)).squareRoot()
        let relative = mean > 0 ? spread / mean * 100 : 0
        let values = seconds.map { String(format: "%.6f", $0) }.joined(separator: ", ")
        print("Test Case '\(name)' measured [Time, seconds] average: \(String(format: "%.3f", mean)), "
              + "relative standard deviation: \(String(format: "%.3f", relative))%, values: [\(values)] "
              + "(PlaygroundXCTest: reported; their spread is not judged)")
    }
}

/// Playground extension (not in XCTest): `===` and `!==` on classes, as test files written for iOS compare them
/// (`XCTAssert(registered.viewClass === HeaderView.self)`; plangrid/ReactiveLists' mocks record the classes a
/// collection view registers).
///
/// On iOS a class is an Objective-C object, so a metatype converts to `AnyObject` and `===` compares the class
/// objects' identity. On Linux a metatype is no object and Swift's `===` (on `AnyObject?`) refuses it. These compare
/// the classes' identity (`ObjectIdentifier`), the same answer; nil equals only nil, as with `===`.
public func === (lhs: AnyClass?, rhs: AnyClass?) -> Bool {
    switch (lhs, rhs) {
    case let (l?, r?): return ObjectIdentifier(l) == ObjectIdentifier(r)
    case (nil, nil): return true
    default: return false
    }
}

/// Playground extension (not in XCTest): the negation of `===` on classes (above).
public func !== (lhs: AnyClass?, rhs: AnyClass?) -> Bool { !(lhs === rhs) }
