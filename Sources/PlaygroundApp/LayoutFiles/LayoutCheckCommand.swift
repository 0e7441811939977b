import ArgumentParser
import Foundation
import PlaygroundCore

/// `playground check-layout LIBRARY --file FILE` (internal): loads a compiled user layout and runs the layout
/// rules over the ladder of item counts and viewports (LayoutValidator.checkLadder), plus the session's own item
/// count and viewport (`--items`, `--viewport`). The app runs it as a child process, so a layout that traps or
/// hangs never takes the window down. With `-` for LIBRARY the path is read from standard input (one line): the app
/// starts the checker while the compiler runs, so the check does not wait for a process to start; no line (the build
/// failed) ends it with status 0 and no output (the app asks nothing of such a checker).
///
/// Before each call into the layout it writes `call: NAME` to standard error, so the parent can say which call
/// trapped. The layout's own output goes to standard error too: standard output carries only the report, which
/// always ends with an explicit verdict line (a layout calling `exit(0)` must not pass, issue 26, 6):
/// status 0 and `verdict: pass NAME` when every rule holds; status 3, one violation per line, then
/// `verdict: refused` when one does not; anything else means the layout trapped or ended the process. A UIKit layout
/// (`CheckPolicy.asIOS`) also reports `warning: RULE<TAB>ELEMENT<TAB>MESSAGE` lines and `session: passed NAME`
/// once its session's own step passed (docs/uikit.md, "The check").
struct LayoutCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-layout", abstract: "Check a compiled layout file (used by the app, in a child process).",
        shouldDisplay: false)

    static let violationStatus: Int32 = 3
    static let passLine = "verdict: pass "
    static let refusedLine = "verdict: refused"

    @Argument var library: String
    @Option var file: String
    @Option(help: "The session's item count, checked besides the ladder's.") var items: Int?
    @Option(help: "The session's viewport WxH, checked besides the ladder's.") var viewport: String?
    @Option(name: .customLong("skip-entry"), help: "An entry point not to make (one that trapped in an earlier check).")
    var skipEntries: [String] = []
    @Option(name: .customLong("entry"), help: "The entry point to make as the default (the declared default trapped).")
    var defaultEntry: String?

    /// The check's data limit, bytes (`RLIMIT_DATA`, set by the child itself, as the spec check's): a layout that
    /// allocates without bound fails its check instead of taking the machine's memory (issue 38: 4.9 GB within the
    /// 5 s check). 1 GiB: the ladder's largest session (100,000 items) needs a few hundred MB at most.
    static let memoryLimit: rlim_t = SpecCheckCommand.memoryLimit

    func run() throws {
        var limit = rlimit(rlim_cur: Self.memoryLimit, rlim_max: Self.memoryLimit)
        _ = setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
        var library = self.library
        if library == "-" {
            guard let line = readLine(strippingNewline: true), !line.isEmpty else { return }
            library = line
        }
        StandardOutput.reserveForDocuments()
        let report = { (line: String) in StandardOutput.write(line + "\n") }
        let refuse = { (lines: [String]) -> ExitCode in
            lines.forEach(report)
            report(Self.refusedLine)
            return ExitCode(Self.violationStatus)
        }
        let probe: LayoutValidator.Probe = { call in
            let line = "call: \(call)\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
        }
        let session = viewport.flatMap { try? Parse.size($0, option: "--viewport") }
            .map { (itemCount: max(0, items ?? 0), viewport: $0) }
        probe("parameters")
        let plugin: LayoutPlugin
        do { plugin = try PluginLoader.load(library, file: file) } catch { throw refuse([error.message]) }
        // A UIKit folder's entry points, before the default is made: when it traps, the parent offers the next one.
        if let spec = plugin.parameters.first(where: { $0.name == Self.entryParameter }), case .choice(let words) = spec.kind {
            words.forEach { report(Self.entryChoiceLine + $0) }
            report(Self.defaultEntryLine + (defaultEntry ?? spec.defaultValue))
        }
        let values: ParameterValues
        do {
            values = try ParameterValues(defaultEntry.map { [Self.entryParameter: $0] } ?? [:], specs: plugin.parameters,
                                         layout: "(user layout)")
        } catch {
            throw refuse(["parameters: \(error)"])
        }
        probe("name")
        let name = plugin.make(values).name
        let problems: [String]
        switch plugin.checkPolicy {
        case .everyRule:
            problems = LayoutValidator.checkLadder({ plugin.make(values) }, session: session, probe: probe)
        case .asIOS:
            // Warnings as they are found, and the session's pass before the ladder: a trap or a hang later is a
            // warning the parent reads from these lines (docs/uikit.md, "The check").
            let step: (String) -> Void = { at in
                let line = Self.stepPrefix + at + "\n"
                _ = line.withCString { write(2, $0, strlen($0)) }
            }
            problems = LayoutValidator.checkAsIOS(
                { plugin.make(values) }, session: session, probe: probe,
                report: LayoutValidator.Report(step: step, warning: { report($0.reportLine) },
                                               sessionPassed: { report(Self.sessionPassedLine + UserText.escaped(name)) },
                                               // What `dump` does next (HostedDataWait): a block the app queued
                                               // that traps is the check's, not the command's (realfiles13:
                                               // a storyboard outlet read in an asyncAfter block).
                                               settle: { HostedDataWait.awaitFirstItems(of: $0) }))
        }
        guard problems.isEmpty else { throw refuse(problems.prefix(5).map(UserText.oneLine)) }
        if plugin.checkPolicy == .asIOS {
            checkOtherEntries(plugin, values: values, session: session, default: defaultEntry, report: report)
        }
        report(Self.passLine + UserText.escaped(name))  // one line whatever the name (the parent checks it)
    }

    /// A UIKit file's other entry points (the `entry` choice: its other view controllers and previews), each made
    /// and asked once at the session's size, as the window would when one is chosen: one that traps is found here,
    /// in the child, not in the window (the parent reads `entry: NAME` before each and `entry passed: NAME` after).
    func checkOtherEntries(_ plugin: LayoutPlugin, values: ParameterValues, session: (itemCount: Int, viewport: Size)?,
                           default chosenDefault: String?, report: (String) -> Void) {
        guard let spec = plugin.parameters.first(where: { $0.name == Self.entryParameter }),
              case .choice(let words) = spec.kind else { return }
        for word in words where word != (chosenDefault ?? spec.defaultValue) && !skipEntries.contains(word) {
            guard let chosen = try? ParameterValues([Self.entryParameter: word], specs: plugin.parameters,
                                                    layout: "(user layout)") else { continue }
            let line = Self.entryPrefix + word + "\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
            var layout = plugin.make(chosen)
            // Without a session (never from the loader), the window's default size and a screen of items.
            let viewport = session?.viewport ?? Size(width: 1280, height: 800)
            layout.prepare(LayoutContext(viewport: viewport, itemCount: session?.itemCount ?? 20))
            _ = layout.attributes(in: Rect(origin: .zero, size: viewport))
            report(Self.entryPassedLine + word)
        }
    }

    /// The hosted plug-in's parameter naming its entry points (UIKitBridge's host plug-in).
    static let entryParameter = "entry"
    /// Standard error, before an entry point is made.
    static let entryPrefix = "entry: "
    /// Standard output, after it was made and asked.
    static let entryPassedLine = "entry passed: "
    /// Standard output, before the default is made: each entry point in order, then the one made as the default.
    static let entryChoiceLine = "entry choice: "
    static let defaultEntryLine = "entry default: "

    /// UIKit layouts: the session's own step passed (a later trap or hang is a warning), with the layout's name.
    static let sessionPassedLine = "session: passed "
    /// UIKit layouts: the ladder's step about to be checked (standard error, as the calls).
    static let stepPrefix = "step: "
}
