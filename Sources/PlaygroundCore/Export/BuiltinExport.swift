/// A built-in layout with its tuned values as a UIKit layout class (`playground export --layout NAME --as uikit`,
/// docs/export.md): the UIKit translations of the seeds' layouts (Examples/uikit, which are this exporter's output
/// at the defaults), with the parameters filled in, `targetContentOffset` snapping as the built-in snaps, and the
/// physics constants as the collection view's `decelerationRate` plus comments on what UIKit cannot set.
///
///     let export = try BuiltinExport(layout: "waterfall", params: ["columns": "4"])
///     export.files.map(\.name)   // ["BJWaterfullLayout.swift", "BJWaterfullLayout+Playground.swift"]
public struct BuiltinExport: Sendable {
    /// One file of the export: its name and its text.
    public struct File: Sendable, Hashable {
        public var name: String
        public var text: String
        /// What the target framework cannot express of the layout, said in the file too (the CLI prints it in one
        /// line); nil when it is all there.
        public var notExpressed: String?
        public init(name: String, text: String, notExpressed: String? = nil) {
            self.name = name
            self.text = text
            self.notExpressed = notExpressed
        }
    }

    /// A layout or a value the exporter cannot express, with its one-line reason.
    public struct Unsupported: Error, Sendable, Hashable, CustomStringConvertible {
        public var message: String
        public init(_ message: String) { self.message = message }
        public var description: String { message }
    }

    /// The layouts this exporter writes, and the file each one's class is in.
    public static let supported: [String: String] = [
        "grid": "GridFlowLayout.swift",
        "waterfall": "BJWaterfullLayout.swift",
        "rotating": "CustomTransformCollecionLayout.swift",
        "cards": "CardPagerFlowLayout.swift",
    ]

    public var layout: String
    /// The layout's parameters, checked, defaults filled in.
    public var values: ParameterValues
    /// The layout parameters given (not the defaults), for the header: `itemWidth=150`.
    public var given: [String: String]
    /// The physics tunables given (`physics.decelerationRate` → "0.99"), checked.
    public var physics: [String: String]
    public var files: [File] = []

    /// - Parameters:
    ///   - layout: the built-in's name (`grid`, `waterfall`, `rotating`, `cards`); others throw `Unsupported`.
    ///   - params: the layout's parameters (`--param`, a preset's `[params]`), as strings.
    ///   - physics: `physics.*` tunables, as strings (others are ignored: interactions are the app's).
    public init(layout: String, params: [String: String] = [:], physics: [String: String] = [:]) throws(Unsupported) {
        guard let file = Self.supported[layout] else {
            let what = LayoutRegistry.all.contains { $0.name == layout } ? "the built-in layout \(layout)" : "layout \(layout)"
            throw Unsupported("export --as uikit: \(what) has no UIKit version yet (exported: \(Self.supported.keys.sorted().joined(separator: ", ")), and compositional specs)")
        }
        guard let descriptor = LayoutRegistry.all.first(where: { $0.name == layout }) else {
            throw Unsupported("export --as uikit: no built-in layout \(layout)")
        }
        self.layout = layout
        do {
            values = try ParameterValues(params, specs: descriptor.parameters, layout: layout)
            var checked: [String: String] = [:]
            for (name, raw) in physics where name.hasPrefix("physics.") {
                checked[name] = try Tunables.validate(name, raw)
            }
            self.physics = checked
        } catch {
            throw Unsupported(error.message)
        }
        given = params
        _ = file
        switch layout {
        case "rotating": files = try rotatingFiles()
        case "cards": files = try cardsFiles()
        case "waterfall": files = waterfallFiles()
        default: files = gridFiles()
        }
    }

    /// Every file, one after the other: one Swift source (each file's `import UIKit` repeats harmlessly).
    public var swift: String { files.map(\.text).joined(separator: "\n") }

    // MARK: - Shared pieces

    func n(_ name: String) -> String { SwiftSource.number(values.number(name)) }

    /// `--param a=1 --param b=2` for the header, or "at its defaults".
    var tunedPhrase: String {
        let tuned = given.keys.sorted().map { "--param \($0)=\(values.string($0))" }
            + physics.keys.sorted().map { "--param \($0)=\(physics[$0]!)" }
        return tuned.isEmpty ? "at its defaults" : "with " + tuned.joined(separator: " ")
    }

    var isDefault: Bool { given.isEmpty && physics.isEmpty }

    /// The header's line on where the file comes from and what it matches.
    func provenance(_ w: inout SwiftWriter, file: String) {
        let headers = layout == "grid" && (values.number("headerSize") > 0 || values.number("footerSize") > 0)
        w.comment("""
            It dumps exactly what the built-in `\(layout)` dumps \(tunedPhrase)\(headers ? ", headers and footers aside (UIKit's kinds, and zIndex 10 unless pinned)" : "") (docs/uikit.md). Written by
            `playground export --layout \(layout)\(isDefault ? "" : " …") --as uikit` (docs/export.md), which fills in the tuned values.
              playground run --layout-file \(isDefault ? "Examples/uikit/" : "")\(file)
            """)
        physicsNotes(&w)
    }

    /// The deceleration rate a layout sets in `prepare`, or nil at UIKit's default.
    var decelerationRate: String? {
        guard let raw = physics["physics.decelerationRate"], let v = Double(raw), v != PhysicsConstants().decelerationRate else {
            return nil
        }
        if v == 0.99 { return ".fast" }
        return "UIScrollView.DecelerationRate(rawValue: \(SwiftSource.number(v)))"
    }

    /// The `collectionView?.decelerationRate = …` line in `prepare`, when the rate was tuned.
    func decelerationLine(_ w: inout SwiftWriter, receiver: String = "collectionView?") {
        guard let rate = decelerationRate else { return }
        w.line("// physics.decelerationRate \(physics["physics.decelerationRate"]!) per ms (UIKit's .normal is 0.998, .fast 0.99).")
        w.line("\(receiver).decelerationRate = \(rate)")
    }

    /// Comments on the tuned physics UIKit has no setting for.
    func physicsNotes(_ w: inout SwiftWriter) {
        let others = physics.keys.sorted().filter { $0 != "physics.decelerationRate" }
        guard !others.isEmpty else { return }
        w.comment("Tuned physics UIScrollView has no setting for (docs/physics.md); on iOS its own values apply:")
        for name in others {
            let t = Tunables.named(name)
            w.comment("  \(name) = \(physics[name]!)\(t.map { $0.unit.isEmpty ? "" : " " + $0.unit } ?? "") (default \(t?.spec.defaultValue ?? "?"): \(t?.source ?? ""))")
        }
    }
}
