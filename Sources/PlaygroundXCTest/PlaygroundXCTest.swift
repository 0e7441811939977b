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
