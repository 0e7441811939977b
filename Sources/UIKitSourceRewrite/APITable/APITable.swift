/// docs/uikit-api.md: every public symbol of the Apple-API modules with its state, grouped by module and folder,
/// generated from their sources (`playground uikit-api`; docs/uikit-api.md says how). Text in, text out.
public enum APITable {
    /// The modules the table covers, lowest first, with their folders under the package root.
    public static let modules: [(name: String, folder: String)] = [
        ("CoreGraphics", "Sources/CoreGraphics"),
        ("QuartzCore", "Sources/QuartzCore"),
        ("UIKit", "Sources/UIKit"),
        ("SwiftUI", "Sources/SwiftUI"),
        ("OSLog", "Sources/PlaygroundOS"),
    ]

    /// The command that writes the table (the stale-table test names it).
    public static let command = "swift run playground uikit-api"

    /// One module's sources: file paths relative to its folder, and their text.
    public struct Module {
        public var name: String
        public var files: [(path: String, text: String)]

        public init(name: String, files: [(path: String, text: String)]) {
            self.name = name
            self.files = files
        }
    }

    /// The public declarations of `module`'s files, in path order then source order.
    public static func publicDeclarations(of module: Module) -> [APIDeclaration] {
        module.files.sorted { $0.path < $1.path }.flatMap { file in
            APIDeclarationScan.declarations(in: file.text, file: file.path).filter(\.isPublic)
        }
    }

    /// The Markdown document.
    public static func markdown(_ modules: [Module]) -> String {
        var out = """
        # The Apple-API modules' symbols and their states

        Generated from the sources by `\(command)`; do not edit (a test fails when this file is stale).
        Each public symbol is in one of four states (docs/architecture.md, "Three layers"):

        | state | in code | what the user sees |
        | --- | --- | --- |
        | as iOS | nothing marked | — |
        | approximated / does nothing | a doc line beginning `Playground:` (`Playground: does nothing …` for the second) saying how; a notice recorded on first use | the notice in the window, `dump` and the trace (docs/dump.md) |
        | not provided | `@available(*, unavailable, message: …)` | a compile error that says why |
        | playground extension | a `playground` prefix, "Playground extension (not in UIKit)" in its doc | a name nobody mistakes for Apple's |


        """
        var rows: [(module: String, declarations: [APIDeclaration])] = []
        for module in modules { rows.append((module.name, publicDeclarations(of: module))) }

        out += "| module | as iOS | approximated | does nothing | not provided | playground extension |\n"
        out += "| --- | ---: | ---: | ---: | ---: | ---: |\n"
        for (name, declarations) in rows {
            let counts = [APIDeclaration.State.asIOS, .approximated, .doesNothing, .unavailable, .playgroundExtension]
                .map { state in declarations.filter { $0.state == state }.count }
            out += "| \(name) | " + counts.map(String.init).joined(separator: " | ") + " |\n"
        }

        for (name, declarations) in rows {
            out += "\n## \(name)\n"
            var folder: String?
            for d in declarations {
                let dir = d.file.contains("/") ? String(d.file[..<d.file.lastIndex(of: "/")!]) : "(top level)"
                if dir != folder {
                    folder = dir
                    out += "\n### \(name)/\(dir == "(top level)" ? "" : dir + "/")\n\n"
                    out += "| symbol | kind | state | note |\n| --- | --- | --- | --- |\n"
                }
                let note = d.unavailableMessage ?? d.playgroundNote ?? ""
                out += "| `\(d.name)` | \(d.kind.rawValue) | \(d.state.rawValue) | \(escaped(note)) |\n"
            }
        }
        return out
    }

    static func escaped(_ text: String) -> String {
        text.replacingAll("|", with: "\\|")
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
