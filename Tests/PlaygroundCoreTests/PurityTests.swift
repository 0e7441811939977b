import Foundation
import Testing

/// PlaygroundCore is pure: it may import the standard library and pure Swift packages (swift-numerics,
/// swift-collections), and never SDL, a clock, a file, the screen or a thread, so never CSDL, Foundation, Glibc,
/// Dispatch or Synchronization (docs/architecture.md).
@Suite struct PurityTests {
    /// The modules the core may import: swift-numerics' and swift-collections' pure Swift modules.
    static let allowedModules: Set<String> = [
        "RealModule", "ComplexModule", "Numerics",
        "Collections", "DequeModule", "OrderedCollections", "HeapModule", "BitCollections", "HashTreeCollections",
    ]

    /// `import X`, `@_exported import X`, `import struct X.Y`, `public import X`, … : the module imported, or nil.
    static func importedModule(_ line: Substring) -> String? {
        guard let m = line.firstMatch(
            of: /^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)/
        ) else { return nil }
        return String(m.1)
    }

    @Test func importRuleRecognisesEveryForm() {
        #expect(Self.importedModule("import Foundation") == "Foundation")
        #expect(Self.importedModule("@_exported import Glibc") == "Glibc")
        #expect(Self.importedModule("public import struct Foundation.Data") == "Foundation")
        #expect(Self.importedModule("@preconcurrency import Dispatch") == "Dispatch")
        #expect(Self.importedModule("import RealModule") == "RealModule")
        #expect(Self.importedModule("let important = 1") == nil)
        #expect(!Self.allowedModules.contains("Foundation"))
        #expect(!Self.allowedModules.contains("CSDL"))
    }

    @Test func coreImportsOnlyPureSwiftPackages() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PlaygroundCore")
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 5)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            // Lines inside a multi-line string literal are text the core generates (an exported file's
            // `import SwiftUI`), not imports of the core's own.
            var inString = false
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let quotes = trimmed.components(separatedBy: "\"\"\"").count - 1
                let code = trimmed.hasPrefix("//") || inString ? "" : trimmed
                if quotes % 2 == 1 { inString.toggle() }
                if let module = Self.importedModule(Substring(code)) {
                    #expect(Self.allowedModules.contains(module), "\(file) imports \(module): \(trimmed)")
                }
                #expect(code.firstRange(of: /SDL_[A-Za-z]+\(/) == nil, "\(file) calls SDL: \(trimmed)")
                #expect(!code.contains("@_silgen_name"), "\(file) binds a symbol by name: \(trimmed)")
            }
        }
    }

    /// The manifest gives the core no dependency but the allowed packages' products.
    @Test func manifestGivesTheCoreOnlyPurePackages() throws {
        let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        // The core's target (not the library product of the same name): from `.target(name:` to the next target.
        let start = try #require(text.firstRange(of: /\.target\(\s*name: "PlaygroundCore"/))
        let end = text[start.upperBound...].firstRange(of: /[tT]arget\(/)?.lowerBound ?? text.endIndex
        let core = start.lowerBound..<end
        let products = text[core].matches(of: /\.product\(name: "([A-Za-z]+)"/).map { String($0.1) }
        #expect(!products.isEmpty)
        for product in products { #expect(Self.allowedModules.contains(product), "PlaygroundCore depends on \(product)") }
        #expect(!text[core].contains("CSDL"))
    }
}
