import Foundation
import Testing
import UIKitSourceRewrite

/// The Apple-API modules (CoreGraphics, QuartzCore, UIKit; later SwiftUI) keep Apple's names and stay off the edge
/// (docs/architecture.md, "Three layers"): they import Foundation and the lower Apple-API modules only; the core only
/// through `internal import` / `package import`, never re-exported; no SDL, Dear ImGui, Glibc or Dispatch (nothing in
/// UIKit owns a clock, a thread or a file); hooks for the bridge are `package` and `playground`-prefixed; a public
/// `playground…` symbol says "Playground extension (not in UIKit)" in its doc.
@Suite struct AppleAPIPurityTests {
    /// Each Apple-API module and the modules it may import (besides the core, whose import form is checked apart).
    static let modules: [(name: String, mayImport: Set<String>)] = [
        ("CoreGraphics", ["Foundation"]),
        ("QuartzCore", ["Foundation", "CoreGraphics"]),
        // CTextShaping: FreeType + HarfBuzz, UIKit's text measuring (docs/architecture.md, "Text").
        // FoundationNetworking: swift-corelibs-foundation's URLRequest (Foundation's own on Apple's systems), for
        // UIWebView's `loadRequest(_:)`. FoundationXML: its XMLParser (Foundation's own on Apple's systems), for
        // `UINib(nibName:bundle:)` reading a nib's `.xib` from a bundle (PlaygroundInterfaceFileParser).
        ("UIKit", ["Foundation", "FoundationNetworking", "FoundationXML", "CoreGraphics", "QuartzCore", "CTextShaping"]),
        // Observation: the toolchain's module, re-exported by SwiftUI as on iOS (`@Observable` models).
        ("SwiftUI", ["Foundation", "CoreGraphics", "QuartzCore", "UIKit", "Observation"]),
        // Apple's small modules (docs/uikit.md): the notices are UIKit's.
        ("PlaygroundOS", ["Foundation", "UIKit"]),
    ]

    static let coreModule = "PlaygroundCore"

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The `(path, text)` of every Swift file of a module's folder.
    static func sources(of module: String) throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let paths = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// What is wrong with one file's imports and calls, one line each.
    static func importProblems(file: String, text: String, mayImport: Set<String>) -> [String] {
        var problems: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let code = trimmed.hasPrefix("//") ? "" : trimmed
            if let module = PurityTests.importedModule(Substring(code)) {
                if module == coreModule {
                    if code.firstMatch(of: /^(?:internal|package)\s+import\s/) == nil {
                        problems.append("\(file) imports the core other than `internal import` / `package import`: \(trimmed)")
                    }
                } else if !mayImport.contains(module) {
                    problems.append("\(file) imports \(module): \(trimmed)")
                }
            }
            if code.firstRange(of: /SDL_[A-Za-z]+\(|ImGui[A-Za-z]*\(/) != nil {
                problems.append("\(file) calls SDL or Dear ImGui: \(trimmed)")
            }
            if code.contains("@_silgen_name") { problems.append("\(file) binds a symbol by name: \(trimmed)") }
        }
        return problems
    }

    /// What is wrong with one file's declarations: a `package` hook not `playground`-prefixed (members of a
    /// `Playground…` type and initializers excepted), a public `playground…` symbol not documented as a playground extension.
    static func declarationProblems(file: String, text: String) -> [String] {
        var problems: [String] = []
        for d in APIDeclarationScan.declarations(in: text, file: file) {
            let prefixed = d.baseName.hasPrefix("playground") || d.baseName.hasPrefix("Playground")
            let inHookType = d.enclosingType.split(separator: ".").contains { $0.hasPrefix("Playground") }
            // An initializer cannot carry the prefix: a `package init` is a hook by its access alone.
            if d.access == "package", !prefixed, !inHookType, d.kind != .`init` {
                problems.append("\(file):\(d.line): package `\(d.name)` is a hook: name it `playground…`")
            }
            if d.isPublic, prefixed, !d.doc.joined(separator: " ").contains("Playground extension (not in UIKit)") {
                problems.append("\(file):\(d.line): public `\(d.name)` needs \"Playground extension (not in UIKit)\" in its doc")
            }
        }
        return problems
    }

    // MARK: - The checks catch what they are for

    @Test func importCheckCatchesTheEdgeAndAPublicCore() {
        let bad = """
        import CSDL
        import Glibc
        @preconcurrency import Dispatch
        import PlaygroundCore
        public import PlaygroundCore
        @_exported import PlaygroundCore
        func f() { SDL_Delay(1) }
        func g() { ImGuiBegin() }
        """
        let problems = Self.importProblems(file: "Bad.swift", text: bad, mayImport: ["Foundation"])
        #expect(problems.count == 8, "\(problems)")
        let good = """
        import Foundation
        internal import PlaygroundCore
        package import PlaygroundCore
        // import CSDL  (a comment)
        """
        #expect(Self.importProblems(file: "Good.swift", text: good, mayImport: ["Foundation"]).isEmpty)
    }

    @Test func declarationCheckCatchesUnprefixedHooksAndUndocumentedExtensions() {
        let bad = """
        open class UIView {
            package var needsPrepare = true
            package func playgroundHook() {}
            /// The natural size.
            public func playgroundNaturalSize() -> Int { 1 }
            /// Playground extension (not in UIKit): a split.
            public var playgroundItemCounts: Int = 0
        }
        package enum PlaygroundNotices { package static func take() {} }
        package func spread() {}
        """
        let problems = Self.declarationProblems(file: "Bad.swift", text: bad)
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.contains("UIView.needsPrepare") })
        #expect(problems.contains { $0.contains("UIView.playgroundNaturalSize()") })
        #expect(problems.contains { $0.contains("`spread()`") })
    }

    // MARK: - The modules

    @Test(arguments: modules.map(\.name)) func moduleImportsOnlyFoundationAndLowerAppleModules(module: String) throws {
        let mayImport = try #require(Self.modules.first { $0.name == module }).mayImport
        let files = try Self.sources(of: module)
        #expect(!files.isEmpty)
        for (path, text) in files {
            for problem in Self.importProblems(file: "\(module)/\(path)", text: text, mayImport: mayImport) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    @Test(arguments: modules.map(\.name)) func hooksArePackageAndPlaygroundPrefixed(module: String) throws {
        for (path, text) in try Self.sources(of: module) {
            for problem in Self.declarationProblems(file: "\(module)/\(path)", text: text) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    // MARK: - Tests that would run on iOS too

    /// The modules a portable UIKit test may import.
    /// FoundationNetworking only under `#if canImport(FoundationNetworking)`, false on iOS (URLRequest is Foundation's).
    static let portableImports: Set<String> = ["Testing", "XCTest", "Foundation", "UIKit", "FoundationNetworking"]

    /// What keeps one test file from compiling unchanged in an iOS test target: another import, `@testable`, a
    /// playground hook or extension (`playground…`, `Playground…`).
    static func portabilityProblems(file: String, text: String) -> [String] {
        var problems: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("//") else { continue }
            let code = trimmed.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if let module = PurityTests.importedModule(Substring(code)), !portableImports.contains(module) {
                problems.append("\(file) imports \(module): \(trimmed)")
            }
            if code.contains("@testable") { problems.append("\(file) uses @testable: \(trimmed)") }
            // Not `\b`: Unicode word boundaries do not fall inside `cv.playgroundX`.
            if let m = code.firstMatch(of: /(?:^|[^A-Za-z0-9_])([pP]layground[A-Z]\w*)/) {
                problems.append("\(file) uses \(m.1), not in UIKit: \(trimmed)")
            }
        }
        return problems
    }

    @Test func portabilityCheckCatchesHooksAndImports() {
        let bad = """
        import Testing
        import UIKitBridge
        @testable import UIKit
        let n = cv.playgroundNaturalSize(at: path)
        cv.playgroundSectionCounts = [5] // a hook
        """
        #expect(Self.portabilityProblems(file: "Bad.swift", text: bad).count == 4)
        let good = """
        import Testing
        import UIKit
        // the playground draws its own cells: playgroundNaturalSize is not used here
        let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        """
        #expect(Self.portabilityProblems(file: "Good.swift", text: good).isEmpty)
    }

    /// Tests/UIKitTests would compile unchanged in an iOS test target (docs/architecture.md, "Tests").
    @Test func uikitTestsArePortable() throws {
        let folder = Self.root.appendingPathComponent("Tests/UIKitTests")
        let paths = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths.count > 5)
        for path in paths {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for problem in Self.portabilityProblems(file: "UIKitTests/\(path)", text: text) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    /// A public declaration isolated to the main actor is `@preconcurrency @MainActor`, as Apple's Objective-C
    /// `NS_SWIFT_UI_ACTOR` declarations import (docs/uikit-machinery.md, "Isolation"): Swift 5 code that uses it
    /// from a nonisolated context compiles, as on iOS. Without it, a member a library adds in an extension inherits
    /// an isolation that is not preconcurrency: SnapKit's `snp` on `UILayoutSupport` failed its suite's build
    /// ("main actor-isolated property 'snp' can not be referenced from a nonisolated context").
    static func isolationProblems(file: String, text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var problems: [String] = []
        for (i, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            // `@MainActor` as a declaration's attribute (not a closure type's: `@escaping @MainActor () -> Void`).
            guard !code.hasPrefix("//"), code.firstMatch(of: /^(@\w+(\([^)]*\))?\s+)*@MainActor(\s|$)/) != nil,
                  !code.contains("@preconcurrency") else { continue }
            // The attribute on its own line applies to the declaration below it.
            let previous = i > 0 ? lines[i - 1].trimmingCharacters(in: .whitespaces) : ""
            if previous == "@preconcurrency" { continue }
            let declaration = code == "@MainActor" && i + 1 < lines.count ? lines[i + 1] : line
            guard declaration.firstMatch(of: /^\s*(@\w+\s+)*(public|open)\s/) != nil else { continue }
            problems.append("\(file):\(i + 1): public @MainActor without @preconcurrency: \(code)")
        }
        return problems
    }

    @Test func isolationCheckCatchesAMainActorThatIsNotPreconcurrency() {
        let bad = """
            @MainActor public protocol P {}
            @MainActor
            open class C {}
            extension C {
                @MainActor public func f() {}
            }
            """
        #expect(Self.isolationProblems(file: "Bad.swift", text: bad).count == 3)
        let good = """
            @preconcurrency @MainActor public protocol P {}
            @preconcurrency
            @MainActor
            open class C {}
            @MainActor private var count = 0
            public func g(_ f: @escaping @MainActor () -> Void) {}
            """
        #expect(Self.isolationProblems(file: "Good.swift", text: good).isEmpty)
    }

    @Test func publicMainActorDeclarationsArePreconcurrency() throws {
        for module in ["UIKit", "QuartzCore", "CoreGraphics"] {
            for (path, text) in try Self.sources(of: module) {
                for problem in Self.isolationProblems(file: "\(module)/\(path)", text: text) {
                    Issue.record(Comment(rawValue: problem))
                }
            }
        }
    }

    /// The manifest gives each Apple-API target only lower Apple-API targets and the core.
    @Test func manifestGivesAppleModulesNoEdge() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (name, mayImport) in Self.modules {
            let line = try #require(text.split(separator: "\n").first { $0.contains(".target(name: \"\(name)\"") },
                                    "Package.swift declares \(name) on one line")
            let dependencies = line.firstMatch(of: /dependencies: \[([^\]]*)\]/).map {
                $0.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            } ?? []
            for dependency in dependencies where dependency != Self.coreModule {
                #expect(mayImport.contains(dependency), "\(name) depends on \(dependency)")
            }
        }
    }
}
