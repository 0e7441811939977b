import Testing
@testable import PlaygroundApp
import PlaygroundCore

/// The window's live layout files (`LiveLayoutsController`): a finished build becomes an `installLayout` input event
/// for the playground (the controller never changes it), a refused or failed one an error kept until the next good
/// save; each is a reload in the trace, and the counts are the status file's.
@Suite struct LiveLayoutsControllerTests {
    /// A built layout named `name` (a copy of the grid's descriptor), as the watcher hands it over.
    func loaded(_ name: String) -> LayoutFileLoader.Loaded {
        var descriptor = LayoutRegistry.all[0]
        descriptor.name = name
        descriptor.source = "/tmp/\(name).swift"
        return LayoutFileLoader.Loaded(descriptor: descriptor, compileMilliseconds: 1200, checkMilliseconds: 30,
                                       loadMilliseconds: 2)
    }

    @Test func aGoodBuildIsAnInstallEventAndAReload() {
        var trace = Trace()
        let live = LiveLayoutsController(nil, trace: &trace)
        _ = live.apply(.building(file: "/tmp/spiral.swift"), joining: LayoutRegistry.all, at: 1, trace: &trace)
        #expect(live.compiling == ["/tmp/spiral.swift"] && live.busyNote == "compiling spiral.swift…")
        let step = live.apply(.loaded(file: "/tmp/spiral.swift", loaded("spiral"), savedAt: 0),
                              joining: LayoutRegistry.all, at: 2.5, trace: &trace)
        guard case .installLayout(let install)? = step.event?.kind else {
            Issue.record("no install event: \(String(describing: step.event))")
            return
        }
        #expect(install.descriptor?.name == "spiral" && install.file == "/tmp/spiral.swift" && step.event?.time == 2.5)
        #expect(step.message == "Loaded spiral from spiral.swift (compile 1200 ms)")
        #expect(live.compiling.isEmpty && live.errors.isEmpty && live.everLoaded == ["/tmp/spiral.swift"])
        #expect(live.installed == 1 && live.failed == 0 && trace.reloads.count == 1)
    }

    @Test func aNameThatClashesIsRefusedAndKeptAsAnError() {
        var trace = Trace()
        let live = LiveLayoutsController(nil, trace: &trace)
        // "grid" is a built-in's name: the check refuses it, the playground gets nothing.
        let step = live.apply(.loaded(file: "/tmp/g.swift", loaded("grid"), savedAt: 0), joining: LayoutRegistry.all,
                              at: 1, trace: &trace)
        #expect(step.event == nil && step.message == nil)
        #expect(live.errors["/tmp/g.swift"]?.message.hasPrefix("g.swift: ") == true)
        #expect(live.installed == 0 && live.failed == 1 && trace.reloads.count == 1)
        // The next good save of the same file clears its error.
        let next = live.apply(.loaded(file: "/tmp/g.swift", loaded("g"), savedAt: 0), joining: LayoutRegistry.all,
                              at: 2, trace: &trace)
        #expect(next.event != nil && live.errors.isEmpty && live.installed == 1 && trace.reloads.count == 2)
    }

    @Test func aFailedBuildAndADeletedFileAreCounted() {
        var trace = Trace()
        let live = LiveLayoutsController(nil, trace: &trace)
        let failure = LayoutFileError(file: "/tmp/a.swift", message: "a.swift:3:1: error: expected '}'")
        #expect(live.apply(.failed(file: "/tmp/a.swift", failure, savedAt: 0), joining: LayoutRegistry.all, at: 1,
                           trace: &trace).event == nil)
        let gone = live.apply(.deleted(file: "/tmp/a.swift"), joining: LayoutRegistry.all, at: 2, trace: &trace)
        #expect(gone.event == nil && gone.message == "a.swift is gone; its last good layout stays")
        #expect(live.failed == 1 && live.deleted == 1 && live.errors.count == 1 && trace.reloads.count == 1)
    }
}
