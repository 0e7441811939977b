import ArgumentParser
import Foundation
import PlaygroundCore

@main
struct PlaygroundCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A playground for collection-view layouts: grid, waterfall, rotating, cards, coverflow.",
        subcommands: [RunCommand.self, ReplayCommand.self, RenderCommand.self, LayoutsCommand.self, DumpCommand.self,
                      BenchCommand.self, NewLayoutCommand.self, LayoutCheckCommand.self,
                      SpecCheckCommand.self],
        defaultSubcommand: RunCommand.self)
}
