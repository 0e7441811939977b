import Testing
@testable import UIKitSourceRewrite

/// A navigation library forwards UINavigationControllerDelegate's optional requirements to its own delegate with
/// Objective-C's optional call (Ramotion's navigation-stack: `stackDelegate?.navigationController?(…, willShow: …)`);
/// the UIKit module declares them with defaults, so the rewrite turns the call into a plain one, as for the
/// collection view's delegates (UIKitProtocols). Without the table entry the `?` stays and the file does not compile
/// ("cannot use optional chaining on non-optional value").
@Suite struct UIKitNavigationOptionalCallsTests {
    @Test func aNavigationDelegatesOptionalCallBecomesAPlainCall() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Stack.swift", text: """
            import UIKit
            final class StackLayout: UICollectionViewFlowLayout {}
            final class Stack: NSObject, UINavigationControllerDelegate {
                weak var forward: UINavigationControllerDelegate?
                func navigationController(_ n: UINavigationController, willShow v: UIViewController, animated: Bool) {
                    forward?.navigationController?(n, willShow: v, animated: animated)
                }
            }
            """)], name: "group")
        let text = p.sources[0].text
        #expect(!text.contains("navigationController?("), "\(text)")
        #expect(text.contains("forward?.navigationController (n, willShow: v, animated: animated)"), "\(text)")
    }
}
