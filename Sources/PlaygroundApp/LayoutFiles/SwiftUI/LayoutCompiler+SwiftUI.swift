import Foundation
import PlaygroundCore
import UIKitSourceRewrite

/// SwiftUI layout files (docs/swiftui.md, "Loading SwiftUI files"): the file rewritten (lines and columns kept) and
/// compiled with a generated entry point that imports SwiftUI and SwiftUIBridge, as UIKit files are.
extension LayoutCompiler {
    /// The modules a SwiftUI file is compiled against, next to PlaygroundCore.swiftmodule.
    static let swiftUIModules = ["SwiftUI", "SwiftUIBridge", "UIKitBridge"]

    /// Foundation imported into every file: on Apple's systems `CGFloat` comes with CoreFoundation, so a package's
    /// files that `import CoreFoundation` alone use it (tevelee/SwiftUI-Flow's line breakers); on Linux it is
    /// Foundation's (docs/swiftui.md, "A SwiftUI layout package's own tests on Linux").
    static let swiftUIImplicitImports = ["-Xfrontend", "-import-module", "-Xfrontend", "Foundation"]

    /// Whether the file at `path` imports SwiftUI (false when it cannot be read).
    static func isSwiftUIFile(_ path: String) -> Bool {
        guard case .success(let text) = UserFile.readText(BytePath(path)) else { return false }
        return SwiftUILayoutPlan.isSwiftUIFile(text)
    }

    /// Compiles the SwiftUI file at `path` with the other files of its module (SwiftUIModule). A companion never makes
    /// a file fail that compiles without it: a companion the compiler finds errors in is left out (with a note) and
    /// the rest compiled again, until the build succeeds or an error is in the file itself; then the file is
    /// compiled alone, and its own error with the module is reported only when that fails too.
    func compileSwiftUI(_ path: String) throws(LayoutFileError) -> Build {
        let cwd = FileManager.default.currentDirectoryPath
        let full = (path as NSString).isAbsolutePath ? path : cwd + "/" + path
        let paths = SwiftUIModule.companions(of: full)
        let root = SwiftUIModule.root(of: full)
        if !paths.isEmpty, let refusal = TrustedFiles.checkFolder(BytePath(root)) {
            throw LayoutFileError(file: path, message: TrustedFiles.message(file: root, refusal))
        }
        var companions: [(path: String, text: String)] = []
        // Every gathered file passes the trust rule (`read`, TrustedFiles; issue 38).
        for companion in paths { companions.append((companion, try Self.read(companion))) }
        // The packages of the same repository the app's files import (`import WaterfallGrids` in its test app), each
        // compiled first as a module of its own, as a UIKit app's libraries are (UIKitLibraries); a library's files
        // are not the app's companions.
        let libraries = try compileLibraries(importedBy: [(full, try Self.read(full))] + companions,
                                             near: paths.isEmpty ? PathText.folder(of: full) : root, path: path, swiftUI: true)
        companions.removeAll { file in libraries.folders.contains { file.path.hasPrefix($0 + "/") } }
        let libraryFlags = libraries.flags
        guard !companions.isEmpty else { return try compileSwiftUI(path, companions: [], libraryFlags: libraryFlags) }
        var leftOut: [String] = []
        while true {
            var failing: [String: String] = [:]
            do {
                var build = try compileSwiftUI(path, companions: companions, failingCompanions: &failing,
                                               libraryFlags: libraryFlags)
                build.rewrites = leftOut + build.rewrites
                return build
            } catch {
                guard !failing.isEmpty else {
                    // The error is in the file itself, with the module: the file alone, as before a folder was a
                    // module (a second version of the file beside it redeclares its types). Its own error stands
                    // when it does not compile alone either.
                    guard !companions.isEmpty else { throw error }
                    let alone: Build
                    do {
                        alone = try compileSwiftUI(path, companions: [], libraryFlags: libraryFlags)
                    } catch let own {
                        // A redeclaration comes from the module (another version of the file beside it): the
                        // file's own error, alone, is the one to show; otherwise the module's.
                        throw error.message.contains("redeclaration") ? own : error
                    }
                    let line = "\((path as NSString).lastPathComponent) compiled alone: with the other files of its "
                        + "module it does not compile (\(error.message))"
                    Diagnostics.warn(line)
                    var build = alone
                    build.rewrites = leftOut + [line] + build.rewrites
                    return build
                }
                companions.removeAll { failing[$0.path] != nil }
                for (file, why) in failing.sorted(by: { $0.key < $1.key }) {
                    let line = "\((file as NSString).lastPathComponent) left out of the module: it does not compile here (\(why))"
                    leftOut.append(line)
                    Diagnostics.warn(line)
                }
            }
        }
    }

    /// Compiles the SwiftUI file at `path` with `companions` (rewritten: previews blanked) in the same module.
    /// When the only errors are in companions, `failingCompanions` names them (path → first message) before the throw.
    /// `libraryFlags`: the compiler flags that see and link the app's own packages (`compileLibraries`).
    func compileSwiftUI(_ path: String, companions: [(path: String, text: String)],
                        libraryFlags: [String] = []) throws(LayoutFileError) -> Build {
        var ignored: [String: String] = [:]
        return try compileSwiftUI(path, companions: companions, failingCompanions: &ignored, libraryFlags: libraryFlags)
    }

    /// One build of the SwiftUI file at `path` (`compileSwiftUI`, which tries placeholders around it): `text`, when
    /// given, in place of the file's (its placeholders' closures made blank); `placeholders` declared in the entry
    /// file; the compiler's errors in `diagnostics` when it fails.
    func compileSwiftUIOnce(_ path: String, companions: [(path: String, text: String)],
                            failingCompanions: inout [String: String], libraryFlags: [String] = [],
                            text edited: String? = nil, placeholders: SwiftUIPlaceholders.Plan? = nil,
                            diagnostics diagnosticsOut: inout [CompilerDiagnostic]) throws(LayoutFileError) -> Build {
        let name = (path as NSString).lastPathComponent
        if let missing = Self.swiftUIModules.first(where: {
            !FileManager.default.fileExists(atPath: modules + "/\($0).swiftmodule")
        }) {
            throw LayoutFileError(file: path, message: "\(name): SwiftUI files need the \(missing) module next to "
                + "PlaygroundCore's (\(modules)/\(missing).swiftmodule): build the playground with it (swift build)")
        }
        let cwd = FileManager.default.currentDirectoryPath
        let full = (path as NSString).isAbsolutePath ? path : cwd + "/" + path
        let text: String
        if let edited { text = edited } else { text = try Self.read(full) }
        let rewriteStart = Date()
        var plan: SwiftUILayoutPlan
        do {
            plan = try SwiftUILayoutPlan.make(path: full, text: text, companions: companions.map(\.text),
                                              reserved: Set(LayoutRegistry.names),
                                              placeholderClasses: placeholders?.modelClasses ?? [])
        } catch {
            throw LayoutFileError(file: path, message: error.message)
        }
        // Xcode 15's generated asset symbols (`Image(.user1)`, `Color(.brand)`) for the asset catalogs of the file's
        // module folder (SwiftUIAssetSymbols; docs/swiftui.md, "Asset symbols").
        let catalogs = UIKitInterfaceFiles.catalogs(inTarget: SwiftUIModule.root(of: full))
        let assets = UIKitInterfaceFiles.assetNames(inCatalogs: catalogs)
        plan.entry += SwiftUIAssetSymbols.source(colors: assets.colors, images: assets.images,
                                                 texts: [text] + companions.map(\.text))
        if let placeholders {
            plan.entry += SwiftUIPlaceholders.source(for: placeholders)
            plan.entry = SwiftUIPlaceholders.supplyingEnvironment(plan.entry, placeholders)
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
        var named = [("0_" + stem, plan.text)]
        for (i, companion) in companions.enumerated() {
            let text: String
            do { text = try SwiftUILayoutPlan.companion(path: companion.path, text: companion.text) } catch {
                throw LayoutFileError(file: path, message: error.message)
            }
            named.append(("\(i + 1)_" + Self.identifier(((companion.path as NSString).lastPathComponent as NSString)
                .deletingPathExtension), text))
        }
        let (result, ms) = try compileModule(named + [("entry", plan.entry)], into: folder,
                                             module: module, library: library, path: path,
                                             extraFlags: Self.swiftUIImplicitImports + libraryFlags)
        if result.timedOut { throw timedOut(path, library: library) }
        guard result.status == 0 else {
            let diagnostics = CompilerDiagnostic.parse(result.output).filter { $0.severity == .error }
            diagnosticsOut = diagnostics
            let texts = Dictionary([(full, text)] + companions.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
            let own = diagnostics.filter { texts[$0.file] != nil }
            guard let first = own.first ?? diagnostics.first else {
                let line = result.output.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
                throw LayoutFileError(file: path, message: "\(name): the compiler failed: \(line)")
            }
            if own.isEmpty {
                throw LayoutFileError(file: path, message: "\(name): \(plan.layout) must be made with init() "
                    + "(the playground calls `\(plan.layout.split(separator: " ").last ?? "")()`): \(first.message)")
            }
            if !own.contains(where: { $0.file == full }) {
                for d in own where failingCompanions[d.file] == nil { failingCompanions[d.file] = "\(d.line): \(d.message)" }
            }
            let shown = own.prefix(3)
            throw LayoutFileError(file: path, message: shown[shown.startIndex].summary,
                                  details: shown.map { $0.excerpt(source: texts[$0.file]) })
        }
        guard FileManager.default.fileExists(atPath: library) else {
            throw LayoutFileError(file: path, message: "\(name): the compiler (\(swiftc)) reported success but wrote no library")
        }
        chmod(library, 0o700)
        return Build(library: library, milliseconds: ms, rewrites: plan.notes.map(\.description),
                     rewriteMilliseconds: rewriteMs, made: plan.layout)
    }
}
