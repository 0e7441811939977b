import ArgumentParser
import Foundation
import PlaygroundCore

@main
struct PlaygroundCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A playground for collection-view layouts: grid, waterfall, rotating, cards.",
        subcommands: [RunCommand.self, ReplayCommand.self, RenderCommand.self],
        defaultSubcommand: RunCommand.self)
}

/// What to show: layout, viewport, items. Shared by run, replay, render and dump.
struct SceneOptions: ParsableArguments {
    @Option(help: "Layout: \(LayoutRegistry.names.joined(separator: ", ")).")
    var layout: String = "grid"

    @Option(help: "Window (viewport) size in points, WxH.")
    var size: String = "1280x800"

    @Option(help: "Folder of images (PNG, JPEG, WebP, GIF, BMP, TGA), sorted by file name. Default: Resources/.")
    var images: String?

    @Option(help: "Number of items (default: one per image). Items cycle through the images.")
    var items: Int?

    @Option(name: .customLong("param"), help: "A layout parameter, name=value (repeatable).")
    var params: [String] = []

    func viewport() throws -> Size { try Parse.size(size, option: "--size") }

    func parameters() throws -> [String: String] { try Parse.params(params) }
}

/// Parsing of the CLI's small value formats, with one-line errors.
enum Parse {
    /// "1280x800" (or 1280×800).
    static func size(_ text: String, option: String) throws -> Size {
        let parts = text.replacingOccurrences(of: "×", with: "x").lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw CLIError("\(option) must be WxH (for example 1280x800), got '\(text)'")
        }
        guard w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw CLIError("\(option) must be 1…16384 on each side, got '\(text)'")
        }
        return Size(width: w, height: h)
    }

    /// "X,Y" (finite numbers).
    static func point(_ text: String, option: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { throw CLIError("\(option) must be X,Y (for example 0,120), got '\(text)'") }
        guard x.isFinite, y.isFinite, abs(x) < 1e12, abs(y) < 1e12 else {
            throw CLIError("\(option) must be finite numbers, got '\(text)'")
        }
        return Point(x: x, y: y)
    }

    /// ["itemWidth=120", …] → ["itemWidth": "120", …].
    static func params(_ list: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for entry in list {
            guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex else {
                throw CLIError("--param must be name=value, got '\(entry)'")
            }
            result[String(entry[..<eq])] = String(entry[entry.index(after: eq)...])
        }
        return result
    }
}

