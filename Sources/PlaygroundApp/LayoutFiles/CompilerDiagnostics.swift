import Foundation

/// One message of the Swift compiler in LLVM style: `FILE:LINE:COL: error: MESSAGE`.
struct CompilerDiagnostic: Equatable {
    enum Severity: String { case error, warning, note }
    var file: String
    var line: Int
    var column: Int
    var severity: Severity
    var message: String

    /// `Spiral.swift:12:5: error: cannot find 'x' in scope`, with the file's name only.
    var summary: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// Parses the compiler's output (`-diagnostic-style llvm`); lines that are not diagnostics (source excerpts,
    /// carets, driver chatter) are skipped.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { parseLine(Substring($0)) }
    }

    static func parseLine(_ line: Substring) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            let marker = ": \(severity.rawValue): "
            guard let markerRange = line.range(of: marker) else { continue }
            let location = line[..<markerRange.lowerBound]
            // FILE:LINE:COL or FILE:LINE, where FILE may itself contain colons: numbers are taken from the end.
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            let numbers = parts.reversed().prefix { Int($0) != nil }.prefix(2).reversed().compactMap { Int($0) }
            guard let l = numbers.first, parts.count > numbers.count else { continue }
            let c = numbers.count == 2 ? numbers[1] : 0
            let file = parts.dropLast(numbers.count).joined(separator: ":")
            guard !file.isEmpty else { continue }
            return CompilerDiagnostic(file: file, line: l, column: c, severity: severity,
                                      message: String(line[markerRange.upperBound...]))
        }
        return nil
    }

    /// The diagnostic with its source line (from `source`, the file's text), for the overlay.
    func excerpt(source: String?) -> LayoutFileError.Excerpt {
        guard let source else { return LayoutFileError.Excerpt(summary: summary) }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return LayoutFileError.Excerpt(summary: summary) }
        let raw = lines[line - 1]
        // Tabs shown as four spaces; the column moves with them.
        let tabsBefore = raw.prefix(max(0, column - 1)).filter { $0 == "\t" }.count
        return LayoutFileError.Excerpt(summary: summary,
                                       source: String(raw).replacingOccurrences(of: "\t", with: "    "),
                                       column: column + 3 * tabsBefore)
    }
}
