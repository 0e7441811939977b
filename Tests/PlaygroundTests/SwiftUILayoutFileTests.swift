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

    /// The scroll view proposes 320 × nil; the radial layout answers `replacingUnspecifiedDimensions()`, 320 × 10,
    /// so the radius is 10 / 3 around (160, 5); four items at the top, right, bottom and left of that ring (all
    /// ranks 1: no turn), each 100 × 100 (placed with an unspecified proposal) and centered there.
    @Test func radialLayout() throws {
        let d = try dump("RadialLayout.swift", ["--items", "4", "--size", "320x480"])
        #expect(d.name == "radiallayout")
        #expect(d.content == [320, 10])
        let r = 10.0 / 3
        let centers = [(160.0, 5 - r), (160 + r, 5.0), (160.0, 5 + r), (160 - r, 5.0)]
        #expect(d.frames.count == 4)
        for (frame, c) in zip(d.frames, centers) {
            #expect(frame.count == 4 && abs(frame[0] + 50 - c.0) < 1e-9 && abs(frame[1] + 50 - c.1) < 1e-9
                    && frame[2] == 100 && frame[3] == 100, "\(frame) vs \(c)")
        }
    }

    /// A SwiftUI file without a `Layout` says so in one line; a layout that needs arguments says it is made with init().
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
                let gap: CGFloat
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            """.utf8).write(to: args)
        let needs = try Run.playground(["dump", "--layout-file", args.path] + Self.timeout)
        #expect(needs.status != 0)
        #expect(needs.stderr.contains("Gap.swift"), "\(needs.stderr)")
    }
}
