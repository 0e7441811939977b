import ArgumentParser
import Foundation
import PlaygroundCore

/// The command line; the `playground` executable (Sources/Playground/main.swift) only calls `PlaygroundMain.run()`.
struct PlaygroundCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A playground for collection-view layouts: grid, waterfall, rotating, cards, coverflow.",
        subcommands: [RunCommand.self, ReplayCommand.self, RenderCommand.self, LayoutsCommand.self, DumpCommand.self,
                      BenchCommand.self, NewLayoutCommand.self, EditorSetupCommand.self, ExportCommand.self,
                      LayoutCheckCommand.self, SpecCheckCommand.self, UIKitAPICommand.self, RewriteCommand.self,
                      SnapshotCommand.self],
        defaultSubcommand: RunCommand.self)

    /// ArgumentParser's own main, with the command's end marked: an exit after it is ours, one before it (from a
    /// layout file's code) is reported (`UserCodeExit`).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            UserCodeExit.disarm()
        } catch {
            UserCodeExit.disarm()
            exit(withError: error)
        }
    }
}

/// The app's entry for the one-file executable: the library holds everything else, so tests and fuzz drivers link it
/// without a second `main`.
package enum PlaygroundMain {
    package static func run() {
        PlaygroundCLI.main()
    }
}
