import ArgumentParser
import Foundation
import PlaygroundCore

/// `playground check-spec FILE` (internal): decodes a compositional spec and runs the layout rules over the ladder
/// (LayoutValidator.checkLadder), as `check-layout` does for a compiled Swift layout. The app runs it as a child
/// process with the same time limit, and this process caps its own memory first, so a spec that would take minutes
/// or gigabytes (issue 26) ends in a one-line refusal instead of taking the window with it.
///
/// Like `check-layout` it checks the session's own item count and viewport too (`--items`, `--viewport`) and ends
/// with a verdict: status 0 and `verdict: pass NAME` when every rule holds; status 3, one line per violation (or
/// the decoding error), then `verdict: refused` when not; anything else means the check itself died (out of memory).
struct SpecCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-spec", abstract: "Check a compositional spec file (used by the app, in a child process).",
        shouldDisplay: false)

    /// The most memory the check may take, bytes: every example takes under 40 MiB (the process itself included);
    /// the bomb took 9.6 GB.
    static let memoryLimit: rlim_t = 1 << 30

    @Option(help: "The session's item count, checked besides the ladder's.") var items: Int?
    @Option(help: "The session's viewport WxH, checked besides the ladder's.") var viewport: String?
    @Argument var file: String

    func run() throws {
        var limit = rlimit(rlim_cur: Self.memoryLimit, rlim_max: Self.memoryLimit)
        _ = setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
        let descriptor: LayoutDescriptor
        do { descriptor = try CompositionalSpecFile.load(path: file) } catch {
            print(String(describing: error))
            throw ExitCode(LayoutCheckCommand.violationStatus)
        }
        let problems: [String]
        do {
            let values = try ParameterValues([:], specs: descriptor.parameters, layout: descriptor.name)
            let session = viewport.flatMap { try? Parse.size($0, option: "--viewport") }
                .map { (itemCount: max(0, items ?? 0), viewport: $0) }
            problems = LayoutValidator.checkLadder({ descriptor.make(values) }, session: session)
        } catch {
            problems = [error.message]
        }
        guard problems.isEmpty else {
            for p in problems.prefix(5) { print(p) }
            print(LayoutCheckCommand.refusedLine)
            throw ExitCode(LayoutCheckCommand.violationStatus)
        }
        print(LayoutCheckCommand.passLine + descriptor.name)
    }
}
