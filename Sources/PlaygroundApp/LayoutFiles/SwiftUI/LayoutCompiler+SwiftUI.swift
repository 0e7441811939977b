import Foundation
import UIKitSourceRewrite

/// SwiftUI layout files (docs/swiftui.md, "Loading SwiftUI files"): the file rewritten (lines and columns kept) and
/// compiled with a generated entry point that imports SwiftUI and SwiftUIBridge, as UIKit files are.
extension LayoutCompiler {
    /// The modules a SwiftUI file is compiled against, next to PlaygroundCore.swiftmodule.
    static let swiftUIModules = ["SwiftUI", "SwiftUIBridge", "UIKitBridge"]

    /// Whether the file at `path` imports SwiftUI (false when it cannot be read).
    static func isSwiftUIFile(_ path: String) -> Bool {
        guard case .success(let text) = UserFile.readText(BytePath(path)) else { return false }
        return SwiftUILayoutPlan.isSwiftUIFile(text)
    }

    /// Compiles the SwiftUI file at `path`.
    func compileSwiftUI(_ path: String) throws(LayoutFileError) -> Build {
        let name = (path as NSString).lastPathComponent
        if let missing = Self.swiftUIModules.first(where: {
            !FileManager.default.fileExists(atPath: modules + "/\($0).swiftmodule")
        }) {
            throw LayoutFileError(file: path, message: "\(name): SwiftUI files need the \(missing) module next to "
                + "PlaygroundCore's (\(modules)/\(missing).swiftmodule): build the playground with it (swift build)")
        }
        let cwd = FileManager.default.currentDirectoryPath
        let full = (path as NSString).isAbsolutePath ? path : cwd + "/" + path
        let text = try Self.read(full)
        let rewriteStart = Date()
        let plan: SwiftUILayoutPlan
        do { plan = try SwiftUILayoutPlan.make(path: full, text: text) } catch {
            throw LayoutFileError(file: path, message: error.message)
        }
        let rewriteMs = Date().timeIntervalSince(rewriteStart) * 1000
        let n = nextBuildNumber()
        let stem = Self.identifier((name as NSString).deletingPathExtension)
        let module = "UserLayout_\(stem)_\(n)"
        let folder = buildDirectory + "/\(module)"
        let library = buildDirectory + "/\(module).so"
        guard mkdir(folder, 0o700) == 0 else {
            throw LayoutFileError(file: path, message: "\(name): cannot create \(folder): " + UserFile.describe(errno: errno))
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (result, ms) = try compileModule([("0_" + stem, plan.text), ("entry", plan.entry)], into: folder,
                                             module: module, library: library, path: path)
        if result.timedOut { throw timedOut(path, library: library) }
        guard result.status == 0 else {
            let diagnostics = CompilerDiagnostic.parse(result.output).filter { $0.severity == .error }
            let own = diagnostics.filter { $0.file == full }
            guard let first = own.first ?? diagnostics.first else {
                let line = result.output.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
                throw LayoutFileError(file: path, message: "\(name): the compiler failed: \(line)")
            }
            if own.isEmpty {
                throw LayoutFileError(file: path, message: "\(name): \(plan.layout) must be made with init() "
                    + "(the playground calls `\(plan.layout.split(separator: " ").last ?? "")()`): \(first.message)")
            }
            let shown = own.prefix(3)
            throw LayoutFileError(file: path, message: shown[shown.startIndex].summary,
                                  details: shown.map { $0.excerpt(source: text) })
        }
        guard FileManager.default.fileExists(atPath: library) else {
            throw LayoutFileError(file: path, message: "\(name): the compiler (\(swiftc)) reported success but wrote no library")
        }
        chmod(library, 0o700)
        return Build(library: library, milliseconds: ms, rewrites: plan.notes.map(\.description),
                     rewriteMilliseconds: rewriteMs, made: plan.layout)
    }
}
