import Foundation
import Testing

/// SwiftUI layout files compiled, checked and loaded by the binary as a user runs them (docs/swiftui.md): Apple's
/// sample layouts of "Composing custom layouts with SwiftUI" (written from the article, Examples/swiftui) give their
/// closed-form frames in `dump`.
@Suite(.serialized) struct SwiftUILayoutFileTests {
    static var examples: String { Repo.root.appendingPathComponent("Examples/swiftui").path }
    static let timeout = ["--layout-check-timeout", "120"]

    /// The dump of `file` (its name, content size and the items' frames).
    func dump(_ file: String, _ arguments: [String]) throws -> (name: String, content: [Double], frames: [[Double]]) {
        let run = try Run.playground(["dump", "--layout-file", Self.examples + "/" + file] + arguments + Self.timeout)
        #expect(run.status == 0, "\(file): \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let items = (json["items"] as? [[String: Any]]) ?? []
        return (json["layout"] as? String ?? "", json["contentSize"] as? [Double] ?? [],
                items.map { $0["frame"] as? [Double] ?? [] })
    }

    /// Without photos every item is square, 100 points at its ideal size (`itemSizing` fit). A 320-point flow with
    /// 10-point gaps holds three a row (100 + 10 + 100 + 10 + 100 = 320): five items in two rows, 100 + 10 + 100 tall.
    @Test func flowLayout() throws {
        let d = try dump("FlowLayout.swift", ["--items", "5", "--size", "320x480"])
        #expect(d.name == "flowlayout")
        #expect(d.content == [320, 210])
        #expect(d.frames == [[0, 0, 100, 100], [110, 0, 100, 100], [220, 0, 100, 100], [0, 110, 100, 100],
                             [110, 110, 100, 100]])
    }

    /// Three items 100 wide (the widest ideal width), 8 apart (ViewSpacing): 316 wide, centered in 320 (x from 2):
    /// centers 52, 160, 268, at the bounds' middle height (100 tall).
    @Test func equalWidthStack() throws {
        let d = try dump("EqualWidthHStack.swift", ["--items", "3", "--size", "320x480"])
        #expect(d.name == "equalwidthhstack")
        #expect(d.content == [320, 100])
        #expect(d.frames == [[2, 0, 100, 100], [110, 0, 100, 100], [218, 0, 100, 100]])
    }

    /// The radial layout answers `replacingUnspecifiedDimensions()` (it needs both dimensions), so it is proposed
    /// the whole 320 × 480 viewport (docs/swiftui.md, "The proposal"; it was 320 × nil: 10 points tall) and answers
    /// it; the radius is min(320, 480) / 3 around (160, 240); four items at the top, right, bottom and left of that
    /// ring (all ranks 1: no turn), each 100 × 100 (placed with an unspecified proposal) and centered there.
    @Test func radialLayout() throws {
        let d = try dump("RadialLayout.swift", ["--items", "4", "--size", "320x480"])
        #expect(d.name == "radiallayout")
        #expect(d.content == [320, 480])
        let r = 320.0 / 3
        let centers = [(160.0, 240 - r), (160 + r, 240.0), (160.0, 240 + r), (160 - r, 240.0)]
        #expect(d.frames.count == 4)
        for (frame, c) in zip(d.frames, centers) {
            #expect(frame.count == 4 && abs(frame[0] + 50 - c.0) < 1e-9 && abs(frame[1] + 50 - c.1) < 1e-9
                    && frame[2] == 100 && frame[3] == 100, "\(frame) vs \(c)")
        }
    }

    /// A SwiftUI file without a `Layout` says so in one line; a layout needing arguments the panel cannot give (an
    /// array) says it is made with init().
    @Test func filesThatAreNotLayoutsSaySoInOneLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let none = dir.appendingPathComponent("Card.swift")
        try Data("import SwiftUI\nstruct Card: View { var body: some View { Text(\"Hi\") } }\n".utf8).write(to: none)
        let run = try Run.playground(["dump", "--layout-file", none.path] + Self.timeout)
        #expect(run.status != 0)
        #expect(run.stderr.contains("no type conforming to SwiftUI's `Layout`"), "\(run.stderr)")
        let args = dir.appendingPathComponent("Gap.swift")
        try Data("""
            import SwiftUI
            struct Gap: Layout {
                let gaps: [CGFloat]
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            """.utf8).write(to: args)
        let needs = try Run.playground(["dump", "--layout-file", args.path] + Self.timeout)
        #expect(needs.status != 0)
        #expect(needs.stderr.contains("Gap.swift"), "\(needs.stderr)")
    }

    // MARK: Views as layouts (docs/swiftui.md, "Views as layouts")

    /// The items of `dump` (frame, transform, alpha) for `arguments`.
    func items(_ arguments: [String]) throws -> (content: [Double], items: [[String: Any]]) {
        let run = try Run.playground(["dump"] + arguments + Self.timeout)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let all = (json["items"] as? [[String: Any]]) ?? []
        return (json["contentSize"] as? [Double] ?? [], all.filter { $0["category"] as? String == "cell" })
    }

    /// Seed 004's card pager written in SwiftUI (ScrollView + LazyHStack + containerRelativeFrame + scrollTransition
    /// + viewAligned) dumps the built-in `cards` layout's content size, frames, transforms and alpha, at rest and
    /// half a card along.
    @Test func cardPagerFileMatchesCards() throws {
        for offset in ["0,0", "310,0", "930,0"] {
            let file = Self.examples + "/CardPager.swift"
            let ui = try items(["--layout-file", file, "--items", "8", "--size", "1280x800", "--offset", offset])
            let cards = try items(["--layout", "cards", "--items", "8", "--size", "1280x800", "--offset", offset])
            #expect(ui.content == cards.content)
            #expect(ui.items.count == cards.items.count && !ui.items.isEmpty)
            for (a, b) in zip(ui.items, cards.items) {
                #expect(a["frame"] as? [Double] == b["frame"] as? [Double], "\(offset): \(a) vs \(b)")
                let ta = a["transform"] as? [Double] ?? [], tb = b["transform"] as? [Double] ?? []
                #expect(ta.count == 6 && tb.count == 6 && zip(ta, tb).allSatisfy { abs($0 - $1) < 1e-9 }, "\(offset): \(ta) vs \(tb)")
                #expect(abs((a["alpha"] as? Double ?? -1) - (b["alpha"] as? Double ?? -2)) < 1e-9)
            }
        }
    }

    /// The pager's snaps through a replay: seed 004's hard fling (snap-cards.json) rests on the next card, as the
    /// cards layout does, for the view-aligned pager and for the custom one-third behaviour.
    @Test func cardPagerFilesSnapLikeCards() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try String(contentsOf: Repo.root.appendingPathComponent("Tests/Replays/snap-cards.json"), encoding: .utf8)
        for (file, name) in [("CardPager.swift", "cardpager"), ("CardPagerThirds.swift", "cardpagerthirds")] {
            let script = dir.appendingPathComponent("\(name).json")
            try source.replacingOccurrences(of: "\"layout\": \"cards\"", with: "\"layout\": \"\(name)\"")
                .write(to: script, atomically: true, encoding: .utf8)
            let run = try Run.playground(["replay", script.path, "--layout-file", Self.examples + "/" + file] + Self.timeout)
            #expect(run.status == 0, "\(file): \(run.stderr)")
            let trace = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let final = trace["final"] as? [String: Any] ?? [:]
            // snap-cards.json's expectation for the cards layout: one page, whatever the fling's speed.
            #expect(final["contentOffset"] as? [Double] == [620, 0], "\(file): \(final)")
            // The view-aligned pager's pages are its cards (keys and the wheel step through them); a custom
            // behaviour has no pages.
            if name == "cardpager" { #expect(final["page"] as? Int == 1, "\(file): \(final)") }
        }
    }

    /// The adaptive grid of the #Preview: 7 columns of (1248 − 60) / 7 in 1280 less 16-point margins, 10 apart.
    @Test func adaptiveGridPreview() throws {
        let d = try items(["--layout-file", Self.examples + "/AdaptiveGrid.swift", "--items", "9", "--size", "1280x800"])
        let w = (1248.0 - 60) / 7
        #expect(d.items.count == 9)
        for (i, item) in d.items.enumerated() {
            let f = item["frame"] as? [Double] ?? []
            let (r, c) = (Double(i / 7), Double(i % 7))
            #expect(f.count == 4 && abs(f[0] - (16 + c * (w + 10))) < 1e-6 && abs(f[1] - r * (w + 10)) < 1e-6
                    && abs(f[2] - w) < 1e-6 && abs(f[3] - w) < 1e-6, "\(i): \(f)")
        }
    }

    /// Flexible, fixed and bounded flexible columns in 320: 96, 100 (20 after), 96, filling the width; rows of 80,
    /// 12 apart, under 30-point section headers; the next section starts a new line.
    @Test func flexibleGrid() throws {
        let d = try items(["--layout-file", Self.examples + "/FlexibleGrid.swift", "--items", "8", "--size", "320x800"])
        let xs = [0.0, 104, 224], ws = [96.0, 100, 96]
        // Section 0: header 0…30, rows at 42 and 134; section 1's header at 226, its first row at 268.
        let ys = [42.0, 42, 42, 134, 134, 134, 268, 268]
        #expect(d.items.count == 8)
        for (i, item) in d.items.enumerated() {
            let f = item["frame"] as? [Double] ?? []
            #expect(f == [xs[i % 3], ys[i], ws[i % 3], 80], "\(i): \(f)")
        }
    }

    /// A custom Layout reading `.layoutValue` weights and `.layoutPriority`: rows of four in 320, widths in
    /// proportion 1:2:3:4 of 320 − 30, the row of a priority view twice as tall (its own view too).
    @Test func weightedRowReadsValuesAndPriorities() throws {
        let d = try items(["--layout-file", Self.examples + "/WeightedRow.swift", "--items", "8", "--size", "320x800"])
        let unit = (320.0 - 30) / 10
        var x = 0.0
        var expected: [[Double]] = []
        for i in 0..<4 { expected.append([x, 0, unit * Double(i + 1), i == 0 ? 200 : 100]); x += unit * Double(i + 1) + 10 }
        x = 0
        for i in 0..<4 { expected.append([x, 210, unit * Double(i + 1), 100]); x += unit * Double(i + 1) + 10 }
        let frames = d.items.map { $0["frame"] as? [Double] ?? [] }
        #expect(frames.count == 8)
        for (f, e) in zip(frames, expected) {
            #expect(f.count == 4 && zip(f, e).allSatisfy { abs($0 - $1) < 1e-9 }, "\(f) vs \(e)")
        }
    }

    /// `export --layout cards --as swiftui` writes a view file that dumps what the built-in does (here with a
    /// narrower card); layouts SwiftUI cannot express say so in one line.
    @Test func exportCardsAsSwiftUI() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("CardPager.swift").path
        let export = try Run.playground(["export", "--layout", "cards", "--param", "cardWidth=500", "--as", "swiftui", "-o", out])
        #expect(export.status == 0, "\(export.stderr)")
        let ui = try items(["--layout-file", out, "--items", "6", "--size", "1280x800", "--offset", "255,0"])
        let cards = try items(["--layout", "cards", "--param", "cardWidth=500", "--items", "6", "--size", "1280x800", "--offset", "255,0"])
        #expect(ui.content == cards.content)
        #expect(ui.items.map { $0["frame"] as? [Double] ?? [] } == cards.items.map { $0["frame"] as? [Double] ?? [] })
        for (a, b) in zip(ui.items, cards.items) {
            #expect(abs((a["alpha"] as? Double ?? -1) - (b["alpha"] as? Double ?? -2)) < 1e-9)
        }
        let rotating = try Run.playground(["export", "--layout", "rotating", "--param", "loop=true", "--as", "swiftui"])
        #expect(rotating.status != 0)
        #expect(rotating.stderr.contains("export --as swiftui: rotating with loop=true"), "\(rotating.stderr)")
        // What SwiftUI cannot express: one line each, saying why (docs/export.md).
        let spec = Repo.root.appendingPathComponent("Examples/compositional/orthogonal-sections.yaml").path
        let runs = [(rotating, "endless row"),
                    (try Run.playground(["export", "--layout-file", spec, "--as", "swiftui"]), "orthogonal sections")]
        for (run, why) in runs {
            #expect(run.status != 0)
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains(why), "\(run.stderr)")
        }
    }

    /// `export --as swiftui` of `grid` (vertical and horizontal, other sizes and spacings) and `waterfall` (photos
    /// of several aspect ratios) writes files that load back through `--layout-file` with the built-in's content
    /// size and frames, at two window sizes (the round trip).
    @Test(arguments: [
        ("grid", [String]()),
        ("grid", ["itemWidth=120", "itemHeight=90", "interitemSpacing=4", "lineSpacing=6", "insetLeft=30"]),
        ("grid", ["direction=horizontal", "itemWidth=150"]),
        ("waterfall", [String]()),
        ("waterfall", ["columns=4", "columnSpacing=3", "rowSpacing=12", "insetTop=20"]),
    ])
    func exportRoundTrip(layout: String, params: [String]) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("Exported.swift").path
        let given = params.flatMap { ["--param", $0] }
        let export = try Run.playground(["export", "--layout", layout, "--as", "swiftui", "-o", out] + given)
        #expect(export.status == 0, "\(export.stderr)")
        for size in ["1280x800", "500x700"] {
            let common = ["--all", "--items", "23", "--size", size, "--item-sizes", "300x200,200x300,400x400,160x90,90x160"]
            let ui = try items(["--layout-file", out] + common)
            let builtin = try items(["--layout", layout] + given + common)
            #expect(ui.content.count == 2 && zip(ui.content, builtin.content).allSatisfy { abs($0 - $1) < 1e-6 },
                    "\(layout) \(params) \(size): \(ui.content) vs \(builtin.content)")
            let a = ui.items.map { $0["frame"] as? [Double] ?? [] }, b = builtin.items.map { $0["frame"] as? [Double] ?? [] }
            #expect(a.count == 23 && a.count == b.count)
            for (x, y) in zip(a, b) {
                #expect(x.count == 4 && zip(x, y).allSatisfy { abs($0 - $1) < 1e-6 }, "\(layout) \(params) \(size): \(x) vs \(y)")
            }
        }
    }

    /// A layout whose memberwise initializer takes a number, an integer and the file's enum gets them from the
    /// panel (`--param`), with a `PreviewProvider` in the file (compiled, not used): 50-point items `gap` apart in
    /// `columns` columns, shifted down by `gap` when `side` is bottom.
    @Test func initializerArgumentsAreParameters() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-args-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("GapRow.swift")
        try Data("""
            import SwiftUI

            enum Side { case top, bottom }

            struct GapRow: Layout {
                let gap: CGFloat
                var columns: Int
                let side: Side
                var label: String?

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let rows = (subviews.count + columns - 1) / max(1, columns)
                    return CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: CGFloat(rows) * (50 + gap))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (i, s) in subviews.enumerated() {
                        let x = bounds.minX + CGFloat(i % columns) * (50 + gap)
                        let y = bounds.minY + CGFloat(i / columns) * (50 + gap) + (side == .bottom ? gap : 0)
                        s.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: 50, height: 50))
                    }
                }
            }

            struct GapRow_Previews: PreviewProvider {
                static var previews: some View {
                    GapRow(gap: 4, columns: 2, side: .top) { Color.red; Color.blue }
                        .previewLayout(.fixed(width: 200, height: 200))
                }
            }

            """.utf8).write(to: file)
        let given = try items(["--layout-file", file.path, "--items", "4", "--size", "400x400", "--param", "gap=20",
                               "--param", "columns=2", "--param", "side=bottom"])
        #expect(given.content == [400, 140])
        #expect(given.items.map { $0["frame"] as? [Double] ?? [] } == [[0, 20, 50, 50], [70, 20, 50, 50], [0, 90, 50, 50], [70, 90, 50, 50]])
        // The first values: gap 10 (a spacing), columns 3 (a count), side top (the first case).
        let first = try items(["--layout-file", file.path, "--items", "4", "--size", "400x400"])
        #expect(first.items.map { $0["frame"] as? [Double] ?? [] } == [[0, 0, 50, 50], [60, 0, 50, 50], [120, 0, 50, 50], [0, 60, 50, 50]])
    }

    /// An initializer argument of a type another file of the module declares: an enum without payloads is a
    /// choice, a type conforming to `ExpressibleByIntegerLiteral` (a package's `columns: 3`) an integer written as
    /// that literal (docs/swiftui.md, "Initializer arguments").
    @Test func argumentsOfTypesFromOtherFilesOfTheModule() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-args2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("""
            import SwiftUI

            public enum ColumnCount: Equatable, ExpressibleByIntegerLiteral {
                case fixed(Int)
                public init(integerLiteral value: Int) { self = .fixed(value) }
                var count: Int { if case .fixed(let n) = self { return max(1, n) }; return 1 }
            }

            public enum Side { case top, bottom }

            """.utf8).write(to: dir.appendingPathComponent("Options.swift"))
        let file = dir.appendingPathComponent("Columns.swift")
        try Data("""
            import SwiftUI

            public struct Columns: Layout {
                var columns: ColumnCount
                var side: Side
                public init(columns: ColumnCount, side: Side, spacing: CGFloat? = nil) {
                    self.columns = columns
                    self.side = side
                }
                public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let rows = (subviews.count + columns.count - 1) / columns.count
                    return CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: CGFloat(rows) * 60 + 10)
                }
                public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (i, s) in subviews.enumerated() {
                        let x = bounds.minX + CGFloat(i % columns.count) * 60
                        let y = bounds.minY + CGFloat(i / columns.count) * 60 + (side == .bottom ? 10 : 0)
                        s.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: 50, height: 50))
                    }
                }
            }

            """.utf8).write(to: file)
        let given = try items(["--layout-file", file.path, "--items", "4", "--size", "400x400", "--param", "columns=2",
                               "--param", "side=bottom"])
        #expect(given.items.map { $0["frame"] as? [Double] ?? [] } == [[0, 10, 50, 50], [60, 10, 50, 50], [0, 70, 50, 50], [60, 70, 50, 50]])
        // The first values: columns 3 (a count), side top (the first case).
        let first = try items(["--layout-file", file.path, "--items", "4", "--size", "400x400"])
        #expect(first.items.map { $0["frame"] as? [Double] ?? [] } == [[0, 0, 50, 50], [60, 0, 50, 50], [120, 0, 50, 50], [0, 60, 50, 50]])
    }

    /// A layout that logs with `Logger` (`import os`) loads, as a UIKit file that does (PlaygroundOS).
    @Test func aLayoutThatLogsLoads() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("LoggedRow.swift")
        try """
            import SwiftUI
            import os

            struct LoggedRow: Layout {
                let log = Logger(subsystem: "playground", category: "row")
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 50 * CGFloat(subviews.count), height: 40)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    log.debug("placing \\(subviews.count) subviews")
                    for (i, s) in subviews.enumerated() {
                        s.place(at: CGPoint(x: bounds.minX + 50 * CGFloat(i), y: bounds.minY),
                                proposal: ProposedViewSize(width: 40, height: 40))
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let run = try Run.playground(["dump", "--layout-file", file.path, "--items", "3", "--size", "320x480"] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let frames = ((json["items"] as? [[String: Any]]) ?? []).map { $0["frame"] as? [Double] ?? [] }
        #expect(frames.map { $0.first ?? -1 } == [0, 50, 100], "\(frames)")
    }
}
