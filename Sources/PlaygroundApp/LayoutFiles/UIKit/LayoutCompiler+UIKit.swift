import Foundation
import UIKitSourceRewrite

/// UIKit layout files (docs/uikit.md, "Loading UIKit files"): the group's files rewritten (lines and columns kept),
/// each compiled as a source file of its own with its own imports, and a generated entry point in another file that
/// imports UIKit and UIKitBridge: the user's files never see `import PlaygroundCore`, whose IndexPath and
/// NSCollectionLayout* types clash with Foundation's and UIKit's.
extension LayoutCompiler {
    /// The modules a UIKit file is compiled against, next to PlaygroundCore.swiftmodule.
    static let uikitModules = ["UIKit", "UIKitBridge"]

    /// Compiles the UIKit group of `path` with the sibling files it names (UIKitSiblingFiles). A sibling never makes
    /// a file fail that compiles without it: when the build with siblings fails, the group alone is tried, and the
    /// first failure is reported only when that fails too (its message names what the siblings could not give).
    func compileUIKit(_ path: String) throws(LayoutFileError) -> Build {
        do {
            return try compileUIKit(path, withSiblings: true)
        } catch {
            let cwd = FileManager.default.currentDirectoryPath
            let absolute = (path as NSString).isAbsolutePath ? path : cwd + "/" + path
            guard !UIKitTarget.isFolder(path),
                  UIKitLayoutGroup.members(of: absolute).count > UIKitLayoutGroup.group(of: absolute).count,
                  let alone = try? compileUIKit(path, withSiblings: false) else { throw error }
            return alone
        }
    }

    /// A target folder's files, with the files of its app it needs when it is a screen inside one
    /// (`UIKitTarget.appFiles`), and the declarations taken from those that cannot compile whole.
    /// With an Xcode project whose app target compiles the folder's files (`XcodeProject.lookup`), that target's
    /// Swift sources that exist and compile here (UIKit and plain Swift files, as the folder rule takes), wherever they
    /// are (`../Source/Layout.swift`).
    static func targetMembers(_ folder: String) -> ([String], [String: Set<String>]) {
        if let found = XcodeProject.lookup(for: folder).found {
            return (UIKitTarget.projectMembers(of: found.target), [:])
        }
        let own = UIKitTarget.members(of: folder)
        let app = UIKitTarget.appFiles(neededBy: own, in: folder)
        return ((own + app.files).sorted(), app.partial)
    }

    /// Compiles the UIKit group of `path`, with or without the siblings it names.
    func compileUIKit(_ path: String, withSiblings: Bool) throws(LayoutFileError) -> Build {
        let name = (path as NSString).lastPathComponent
        if let missing = Self.uikitModules.first(where: {
            !FileManager.default.fileExists(atPath: modules + "/\($0).swiftmodule")
        }) {
            throw LayoutFileError(file: path, message: "\(name): UIKit files need the \(missing) module next to "
                + "PlaygroundCore's (\(modules)/\(missing).swiftmodule): build the playground with it (swift build)")
        }
        let cwd = FileManager.default.currentDirectoryPath
        let absolute = { (p: String) in (p as NSString).isAbsolutePath ? p : cwd + "/" + p }
        // A target folder (UIKitTarget): its UIKit files, named by the folder; else the group of the file.
        let isTarget = UIKitTarget.isFolder(path)
        let gathered = isTarget ? Self.targetMembers(absolute(path))
            : withSiblings ? UIKitLayoutGroup.membersAndPartials(of: absolute(path)) : (UIKitLayoutGroup.group(of: absolute(path)), [:])
        let members = gathered.0
        // The project a target folder's sources came from, said with --verbose; a project that cannot be read is a
        // warning (one line) and the folder rule is used.
        var projectNotes: [String] = []
        let lookup = isTarget ? XcodeProject.lookup(for: absolute(path)) : XcodeProject.Lookup()
        for problem in lookup.problems where lookup.found == nil {
            let line = problem + "; the folder's files are used instead"
            projectNotes.append(line)
            Diagnostics.warn(line)
        }
        if let found = lookup.found {
            projectNotes.append("sources from \((found.bundle as NSString).lastPathComponent), target \(found.target.name): "
                + "\(members.count) Swift file\(members.count == 1 ? "" : "s") of its Sources build phase")
        }
        guard !members.isEmpty else {
            throw LayoutFileError(file: path, message: "\(name): the folder has no UIKit files (.swift importing UIKit)")
        }
        var files: [(path: String, text: String)] = []
        // Every gathered file passes the trust rule (`read`, TrustedFiles; issue 38).
        for member in members {
            let text = try Self.read(member)
            // A sibling that cannot compile whole here gives only the declarations the group names.
            files.append((member, gathered.1[member].map { UIKitSiblingFiles.partialText(text, keeping: $0) } ?? text))
        }
        // The libraries the files import whose sources are near (UIKitLibraries): each compiled first as a module of
        // its own; a library folder inside a target is not the target's.
        let libraries = try compileLibraries(importedBy: files, near: isTarget ? UIKitTarget.enclosingApp(of: absolute(path)) ?? absolute(path)
                                                 : PathText.folder(of: members[0]),
                                             path: path)
        files.removeAll { file in libraries.folders.contains { file.path == $0 || file.path.hasPrefix($0 + "/") } }
        // A target's files that import one of those libraries beside UIKit's and Foundation's modules (a model
        // `import JZCalendarWeekView` and nothing of UIKit) are its members too.
        if isTarget, !libraries.libraries.isEmpty {
            let taken = Set(files.map(\.path))
            for extra in UIKitLibraries.filesImporting(libraries.libraries.map(\.module), in: absolute(path),
                                                       outside: libraries.folders) where !taken.contains(extra) {
                files.append((extra, try Self.read(extra)))
            }
            files.sort { $0.path < $1.path }
        }
        guard !files.isEmpty else {
            throw LayoutFileError(file: path, message: "\(name): its files are all its library's")
        }
        let layoutName = isTarget ? UIKitTarget.name(of: path) : UIKitLayoutGroup.layoutName(of: members[0])
        // The controller the app's main storyboard starts with (Info.plist), shown first (docs/hosting.md).
        let infoPlist = lookup.found?.target.infoPlist ?? (absolute(path) as NSString).appendingPathComponent("Info.plist")
        let launchController = isTarget ? UIKitInterfaceFiles.launchController(
            infoPlist: infoPlist,
            storyboards: lookup.found.map { UIKitInterfaceFiles.paths(inResources: $0.target.resources) }
                ?? UIKitInterfaceFiles.paths(besides: absolute(path) + "/.", target: true)) : nil
        // A preview the compiler refuses (it names an app type that is not here) is dropped with a warning and the
        // rest compiled again; never the file (docs/hosting.md, "Previews").
        var dropping: [Int: Set<Int>] = [:]
        var dropped: [String] = projectNotes
        var rewriteMs = 0.0, totalMs = 0.0
        // Modules taken to be the project's own after "no such module" in the named file (below).
        var ownModules: Set<String> = []
        // Apple frameworks whose imports were removed (below).
        var removedFrameworks: Set<String> = []
        // Third-party packages whose imports were removed (below): no placeholder stands in for their types.
        var removedPackages: Set<String> = []
        // A module a sibling imports, taken to be the folder's own (below): the failure before, reported instead
        // when the files that imported it then miss its names (the module is a package that is not here).
        var siblingModule: (importers: Set<String>, failure: LayoutFileError)?
        // Types no file given declares, given placeholders after the first failure (UIKitPlaceholderTypes), and the
        // members the builds with them say are missing, learnt round by round: that first failure is reported
        // instead when the files do not compile with them either.
        var placeholders: (plan: UIKitPlaceholderTypes.Plan, failure: LayoutFileError, rounds: Int)?
        // Whether the repository above the file's folder was searched for the types it misses (once).
        var searchedRepository = false
        while true {
            let rewriteStart = Date()
            var plan: UIKitLayoutPlan
            do {
                plan = try UIKitRewriteThread.plan(files: files, name: layoutName, dropping: dropping, ownModules: ownModules,
                                                   libraryModules: Set(libraries.libraries.map(\.module)),
                                                   firstController: launchController,
                                                   sceneDelegate: isTarget ? XcodeProject.sceneDelegateClass(infoPlist: infoPlist) : nil,
                                                   libraryFiles: libraries.sources)
            } catch {
                throw LayoutFileError(file: path, message: error.message)
            }
            // The folder's storyboards and nibs, read when the library loads (UIKitInterfaceFiles).
            // With an Xcode project, its app target's Resources build phase's (docs/hosting.md, "Xcode projects").
            let appInterfaceFiles = lookup.found.map { UIKitInterfaceFiles.paths(inResources: $0.target.resources) }
                ?? UIKitInterfaceFiles.paths(besides: isTarget ? absolute(path) + "/." : members[0], target: isTarget)
            // Then its libraries' (a framework's bundle holds its own nibs and storyboards, which its code loads with
            // `Bundle(for:)`): a name the app's bundle has already stays the app's (UIKitInterfaceFiles.libraries).
            let interfaceFiles = appInterfaceFiles + UIKitInterfaceFiles.libraries(libraries.folders, after: appInterfaceFiles)
            // The asset catalogs go in the same list (UIColor(named:), UIImage(named:); docs/hosting.md).
            let catalogs = lookup.found.map { UIKitInterfaceFiles.catalogs(inResources: $0.target.resources) }
                ?? (isTarget ? UIKitInterfaceFiles.catalogs(inTarget: absolute(path)) : [])
            plan.entry = UIKitOutlets.entry(plan.entry, calling: [UIKitOutlets.interfaceFilesCall(interfaceFiles + catalogs)])
            plan.entry = UIKitOutlets.entry(plan.entry, registeringLibraries: libraries.libraries.filter(\.registers).map(\.module))
            // Xcode 15's generated asset symbols (`UIColor.darkBlue`, `ColorResource.darkBlue`) for those catalogs.
            let assets = UIKitInterfaceFiles.assetNames(inCatalogs: catalogs)
            plan.entry += UIKitAssetSymbols.source(colors: assets.colors, images: assets.images, texts: files.map(\.text))
            if let placeholders { plan.entry += UIKitPlaceholderTypes.source(for: placeholders.plan) }
            rewriteMs += Date().timeIntervalSince(rewriteStart) * 1000
            let build = try compileUIKitPlan(plan, path: path, stemOf: isTarget ? path : members[0], files: files,
                                             extraFlags: libraries.flags, timeoutFailure: placeholders?.failure)
            totalMs += build.milliseconds
            switch build.outcome {
            case .built(var done):
                if let placeholders {
                    let line = "\(name): " + UIKitPlaceholderTypes.note(for: placeholders.plan)
                    dropped.append(line)
                    Diagnostics.warn(line)
                    done.placeholders = placeholders.plan.placeholders
                }
                done.milliseconds = totalMs
                done.rewriteMilliseconds = rewriteMs
                done.rewrites = dropped + done.rewrites
                return done
            case .failed(let result, let folder):
                let errors = CompilerDiagnostic.parse(result.output).filter { $0.severity == .error }
                let refused = plan.previews.filter { p in
                    errors.contains { $0.file == p.path && p.preview.lines.contains($0.line) }
                }
                // An example app imports its library (`import DiffableDataSources`); when the library's files are
                // beside it in the folder, they are compiled into this module: the import is removed and the group
                // compiled again. A module of neither Apple's nor a package the playground knows is tried once.
                // Only the named file's import (the app's import of its library): a library file's own package
                // (ra1028's DiffableDataSources imports DifferenceKit) is not here, and its message says so.
                let main = (members[0] as NSString).lastPathComponent
                if refused.isEmpty, files.count > 1,
                   let module = errors.lazy.filter({ ($0.file as NSString).lastPathComponent == main })
                       .compactMap({ Self.missingModule($0.message) }).first,
                   !ownModules.contains(module), !UIKitSiblingFiles.unavailableModules.contains(module) {
                    try? FileManager.default.removeItem(atPath: folder)
                    ownModules.insert(module)
                    continue
                }
                // The same for a sibling's import, once: an example app's view file imports the library whose files
                // are beside it (ToosieSlide's MainView.swift: `import ToosieSlide`). A library file importing its
                // own package (DifferenceKit) then misses that package's names: the first failure is reported.
                if refused.isEmpty, files.count > 1, siblingModule == nil,
                   let module = errors.lazy.compactMap({ Self.missingModule($0.message) }).first(where: {
                       !ownModules.contains($0) && !UIKitSiblingFiles.unavailableModules.contains($0)
                   }) {
                    let importers = Set(errors.filter { Self.missingModule($0.message) == module }
                        .map { ($0.file as NSString).lastPathComponent })
                    siblingModule = (importers, Self.uikitFailure(result, path: path, files: files, folder: folder, plan: plan))
                    try? FileManager.default.removeItem(atPath: folder)
                    ownModules.insert(module)
                    continue
                }
                // An import of an Apple framework the playground does not provide, from which the files may use
                // nothing (MessageKit's flow layout imports AVFoundation and names none of it): the import is
                // removed and the group compiled again; what then fails is reported with the framework named.
                if refused.isEmpty,
                   let module = errors.lazy.compactMap({ Self.missingModule($0.message) })
                       .first(where: { Self.appleFrameworks.contains($0) && !removedFrameworks.contains($0) }) {
                    try? FileManager.default.removeItem(atPath: folder)
                    removedFrameworks.insert(module)
                    files = files.map { (path: $0.path, text: Self.blankingImports(of: module, in: $0.text)) }
                    dropped.append("import \(module) removed: the playground does not provide that Apple framework, "
                        + "and the files compile without it")
                    continue
                }
                // The same for a third-party package the playground knows is not here (Kingfisher, SnapKit, RxSwift…),
                // when no library folder near gave its sources: a file may import it and use none of it (a
                // leftover import); what then fails is reported naming the package, one line.
                if refused.isEmpty,
                   let module = errors.lazy.compactMap({ Self.missingModule($0.message) })
                       .first(where: { Self.knownPackages.contains($0) && !removedPackages.contains($0) }) {
                    try? FileManager.default.removeItem(atPath: folder)
                    removedPackages.insert(module)
                    files = files.map { (path: $0.path, text: Self.blankingImports(of: module, in: $0.text)) }
                    dropped.append("import \(module) removed: \(module) is a package that is not here, and the files "
                        + "compile without it")
                    continue
                }
                // A member another module's type lacks (`UIEdgeInsets` has no `horizontal`) that one file beside
                // adds in an extension: that file is taken and the group compiled again (UIKitExtensionSiblings).
                if refused.isEmpty, !isTarget {
                    let taken = Set(files.map(\.path))
                    var extra: [String: String] = [:]
                    for error in errors {
                        guard let (type, member) = UIKitExtensionSiblings.missingMember(error.message),
                              let sibling = UIKitExtensionSiblings.sibling(declaring: member, on: type,
                                                                          besides: members[0], taken: taken)
                        else { continue }
                        extra[sibling] = extra[sibling] ?? "\(type).\(member)"
                    }
                    if !extra.isEmpty {
                        try? FileManager.default.removeItem(atPath: folder)
                        for (sibling, why) in extra.sorted(by: { $0.key < $1.key }) {
                            files.append((sibling, try Self.read(sibling)))
                            dropped.append("\((sibling as NSString).lastPathComponent) compiled with it: it declares "
                                + "\(why), which \(name) uses")
                        }
                        continue
                    }
                }
                // Types of the file's repository declared above its folder (a sibling folder's `Views/Cell.swift`):
                // those files are compiled with it, once (UIKitSiblingFiles+Repository).
                if refused.isEmpty, !isTarget, !searchedRepository, placeholders == nil {
                    searchedRepository = true
                    let missing = Set(errors.filter { e in files.contains { $0.path == e.file } }.compactMap { error -> String? in
                        for lead in ["cannot find type '", "cannot find '"] {
                            guard let r = error.message.range(of: lead) else { continue }
                            let name = String(error.message[r.upperBound...].prefix { $0 != "'" })
                            return name.first?.isUppercase == true ? name : nil
                        }
                        return nil
                    })
                    let found = UIKitSiblingFiles.repositoryFiles(declaring: missing, besides: members[0],
                                                                  taken: Set(files.map(\.path)))
                    if !found.isEmpty {
                        try? FileManager.default.removeItem(atPath: folder)
                        let base = PathText.folder(of: members[0])
                        for extra in found {
                            files.append((extra, try Self.read(extra)))
                            dropped.append("\(UIKitSiblingFiles.relative(extra, to: base)) compiled with it: a file of its "
                                + "repository above its folder, declaring what \(name) names")
                        }
                        continue
                    }
                }
                // Types of the file's repository that no file given declares: placeholders, and the group compiled
                // again (UIKitPlaceholderTypes); then the members those builds lack, learnt from their errors, a few
                // rounds at most (UIKitPlaceholderMembers).
                if refused.isEmpty, placeholders == nil, siblingModule == nil, removedPackages.isEmpty {
                    let found = Self.placeholderNames(errors, files: files, besides: members[0])
                    if !found.isEmpty {
                        placeholders = (found.plan,
                                        Self.uikitFailure(result, path: path, files: files, folder: folder, plan: plan), 1)
                        try? FileManager.default.removeItem(atPath: folder)
                        continue
                    }
                    // No type is missing, but members its repository adds to Apple's types in another file are
                    // (`UIColor.random`, `view.applyCardShadow(radius:)`, `UIScreen.main.screenWidth`): learnt at once.
                    var learnt = found.plan
                    var edited = files
                    // Only when one of them is a name Apple's declarations of a known type do not have
                    // (UIKitAppleMemberNames): a missing member of Apple's is the playground's gap, said as before.
                    if Self.learnPlaceholderMembers(errors, plan: &learnt, files: &edited, besides: members[0]),
                       learnt.members.contains(where: { type, set in
                           set.contains { UIKitAppleMemberNames.isRepositoryMember($0.name, of: type, isStatic: $0.isStatic) }
                       }) {
                        let failure = Self.uikitFailure(result, path: path, files: files, folder: folder, plan: plan)
                        files = edited
                        placeholders = (learnt, failure, 1)
                        try? FileManager.default.removeItem(atPath: folder)
                        continue
                    }
                }
                if refused.isEmpty, let current = placeholders, current.rounds < Self.placeholderRounds {
                    var learnt = current.plan
                    if Self.learnPlaceholderMembers(errors, plan: &learnt, files: &files, besides: members[0]) {
                        placeholders = (learnt, current.failure, current.rounds + 1)
                        try? FileManager.default.removeItem(atPath: folder)
                        continue
                    }
                }
                guard !refused.isEmpty else {
                    defer { try? FileManager.default.removeItem(atPath: folder) }
                    if let (plan, first, rounds) = placeholders {
                        // The failure before the placeholders says what is missing; what stopped the build with them
                        // (`--verbose`'s "also:", the overlay) says why they were not enough.
                        var failure = first
                        if let last = errors.first {
                            failure.details.append(.init(summary: "with placeholders for \(plan.placeholdersSaid)"
                                + " (\(rounds) build\(rounds == 1 ? "" : "s")): \(last.summary)"))
                        }
                        throw failure
                    }
                    if let (importers, first) = siblingModule, errors.contains(where: {
                        importers.contains(($0.file as NSString).lastPathComponent) && $0.message.hasPrefix("cannot find")
                    }) {
                        throw first
                    }
                    var failure = Self.uikitFailure(result, path: path, files: files, folder: folder, plan: plan)
                    if !removedFrameworks.isEmpty {
                        failure.message += " (import \(removedFrameworks.sorted().joined(separator: ", ")) was removed: an Apple "
                            + "framework the playground does not provide; docs/uikit.md)"
                    }
                    if !removedPackages.isEmpty {
                        let names = removedPackages.sorted().joined(separator: ", ")
                        failure.message += " (it uses \(names), a package that is not here: its import was removed and "
                            + "what the file uses of it does not compile; put the package's sources beside this file, or "
                            + "load the file within its app's folder; docs/hosting.md)"
                    }
                    if !ownModules.isEmpty {
                        failure.message += " (import \(ownModules.sorted().joined(separator: ", ")) was removed: its sources "
                            + "were taken to be the files beside this one)"
                    }
                    throw failure
                }
                try? FileManager.default.removeItem(atPath: folder)
                for p in refused {
                    dropping[p.file, default: []].insert(p.preview.index)
                    let why = errors.first { $0.file == p.path && p.preview.lines.contains($0.line) }?.message ?? ""
                    let line = "\((p.path as NSString).lastPathComponent):\(p.preview.lines.lowerBound): #Preview \"\(p.preview.name)\" "
                        + "dropped: it does not compile here (\(why))"
                    dropped.append(line)
                    Diagnostics.warn(line)
                }
            }
        }
    }

    /// `text` with its imports of `module` (`import AVFoundation`, `@preconcurrency import AVFoundation`, `import
    /// class AVFoundation.AVPlayer`) made blank, each character a space: lines and columns stay the user's own.
    static func blankingImports(of module: String, in text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let w = words.first, w.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import", let last = words.last, words.count >= 2,
                  last.split(separator: ".").first.map(String.init) == module else { return String(line) }
            return String(repeating: " ", count: line.count)
        }.joined(separator: "\n")
    }

    /// The module a compiler message says is missing (`no such module 'DiffableDataSources'`), nil for another.
    static func missingModule(_ message: String) -> String? {
        guard let range = message.range(of: "no such module '") else { return nil }
        let rest = message[range.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let module = String(rest[..<end])
        return module.isEmpty || module.contains(".") ? nil : module
    }

    /// What one compile of a plan gave.
    struct UIKitBuildAttempt {
        enum Outcome {
            case built(Build)
            /// The compiler's result and the build folder (kept for the failure's message).
            case failed(ChildProcess.Result, folder: String)
        }
        var outcome: Outcome
        var milliseconds: Double
    }

    /// Compiles `plan` into a new library (its sources in a build folder of their own).
    func compileUIKitPlan(_ plan: UIKitLayoutPlan, path: String, stemOf stemPath: String,
                          files: [(path: String, text: String)], extraFlags: [String] = [],
                          timeoutFailure: LayoutFileError? = nil) throws(LayoutFileError) -> UIKitBuildAttempt {
        let name = (path as NSString).lastPathComponent
        let n = nextBuildNumber()
        let stem = Self.identifier(((stemPath as NSString).lastPathComponent as NSString).deletingPathExtension)
        let module = "UserLayout_\(stem)_\(n)"
        let folder = buildDirectory + "/\(module)"
        let library = buildDirectory + "/\(module).so"
        // One folder per build: the rewritten files keep their own names (the compiler's messages use the
        // #sourceLocation paths anyway), the entry point is entry.swift.
        guard mkdir(folder, 0o700) == 0 else {
            throw LayoutFileError(file: path, message: "\(name): cannot create \(folder): " + UserFile.describe(errno: errno))
        }
        // Plain writes, as a native file's (`writeNew`): fresh names in this process's own folder, read only by the
        // compiler and deleted after; AtomicFile's fsyncs (four here) cost up to 0.5 s each on a busy disk.
        let named = plan.sources.enumerated().map { i, source in
            ("\(i)_" + Self.identifier(((source.path as NSString).lastPathComponent as NSString).deletingPathExtension),
             source.text)
        } + [("entry", plan.entry)]
        let (result, ms) = try compileModule(named, into: folder, module: module, library: library, path: path,
                                             extraFlags: extraFlags)
        if result.timedOut, let first = timeoutFailure {
            // The build with placeholders ran out of time: the failure before them says what is missing.
            try? FileManager.default.removeItem(atPath: folder)
            throw first
        }
        if result.timedOut {
            try? FileManager.default.removeItem(atPath: folder)
            throw timedOut(path, library: library)
        }
        guard result.status == 0 else { return UIKitBuildAttempt(outcome: .failed(result, folder: folder), milliseconds: ms) }
        try? FileManager.default.removeItem(atPath: folder)
        guard FileManager.default.fileExists(atPath: library) else {
            throw LayoutFileError(file: path, message: "\(name): the compiler (\(swiftc)) reported success but wrote no library")
        }
        chmod(library, 0o700)  // as a native file's: ours alone, whatever the umask (PluginLoader checks it)
        return UIKitBuildAttempt(outcome: .built(Build(library: library, milliseconds: ms, rewrites: plan.notes.map(\.description),
                                                       made: plan.layout)), milliseconds: ms)
    }

    /// The compiler's first errors in the user's files (their own lines, with their source lines); an error in the
    /// generated code says what the contract wants.
    static func uikitFailure(_ result: ChildProcess.Result, path: String, files: [(path: String, text: String)],
                             folder: String, plan: UIKitLayoutPlan) -> LayoutFileError {
        let name = (path as NSString).lastPathComponent
        let diagnostics = CompilerDiagnostic.parse(result.output).filter { $0.severity == .error }
        guard let first = diagnostics.first else {
            let line = result.output.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            return LayoutFileError(file: path, message: "\(name): the compiler failed: \(line)")
        }
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        let own = diagnostics.filter { texts[$0.file] != nil }
        guard !own.isEmpty else {
            // Only the generated code failed: the layout's class or makeLayout does not have the contract's shape.
            return LayoutFileError(file: path, message: "\(name): \(plan.layout) must make a UICollectionViewLayout "
                + "(`func makeLayout() -> UICollectionViewLayout`, or a class with init()): \(first.message)")
        }
        let shown = own.prefix(3)
        return LayoutFileError(file: path, message: shown[shown.startIndex].summary
                                   + missingTypeHint(shown[shown.startIndex], besides: path),
                               details: shown.map { $0.excerpt(source: texts[$0.file]) })
    }

    /// The package name every UIKit and SwiftUI module of a load is compiled with (`-package-name`): one for all, as
    /// SwiftPM gives all targets of a package one, and not this repository's own package's, so the `package` hooks of
    /// the playground's UIKit and SwiftUI stay out of the user's reach.
    static let userPackageName = "playground_user_files"

    /// Writes the `named` sources (stem, text) into `folder` and compiles them as module `module` into `library`
    /// against UIKit's (and SwiftUI's) modules: the step UIKit and SwiftUI files share. The result and its time, ms.
    func compileModule(_ named: [(String, String)], into folder: String, module: String, library: String,
                       path: String, extraFlags: [String] = []) throws(LayoutFileError) -> (ChildProcess.Result, Double) {
        let name = (path as NSString).lastPathComponent
        var sources: [String] = []
        for (stem, text) in named {
            let file = folder + "/" + stem + ".swift"
            if let reason = Self.writeNew(text, to: file) {
                throw LayoutFileError(file: path, message: "\(name): cannot write \(file): \(reason)")
            }
            sources.append(file)
        }
        // URLSession, URLRequest and their kin are Foundation's on Apple's systems and FoundationNetworking's on Linux:
        // a file that names one gets that module imported too, as Apple's Foundation brings it (docs/uikit.md,
        // "Apple's small modules"). Only then: it loads libcurl.
        let networking = named.contains { Self.namesNetworking($0.1) }
            ? ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"] : []
        let start = Date()
        // As a native file's: the driver's temporary files in the build folder, and the compile time limit.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = buildDirectory
        // `-wmo`: one frontend job for the group and its entry point. Without it the driver runs one job per file,
        // and each imports UIKit (Foundation's module) again: +80 ms wall for the two files of a one-file group,
        // against +20 ms with it (release build, quiet machine, docs/benchmarks.md "UIKit vs native").
        let result = ChildProcess.run(swiftc, [
            // `-D DEBUG`: code under `#if DEBUG` compiles as in Xcode's Debug configuration (its previews, too).
            "-emit-library", "-parse-as-library", "-swift-version", "5", "-Onone", "-wmo", "-diagnostic-style", "llvm", "-D", "DEBUG",
            "-module-name", module, "-I", modules, "-o", library,
            // `package` declarations (SE-0386) need a package name, as SwiftPM passes one to every target of a package:
            // all modules of one load (the app's target and the libraries built beside it) share `userPackageName`,
            // so a library's `package struct` is seen by its app, and a `package func` compiles at all (without the
            // flag: "the package access level used on … requires a package name"; noppefoxwolf/Pager's targets).
            "-package-name", Self.userPackageName,
            // An expression the type checker cannot solve in 5 s is an error at that expression ("unable to
            // type-check this expression in reasonable time"), not a whole compile stopped by the time limit: a file
            // calling a method its repository declares elsewhere (JZWeekViewFlowLayout's `toDecimal1Value()` in long
            // sums) made the first compile take 52 s of the limit's 60; 29 s with a 3 s limit (swiftc -typecheck alone).
            "-Xfrontend", "-solver-expression-time-threshold=\(Self.expressionTimeThreshold)",
        ] + extraFlags + networking + sources + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] },
            environment: environment, timeout: timeout)
        return (result, Date().timeIntervalSince(start) * 1000)
    }
}
