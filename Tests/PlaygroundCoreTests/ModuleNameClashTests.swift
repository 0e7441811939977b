import Foundation
import Testing

/// No module of ours may be named after one that a dependency's sources test with `#if canImport(…)`: SwiftPM puts
/// every module of the build in one folder, so on a fresh build (CI's) a dependency compiled after our module sees it
/// and imports it. Our `os` module did that to swift-argument-parser and swift-syntax (`#if canImport(os)`), and CI's
/// build failed with "missing required module '_NumericsShims'" while every warm build here passed; swift-syntax also
/// tests `canImport(OSLog)`. Apple's `os` and `OSLog` are the `PlaygroundOS` module since (docs/uikit.md, "Apple's
/// small modules").
@Suite struct ModuleNameClashTests {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The names of the targets `manifest` declares.
    static func targetNames(manifest: String) -> Set<String> {
        Set(manifest.matches(of: /\.(?:target|testTarget|executableTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)"/)
            .map { String($0.output.1) })
    }

    /// One line for each of `targets` that a dependency's source tests with `canImport`.
    static func clashes(targets: Set<String>, dependencySources: [(path: String, text: String)]) -> [String] {
        dependencySources.flatMap { file in
            file.text.split(separator: "\n").filter { $0.firstMatch(of: /^\s*#(?:if|elseif)\b/) != nil }
                .flatMap { $0.matches(of: /canImport\(\s*([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.output.1) } }
                .filter(targets.contains).map { "\(file.path) tests canImport(\($0)), and a module of ours is named \($0)" }
        }
    }

    @Test func aModuleNamedAsADependencyTestsIsCaught() {
        let manifest = #"targets: [ .target(name: "os", dependencies: ["UIKit"]), .target(name: "UIKit") ]"#
        let targets = Self.targetNames(manifest: manifest)
        #expect(targets == ["os", "UIKit"])
        let mutex = ("swift-argument-parser/Sources/ArgumentParser/Utilities/Mutex.swift", "#if canImport(os)\ninternal import os\n#endif\n")
        #expect(Self.clashes(targets: targets, dependencySources: [mutex]).count == 1)
        #expect(Self.clashes(targets: ["OSLog"], dependencySources: [mutex]).isEmpty)
        // A condition counts, a comment does not (swift-syntax's documentation shows `#if canImport(UIKit)`).
        let doc = ("BuildConfiguration.swift", "  /// #if canImport(UIKit)\n#if  canImport(OSLog) && !X\n")
        #expect(Self.clashes(targets: ["UIKit", "OSLog"], dependencySources: [doc]) == ["BuildConfiguration.swift tests canImport(OSLog), and a module of ours is named OSLog"])
    }

    @Test func noModuleOfOursIsOneADependencyTests() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.targetNames(manifest: manifest)
        #expect(targets.contains("UIKit") && targets.contains("PlaygroundOS"))
        let checkouts = Self.root.appendingPathComponent(".build/checkouts")
        let names = try FileManager.default.contentsOfDirectory(atPath: checkouts.path)
        #expect(names.contains("swift-argument-parser"), "the dependencies' checkouts are read from \(checkouts.path)")
        var sources: [(path: String, text: String)] = []
        for name in names {
            let folder = checkouts.appendingPathComponent(name).appendingPathComponent("Sources")
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walk where path.hasSuffix(".swift") {
                let text = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
                if text.contains("canImport") { sources.append(("\(name)/Sources/\(path)", text)) }
            }
        }
        #expect(!sources.isEmpty)
        let found = Self.clashes(targets: targets, dependencySources: sources)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
