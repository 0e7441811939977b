import ArgumentParser
import PlaygroundCore

/// `playground layouts`: every layout with its parameters, defaults and valid ranges (Markdown).
struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts", abstract: "List the layouts and their parameters (Markdown).")

    func run() throws {
        for (i, d) in LayoutRegistry.all.enumerated() {
            print("## \(i + 1). `\(d.name)` — \(d.summary)\n")
            for spec in d.parameters { print("- \(spec.helpLine)") }
            print("")
        }
    }
}
