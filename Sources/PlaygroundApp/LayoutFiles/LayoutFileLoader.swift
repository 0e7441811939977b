import Foundation
import UIKitBridge
import UIKitSourceRewrite
import PlaygroundCore

/// Turns a layout file into a layout descriptor: compile, check in a child process, load
/// (docs/custom-layouts.md). Safe to call from a background thread; one build at a time is the caller's rule.
final class LayoutFileLoader: @unchecked Sendable {
    /// How long the check of a layout may take before it counts as hung, seconds (the issue: "more than a couple
    /// of seconds"; the check itself takes milliseconds, the child's start a few hundred at most).
    static let defaultCheckTimeout = 5.0

    /// A loaded layout, with what each step cost.
    struct Loaded {
        var descriptor: LayoutDescriptor
        var compileMilliseconds: Double
        var checkMilliseconds: Double
        var loadMilliseconds: Double
        /// A UIKit layout: what the rewrite step changed, and how the layout is made (docs/uikit.md).
        var rewrites: [String] = []
        var made: String? = nil
        /// Reading and rewriting a UIKit group with swift-syntax, before the compiler starts.
        var rewriteMilliseconds: Double = 0
    }

    let checkTimeout: Double
    /// The item count and viewport the session shows first, checked besides the ladder's (issue 26).
    var session: (itemCount: Int, viewport: Size)?
    private let compilerResult: Result<LayoutCompiler, LayoutFileError>

    init(checkTimeout: Double = LayoutFileLoader.defaultCheckTimeout,
         compileTimeout: Double = LayoutCompiler.defaultTimeout) {
        self.checkTimeout = checkTimeout
        do { compilerResult = .success(try LayoutCompiler(timeout: compileTimeout)) } catch { compilerResult = .failure(error) }
    }

    var sessionArguments: [String] {
        guard let session else { return [] }
        // At most 100,000 items: the check samples 5,000 elements anyway (LayoutValidator), and its time limit is
        // for a layout that hangs, not for preparing ten million items.
        return ["--items", String(min(session.itemCount, 100_000)),
                "--viewport", "\(Int(checked: session.viewport.width))x\(Int(checked: session.viewport.height))"]
    }

    /// The layout in `path` (a Swift file or a compositional spec), or why not.
    func load(_ path: String) throws(LayoutFileError) -> Loaded {
        if CompositionalSpecFile.isSpecFile(path) { return try loadSpec(path) }
        let compiler = try compilerResult.get()
        // The checker starts now, while the compiler runs (its start and loading take tens of milliseconds), and
        // waits on its standard input for the library (`check-layout -`).
        let build = try compiler.compile(path)
        // The checker starts after the compile, not beside it: started beside it, half the compiles of a `dump` ended
        // a full second late (the compile's end was noticed only ~1 s in, with the checker alive; docs/benchmarks.md),
        // for 43 ms saved on the check.
        defer { try? FileManager.default.removeItem(atPath: build.library) }
        let checkStart = Date()
        // An entry point (a UIKit folder's other view controllers) that traps or hangs when made is not offered,
        // with a warning; the check runs again without it for the ones after it (LayoutCheckCommand).
        // The default itself (the first controller found) is one of them: the next one becomes the default.
        var broken: [(entry: String, rule: LayoutFinding.Rule, what: String, wasDefault: Bool)] = []
        var newDefault: String? = nil
        var (name, warnings, trapped): (String, [LayoutWarning],
                                        (entry: String, rule: LayoutFinding.Rule, what: String, nextDefault: String?)?)
        do {
            (name, warnings, trapped) = try check(build.library, file: path, checker: startChecker(file: path))
        } catch {
            // A file loaded with placeholders for its repository's types may trap on what those files would have
            // done (JZWeekViewFlowLayout's `sectionWidth`, set by its repository's week view): the message says so.
            var error = error
            if !build.placeholders.isEmpty {
                error.message += " (it was compiled without its repository's other files, with placeholders for "
                    + build.placeholders.joined(separator: ", ") + ": a value those files set may be what is missing; "
                    + "put them beside this one)"
            }
            throw error
        }
        while let entry = trapped, broken.count < 64 {
            broken.append((entry.entry, entry.rule, entry.what, entry.nextDefault != nil))
            if let next = entry.nextDefault { newDefault = next }
            do {
                (name, warnings, trapped) = try check(build.library, file: path, checker: startChecker(
                    file: path, skipping: broken.map(\.entry), default: newDefault), skipping: broken.map(\.entry))
            } catch {
                // Every entry point trapped: the message names the ones tried before this one.
                var error = error
                error.message += "; before it, as the default: " + broken.map { "entry point \($0.entry) \($0.what)" }
                    .joined(separator: "; ")
                throw error
            }
        }
        for b in broken {
            warnings.append(LayoutWarning(rule: b.rule.rawValue, message: "entry point \(b.entry) \(b.what) when made "
                + "at the session's size, so it is not offered"
                + (b.wasDefault ? " (\(newDefault ?? "the next") is shown first instead)" : "") + "; \(b.rule.whatUIKitDoes)"))
        }
        let checkMs = Date().timeIntervalSince(checkStart) * 1000
        let loadStart = Date()
        let plugin = try PluginLoader.load(build.library, file: path)
        // (a target folder: its own images.)
        uikitAddImageFolders(besideLayoutFile: UIKitTarget.isFolder(path) ? (path as NSString).appendingPathComponent("-") : path)  // UIImage(named:) finds the file's images (docs/cells.md)
        var descriptor = plugin.descriptor(name: name, source: path, warnings: warnings)
        descriptor.parameters = Self.without(entries: Set(broken.map(\.entry)), Self.with(default: newDefault, descriptor.parameters))
        return Loaded(descriptor: descriptor, compileMilliseconds: build.milliseconds, checkMilliseconds: checkMs,
                      loadMilliseconds: Date().timeIntervalSince(loadStart) * 1000, rewrites: build.rewrites,
                      made: build.made, rewriteMilliseconds: build.rewriteMilliseconds)
    }

    /// The layout in `path`, which must have a name no other of `layouts` has.
    func load(_ path: String, joining layouts: [LayoutDescriptor]) throws(LayoutFileError) -> Loaded {
        let loaded = try load(path)
        do { try LayoutRegistry.checkName(of: loaded.descriptor, joining: layouts) } catch {
            // The whole path: two `a.swift` in different folders must not read alike (issue 26, 12).
            throw LayoutFileError(file: path, message: "\(BytePath(path).display): \(error.message)")
        }
        return loaded
    }

    /// A compositional spec (docs/compositional.md): decoded ("compile" is the decoding, bounded by SpecLimits),
    /// then checked over the same ladder as a Swift layout, in a child process with the same time limit and a memory
    /// limit (`checkSpec`): the model is the core's own code, but a spec can still ask it for too much.
    private func loadSpec(_ path: String) throws(LayoutFileError) -> Loaded {
        let start = Date()
        let descriptor: LayoutDescriptor
        do { descriptor = try CompositionalSpecFile.load(path: path) } catch {
            let line = (error as? CompositionalSpecError)?.line
            throw LayoutFileError(file: path, message: String(describing: error),
                                  details: [LayoutFileError.Excerpt(summary: String(describing: error),
                                                                    source: line.flatMap { Self.sourceLine($0, of: path) })])
        }
        let decoded = Date()
        try checkSpec(path)
        return Loaded(descriptor: descriptor, compileMilliseconds: decoded.timeIntervalSince(start) * 1000,
                      checkMilliseconds: Date().timeIntervalSince(decoded) * 1000, loadMilliseconds: 0)
    }

    /// Line `n` (1-based) of the file at `path`, tabs as four spaces.
    static func sourceLine(_ n: Int, of path: String) -> String? {
        guard case .success(let text) = UserFile.readText(BytePath(path)) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard n >= 1, n <= lines.count else { return nil }
        return lines[n - 1].replacingOccurrences(of: "\t", with: "    ")
    }

    /// Removes the build folder (at exit).
    func cleanUp() { try? compilerResult.get().removeBuildDirectory() }

    /// `parameters` with the `entry` choice's `entries` taken out (the default stays: it passed the check).
    static func without(entries: Set<String>, _ parameters: [ParameterSpec]) -> [ParameterSpec] {
        guard !entries.isEmpty else { return parameters }
        return parameters.map { spec in
            guard spec.name == LayoutCheckCommand.entryParameter, case .choice(let words) = spec.kind else { return spec }
            var kept = spec
            kept.kind = .choice(words.filter { !entries.contains($0) || $0 == spec.defaultValue })
            return kept
        }
    }

    /// `parameters` with the `entry` choice's default set to `entry` (the declared one trapped when made).
    static func with(default entry: String?, _ parameters: [ParameterSpec]) -> [ParameterSpec] {
        guard let entry else { return parameters }
        return parameters.map { spec in
            guard spec.name == LayoutCheckCommand.entryParameter, case .choice(let words) = spec.kind,
                  words.contains(entry) else { return spec }
            var kept = spec
            kept.defaultValue = entry
            return kept
        }
    }

    /// Starts `check-layout [--items N --viewport WxH] [--skip-entry NAME …] [--entry NAME] --file=FILE -- -` (the
    /// library's path comes later on its standard input).
    private func startChecker(file: String, skipping: [String] = [],
                              default entry: String? = nil) -> Result<ChildProcess.Started, ChildProcess.NotStarted> {
        var environment = ProcessInfo.processInfo.environment
        // The Swift runtime's backtracer symbolicates for seconds after a crash; the report needs only the message.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // Paths after `--`: a file named `-dash.swift` is not an option.
        return ChildProcess.start(LayoutCompiler.executablePath(),
                                  ["check-layout"] + sessionArguments + skipping.flatMap { ["--skip-entry", $0] }
                                      + (entry.map { ["--entry", $0] } ?? [])
                                      + ["--file=" + file, "--", "-"],
                                  environment: environment, separateErrors: true, input: true)
    }

    /// Runs the check in the started child (the layout at its default parameters); the layout's name when every
    /// rule holds, or (a UIKit layout) when nothing fatal happened at the session's own size, with its warnings.
    private func check(_ library: String, file: String, checker: Result<ChildProcess.Started, ChildProcess.NotStarted>,
                       skipping: [String] = [])
        throws(LayoutFileError) -> (name: String, warnings: [LayoutWarning],
                                    trapped: (entry: String, rule: LayoutFinding.Rule, what: String, nextDefault: String?)?) {
        let name = (file as NSString).lastPathComponent
        let result: ChildProcess.Result
        switch checker {
        case .success(let started): result = started.finish(writing: library + "\n", timeout: checkTimeout)
        case .failure(let failed): result = failed.result
        }
        let lastCall = result.errors.split(separator: "\n").last { $0.hasPrefix("call: ") }
            .map { Self.callName(String($0.dropFirst("call: ".count))) } ?? "loading"
        // A UIKit layout: warnings, and whether its session's own step passed before it trapped or hung.
        let lines = result.output.split(separator: "\n").map(String.init)
        var warnings = lines.compactMap { LayoutWarning(reportLine: Substring($0)) }
        let passedSession = lines.last { $0.hasPrefix(LayoutCheckCommand.sessionPassedLine) }
            .map { String($0.dropFirst(LayoutCheckCommand.sessionPassedLine.count)) }
        let lastStep = result.errors.split(separator: "\n").last { $0.hasPrefix(LayoutCheckCommand.stepPrefix) }
            .map { String($0.dropFirst(LayoutCheckCommand.stepPrefix.count)) } ?? "another size"
        if let passedSession, lines.last?.hasPrefix(LayoutCheckCommand.passLine) != true, result.timedOut || result.signal != nil {
            let rule: LayoutFinding.Rule = result.timedOut ? .hang : .trap
            // Past the session's own step a timeout is reported as what it is: no answer in time (the debug binary on a
            // busy machine is slow; a hang looks the same from here).
            let what = result.timedOut
                ? "gave no answer in \(ParameterSpec.format(checkTimeout)) s (--layout-check-timeout)"
                : "trapped (\(Self.why(result)))"
            // An other entry point trapped or hung while made (after the whole check of the default one).
            if let entry = result.errors.split(separator: "\n").last(where: { $0.hasPrefix(LayoutCheckCommand.entryPrefix) })
                .map({ String($0.dropFirst(LayoutCheckCommand.entryPrefix.count)) }),
               !lines.contains(LayoutCheckCommand.entryPassedLine + entry) {
                return (passedSession, warnings, (entry, rule, what, nil))
            }
            if !warnings.contains(where: { $0.rule == rule.rawValue }) {
                warnings.append(LayoutWarning(rule: rule.rawValue,
                                              message: "\(lastCall) \(what) at \(lastStep); \(rule.whatUIKitDoes)"))
            }
            return (passedSession, warnings, nil)
        }
        // The default entry point trapped or hung while made or at the session's step (before its session passed):
        // the next entry point not yet tried is made the default instead, as another check.
        let entryChoices = lines.filter { $0.hasPrefix(LayoutCheckCommand.entryChoiceLine) }
            .map { String($0.dropFirst(LayoutCheckCommand.entryChoiceLine.count)) }
        if passedSession == nil, result.timedOut || (result.signal != nil && result.signal != SIGKILL),
           let chosen = lines.last(where: { $0.hasPrefix(LayoutCheckCommand.defaultEntryLine) })
               .map({ String($0.dropFirst(LayoutCheckCommand.defaultEntryLine.count)) }),
           !result.errors.split(separator: "\n").contains(where: { $0.hasPrefix(LayoutCheckCommand.entryPrefix) }),
           let next = entryChoices.first(where: { $0 != chosen && !skipping.contains($0) }) {
            let rule: LayoutFinding.Rule = result.timedOut ? .hang : .trap
            let what = result.timedOut
                ? "gave no answer in \(ParameterSpec.format(checkTimeout)) s (--layout-check-timeout)"
                : "trapped (\(Self.why(result)))"
            return ("", warnings, (chosen, rule, what, next))
        }
        if result.timedOut {
            throw LayoutFileError(file: file, message: "\(name): \(lastCall) hung (no answer in "
                + "\(ParameterSpec.format(checkTimeout)) s); the layout was not loaded")
        }
        // Only an explicit verdict counts: a layout that calls exit(0) ends the child with status 0 and no verdict.
        switch (result.status, lines.last) {
        case (0, let last?) where last.hasPrefix(LayoutCheckCommand.passLine):
            return (String(last.dropFirst(LayoutCheckCommand.passLine.count)), warnings, nil)
        case (LayoutCheckCommand.violationStatus, LayoutCheckCommand.refusedLine?):
            let problems = lines.dropLast()
            let first = UserText.oneLine(problems.first ?? "a rule failed")
            throw LayoutFileError(file: file, message: "\(name): refused: \(first)",
                                  details: problems.prefix(5).map { LayoutFileError.Excerpt(summary: UserText.oneLine($0)) })
        case (let status, _) where result.signal == nil:
            throw LayoutFileError(file: file, message: "\(name): \(lastCall) ended the check (exit status \(status)) "
                + "before its verdict; a layout must not call exit(); the layout was not loaded")
        default:
            if TrapMessage.ranOutOfMemory(result.errors) || result.signal == SIGKILL {
                throw LayoutFileError(file: file, message: "\(name): \(lastCall) needed more than "
                    + "\(LayoutCheckCommand.memoryLimit >> 20) MiB (the check's limit); the layout was not loaded")
            }
            throw LayoutFileError(file: file, message: "\(name): \(lastCall) trapped (\(Self.why(result)))")
        }
    }

    /// The author's own message with its file and line (`Cards.swift:54: Assertion failed: one section only`,
    /// `TrapMessage`), or the signal's meaning when the runtime printed nothing.
    /// The check's step as the messages say it: its `name` step makes the layout (a hosted view controller's
    /// `loadView`, `viewDidLoad`, … run there), the other steps are the layout's own calls.
    static func callName(_ call: String) -> String { call == "name" ? "making the layout" : call }

    static func why(_ result: ChildProcess.Result) -> String {
        if let message = TrapMessage.find(in: result.errors) { return TrapMessage.explained(message) }
        switch result.signal {
        case SIGILL?, SIGTRAP?: return "a runtime check failed, such as an integer overflow or a NaN or infinite number made an Int"
        case SIGSEGV?, SIGBUS?: return "a bad memory access"
        case SIGABRT?: return "aborted"
        case let s?: return "signal \(s)"
        case nil: return "exit status \(result.status)"
        }
    }

    // MARK: - Which files

    /// The layout files named by `--layout-file` options: files as given, folders as every `.swift` file in them
    /// (sorted by name). A missing path is a one-line error.
    static func expand(_ paths: [String]) throws(LayoutFileError) -> [String] {
        try expand(paths, nestedDepth: 0)
    }

    /// How many levels of folders holding only folders are looked into (a repository's `Sources/Name/Core/`).
    static let folderOfFoldersDepth = 4

    /// The layouts of a folder with no layout file of its own (docs/hosting.md, "A folder of folders"): each
    /// subfolder (sorted by name; the target rule's skipped folders — tests, `Pods`, bundles, hidden — left out)
    /// expanded as if it were named, those with no layout left out. Decided: an Xcode group or a package's source
    /// tree keeps its files in subfolders; the user named the folder to see what is in it, so "no layout files" is
    /// said only when no subfolder holds one either.
    static func folderOfFolders(_ path: String, nestedDepth: Int = 0) -> [String] {
        guard nestedDepth < folderOfFoldersDepth else { return [] }
        if nestedDepth == 0 { UIKitSiblingFiles.noteNamedFolder(path) }
        return UIKitTarget.subfolders(of: path, depth: 1).flatMap { sub in
            ((try? expand([sub], nestedDepth: nestedDepth + 1)) ?? []).filter { file in
                // A subfolder of plain Swift files (an app's `Models/`) holds what the layouts beside name, not
                // layouts: they are compiled with the files naming them (the named folder is their root).
                guard file.hasSuffix(".swift"), case .success(let text) = UserFile.readText(BytePath(file)) else { return true }
                return !(UIKitLayoutPlan.isPlainSwiftFile(text) && LayoutEntryPoint.scan(text) == nil)
            }
        }
    }

    private static func expand(_ paths: [String], nestedDepth: Int) throws(LayoutFileError) -> [String] {
        var files: [String] = []
        for path in paths {
            guard let kind = UserFile.kind(of: BytePath(path)) else {
                throw LayoutFileError(file: path, message: "--layout-file \(path): no such file or folder")
            }
            if kind == S_IFDIR, let targets = SwiftUIModule.packageTargets(in: path) {
                // A package's root folder (Package.swift and Sources/): each target's layouts, as if each target
                // folder were named (a UIKit target as one module, a SwiftUI target one layout per file declaring
                // one); targets with neither are skipped.
                var found: [String] = []
                for target in targets {
                    if UIKitTarget.isTarget(target) {
                        found.append(target)
                    } else if let layouts = SwiftUIModule.layoutFiles(in: target) {
                        found += layouts
                    } else if UIKitTarget.uikitFiles(in: target).count > 0 {
                        // A library target of UIKit layout files with no entry point (ToosieSlide's): its files as
                        // a folder's are (each layout on its own, with the files it names).
                        found += (try? expand([target])) ?? []
                    }
                }
                guard !found.isEmpty else {
                    throw LayoutFileError(file: path, message: "--layout-file \(path): the package has no target with a "
                        + "layout (a UIKit target, or SwiftUI files declaring a Layout, a scrolling View, a #Preview or a "
                        + "ScrollTargetBehavior under Sources/)")
                }
                files += found
            } else if kind == S_IFDIR, UIKitTarget.isTarget(path),
                      !(UIKitTarget.uikitFiles(in: path).isEmpty && SwiftUIModule.layoutFiles(in: path) != nil) {
                // (A SwiftUI app's folder, which its Xcode project makes a target too, holds no UIKit file: it is a
                // SwiftUI module, below; swiftui13, akashkottil/masonry-layout-swiftui.)
                // A target (docs/hosting.md): its UIKit files as one module, named by the folder; the folder's other
                // layout files (native, spec, SwiftUI) each on their own.
                files.append(path)
                files += UIKitTarget.others(in: path)
            } else if kind == S_IFDIR, let layouts = SwiftUIModule.layoutFiles(in: path) {
                // A SwiftUI module (SwiftUIModule): one layout per file that declares one, each compiled with the
                // module's other files; the folder's UIKit, native and spec files each on their own.
                let names = (try? UserFile.listFolder(BytePath(path)).get()) ?? []
                let others = names.compactMap { String(validating: $0.bytes, as: UTF8.self) }.filter { isLayoutFile($0) }.sorted()
                    .map { (path as NSString).appendingPathComponent($0) }
                    .filter { file in
                        guard file.hasSuffix(".swift") else { return true }
                        guard case .success(let text) = UserFile.readText(BytePath(file)) else { return true }
                        // (Nor the SwiftUI app's entry point: its window is not a layout, as in the module.)
                        return !SwiftUIModule.isModuleText(text) && !SwiftUIModule.isAppEntryPoint(text)
                    }
                files += layouts + UIKitLayoutGroup.withoutCompanions(others)
            } else if kind == S_IFDIR {
                // Names that are not UTF-8 cannot be compiled (the compiler takes text paths): they are not layouts.
                let names = (try? UserFile.listFolder(BytePath(path)).get()) ?? []
                let found = names.compactMap { String(validating: $0.bytes, as: UTF8.self) }.filter { isLayoutFile($0) }.sorted()
                guard !found.isEmpty else {
                    // A folder of folders (a library's `Source/` holding `Core/` and `Layouts/`, a repository's
                    // root): each subfolder as if it were named, down to `folderOfFoldersDepth` levels.
                    let inside = folderOfFolders(path, nestedDepth: nestedDepth)
                    guard inside.isEmpty else { files += inside; continue }
                    throw LayoutFileError(file: path, message: "--layout-file \(path): the folder has no layout files "
                        + "(.swift, .yaml, .yml, .json)" + (nestedDepth > 0 ? "" : ", nor any subfolder holding one"))
                }
                // A UIKit group (Name.swift and its Name+*.swift) is one layout (docs/uikit.md).
                let listed = UIKitLayoutGroup.withoutCompanions(found.map { (path as NSString).appendingPathComponent($0) })
                // A UIKit file that only supports the others (a delegate protocol, an extension) is compiled with
                // the files naming its types, not loaded as a layout of its own (UIKitLayoutPlan.supportFiles).
                let uikit = listed.compactMap { file -> (path: String, text: String)? in
                    guard file.hasSuffix(".swift"), case .success(let text) = UserFile.readText(BytePath(file)),
                          UIKitLayoutPlan.isUIKitFile(text) else { return nil }
                    return (file, text)
                }
                let support = uikit.count > 1 ? UIKitLayoutPlan.supportFiles(uikit) : []
                // A plain Swift file beside UIKit files (a model or enum importing only Foundation, as
                // SwiftMosaicLayout's CellSize.swift and Matrix.swift) is compiled as their sibling when they name
                // it (UIKitSiblingFiles), not loaded as a native layout it never was: one with no native
                // `makeLayout` is left out of the folder's layouts. A folder of plain files alone keeps them, and
                // their error says what a native file needs.
                let plain = uikit.isEmpty ? [] : Set(listed.filter { file in
                    guard file.hasSuffix(".swift"), case .success(let text) = UserFile.readText(BytePath(file)) else { return false }
                    return UIKitLayoutPlan.isPlainSwiftFile(text) && LayoutEntryPoint.scan(text) == nil
                })
                files += listed.filter { !support.contains($0) && !plain.contains($0) }
            } else {
                // Naming a UIKit group's companion names the group: its main file is built and watched.
                files.append(UIKitLayoutGroup.main(of: path) ?? path)
            }
        }
        return files
    }

    /// Whether a file name is one a folder's layouts are loaded from: Swift files and compositional specs.
    static func isLayoutFile(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".swift") || CompositionalSpecFile.isSpecFile(name))
    }
}
