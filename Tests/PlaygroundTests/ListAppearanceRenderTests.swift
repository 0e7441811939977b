import Foundation
import PlaygroundCore
import Testing

/// `playground render` of the list appearance and section decoration examples (Examples/uikit/cells), sampled at
/// points worked out from the files' numbers (docs/cells.md, "List appearance", "Headers, footers and
/// decorations"). At 390 × 844 one pixel is one point. GOLDEN_KEEP=/some/folder keeps the PNGs.
@Suite(.serialized) struct ListAppearanceRenderTests {
    static let cells = Repo.root.appendingPathComponent("Examples/uikit/cells").path
    static let background = Color.background
    /// An inset-grouped list's background: systemGroupedBackground (#F2F2F7; docs/cells.md, "Background").
    static let groupedBackground = Color(r: 242, g: 242, b: 247)

    func render(_ file: String, items: Int, name: String) throws -> Pixels {
        let keep = ProcessInfo.processInfo.environment["GOLDEN_KEEP"]
        let dir = try keep.map { URL(fileURLWithPath: $0) } ?? Repo.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: dir) } }
        let out = dir.appendingPathComponent("\(name).png").path
        let run = try Run.playground(["render", "--layout-file", file, "--size", "390x844", "--items", "\(items)",
                                      "--out", out, "--layout-check-timeout", "120"])
        guard run.status == 0 else { throw CLIErrorForTests("render failed: \(run.stderr)") }
        return try Pixels(png: out)
    }

    static func blend(_ top: Color, over bottom: Color, _ alpha: Double) -> Color {
        func c(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((alpha * Double(t) + (1 - alpha) * Double(b)).rounded()) }
        return Color(r: c(top.r, bottom.r), g: c(top.g, bottom.g), b: c(top.b, bottom.b))
    }

    /// ListAppearance.swift, inset-grouped, headers and footers measured (docs/cells.md, "Self-sizing headers and
    /// footers"): section 0's header 0…38 (16 + a 13-point Footnote line, 16, + 6), rows 38…82, 82…126 (selected),
    /// 126…170, its footer 170…208; section 1's header 208…246, rows from 246; 20 in from the sides. A grouped
    /// section's header and footer replace its 20-point top and bottom insets.
    @Test func insetGroupedListWithAccessoriesAndASelectedRow() throws {
        let p = try render(Self.cells + "/ListAppearance.swift", items: 6, name: "list-appearance")
        // Plain rows white, the selected row systemGray4.
        #expect(p[200, 49].isClose(to: Color(r: 255, g: 255, b: 255), tolerance: 1), "\(p[200, 49])")
        #expect(p[200, 94].isClose(to: Color(r: 209, g: 209, b: 214), tolerance: 2), "\(p[200, 94])")
        // The first row's top-left corner is rounded 10: (21, 39) is outside the arc (the list's grouped
        // background), (30, 40) inside.
        #expect(p[21, 39].isClose(to: Self.groupedBackground, tolerance: 2), "\(p[21, 39])")
        #expect(p[30, 40].isClose(to: Color(r: 255, g: 255, b: 255), tolerance: 1), "\(p[30, 40])")
        // A middle row's corners are square: (21, 84) is inside the selected row, grey.
        #expect(p[21, 84].isClose(to: Color(r: 209, g: 209, b: 214), tolerance: 2), "\(p[21, 84])")
        // The header's text (secondaryLabel, upper-cased) between y 16 and 32, nothing of it below 32.
        let header = (36..<130).flatMap { x in (16..<32).map { p[x, $0] } }
        #expect(header.contains { $0.r < 180 }, "the header's text")
        #expect((36..<130).allSatisfy { p[$0, 35].isClose(to: Self.groupedBackground, tolerance: 2) })
        // The separator below section 1's row 0 (y 289.5…290) darkens pixel row 289 after the text's leading edge
        // (20 + 16 + 22 + 16 (content margin) + 20 (symbol) + 16 = 110), not before it.
        #expect(p[200, 289].b < 250, "\(p[200, 289])")
        #expect(p[90, 289].isClose(to: Color(r: 255, g: 255, b: 255), tolerance: 1), "\(p[90, 289])")
        // Section 1, row 0: the delete disc (systemRed, 22 across from (36, 257)), above its white bar;
        // reorder bars (systemGray2) from x 336.
        #expect(p[47, 261].isClose(to: Color(r: 255, g: 59, b: 48), tolerance: 3), "\(p[47, 261])")
        let bars = (336..<354).flatMap { x in (260..<276).map { p[x, $0] } }
        #expect(bars.contains { $0.isClose(to: Color(r: 174, g: 174, b: 178), tolerance: 4) })
        // The checkmark of row 2 (tint, systemBlue) in its 16 × 13 box from x 338.
        let check = (338..<354).flatMap { x in (141..<155).map { p[x, $0] } }
        #expect(check.contains { $0.b > 200 && $0.r < 80 })
    }

    /// SectionDecorations.swift: each section's background decoration (systemBlue at 12 %, inset 4/10/10/10 from the
    /// section) around its cells; cells outlined by a dashed orange stroke (pattern 6, 4).
    @Test func sectionBackgroundsAndDashedOutlines() throws {
        let p = try render(Self.cells + "/SectionDecorations.swift", items: 18, name: "section-decorations")
        // Between the decoration's edge (x 10) and the first cell (x 23), mid-row: the tinted background.
        let tinted = Self.blend(Color(r: 0, g: 122, b: 255), over: Self.background, 0.12)
        #expect(p[16, 90].isClose(to: tinted, tolerance: 3), "\(p[16, 90])")
        // Outside it: the render's background.
        #expect(p[5, 90].isClose(to: Self.background, tolerance: 1), "\(p[5, 90])")
        // The first cell's top edge: the dashed stroke along y = 52 alternates orange and white.
        var changes = 0
        var last: Bool?
        for x in 40..<120 {
            let orange = p[x, 52].r > 200 && p[x, 52].b < 120
            if let l = last, l != orange { changes += 1 }
            last = orange
        }
        #expect(changes >= 10, "\(changes) changes")
        // The header's label (systemBlue text on a white rounded background).
        let header = (30..<90).flatMap { x in (8..<28).map { p[x, $0] } }
        #expect(header.contains { $0.b > 200 && $0.r < 100 })
    }

    /// OutlineList.swift, inset-grouped 350 wide from x 20, rows from y 20: Fruit (expanded), Apple, Pear, Plum,
    /// Vegetables (collapsed) at 196; editing. Fruit's chevron points down: a 14 × 9 glyph in the tint colour at
    /// x 340…354, y 38…47 (20 + 15 + 3); Vegetables' points right, 9 × 14 at x 345…354, y 211…225. Apple's delete
    /// disc (systemRed, 22 across) at x 20 + 16 + 10 (one level of indentation) = 46, y 64 + 11 = 75.
    @Test func anOutlineInEditingMode() throws {
        let p = try render(Self.cells + "/OutlineList.swift", items: 5, name: "outline-list")
        #expect(p[10, 100].isClose(to: Self.groupedBackground, tolerance: 1), "\(p[10, 100])")
        func blue(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            xs.flatMap { x in ys.map { p[x, $0] } }.filter { $0.b > 200 && $0.r < 120 }.count
        }
        // Down: blue across the glyph's top row band, nothing blue below it.
        #expect(blue(340..<355, 37..<43) > 6, "\(blue(340..<355, 37..<43))")
        #expect(blue(340..<355, 49..<56) == 0)
        // Right: blue down a tall, narrow box.
        #expect(blue(344..<356, 210..<226) > 6)
        #expect(blue(330..<343, 210..<226) == 0)
        #expect(p[52, 80].isClose(to: Color(r: 255, g: 59, b: 48), tolerance: 3), "\(p[52, 80])")
        // The reorder bars (systemGray2) at the trailing edge (x 336…354, y 80…82): the disclosure indicator that
        // would be outermost when not editing is hidden, so nothing is left of them at x 306…324.
        #expect(p[340, 81].isClose(to: Color(r: 174, g: 174, b: 178), tolerance: 4), "\(p[340, 81])")
        #expect(p[315, 81].isClose(to: Color(r: 255, g: 255, b: 255), tolerance: 1), "\(p[315, 81])")
    }
}
