import Foundation
import Testing

/// PlaygroundCore imports only the standard library: no CSDL, Foundation, Glibc or Dispatch.
@Suite struct PurityTests {
    @Test func coreImportsNothing() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PlaygroundCore")
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 5)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                #expect(!trimmed.hasPrefix("import "), "\(file): \(trimmed)")
                #expect(!trimmed.hasPrefix("@_exported import"), "\(file): \(trimmed)")
                let code = trimmed.hasPrefix("//") ? "" : trimmed
                #expect(code.firstRange(of: /SDL_[A-Za-z]+\(/) == nil, "\(file) calls SDL: \(trimmed)")
            }
        }
    }
}
