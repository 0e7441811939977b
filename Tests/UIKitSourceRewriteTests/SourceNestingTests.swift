import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import UIKitSourceRewrite

/// Issue 38, severe 3: a file nested deeper than `SourceNesting.limit` is refused before swift-syntax parses it
/// (it used to overflow the stack and end the app), and the estimate is never below the nesting it must bound.
@Suite struct SourceNestingTests {
    func plan(_ text: String) throws(UIKitPlanError) -> UIKitLayoutPlan {
        try UIKitLayoutPlan.make(files: [(path: "/tmp/Deep.swift", text: "import UIKit\n" + text)], name: "deep")
    }

    func expectRefused(_ text: String, line: Int? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try plan(text)
            Issue.record("parsed a file nested \(SourceNesting.deepest(text).depth) deep", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.hasPrefix("Deep.swift:" + (line.map { "\($0):" } ?? "")), sourceLocation: sourceLocation)
            #expect(error.message.contains(": nested more than 1000 levels deep"), sourceLocation: sourceLocation)
            #expect(!error.message.contains("\n"), sourceLocation: sourceLocation)
        }
    }

    @Test func theIssuesFilesAreRefusedBeforeTheParse() {
        // 10,000 nested `try` (40 KB), generics 3,000 deep, a 200,000-long member chain (issue 38).
        expectRefused("let x = " + String(repeating: "try ", count: 10_000) + "f()\n", line: 2)
        expectRefused("let x: " + String(repeating: "A<", count: 3000) + "B" + String(repeating: ">", count: 3000) + "\n")
        expectRefused("let x = a" + String(repeating: ".b", count: 200_000) + "\n")
        // And the other shapes that nest.
        expectRefused("let x = " + String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000))
        expectRefused("let x = " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000))
        expectRefused("func f() {" + String(repeating: "if a { ", count: 3000) + String(repeating: "}", count: 3001))
        expectRefused("func f() { if a {}" + String(repeating: " else if a {}", count: 3000) + " }")
        expectRefused("let x = " + String(repeating: "-", count: 3000) + "a")
        expectRefused("let x = a" + String(repeating: "!", count: 3000))
        expectRefused("let x: Int" + String(repeating: "?", count: 3000))
        expectRefused("let x = \"" + String(repeating: "\\(\"", count: 2000) + String(repeating: "\")", count: 2000) + "\"")
        expectRefused(String(repeating: "#if A\n", count: 1100) + String(repeating: "#endif\n", count: 1100), line: 1001)  // the line where it passes 1000
        expectRefused("let f: " + String(repeating: "(Int) -> ", count: 2000) + "Int")
        expectRefused("let x = a\n" + String(repeating: "  .b()\n", count: 2000))
    }

    /// Found by the uikit-rewrite fuzz target (10-minute run, 2026-11-28): a 19 KB mutation of a corpus file with
    /// about 100 unclosed `[` after a name (`top[[[[…`) kept the rewrite busy for more than 5 minutes; swift-syntax's
    /// parse is exponential in nested square brackets (0.45 s at 16, 7 s at 20). Over `squareBracketLimit` the file
    /// is refused in one line before the parse, closed or not; at the limit it is parsed.
    @Test func nestedSquareBracketsAreBoundedBeforeTheParse() throws {
        let n = SourceNesting.squareBracketLimit
        for text in ["top" + String(repeating: "[", count: 100) + " += headerInset.top\n",
                     "let x = a\nlet y = " + String(repeating: "[", count: n + 1) + "0" + String(repeating: "]", count: n + 1),
                     "let x = [[1: [2]], " + String(repeating: "[", count: n) + "]" + String(repeating: "]", count: n)] {
            do {
                _ = try plan(text)
                Issue.record("parsed \(text.prefix(40))")
            } catch {
                #expect(error.message.hasPrefix("Deep.swift:"), "\(error.message)")
                #expect(error.message.contains("square brackets"), "\(error.message)")
                #expect(!error.message.contains("\n"))
            }
        }
        // The line named is where the bound is passed.
        #expect(SourceNesting.refusal("let a = 1\nlet b = 2\nx" + String(repeating: "[", count: n + 1), name: "F.swift")?
            .hasPrefix("F.swift:3:") == true)
        // At the bound, and brackets that close before others open, are accepted.
        #expect(SourceNesting.refusal("let x = " + String(repeating: "[", count: n) + "0" + String(repeating: "]", count: n),
                                      name: "F.swift") == nil)
        #expect(SourceNesting.refusal(String(repeating: "let x = [[[1]]]\n", count: 500), name: "F.swift") == nil)
    }

    @Test func aWorkedExample() {
        #expect(SourceNesting.deepest("let x = a.b.c").depth == 3)
        #expect(SourceNesting.deepest("let x = a + b + c").depth == 1)
        #expect(SourceNesting.deepest("f(g(h(1)))").depth == 4)
        #expect(SourceNesting.deepest("let s = \"(((((\" // ((((\n/* [[[[ /* {{{{ */ */ x").depth == 1)
        #expect(SourceNesting.deepest("a\n.b\n.c\nd").depth == 3)
        #expect(SourceNesting.deepest("let x = 1.5 + 2.25").depth == 1)
    }

    /// Every file of the corpus (real public layouts) is accepted, and the estimate is at least its nesting.
    @Test func theCorpusIsAccepted() throws {
        // ../shared/uikit-corpus beside the repository (the package root is three levels above this file).
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/uikit-corpus").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
        #expect(names.filter { $0.hasSuffix(".swift") }.count >= 20, "the corpus is read from \(corpus)")
        for name in names where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: corpus + "/" + name, encoding: .utf8)
            let (depth, _) = SourceNesting.deepest(text)
            #expect(depth < 100, "\(name): \(depth)")
            #expect(Self.treeDepth(Parser.parse(source: text)) <= Self.nodesPerLevel * depth, "\(name)")
        }
    }

    /// How many syntax nodes one level of the estimate may hold at most (a call is FunctionCallExpr →
    /// LabeledExprList → LabeledExpr → the argument: the estimate counts 1), measured over the shapes below.
    static let nodesPerLevel = 8

    /// Random nestings of every shape, with names and string contents drawn from all of Unicode (controls and Swift
    /// keywords included) and comments between: the estimate is at least the number of nested steps generated, and
    /// the parsed tree's depth is within `nodesPerLevel` of it (so the stack the parse needs is bounded by it).
    @Test func randomNestingIsNeverUnderestimated() {
        var rng = SplitMix(seed: 38)
        for seed in 0..<300 {
            var steps = 0
            var expression = Self.atom(&rng)
            for _ in 0..<(1 + Int(rng.next() % 40)) {
                expression = Self.wrap(expression, &rng)
                steps += 1
            }
            let text = "func f() {\n  let x = \(expression)\n}\n"
            let (depth, _) = SourceNesting.deepest(text)
            #expect(depth >= steps, "seed \(seed): \(depth) < \(steps) for \(text)")
            #expect(Self.treeDepth(Parser.parse(source: text)) <= Self.nodesPerLevel * depth + 12, "seed \(seed): \(text)")
        }
    }

    static func wrap(_ e: String, _ rng: inout SplitMix) -> String {
        let comment = rng.next() % 5 == 0 ? " /* \(randomText(&rng).replacingOccurrences(of: "*/", with: "")) */ " : ""
        switch rng.next() % 16 {
        case 0: return "(\(e))"
        case 1: return "[\(e)]"
        case 2: return "{ \(comment)\(e) }"
        case 3: return "try \(e)"
        case 4: return "await \(e)"
        case 5: return "\(e).\(identifier(&rng))"
        case 6: return "\(e)!"
        case 7: return "\(e)?.a"
        case 8: return "-\(e)"
        case 9: return "f(\(comment)\(e))"
        case 10: return "\"\(randomText(&rng))\\(\(e))\(randomText(&rng))\""
        case 11: return "a[\(e)]"
        case 12: return "\(e)\n    .\(identifier(&rng))()"
        case 13: return "{ if a { \(e) } else if b { 1 } }"
        case 14: return "G<\(identifier(&rng))>(\(e))"
        default: return "#\"\(randomText(&rng))\\#(\(e))\"#"
        }
    }

    static func atom(_ rng: inout SplitMix) -> String { rng.next() % 2 == 0 ? "1" : identifier(&rng) }

    static func identifier(_ rng: inout SplitMix) -> String {
        let keywords = ["`class`", "`in`", "`Self`", "`init`", "`Any`", "é", "_x", "Δ", "日本"]
        return keywords[Int(rng.next() % UInt64(keywords.count))]
    }

    /// Text for a string literal or a comment: any scalar, with quotes and backslashes escaped and line breaks out.
    static func randomText(_ rng: inout SplitMix) -> String {
        var s = ""
        for _ in 0..<Int(rng.next() % 12) {
            guard let scalar = Unicode.Scalar(UInt32(rng.next() % 0x11_0000)) else { continue }
            switch scalar {
            case "\"": s += "\\\""
            case "\\": s += "\\\\"
            case "\n", "\r", "\u{0}": s += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x85...0x85).contains(scalar.value)
                    || (0x2028...0x2029).contains(scalar.value) {
                    s += "\\u{\(String(scalar.value, radix: 16))}"
                } else { s.unicodeScalars.append(scalar) }
            }
        }
        return s
    }

    /// The depth of a syntax tree, walked without recursion.
    static func treeDepth(_ tree: some SyntaxProtocol) -> Int {
        var deepest = 0
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return deepest
    }
}

/// SplitMix64, for repeatable random tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Issue 38, low: a class chain deeper than 32 loaded the wrong class (the walk stopped at 32).
@Suite struct DeepClassChainTests {
    @Test(arguments: [5, 33, 40, 200]) func theLeafOfAnyChainIsTheLayout(depth: Int) throws {
        var text = "import UIKit\nclass C0: UICollectionViewFlowLayout {}\n"
        for i in 1...depth { text += "class C\(i): C\(i - 1) {}\n" }
        let plan = try UIKitLayoutPlan.make(files: [(path: "/t/Chain.swift", text: text)], name: "chain")
        #expect(plan.layout == "class C\(depth)")
    }

    @Test func aCycleEndsTheWalk() {
        let text = "import UIKit\nclass A: B {}\nclass B: A {}\nclass L: UICollectionViewLayout {}\n"
        #expect((try? UIKitLayoutPlan.make(files: [(path: "/t/Cycle.swift", text: text)], name: "cycle"))?.layout == "class L")
    }
}

/// Issue 38, low: error lines were off after a multi-line `#if` (its condition was replaced on one line).
@Suite struct MultiLineIfTests {
    @Test func linesAndColumnsStayAfterAMultiLineCondition() throws {
        let text = "import UIKit\n#if os(\n    iOS\n)\nlet a = 1\n#endif\nclass L: UICollectionViewLayout {}\n   let marker = 2\n"
        let plan = try UIKitLayoutPlan.make(files: [(path: "/t/If.swift", text: text)], name: "if")
        let body = plan.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()  // #sourceLocation
        let lines = Array(body)
        #expect(lines.count >= 8)
        #expect(lines[1].hasPrefix("#if true"))
        #expect(lines[3] == " " || lines[3].allSatisfy { $0 == " " })  // the condition's last line, blank, as wide
        #expect(lines[4] == "let a = 1")
        #expect(lines[7] == "   let marker = 2")
    }
}
