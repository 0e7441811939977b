import Testing
@testable import UIKitSourceRewrite

/// Objective-C runtime idioms real view controllers use, read as Swift can on Linux (apps12;
/// UIKitRewriteVisitor+ObjCIdioms).
@Suite struct UIKitObjCIdiomsRewriteTests {
    static let file = """
        import UIKit
        final class Pager: UIViewController {
            let titleView = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                titleView.addObserver(self, forKeyPath: #keyPath(UIView.frame), options: [.old, .new], context: nil)
                let deep = #keyPath(titleView.layer.bounds)
                _ = deep
            }
            func changed(_ change: [NSKeyValueChangeKey: Any]) -> Bool {
                let oldRect = (change[NSKeyValueChangeKey.oldKey]! as AnyObject).cgRectValue
                let size = (change[.newKey] as AnyObject).cgSizeValue
                let kept = (change[.newKey] as AnyObject).description
                return oldRect != nil && size != nil && kept != nil
            }
        }
        """

    static func text() throws -> String {
        try UIKitLayoutPlan.make(files: [(path: "/a/Pager.swift", text: file)], name: "pager").sources[0].text
    }

    /// `#keyPath` beside them is rewritten too (UIKitKeyPathStringRewriteTests has its strings).
    @Test func noKeyPathExpressionIsLeft() throws {
        #expect(!(try Self.text()).contains("#keyPath"))
    }

    /// NSValue's members read through `AnyObject` are read through `as? NSValue`, an optional as on iOS; other
    /// members through AnyObject are left alone.
    @Test func anNSValueMemberThroughAnyObjectIsReadAsNSValue() throws {
        let text = try Self.text()
        #expect(text.contains("(change[NSKeyValueChangeKey.oldKey]! as? NSValue)?.cgRectValue"), "\(text)")
        #expect(text.contains("(change[.newKey] as? NSValue)?.cgSizeValue"))
        #expect(text.contains("(change[.newKey] as AnyObject).description"))
    }
}
