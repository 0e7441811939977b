import Foundation
import UIKitSourceRewrite

/// A library an app's files import whose sources are in the same repository: an example app's
/// `import JZCalendarWeekView`, with the library's folder beside the app or up the tree (docs/hosting.md,
/// "An app and its library"). Xcode (CocoaPods, a framework target, a package) builds the library as a module of its
/// own; so does the playground, before the app: the library's `internal` declarations stay its own (an app and its
/// library may both declare `UIView.addSubviews(_:)`), and the app sees its `public` and `open` API only, as on iOS.
enum UIKitLibraries {
    /// How many folders up from the app's folder a library's folder is looked for: an example app sits at
    /// `Example/App/` or `Examples/App/Sources/` of its library's repository.
    static let levelsUp = 3

    /// The folder of module `module`'s sources near `folder`: a subfolder of the app named so (at any depth a target
    /// takes), or, in `folder` or up to `levelsUp` folders above it, a package manifest's target, a Podfile's
    /// development pod (UIKitLibraries+Pods.swift), `module/`, `Sources/module/`, `module/Classes/` or
    /// `module/Sources/`. Nil when none holds a `.swift` file.
    static func folder(for module: String, near folder: String) -> String? {
        for sub in UIKitTarget.subfolders(of: folder) where (sub as NSString).lastPathComponent == module {
            if hasSwiftFiles(sub) { return sub }
        }
        var above = folder
        for _ in 0...levelsUp {
            // A package's manifest says where its target is (`.target(name: "VerticalCardSwiper", path: "Sources")`).
            let manifest = (above as NSString).appendingPathComponent("Package.swift")
            if case .success(let text) = UserFile.readText(BytePath(manifest)), let path = targetPath(module, manifest: text) {
                let found = (above as NSString).appendingPathComponent(path)
                if found != folder, UserFile.kind(of: BytePath(found)) == S_IFDIR, hasSwiftFiles(found) { return found }
            }
            // A development pod of the Podfile there (`pod 'X', :path => '../'`): its podspec's source folder.
            // A dependency whose sources the folder carries (`Pods/SnapKit/`, `Carthage/Checkouts/…`,
            // `.build/checkouts/…`, `SourcePackages/checkouts/…`; UIKitLibraries+Dependencies.swift).
            if let found = dependencyFolder(for: module, in: above), found != folder { return found }
            let podfile = (above as NSString).appendingPathComponent("Podfile")
            if case .success(let text) = UserFile.readText(BytePath(podfile)),
               let found = developmentPodFolder(for: module, podfile: text, base: above), found != folder {
                return found
            }
            for candidate in [module, "Sources/" + module, module + "/Classes", module + "/Sources"] {
                let path = (above as NSString).appendingPathComponent(candidate)
                if path != folder, UserFile.kind(of: BytePath(path)) == S_IFDIR, hasSwiftFiles(path) { return path }
            }
            let up = PathText.folder(of: above)
            if up.isEmpty || up == above { break }
            above = up
        }
        return nil
    }

    /// Where a package manifest's target `module` is, relative to the package: its `path:` argument, else SwiftPM's
    /// `Sources/NAME`; nil when the manifest declares no such target. A text scan of `.target(name: "NAME", …)`.
    static func targetPath(_ module: String, manifest: String) -> String? {
        guard let start = manifest.range(of: #"\.target\(\s*name:\s*""# + NSRegularExpression.escapedPattern(for: module) + #"""#,
                                         options: .regularExpression) else { return nil }
        var depth = 1
        var end = start.upperBound
        while end < manifest.endIndex, depth > 0 {
            if manifest[end] == "(" { depth += 1 } else if manifest[end] == ")" { depth -= 1 }
            end = manifest.index(after: end)
        }
        let call = manifest[start.upperBound..<end]
        if let path = call.firstMatch(of: /path:\s*"([^"]*)"/) { return String(path.output.1) }
        return "Sources/" + module
    }

    /// Whether `folder` or one of its subfolders (as a target takes them) holds a `.swift` file.
    static func hasSwiftFiles(_ folder: String) -> Bool { !files(of: folder).isEmpty }

    /// A library folder's `.swift` files, its subfolders' too (as a target's), sorted (full paths).
    static func files(of folder: String) -> [String] {
        ([folder] + UIKitTarget.subfolders(of: folder)).flatMap { dir -> [String] in
            let names = (try? UserFile.listFolder(BytePath(dir)).get()) ?? []
            return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") && $0 != "Package.swift" }
                .map { (dir as NSString).appendingPathComponent($0) }
        }.sorted()
    }

    /// The modules `texts` import that may be a library of the same repository or a dependency whose sources the
    /// folder carries: neither Apple's nor the playground's nor Swift's own (a package the playground knows is not
    /// here, `Kingfisher`, is one when its sources are near: UIKitLibraries+Dependencies.swift).
    static func candidateModules(_ texts: [String]) -> [String] {
        let known = UIKitModuleRewrite.providedModules.union(LayoutCompiler.appleFrameworks)
            .union(UIKitLayoutPlan.plainModules)
            .union(UIKitSiblingFiles.unavailableModules.subtracting(LayoutCompiler.knownPackages.union(["Reusable"])))
            .union(["UIKitBridge", "PlaygroundCore", "PlaygroundOS", "XCTest", "Testing"])
        return UIKitModuleRewrite.importedModules(texts).subtracting(known).sorted()
    }

    /// The `.swift` files of target `folder` (its subfolders too, none under `outside`) that import one of
    /// `libraries` and otherwise only UIKit's, Foundation's and Swift's modules: an app's files the member rule
    /// (`UIKitTarget.members`) leaves out, because a library is neither.
    static func filesImporting(_ libraries: [String], in folder: String, outside: [String]) -> [String] {
        let allowed = UIKitModuleRewrite.providedModules.subtracting(["SwiftUI", "XCTest", "Testing"])
            .union(UIKitLayoutPlan.plainModules).union(libraries)
        return files(of: folder).filter { path in
            guard !outside.contains(where: { path == $0 || path.hasPrefix($0 + "/") }),
                  case .success(let text) = UserFile.readText(BytePath(path)) else { return false }
            let imports = UIKitModuleRewrite.importedModules([text])
            return !imports.isDisjoint(with: libraries) && imports.isSubset(of: allowed)
        }
    }

    /// One library compiled: its module folder (for `-I`) and its shared object (linked by path).
    struct Built {
        var module: String
        var folder: String
        var library: String
        /// Whether it declares `UIKitOutlets.registrationFunction(module)` (a UIKit library; not a SwiftUI one).
        var registers = false
    }
}

extension LayoutCompiler {
    /// Finds and compiles the libraries `files` import whose sources are near `folder` (`UIKitLibraries`), each as a
    /// module of its own, in a build folder of its own; the compiler flags the app's build adds to see and link them,
    /// and the libraries' sources (the app's rewrite reads their classes and protocols: `UIKitLayoutPlan.make`).
    /// A library that does not compile ends the load with its own first error, named as the library's.
    /// `swiftUI`: the files are a SwiftUI app's, and its libraries SwiftUI packages (compiled as SwiftUI companions
    /// are: `SwiftUILayoutPlan.companion`; docs/swiftui.md, "An app and its package").
    func compileLibraries(importedBy files: [(path: String, text: String)], near folder: String, path: String,
                          swiftUI: Bool = false)
        throws(LayoutFileError) -> (flags: [String], libraries: [UIKitLibraries.Built], folders: [String],
                                    sources: [(path: String, text: String)]) {
        var state = LibraryBuilds()
        for module in UIKitLibraries.candidateModules(files.map(\.text)) {
            try compileLibrary(named: module, near: folder, path: path, swiftUI: swiftUI, state: &state)
        }
        return (state.flags, state.built, state.folders, state.sources)
    }

    /// The libraries compiled so far for one app, and the flags that see and link them.
    struct LibraryBuilds {
        var flags: [String] = []
        var sources: [(path: String, text: String)] = []
        var built: [UIKitLibraries.Built] = []
        var folders: [String] = []
        /// Modules looked for or compiled (a library importing another that imports it back stops there).
        var seen: Set<String> = []
    }

    /// Finds module `module`'s sources near `folder` and compiles them, after the libraries they import themselves
    /// whose sources are near too (a library's own dependency: ReactiveLists' `import DifferenceKit`, whose sources
    /// its repository carries in `Pods/DifferenceKit/`), each once, as CocoaPods and SwiftPM build a dependency
    /// before what imports it. Nothing when the module's sources are not near.
    func compileLibrary(named module: String, near folder: String, path: String, swiftUI: Bool,
                        state: inout LibraryBuilds) throws(LayoutFileError) {
        guard !state.seen.contains(module) else { return }
        state.seen.insert(module)
        let source: String
        let paths: [String]
        // A framework target of that name in an Xcode project near (or its CocoaPods project: a development pod)
        // is what Xcode builds (docs/hosting.md, "Xcode projects"); its files, not the app's, whatever their folder.
        if let fromProject = XcodeProject.librarySources(module, near: folder),
           !fromProject.contains(path) {
            paths = fromProject
            source = ""
            state.folders += fromProject
        } else {
            // Never the folder of the file named (a library's own file is not its app).
            guard let found = UIKitLibraries.folder(for: module, near: folder),
                  !path.hasPrefix(found + "/"), !(folder + "/").hasPrefix(found + "/") else { return }
            // A SwiftUI package or app target compiles every folder under it as one module (SwiftPM, Xcode's
            // synchronized folders): a subfolder named like the module a file imports (`Charts/` beside `import
            // Charts`, liang2kl/swiftui-wwdc22) is the target's own, never a library of that name (swiftui16).
            if swiftUI, SwiftUIModule.isPackageTarget(folder), found.hasPrefix(folder + "/") { return }
            source = found
            paths = UIKitLibraries.files(of: source)
        }
        guard !paths.isEmpty else { return }
        guard paths.count <= UIKitLibraries.dependencyFileLimit else {
            throw LayoutFileError(file: path, message: "\((path as NSString).lastPathComponent): its library \(module) has "
                + "\(paths.count) Swift files, more than the \(UIKitLibraries.dependencyFileLimit) the playground compiles "
                + "for one library (docs/hosting.md, \"Dependencies' sources in the folder\")")
        }
        var texts: [(path: String, text: String)] = []
        for p in paths { texts.append((p, try Self.read(p))) }
        // Its own dependencies first, looked for near the app as its are (then near the library).
        for dependency in UIKitLibraries.candidateModules(texts.map(\.text)) where !state.seen.contains(dependency) {
            try compileLibrary(named: dependency, near: folder, path: path, swiftUI: swiftUI, state: &state)
            if !state.built.contains(where: { $0.module == dependency }), !source.isEmpty {
                state.seen.remove(dependency)
                try compileLibrary(named: dependency, near: source, path: path, swiftUI: swiftUI, state: &state)
            }
        }
        let library = try compileLibrary(module, files: texts, path: path, swiftUI: swiftUI, extraFlags: state.flags)
        state.sources += texts
        state.built.append(library)
        if !source.isEmpty { state.folders.append(source) }
        state.flags += ["-I", library.folder, library.library, "-Xlinker", "-rpath", "-Xlinker", library.folder]
    }

    /// Compiles one library's `files` (rewritten as a package's module is: `UIKitModuleRewrite`, no entry point) as
    /// module `module`: its `.swiftmodule` and a shared object whose name is new for every build (`libX_7.so`, also
    /// its soname), so that a reload links the new one rather than the one already loaded.
    func compileLibrary(_ module: String, files: [(path: String, text: String)], path: String, swiftUI: Bool = false,
                        extraFlags dependencyFlags: [String] = [])
        throws(LayoutFileError) -> UIKitLibraries.Built {
        let name = (path as NSString).lastPathComponent
        let n = nextBuildNumber()
        let folder = buildDirectory + "/UserLibrary_\(Self.identifier(module))_\(n)"
        guard mkdir(folder, 0o700) == 0 else {
            throw LayoutFileError(file: path, message: "\(name): cannot create \(folder): " + UserFile.describe(errno: errno))
        }
        let sonameFile = "lib\(Self.identifier(module))_\(n).so"
        let library = folder + "/" + sonameFile
        var rewritten: [(path: String, text: String)] = []
        if swiftUI {
            // A SwiftUI package's files: previews blanked, `import os` mapped, as a SwiftUI app's other files.
            for file in files {
                do { rewritten.append((file.path, try SwiftUILayoutPlan.companion(path: file.path, text: file.text))) } catch {
                    throw LayoutFileError(file: path, message: "\(name): its library \(module): \(error.message)")
                }
            }
        } else {
            rewritten = UIKitRewriteThread.run { UIKitModuleRewrite.rewrite(files: files) }.sources.map { ($0.path, $0.text) }
            // Its classes' outlet tables and the module's registration, which the app's entry point calls
            // (UIKitOutlets.library): the app's storyboards may name the library's cells and their outlets.
            let tables = UIKitRewriteThread.run { UIKitOutlets.library(module: module, files: files.map { ($0.path, $0.text) }) }
            rewritten = rewritten.map { ($0.path, $0.text + (tables.appended[$0.path].map { "\n" + $0 + "\n" } ?? "")) }
            rewritten.append((folder + "/playground_registration.swift", tables.registration))
        }
        // A framework's umbrella header imports UIKit (Xcode's and CocoaPods' templates: `#import <UIKit/UIKit.h>`),
        // and its module exports what it imports: an app file importing only the library sees UIKit and Foundation
        // (JZCalendarWeekView's example names `Date` with only `import JZCalendarWeekView`).
        let named = rewritten.enumerated().map { i, source in
            ("\(i)_" + Self.identifier(((source.path as NSString).lastPathComponent as NSString).deletingPathExtension),
             source.text)
        } + [("umbrella", "@_exported import Foundation\n@_exported import UIKit\n")]
        let (result, _) = try compileModule(named, into: folder, module: module, library: library, path: path,
                                            extraFlags: dependencyFlags + ["-emit-module", "-emit-module-path", folder + "/\(module).swiftmodule",
                                                         "-Xlinker", "-soname", "-Xlinker", sonameFile]
                                                + (swiftUI ? LayoutCompiler.swiftUIImplicitImports : []))
        if result.timedOut { throw timedOut(path, library: library) }
        guard result.status == 0, FileManager.default.fileExists(atPath: library) else {
            let diagnostics = CompilerDiagnostic.parse(result.output).filter { $0.severity == .error }
            let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
            let own = diagnostics.filter { texts[$0.file] != nil }.prefix(3)
            let first = own.first?.summary ?? diagnostics.first?.summary
                ?? (result.output.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)")
            throw LayoutFileError(file: path, message: "\(name): its library \(module) (\(files.count) files, compiled "
                + "as a module of its own) does not compile: \(first)",
                details: own.map { $0.excerpt(source: texts[$0.file]) })
        }
        chmod(library, 0o700)
        return UIKitLibraries.Built(module: module, folder: folder, library: library, registers: !swiftUI)
    }
}
