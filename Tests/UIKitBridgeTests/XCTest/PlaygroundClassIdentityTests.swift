import Foundation
import PlaygroundXCTest
import XCTest

/// `===` on classes from PlaygroundXCTest, as iOS test files compare registered classes (plangrid/ReactiveLists:
/// `XCTAssert(info?.viewClass === viewClass)`); without it the file does not compile on Linux.
final class PlaygroundClassIdentityTests: XCTestCase {
    final class HeaderView: UICollectionReusableView {}
    final class FooterView: UICollectionReusableView {}

    func testClassesCompareByIdentity() {
        let recorded: [(viewClass: AnyClass?, identifier: String)] = [(HeaderView.self, "h"), (nil, "none")]
        XCTAssert(recorded[0].viewClass === HeaderView.self)
        XCTAssertFalse(recorded[0].viewClass === FooterView.self)
        XCTAssert(recorded[0].viewClass !== FooterView.self)
        XCTAssert(recorded[1].viewClass === nil)
        XCTAssertFalse(recorded[1].viewClass === HeaderView.self)
        let info: (viewClass: AnyClass?, kind: Int)? = (FooterView.self, 0)
        let expected: AnyClass = FooterView.self
        XCTAssert(info?.viewClass === expected)
        // A subclass is another class.
        XCTAssertFalse(HeaderView.self === UICollectionReusableView.self)
        // Objects still compare as objects.
        let view = UIView()
        XCTAssert(view === view)
    }
}
