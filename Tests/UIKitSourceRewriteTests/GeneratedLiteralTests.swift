import SwiftParser
import SwiftSyntax
import Testing
@testable import UIKitSourceRewrite

/// Issue 38: every string that reaches generated Swift (a file's path in `#sourceLocation`, names and kinds in string
/// literals) stays one line and means what it says, for names drawn from all of Unicode (controls, line and paragraph
/// separators, quotes, backslashes included). A file whose name held a newline could not load: the raw newline ended
/// the `#sourceLocation` string ("unterminated string literal").
@Suite struct GeneratedLiteralTests {
    /// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014): seeded, so a
    /// failure names its seed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let hostile = ["Cir\ncle.swift", "a\rb", "a\r\nb", "tab\there", "quote\"d", "back\\slash", "\\n", "\u{2028}",
                          "\u{2029}", "\u{85}", "\u{7F}", "\u{1B}[2J", "\u{0}", "\"\"\"", "#\"", "\\(x)", "é\u{301}"]

    /// A name of 1…12 scalars from all of Unicode, with the hostile ones above mixed in.
    static func name(_ random: inout Random) -> String {
        if random.next() % 3 == 0 { return hostile[Int(random.next() % UInt64(hostile.count))] }
        var scalars = String.UnicodeScalarView()
        while scalars.count < 1 + Int(random.next() % 12) {
            let pick = random.next() % 4
            let raw = pick == 0 ? UInt32(random.next() % 0x20) : pick == 1 ? UInt32(0x7F + random.next() % 0x30)
                : UInt32(random.next() % 0x11_0000)
            if let scalar = Unicode.Scalar(raw) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    static func errors(_ source: String) -> Bool {
        Parser.parse(source: source).hasError
    }

    @Test func aSourceLocationFileIsOneLineAndParses() {
        var random = Random(state: 38)
        for seed in 0..<2000 {
            let path = "/tmp/x/" + Self.name(&random) + ".swift"
            let literal = SourceLocationDirective.file(path)
            #expect(!literal.contains { $0.isNewline }, "seed \(seed): \(path.debugDescription)")
            let source = "#sourceLocation(file: \(literal), line: 1)\nlet a = 1\n#sourceLocation()\n"
            #expect(!Self.errors(source), "seed \(seed): \(literal.debugDescription)")
        }
    }

    @Test func aLiteralIsOneLineAndMeansItsText() throws {
        var random = Random(state: 3800)
        for seed in 0..<2000 {
            let text = Self.name(&random)
            let literal = UIKitRewriter.literal(text)
            #expect(!literal.contains { $0.isNewline }, "seed \(seed): \(text.debugDescription)")
            let file = Parser.parse(source: "let a = \(literal)\n")
            #expect(!file.hasError, "seed \(seed): \(literal.debugDescription)")
            let value = file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
                .as(StringLiteralExprSyntax.self)?.representedLiteralValue
            #expect(value == text, "seed \(seed): \(literal.debugDescription)")
        }
    }
}
