import ArgumentParser
import Foundation
import PlaygroundOS
import PlaygroundCore
import SwiftUIBridge

/// `--layout-file` and its check's time limit: shared by run, dump, render, replay and bench.
struct LayoutFileOptions: ParsableArguments {
    @Option(name: .customLong("layout-file"),
            help: "A layout file (Swift) or a folder of them, compiled and added after the built-ins (repeatable; docs/custom-layouts.md). The window reloads it on save.")
    var paths: [String] = []

    @Option(name: .customLong("layout-check-timeout"), parsing: .unconditional,
            help: "Seconds a layout file's check may take before the layout counts as hung.")
    var checkTimeout: String = ParameterSpec.format(LayoutFileLoader.defaultCheckTimeout)

    @Option(name: .customLong("layout-compile-timeout"), parsing: .unconditional,
            help: "Seconds compiling a layout file may take before it is stopped (default 60).")
    var compileTimeout: String = ParameterSpec.format(LayoutCompiler.defaultTimeout)

    func compileLimit() throws -> Double {
        guard let t = Double(compileTimeout.trimmingCharacters(in: .whitespaces)), t.isFinite, t > 0, t <= 3600 else {
            throw CLIError("--layout-compile-timeout must be a number of seconds in (0, 3600], got "
                + "'\(UserText.quoted(compileTimeout))'")
        }
        return t
    }

    /// A loader with this command's limits, for the session's first item count and viewport. From here on user
    /// code may run in this process: its `print`s go to standard error, not into our documents (issue 26, 8),
    /// and its `exit()` is reported (`UserCodeExit`).
    func loader(session: (itemCount: Int, viewport: Size)?) throws -> LayoutFileLoader {
        let loader = LayoutFileLoader(checkTimeout: try timeout(), compileTimeout: try compileLimit())
        loader.session = session
        PlaygroundOSLog.verbose = verbose  // a loaded file's Logger / os_log messages: standard error (docs/uikit.md)
        StandardOutput.reserveForDocuments()
        UserCodeExit.arm()
        UserCodeExit.whenUserCodeExits { loader.cleanUp() }  // the build folder, as at a normal end
        return loader
    }

    @Flag(name: .customLong("verbose"),
          help: "Print what each layout file's build did on standard error: how a UIKit layout is made, what its rewrite step changed, the compile time.")
    var verbose = false

    func timeout() throws -> Double {
        guard let t = Double(checkTimeout.trimmingCharacters(in: .whitespaces)), t.isFinite, t > 0, t <= 600 else {
            throw CLIError("--layout-check-timeout must be a number of seconds in (0, 600], got '\(UserText.quoted(checkTimeout))'")
        }
        return t
    }

    /// The files to load (folders expanded), or a one-line error.
    func files() throws -> [String] {
        do { return try LayoutFileLoader.expand(paths) } catch { throw CLIError(error.message) }
    }

    /// Headless commands: every file compiled, checked and loaded, or the first failure as a one-line error
    /// (the compiler's FILE:LINE:COL, or which call trapped). The built-ins followed by the user layouts.
    func loadAll(extra: [String] = [], session: (itemCount: Int, viewport: Size)? = nil) throws -> [LayoutDescriptor] {
        let files = try self.files() + extra
        guard !files.isEmpty else { return LayoutRegistry.all }
        let loader = try loader(session: session)
        defer { loader.cleanUp() }
        var layouts = LayoutRegistry.all
        for file in files {
            do {
                let loaded = try loader.load(file, joining: layouts)
                if verbose { Self.report(loaded, file: file) }
                layouts.append(loaded.descriptor)
                SwiftUILoadedLayouts.register([loaded.descriptor])
            } catch {
                // --verbose says why: every error the build or the check reported, one a line.
                if verbose { Self.report(error) }
                throw CLIError(error.message)
            }
        }
        // A behaviour file's `applyTo` lists the layouts of the files after it too (docs/swiftui.md).
        return SwiftUILoadedLayouts.refreshingChoices(of: layouts)
    }

    /// `--verbose`: one line for the build, then the UIKit rewrite's changes, one a line (standard error).
    static func report(_ loaded: LayoutFileLoader.Loaded, file: String) {
        let made = loaded.made.map { ", \($0); rewrite step \(ParameterSpec.format((loaded.rewriteMilliseconds * 10).rounded() / 10)) ms" } ?? ""
        Diagnostics.line("playground: \(file): layout \(loaded.descriptor.name)\(made); compile \(Int(checked: loaded.compileMilliseconds)) ms, "
            + "check \(Int(checked: loaded.checkMilliseconds)) ms; \(loaded.rewrites.count) rewrite\(loaded.rewrites.count == 1 ? "" : "s")")
        for note in loaded.rewrites { Diagnostics.line("  rewrote \(note)") }
        for warning in loaded.descriptor.warnings {
            let at = warning.element.map { " \($0.category)\($0.kind.map { " " + $0 } ?? "") \($0.section).\($0.item)" } ?? ""
            Diagnostics.line("  warning [\(warning.rule)]\(at): \(warning.message)")
        }
    }

    /// `--verbose` for a file that did not load: the errors after the first (the first is the command's own
    /// one-line error), with their source lines.
    static func report(_ error: LayoutFileError) {
        let more = error.details.dropFirst()
        guard !more.isEmpty else { return }
        Diagnostics.line("playground: \(error.file): did not load; also:")
        for excerpt in more {
            Diagnostics.line("  \(excerpt.summary)")
            if let source = excerpt.source { Diagnostics.line("    \(source)") }
        }
    }

    /// Builds each file a script's `reload` events name (once, as it is now) for the replay to install at the
    /// events' times: the file as named → its layout, or the first failure as a one-line error.
    func builds(_ files: [String], joining layouts: [LayoutDescriptor]) throws -> [String: LayoutDescriptor] {
        guard !files.isEmpty else { return [:] }
        let loader = try loader(session: nil)
        defer { loader.cleanUp() }
        var built: [String: LayoutDescriptor] = [:]
        for file in Set(files).sorted() {
            do { built[file] = try loader.load(file, joining: layouts).descriptor } catch {
                throw CLIError("reload of \(file): \(error.message)")
            }
        }
        return built
    }
}
