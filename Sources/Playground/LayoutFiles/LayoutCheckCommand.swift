import ArgumentParser
import Foundation
import PlaygroundCore

/// `playground check-layout LIBRARY --file FILE` (internal): loads a compiled user layout and runs the layout
/// rules over the ladder of item counts and viewports (LayoutValidator.checkLadder). The app runs it as a child
/// process, so a layout that traps or hangs never takes the window down. With `-` for LIBRARY the path is read
/// from standard input (one line): the app starts the checker while the compiler runs, so the check does not wait
/// for a process to start; no line (the build failed) ends it with status 0 and no output.
///
/// Before each call into the layout it writes `call: NAME` to standard error, so the parent can say which call
/// trapped. Exit status: 0 and `name: NAME` on standard output when every rule holds; 3 and one violation per
/// line when one does not; anything else means the layout trapped.
struct LayoutCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-layout", abstract: "Check a compiled layout file (used by the app, in a child process).",
        shouldDisplay: false)

    static let violationStatus: Int32 = 3

    @Argument var library: String
    @Option var file: String

    func run() throws {
        var library = self.library
        if library == "-" {
            guard let line = readLine(strippingNewline: true), !line.isEmpty else { return }
            library = line
        }
        let probe: LayoutValidator.Probe = { call in
            let line = "call: \(call)\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
        }
        probe("parameters")
        let plugin: LayoutPlugin
        do { plugin = try PluginLoader.load(library, file: file) } catch {
            print(error.message)
            throw ExitCode(Self.violationStatus)
        }
        let values: ParameterValues
        do { values = try ParameterValues([:], specs: plugin.parameters, layout: "(user layout)") } catch {
            print("parameters: \(error)")
            throw ExitCode(Self.violationStatus)
        }
        probe("name")
        let name = plugin.make(values).name
        let problems = LayoutValidator.checkLadder({ plugin.make(values) }, probe: probe)
        guard problems.isEmpty else {
            for p in problems.prefix(5) { print(p) }
            throw ExitCode(Self.violationStatus)
        }
        print("name: \(name)")
    }
}
