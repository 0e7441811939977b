import Testing
@testable import UIKitSourceRewrite

/// A synchronous XCTest method isolated to the main actor stops a whole Linux run (swift-corelibs-xctest casts it to
/// `(Case) -> () -> Void`); the rewrite makes such a method `async`, which XCTest runs on the main actor as iOS runs
/// the synchronous one (SwiftUIMasonryLayouts' own suite crashed at its first `@MainActor func test…()`).
@Suite struct UIKitMainActorTestRewriteTests {
    func rewritten(_ text: String) -> (text: String, notes: [RewriteNote]) {
        let r = UIKitModuleRewrite.rewrite(files: [(path: "/p/Tests/LibTests/T.swift", text: text)])
        return (r.sources[0].text, r.notes)
    }

    @Test func aMainActorMethodOfATestCaseBecomesAsync() {
        let r = rewritten("""
            import XCTest
            final class LayoutTests: XCTestCase {
                @MainActor
                func testColumns() { XCTAssertEqual(1, 1) }
                @MainActor func testThrows() throws {}
                func testPlain() {}
                @MainActor func helper() {}
                @MainActor func testWith(_ x: Int) {}
                @MainActor func testAlready() async {}
            }
            """)
        #expect(r.text.contains("func testColumns() async { XCTAssertEqual(1, 1) }"))
        #expect(r.text.contains("@MainActor func testThrows() async throws {}"))
        #expect(r.text.contains("func testPlain() {}"))
        #expect(r.text.contains("@MainActor func helper() {}"))
        #expect(r.text.contains("@MainActor func testWith(_ x: Int) {}"))
        #expect(r.text.contains("@MainActor func testAlready() async {}"))
        #expect(r.notes.filter { $0.what.hasPrefix("main-actor test") }.count == 2)
    }

    @Test func aMainActorClassOrExtensionMakesItsTestsAsync() {
        let r = rewritten("""
            import XCTest
            @MainActor final class FlowTests: XCTestCase {
                func testA() {}
                static func testStatic() {}
            }
            @MainActor extension OtherTests {
                func testB() {}
            }
            extension PlainTests {
                func testC() {}
            }
            @MainActor final class Model {
                func testD() {}
            }
            """)
        #expect(r.text.contains("func testA() async {}"))
        #expect(r.text.contains("static func testStatic() {}"))
        #expect(r.text.contains("func testB() async {}"))
        #expect(r.text.contains("func testC() {}"))
        #expect(r.text.contains("func testD() {}"))   // not a test case: its name says so
    }
}

/// `layout.init()` on a `T.Type` parameter whose generic `T` is constrained to a protocol (with an `init`
/// requirement) is Swift's own call: the rewrite leaves it (Parchment's `createLayout(layout:)` became a
/// `PlaygroundMakers` call its Foundation-only file could not see, and no maker for a protocol's type exists); a
/// class-constrained one is still made from its metatype.
@Suite struct UIKitProtocolMetatypeRewriteTests {
    @Test func aProtocolConstrainedMetatypeParameterIsLeftAlone() {
        let r = UIKitModuleRewrite.rewrite(files: [(path: "/p/Sources/Lib/Make.swift", text: """
            import UIKit
            protocol PagingLayout { init() }
            class Cell: UICollectionViewCell {}
            func createLayout<T>(layout: T.Type) -> T where T: PagingLayout { return layout.init() }
            func createLayout2<T: PagingLayout>(layout: T.Type) -> T { layout.init() }
            func makeCell<T: UICollectionViewCell>(type: T.Type) -> T { type.init(frame: .zero) }
            func makeOwn<T: Cell>(type: T.Type) -> T { type.init(frame: .zero) }
            """)])
        let text = r.sources[0].text
        #expect(text.contains("return layout.init() }"))
        #expect(text.contains("-> T { layout.init() }"))
        #expect(text.contains("PlaygroundMakers.make(type, frame: .zero)"))
        #expect(!text.contains("{ type.init(frame: .zero) }"))
    }
}
