import ArgumentParser
import PlaygroundCore

/// `playground layouts`: every layout with its parameters, defaults and valid ranges (Markdown), in hotkey order:
/// the built-ins, then the user's layout files.
struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts", abstract: "List the layouts and their parameters (Markdown).")

    @OptionGroup var layoutFiles: LayoutFileOptions

    func run() throws {
        for (i, d) in try layoutFiles.loadAll().enumerated() {
            StandardOutput.write("## \(i + 1). `\(d.name)` — \(d.summary)\n\n")
            for spec in d.parameters { StandardOutput.write("- \(spec.helpLine)\n") }
            StandardOutput.write("\n")
        }
    }
}
