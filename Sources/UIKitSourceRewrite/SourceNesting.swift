/// A cheap bound on how deep a Swift file's syntax tree can be, read from its bytes before swift-syntax parses it
/// (issue 38, severe 3): the parser and the rewriter recurse once per level, so 10,000 nested `try` (a 40 KB file),
/// generics 3,000 deep or a 200,000-long member chain overflowed the stack and ended the app. A file whose estimate
/// exceeds `limit` is refused in one line before any parser runs; below it, the recursion is known to fit (the edge
/// runs the parse on a thread with a large stack, `UIKitRewriteThread`).
///
/// The estimate never falls below the tree's depth for the shapes that nest: brackets `( [ {` and string
/// interpolations `\(`; generic angle brackets (a `<` right after a name); `#if` blocks; and, within one bracket,
/// each step of a chain that swift-syntax builds as nested nodes — member accesses `.name`, postfix `?` `!`, prefix
/// and postfix operators, `try`/`await`/`some`/`any`/… , `->` and `else` (`else if` chains nest). A chain ends at
/// `,` `;` `=` `:`, a binary operator (spaced on both sides or on neither), or a new line that does not continue it
/// (`.member` or `else` on the next line continue it). Comments and string contents are skipped.
///
///     SourceNesting.deepest("let x = a.b.c")                     // (depth: 3, line: 1): the file, 2 member steps
///     SourceNesting.deepest(String(repeating: "try ", count: 5000) + "x").depth  // 5001
public enum SourceNesting {
    /// The most the rewrite accepts: real layout files reach a few dozen (the corpus's deepest, 40-odd, is a
    /// builder chain); ten times the compiler's own comfort and far below what overflows (thousands).
    public static let limit = 1000

    /// The most square brackets `[` open at once that the rewrite accepts. swift-syntax 603.0.1's parser takes
    /// time exponential in that nesting (each `[` looks ahead through its contents to tell an array from a
    /// dictionary): measured with `Parser.parse` on `top[[…[0]…]] += x`, 0.11 s at 14, 0.45 s at 16, 1.5 s at 18,
    /// 7 s at 20 (debug build), and more than 5 minutes at 100 (found by the uikit-rewrite fuzz target: the
    /// playground hung on a 19 KB file). Real layout files nest a few (an array of index paths, a dictionary of
    /// arrays); 16 keeps the worst parse under a second.
    public static let squareBracketLimit = 16

    /// The deepest estimate in `text`, and the line (1-based) where it first passes `limit` (or, within the
    /// limit, where the deepest is first reached).
    public static func deepest(_ text: String) -> (depth: Int, line: Int) {
        var scanner = Scanner(Array(text.utf8))
        scanner.run()
        return (scanner.deepest, scanner.overLine ?? scanner.deepestLine)
    }

    /// nil when `text` may be parsed; else the one-line reason with its line, `NAME:LINE: …`.
    public static func refusal(_ text: String, name: String) -> String? {
        var scanner = Scanner(Array(text.utf8))
        scanner.run()
        if scanner.deepest > limit {
            return "\(name):\(scanner.overLine ?? scanner.deepestLine): nested more than \(limit) levels deep (brackets, "
                + "generics, #if, or a chain of member accesses, `try`, operators); the file was not parsed (split the expression)"
        }
        if let line = scanner.squareLine {
            return "\(name):\(line): more than \(squareBracketLimit) square brackets `[` open at once; the file was not "
                + "parsed (Swift's parser takes time exponential in that nesting; close them or split the expression)"
        }
        return nil
    }

    private struct Frame {
        /// Steps of the current chain in this bracket (reset where a chain ends).
        var chain = 0
        /// Open generic `<` in this bracket.
        var angles = 0
        /// The deepest bracket closed within the current chain: a postfix step after it (`(try x).a`, `f(g(x))!`)
        /// wraps it, so it counts below the steps.
        var inner = 0
        /// The most this bracket held at once (1 + chain + angles + inner), handed to its parent when it closes.
        var peak = 1
        /// A string interpolation `\(`: back to the string when this frame closes. 0 = not one; else the
        /// string's raw hashes + 1, with `multiline` telling its delimiter.
        var interpolationOf = 0
        var multiline = false
        /// A square bracket `[` (counted against `squareBracketLimit`).
        var square = false

        var local: Int { 1 + chain + angles + inner }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var frames = [Frame()]
        /// Sum over the open frames of `local`, kept up to date: the estimate of the path to here.
        var depth = 1
        var deepest = 1
        var deepestLine = 1
        var ifConfig = 0
        var overLine: Int?
        /// Square brackets open now, and the line where they first passed `squareBracketLimit`.
        var squares = 0
        var squareLine: Int?

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

        mutating func note() {
            let top = frames.count - 1
            frames[top].peak = max(frames[top].peak, frames[top].local)
            let d = depth + ifConfig
            if d > deepest { deepest = d; deepestLine = line }
            if d > SourceNesting.limit, overLine == nil { overLine = line }
        }

        mutating func step(_ n: Int = 1) {
            frames[frames.count - 1].chain += n
            depth += n
            note()
        }

        mutating func openAngle() {
            frames[frames.count - 1].angles += 1
            depth += 1
            note()
        }

        mutating func closeAngles(_ n: Int) {
            frames[frames.count - 1].angles -= n
            depth -= n
        }

        mutating func endChain() {
            let top = frames.count - 1
            depth -= frames[top].chain + frames[top].angles + frames[top].inner
            frames[top].chain = 0
            frames[top].angles = 0
            frames[top].inner = 0
        }

        mutating func push(_ frame: Frame) {
            frames.append(frame)
            depth += 1
            note()
        }

        /// Closes the innermost frame; returns it (nil at the top level: an unbalanced closer is ignored).
        mutating func pop() -> Frame? {
            guard frames.count > 1 else { endChain(); return nil }
            endChain()
            depth -= 1
            let closed = frames.removeLast()
            let top = frames.count - 1
            if closed.peak > frames[top].inner {
                depth += closed.peak - frames[top].inner
                frames[top].inner = closed.peak
                note()
            }
            return closed
        }

        static func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24
                || c >= 0x80
        }

        static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0 }

        static let operatorChars: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)
        static let chainWords: Set<[UInt8]> = Set(["try", "await", "some", "any", "inout", "consume", "copy", "each",
                                                    "repeat", "borrowing", "consuming", "else"].map { Array($0.utf8) })

        mutating func run() {
            while i < bytes.count { code() }
        }

        /// One step of code.
        mutating func code() {
            let c = bytes[i]
            switch c {
            case 0x0A:  // newline: the chain ends unless the next line continues it
                line += 1
                i += 1
                var k = i
                while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0D { k += 1 }
                let continues = at(k) == UInt8(ascii: ".") && (Self.isIdentifier(at(k + 1)) || at(k + 1) == UInt8(ascii: "`"))
                    || (at(k) == UInt8(ascii: "e") && Array(bytes[k..<min(k + 4, bytes.count)]) == Array("else".utf8))
                    || at(k) == UInt8(ascii: "?") || (at(k) == UInt8(ascii: "!") && at(k + 1) != UInt8(ascii: "="))
                if !continues { endChain() }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                push(Frame())
                i += 1
            case UInt8(ascii: "["):
                var frame = Frame()
                frame.square = true
                squares += 1
                if squares > SourceNesting.squareBracketLimit, squareLine == nil { squareLine = line }
                push(frame)
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                i += 1
                if let closed = pop() {
                    if closed.square { squares -= 1 }
                    if closed.interpolationOf > 0 { string(hashes: closed.interpolationOf - 1, multiline: closed.multiline) }
                }
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                endChain()
                i += 1
            case UInt8(ascii: "\""):
                let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += multiline ? 3 : 1
                string(hashes: 0, multiline: multiline)
            case UInt8(ascii: "#"):
                rawStringOrDirective()
            case UInt8(ascii: "."):
                var k = i
                while at(k) == UInt8(ascii: ".") { k += 1 }
                if k - i == 1 {
                    if i > 0, bytes[i - 1] >= 0x30, bytes[i - 1] <= 0x39, at(i + 1) >= 0x30, at(i + 1) <= 0x39 {
                        // a decimal point
                    } else {
                        step()
                    }
                    i = k
                } else {
                    operatorRun()
                }
            case _ where Self.operatorChars.contains(c):
                operatorRun()
            case _ where Self.isIdentifier(c):
                let start = i
                while i < bytes.count, Self.isIdentifier(bytes[i]) { i += 1 }
                let word = Array(bytes[start..<i])
                if Self.chainWords.contains(word) { step() }
                // A generic argument list: `<` right after a name.
                if at(i) == UInt8(ascii: "<"), at(i + 1) != UInt8(ascii: "=") && at(i + 1) != UInt8(ascii: "<") {
                    openAngle()
                    i += 1
                }
            default:
                i += 1
            }
        }

        mutating func operatorRun() {
            let start = i
            while i < bytes.count, Self.operatorChars.contains(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
            let run = bytes[start..<i]
            // Closing generics: each `>` closes an open `<` of this bracket.
            if frames[frames.count - 1].angles > 0, run.allSatisfy({ $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) {
                let closes = min(run.filter { $0 == UInt8(ascii: ">") }.count, frames[frames.count - 1].angles)
                closeAngles(closes)
                step(run.count - closes)
                return
            }
            if run == ArraySlice("->".utf8) { step(); return }
            let unspacedBefore = start > 0 && !Self.isSpace(bytes[start - 1]) && !"([{,".utf8.contains(bytes[start - 1])
            if unspacedBefore, run.first == UInt8(ascii: "?") || run.first == UInt8(ascii: "!"),
               run.allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: ".") }) {
                step(run.count)  // postfix `?` `!` (and `?.`): each one a level
                return
            }
            let before = start == 0 || Self.isSpace(bytes[start - 1]) || "([{,".utf8.contains(bytes[start - 1])
            let after = Self.isSpace(at(i))
            if before == after {
                endChain()  // binary: a flat sequence
            } else {
                step(run.count)  // prefix or postfix operators: each one a level
            }
        }

        mutating func blockComment() {
            var nesting = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { nesting += 1; i += 2; continue }
                if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                    nesting -= 1
                    i += 2
                    if nesting == 0 { return }
                    continue
                }
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
        }

        /// `#"…"#` raw strings, `#if`/`#endif`, and other `#` words.
        mutating func rawStringOrDirective() {
            var k = i
            while at(k) == UInt8(ascii: "#") { k += 1 }
            if at(k) == UInt8(ascii: "\"") {
                let hashes = k - i
                let multiline = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"")
                i = k + (multiline ? 3 : 1)
                string(hashes: hashes, multiline: multiline)
                return
            }
            let start = k
            while Self.isIdentifier(at(k)) { k += 1 }
            let word = String(decoding: bytes[start..<k], as: UTF8.self)
            if word == "if" {
                ifConfig += 1
                note()
            }
            if word == "endif" { ifConfig = max(0, ifConfig - 1) }
            i = max(k, i + 1)
        }

        /// Skips a string's contents up to its closing delimiter; an interpolation `\(` (with the string's hashes)
        /// opens a frame whose close comes back here.
        mutating func string(hashes: Int, multiline: Bool) {
            while i < bytes.count {
                let c = bytes[i]
                if c == 0x0A {
                    line += 1
                    if !multiline { i += 1; return }  // an unterminated string: the compiler will say
                }
                if c == UInt8(ascii: "\\") {
                    var k = i + 1
                    var h = 0
                    while h < hashes, at(k) == UInt8(ascii: "#") { h += 1; k += 1 }
                    if h == hashes {
                        if at(k) == UInt8(ascii: "(") {
                            var f = Frame()
                            f.interpolationOf = hashes + 1
                            f.multiline = multiline
                            push(f)
                            i = k + 1
                            return  // back in code; the frame's `)` resumes the string
                        }
                        i = k + 1  // an escape: skip the escaped character
                        continue
                    }
                }
                if c == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var closes = true
                    for q in 0..<quotes where at(i + q) != UInt8(ascii: "\"") { closes = false }
                    for h in 0..<hashes where at(i + quotes + h) != UInt8(ascii: "#") { closes = false }
                    if closes {
                        i += quotes + hashes
                        return
                    }
                }
                i += 1
            }
        }
    }
}
