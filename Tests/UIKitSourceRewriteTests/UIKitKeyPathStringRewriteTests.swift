import SwiftParser
import SwiftSyntax
import Testing
@testable import UIKitSourceRewrite

/// `#keyPath(…)` becomes the string the compiler gives on iOS (UIKitRewriteVisitor+KeyPathString): kazuhiro4949's
/// PagingKit observes `#keyPath(UIView.bounds)` with string key-value observing.
@Suite struct UIKitKeyPathStringRewriteTests {
    static let file = """
        import UIKit
        final class Menu: UICollectionViewLayout {
            var title = ""
            func start() { addObserver(self, forKeyPath: #keyPath(UIView.bounds), options: [.new], context: nil) }
            func own() -> String { #keyPath(title) }
            func deep() -> String { #keyPath(Menu.layer.frame) }
            func selector() -> Selector { #selector(Menu.start) }
        }
        """

    @Test func theTypeIsDroppedAndTheWidthKept() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Menu.swift", text: Self.file)], name: "menu")
        let text = p.sources[0].text
        let line = try #require(text.split(separator: "\n").first { $0.contains("func start()") })
        // `#keyPath(UIView.bounds)` is 23 characters, `"bounds"` 8: 15 spaces after it.
        #expect(line.contains("forKeyPath: \"bounds\"" + String(repeating: " ", count: 15) + ", options"))
        // The same width: the columns after it stay where they were written.
        let written = try #require(Self.file.split(separator: "\n").first { $0.contains("func start()") })
        #expect(line.count == written.count)
        #expect(text.contains("func own() -> String { \"title\"" + String(repeating: " ", count: 8) + " }"))
        #expect(text.contains(#""layer.frame""#))
        #expect(!text.contains("#keyPath"))
        // #selector keeps its own rewrite.
        #expect(text.contains(" Selector(Menu.start)"))
    }

    @Test func thePathIsReadFromTheArgument() {
        func string(_ source: String) -> String? {
            let file = Parser.parse(source: "let a = \(source)\n")
            guard let expr = file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
            else { return nil }
            return UIKitRewriteVisitor.keyPathString(expr)
        }
        #expect(string("UIView.bounds") == "bounds")
        #expect(string("Person.friend.name") == "friend.name")
        #expect(string("name") == "name")
        #expect(string("Module.Person.age") == "age")
        #expect(string("UIView") == nil)
        #expect(string("f(x)") == nil)
    }
}
