import Foundation
import PlaygroundCore
import SwiftUIBridge

/// The window's live layout files (`--layout-file`, rebuilt on save; docs/custom-layouts.md): the watcher's builds,
/// the errors of the files whose last save did not build, the files that built at least once, those compiling now,
/// a layout swapped in this frame, and the reloads installed, refused and deleted. Each finished build becomes an
/// `installLayout` input event the window hands to the playground (the one flow, so a recorded session replays it)
/// and a reload in the trace.
final class LiveLayoutsController {
    /// What one build outcome asks of the window.
    struct Step {
        /// For the playground.
        var event: InputEvent?
        /// For the HUD.
        var message: String?
    }

    /// The user's layout files and their watcher (nil: none given).
    let userLayouts: UserLayouts?
    /// The errors of the files whose last save did not build, by file.
    private(set) var errors: [String: LayoutFileError]
    /// The layout files that built at least once in this session; those being compiled now.
    private(set) var everLoaded: Set<String> = []
    private(set) var compiling: Set<String> = []
    /// A layout swapped in this frame: when its save was seen and what its build cost, reported once the frame
    /// showing it is presented.
    private var swapped: (file: String, loaded: LayoutFileLoader.Loaded, savedAt: Double)?
    /// Builds after the start: installed, refused (a compile error, a failed check, a name clash); files deleted.
    private(set) var installed = 0, failed = 0, deleted = 0

    /// Takes over the files loaded at the start; their loads are the trace's first reloads.
    init(_ userLayouts: UserLayouts?, trace: inout Trace) {
        self.userLayouts = userLayouts
        errors = userLayouts?.errors ?? [:]
        everLoaded = Set((userLayouts?.startLoads ?? []).filter { $0.error == nil }.map(\.file))
        for load in userLayouts?.startLoads ?? [] {
            trace.recordReload(time: 0, file: load.file, layout: load.layout, error: load.error,
                               compileMilliseconds: load.compileMs, rewrites: load.rewrites)
        }
    }

    /// Whether a build finished since the last `drain` (the window's wait looks for one).
    var hasOutcomes: Bool { userLayouts?.hasOutcomes == true }

    /// What the watcher saw since the last call.
    func drain() -> [LayoutFileWatcher.Outcome] { userLayouts?.drain() ?? [] }

    /// One outcome at clock time `now`: a layout that built and whose name fits among `layouts` (the playground's,
    /// as they are now) is installed; a failed file's errors stay over the window until its next good save.
    func apply(_ outcome: LayoutFileWatcher.Outcome, joining layouts: [LayoutDescriptor], at now: Double,
               trace: inout Trace) -> Step {
        switch outcome {
        case .building(let file):
            compiling.insert(file)
            Diagnostics.out("compiling \((file as NSString).lastPathComponent)…")
            return Step()
        case .loaded(let file, var loaded, let savedAt):
            compiling.remove(file)
            // A rebuilt layout is the one behaviour files apply; a rebuilt behaviour lists every loaded layout.
            SwiftUILoadedLayouts.register([loaded.descriptor])
            loaded.descriptor = SwiftUILoadedLayouts.refreshingChoices(of: [loaded.descriptor])[0]
            everLoaded.insert(file)
            do throws(ParameterError) {
                // Checked here for the message; the playground installs it as an input event (a recorded session
                // replays it).
                try LayoutRegistry.checkName(of: loaded.descriptor, joining: layouts)
                errors[file] = nil
                swapped = (file, loaded, savedAt)
                installed += 1
                trace.recordReload(time: now, file: file, layout: loaded.descriptor.name, error: nil,
                                   compileMilliseconds: loaded.compileMilliseconds, rewrites: loaded.rewrites,
                                   warnings: loaded.descriptor.warnings)
                return Step(event: InputEvent(time: now, .installLayout(LayoutInstall(file: file,
                                                                                       descriptor: loaded.descriptor))),
                            message: "Loaded \(loaded.descriptor.name) from \((file as NSString).lastPathComponent) "
                                + "(compile \(Int(checked: loaded.compileMilliseconds)) ms)")
            } catch {
                let failure = LayoutFileError(file: file, message: "\((file as NSString).lastPathComponent): \(error.message)")
                errors[file] = failure
                failed += 1
                Diagnostics.warn(failure.message)
                trace.recordReload(time: now, file: file, layout: nil, error: failure.message,
                                   compileMilliseconds: loaded.compileMilliseconds)
                return Step()
            }
        case .failed(let file, let error, _):
            compiling.remove(file)
            errors[file] = error
            failed += 1
            Diagnostics.warn(error.message)
            trace.recordReload(time: now, file: file, layout: nil, error: error.message, compileMilliseconds: nil)
            return Step()
        case .deleted(let file):
            compiling.remove(file)
            deleted += 1
            return Step(message: "\((file as NSString).lastPathComponent) is gone; its last good layout stays")
        }
    }

    /// One line on stdout for a layout swapped in this frame: its build's steps and the save-to-frame time.
    func reportSwap() {
        guard let s = swapped else { return }
        swapped = nil
        let total = (UserLayouts.wallClock() - s.savedAt) * 1000
        Diagnostics.out("reloaded \(s.loaded.descriptor.name) from \(s.file): compile \(Int(checked: s.loaded.compileMilliseconds)) ms, "
            + "check \(Int(checked: s.loaded.checkMilliseconds)) ms, load \(Int(checked: s.loaded.loadMilliseconds)) ms, "
            + "save to frame \(Int(checked: total)) ms")
    }

    /// The HUD's busy note while files compile.
    var busyNote: String? {
        compiling.isEmpty ? nil
            : "compiling \(compiling.sorted().map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))…"
    }
}
