import Yams

/// Limits a spec file's text must keep before it is decoded (issue 26): Yams' composer and the Codable decoders
/// recurse once per level of nesting, so a 20 KB file 10,000 levels deep overflowed the stack; and the decoder walks
/// an alias once per use, so 3 KB of aliases of aliases took minutes. Both are refused with one line.
enum SpecLimits {
    /// Deepest nesting a spec's text may have, levels (an upper estimate: see `nesting`). A spec with groups nested
    /// `CompositionalSolver.maximumGroupDepth` (16) deep reaches about 50 in block YAML and 80 in indented JSON;
    /// every recursion over 100 levels stays far within a thread's stack (512 KiB for a secondary thread).
    static let maximumNesting = 100

    /// Most nodes a spec may hold once its aliases are expanded: what the decoder walks. The largest example
    /// (orthogonal-sections.yaml) has about 300.
    static let maximumNodes = 100_000

    /// An upper estimate of how deep the text nests, and the line where it is deepest, read without parsing: per
    /// line, the block levels open (a stack of indentations, as YAML's block structure), the block indicators on the
    /// line (`- `, `? `, `key: `, each of which may open a level) and twice the flow brackets open (`[`, `{`: JSON's
    /// nesting and YAML's flow style, where `[a: b]` opens a mapping inside the sequence). Quoted text and comments are skipped. Every level the composer makes is counted at least
    /// once, so the estimate is never below the real depth.
    static func nesting(of text: String) -> (depth: Int, line: Int) {
        var indents: [Int] = []
        var flow = 0
        var deepest = (depth: 0, line: 1)
        var lineNumber = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let bytes = Array(line)
            var i = 0
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
            let indent = i
            // Blank and comment lines open nothing; inside a flow collection indentation means nothing.
            if i == bytes.count || bytes[i] == UInt8(ascii: "#") || bytes[i] == UInt8(ascii: "\r") { continue }
            if flow == 0 {
                while let top = indents.last, top >= indent { indents.removeLast() }
                indents.append(indent)
            }
            var indicators = 0, mostFlow = flow
            var quote: UInt8? = nil
            var previous = UInt8(ascii: " ")
            while i < bytes.count {
                let b = bytes[i]
                let next = i + 1 < bytes.count ? bytes[i + 1] : UInt8(ascii: " ")
                if let q = quote {
                    if b == UInt8(ascii: "\\") && q == UInt8(ascii: "\"") { i += 1 }
                    else if b == q { quote = nil }
                } else {
                    switch b {
                    case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = b
                    case UInt8(ascii: "#") where previous == UInt8(ascii: " "): i = bytes.count
                    case UInt8(ascii: "["), UInt8(ascii: "{"):
                        flow += 1
                        mostFlow = max(mostFlow, flow)
                    case UInt8(ascii: "]"), UInt8(ascii: "}"): flow = max(0, flow - 1)
                    case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
                        let ends = next == UInt8(ascii: " ") || next == UInt8(ascii: "\r") || i + 1 == bytes.count
                        if flow == 0 && ends { indicators += 1 }
                    default: break
                    }
                }
                previous = b
                i += 1
            }
            // In a flow collection `a: b` may open a single-pair mapping inside each bracket: two levels a bracket.
            let depth = indents.count + indicators + 2 * mostFlow
            if depth > deepest.depth { deepest = (depth, lineNumber) }
        }
        return deepest
    }

    /// Refuses text nested deeper than `maximumNesting`: `spec.yaml:12: nested more than 100 levels deep`.
    static func checkNesting(_ text: String, fileName: String) throws {
        let (depth, line) = nesting(of: text)
        guard depth <= maximumNesting else {
            throw CompositionalSpecError(file: fileName, line: line,
                                         message: "\(fileName):\(line): nested more than \(maximumNesting) levels deep; "
                                             + "a spec nests groups at most 16 deep")
        }
    }

    /// Refuses a composed spec whose aliases expand past `maximumNodes` nodes or `maximumNesting` levels (an alias of
    /// an alias of … nests deeper than its text shows). Stops counting at the limit, so a bomb costs no more than
    /// a spec of the limit's size.
    static func checkExpansion(_ root: Node, fileName: String) throws {
        var count = 0
        func walk(_ node: Node, depth: Int) -> String? {
            count += 1
            if count > maximumNodes { return "its aliases expand to more than \(maximumNodes) nodes" }
            if depth > maximumNesting { return "its aliases nest more than \(maximumNesting) levels deep" }
            switch node {
            case .scalar: return nil
            case .sequence(let s):
                for child in s { if let why = walk(child, depth: depth + 1) { return why } }
            case .mapping(let m):
                for (key, value) in m {
                    if let why = walk(key, depth: depth + 1) ?? walk(value, depth: depth + 1) { return why }
                }
            }
            return nil
        }
        if let why = walk(root, depth: 1) {
            let line = root.mark?.line ?? 1
            throw CompositionalSpecError(file: fileName, line: line, message: "\(fileName):\(line): refused: \(why)")
        }
    }
}
