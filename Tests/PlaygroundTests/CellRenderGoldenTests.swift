import Foundation
import PlaygroundCore
import Testing
import UIKitBridge

/// `playground render` of layouts whose cells are their own code (docs/cells.md; Examples/uikit/cells): a tag layout
/// of a real file (the corpus's TagsLayout.swift) with label cells in capsules, a list in Apple's style, and a
/// cell-side effect (a custom attributes subclass applied in `apply(_:)` to the content view's transform). Samples are
/// points worked out from the files' numbers, away from every edge. GOLDEN_KEEP=/some/folder keeps the PNGs.
@Suite(.serialized) struct CellRenderGoldenTests {
    static let cells = Repo.root.appendingPathComponent("Examples/uikit/cells").path
    static let corpus = Repo.root.deletingLastPathComponent().appendingPathComponent("shared/uikit-corpus").path
    static let background = Color.background
    /// An inset-grouped list's background: systemGroupedBackground (#F2F2F7; docs/cells.md, "Background").
    static let groupedBackground = Color(r: 242, g: 242, b: 247)

    /// `render` of `file` at `size` with `items` items, read back.
    func render(_ file: String, size: (Int, Int), items: Int, name: String) throws -> Pixels {
        let keep = ProcessInfo.processInfo.environment["GOLDEN_KEEP"]
        let dir = try keep.map { URL(fileURLWithPath: $0) } ?? Repo.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: dir) } }
        let out = dir.appendingPathComponent("\(name).png").path
        let run = try Run.playground(["render", "--layout-file", file, "--size", "\(size.0)x\(size.1)", "--items",
                                      "\(items)", "--out", out, "--layout-check-timeout", "120"])
        guard run.status == 0 else { throw CLIErrorForTests("render failed: \(run.stderr)") }
        return try Pixels(png: out)
    }

    /// `top` blended over `bottom` with `alpha`.
    static func blend(_ top: Color, over bottom: Color, _ alpha: Double) -> Color {
        func c(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((alpha * Double(t) + (1 - alpha) * Double(b)).rounded()) }
        return Color(r: c(top.r, bottom.r), g: c(top.g, bottom.g), b: c(top.b, bottom.b))
    }

    static func brightness(_ c: Color) -> Int { (Int(c.r) + Int(c.g) + Int(c.b)) / 3 }

    @Test func tagsAreWordsInCapsulesSizedByTheirText() throws {
        let corpusFile = Self.corpus + "/TagsLayout.swift"
        try #require(FileManager.default.fileExists(atPath: corpusFile), "the UIKit corpus is needed")
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: corpusFile, toPath: dir.appendingPathComponent("TagsLayout.swift").path)
        try FileManager.default.copyItem(atPath: Self.cells + "/TagsLayout+Playground.swift",
                                         toPath: dir.appendingPathComponent("TagsLayout+Playground.swift").path)
        let p = try render(dir.appendingPathComponent("TagsLayout.swift").path, size: (390, 600), items: 25, name: "tags")
        // The first tag, "swift" in 15-point Subheadline: a capsule ceil(width) + 24 wide, 32 tall, at (0, 0);
        // the next starts right after it (TagsLayout's paddings are zero).
        let width = (TextMeasure.systemFont(size: 15, weight: 0).width(of: "swift")).rounded(.up) + 24
        let fill = Self.blend(Color(r: 0, g: 122, b: 255), over: Self.background, 0.15)
        #expect(p[6, 16].isClose(to: fill), "\(p[6, 16])")           // left of the text, in the capsule
        #expect(p[Int(width) - 6, 16].isClose(to: fill))                     // right of the text
        #expect(p[16, 0].isClose(to: Color(r: 0, g: 122, b: 255), tolerance: 60))   // the border at the top
        // The word itself: white pixels between the paddings.
        let text = (14..<(Int(width) - 14)).flatMap { x in (10..<24).map { p[x, $0] } }
        #expect(text.contains { Self.brightness($0) > 200 })
        // Outside the tags: the background.
        #expect(p[195, 560].isClose(to: Self.background, tolerance: 1))
    }

    @Test func anAppleStyleListShowsItsRows() throws {
        let p = try render(Self.cells + "/AppleStyleList.swift", size: (390, 700), items: 19, name: "list")
        // insetGrouped: rows 44 tall (the list's estimate), 20 in from the sides, white (secondarySystemGroupedBackground).
        #expect(p[200, 40].isClose(to: Color(r: 255, g: 255, b: 255), tolerance: 1), "\(p[200, 40])")
        #expect(p[10, 40].isClose(to: Self.groupedBackground, tolerance: 1), "the list's grouped background")
        // The first row's title ("Wi-Fi", black, 17 points) from x = 40: dark pixels there.
        let title = (40..<80).flatMap { x in (28..<56).map { p[x, $0] } }
        #expect(title.contains { Self.brightness($0) < 80 })
    }

    /// Emoji from the colour emoji font (Examples/uikit/cells/EmojiLabels.swift: 34-point labels from x = 16 in
    /// 60-point rows): "🍎 Apple"'s apple is red where it is drawn, 16…16 + 1.2452 × 34 points (the font's advance),
    /// and its word starts after it; "🏔 Mountains"'s mountain, a text-default pictograph, is no black bar.
    @Test func emojiAreDrawnInColour() throws {
        try #require(TextMeasure.emojiFontFile != nil, "fonts-noto-color-emoji is needed")
        let p = try render(Self.cells + "/EmojiLabels.swift", size: (390, 620), items: 10, name: "emoji")
        let apple = TextMeasure.systemFont(size: 34, weight: 0).width(of: "🍎")
        let area = (16..<Int(16 + apple)).flatMap { x in (8..<52).map { p[x, $0] } }
        let red = area.filter { $0.r > 180 && $0.g < 110 && $0.b < 110 }
        #expect(red.count > area.count / 4, "\(red.count) red of \(area.count)")
        let word = Int(16 + TextMeasure.systemFont(size: 34, weight: 0).width(of: "🍎 "))
        let letters = (word..<(word + 20)).flatMap { x in (10..<50).map { p[x, $0] } }
        #expect(letters.contains { Self.brightness($0) < 60 }, "the word after the apple")
        let mountain = (16..<Int(16 + apple)).flatMap { x in (68..<112).map { p[x, $0] } }
        let dark = mountain.filter { Self.brightness($0) < 50 }
        #expect(dark.count < mountain.count / 10, "\(dark.count) dark of \(mountain.count): a missing-glyph bar")
        #expect(mountain.contains { abs(Int($0.r) - Int($0.b)) > 40 }, "the mountain in colour")
    }

    @Test func aCellSideEffectShowsInRender() throws {
        let p = try render(Self.cells + "/TiltFlowLayout.swift", size: (390, 700), items: 40, name: "effect")
        // Card 1's frame is (24, 24, 160, 100); its cell turns its content view by (74 − 350) / 700 × π/6 = −0.206
        // radians (counter-clockwise). (150, 18) is above the upright card but 4.6 points inside the turned one.
        let indigo = Color(r: 88, g: 86, b: 214)
        #expect(p[150, 18].isClose(to: indigo, tolerance: 2), "\(p[150, 18])")
        // And (27, 121), inside the upright card near its bottom-left corner, is 5 points outside the turned one.
        #expect(!p[27, 121].isClose(to: indigo, tolerance: 10), "\(p[27, 121])")
    }

    /// Auto Layout tags (Examples/uikit/cells/AutoLayoutTags.swift): each capsule is what Auto Layout fits around its
    /// label (12 in at the sides, 6 at top and bottom). The first, "constraint" in 15-point Subheadline, at (16, 16):
    /// ceil₀.₅(text width) + 24 wide, ceil₀.₅(line height) + 12 tall.
    @Test func autoLayoutTagsAreSizedByTheirConstraints() throws {
        let p = try render(Self.cells + "/AutoLayoutTags.swift", size: (390, 700), items: 40, name: "autolayout-tags")
        let font = TextMeasure.systemFont(size: 15, weight: 0)
        let width = (font.width(of: "constraint") * 2).rounded(.up) / 2 + 24
        let height = (font.lineHeight * 2).rounded(.up) / 2 + 12
        let fill = Self.blend(Color(r: 88, g: 86, b: 214), over: Self.background, 0.15)
        let midY = Int(16 + height / 2)
        #expect(p[16 + 5, midY].isClose(to: fill, tolerance: 3), "\(p[21, midY])")          // left of the text
        #expect(p[Int(16 + width) - 5, midY].isClose(to: fill, tolerance: 3))                  // right of the text
        #expect(p[Int(16 + width) + 3, midY].isClose(to: Self.background, tolerance: 1))      // just past the capsule
        #expect(p[16 + 30, Int(16 + height) + 4].isClose(to: Self.background, tolerance: 1))  // between the rows
        // The second row starts 8 below the first.
        #expect(p[16 + 5, Int(16 + height + 8 + height / 2)].isClose(to: fill, tolerance: 3))
    }

    /// A self-sizing list (Examples/uikit/cells/SelfSizingList.swift): rows with estimated heights measure their
    /// stack views of wrapping text, 10 + title + 4 + body + 10 points tall (the first two 99.5: a 21-point headline
    /// and three 18.1-point subheadline lines, as `dump --views` lists them), 1 point apart, from y = 16. Unmeasured,
    /// the photo aspect ratio would make each row 358 tall: the second and third rows' titles would be white space.
    @Test func aSelfSizingListTakesItsMeasuredHeights() throws {
        let p = try render(Self.cells + "/SelfSizingList.swift", size: (390, 700), items: 6, name: "selfsizing-list")
        let white = Color(r: 255, g: 255, b: 255)
        #expect(p[370, 20].isClose(to: white, tolerance: 1))
        func titleIsDark(atTop y: Int) -> Bool {
            (68..<140).flatMap { x in (y..<(y + 20)).map { p[x, $0] } }.contains { Self.brightness($0) < 80 }
        }
        // Titles at the rows' tops + 10: 26, 126.5 and 227.
        #expect(titleIsDark(atTop: 26))
        #expect(titleIsDark(atTop: 127))
        #expect(titleIsDark(atTop: 227))
        // The symbol (24 × 24, light blue) at the third row's leading margin: x 32…56, y 227…251.
        #expect(!p[44, 239].isClose(to: white, tolerance: 10))
    }

    /// Apple's list configurations (Examples/uikit/cells/ListConfigurations.swift): an inset-grouped list (20 in
    /// from each side and the top) of list cells; rows measure their content configuration (value and plain rows
    /// 44, the subtitle row 11 + 21 + 3 + 18.5 + 11 = 64.5, the two-line subtitle row 11 + 21 + 3 + 36.5 + 11 =
    /// 82.5), so rows 0…5 start at 20, 64, 108, 152, 216.5, 299; row 4 has a rounded, stroked background inset
    /// 4 × 2. Looked at: /tmp/cellsout/ListConfigurations.png when written (GOLDEN_KEEP).
    @Test func listConfigurationsDrawTheirTextsImagesAndBackgrounds() throws {
        let p = try render(Self.cells + "/ListConfigurations.swift", size: (390, 700), items: 40, name: "list-configurations")
        let white = Color(r: 255, g: 255, b: 255)
        // Row 0's white background, right of its value.
        #expect(p[200, 42].isClose(to: white, tolerance: 1), "\(p[200, 42])")
        // Its symbol placeholder: 20 × 20 at (36, 32), the tint at 35 % over white.
        #expect(p[46, 42].isClose(to: Self.blend(Color(r: 0, g: 122, b: 255), over: white, 0.35), tolerance: 3), "\(p[46, 42])")
        // "Wi-Fi" from x = 20 + 16 + 20 + 16 = 72, its 21-point line from y = 20 + 11.5.
        func dark(_ xs: Range<Int>, _ ys: Range<Int>, below: Int = 80) -> Bool {
            xs.flatMap { x in ys.map { p[x, $0] } }.contains { Self.brightness($0) < below }
        }
        #expect(dark(72..<110, 33..<51))
        // "Home" (secondary label: 60 % of #3C3C43 over white ≈ 138) ends at 390 − 20 − 16 = 354.
        let home = Int(TextMeasure.systemFont(size: 17, weight: 0).width(of: "Home").rounded(.up))
        #expect(dark((354 - home)..<354, 33..<51, below: 180))
        // Nothing after it but white (below the first row's top corner, rounded 10 from y = 20: ListAppearance).
        #expect(!dark(355..<370, 31..<62, below: 250))
        // Row 4's background: from y = 216.5 + 2, x = 24, orange stroke 2 wide; its fill right of "Focus".
        #expect(p[200, 219].isClose(to: Color(r: 255, g: 149, b: 0), tolerance: 30), "\(p[200, 219])")
        #expect(p[355, 235].isClose(to: Color(r: 255, g: 242, b: 204), tolerance: 2), "\(p[355, 235])")
        // Outside it, the list's inset: the list's grouped background.
        #expect(p[21, 258].isClose(to: Self.groupedBackground, tolerance: 2), "\(p[21, 258])")
        // Row 5 ("Screen Time") where the measured heights put it: 299…343, its title at 299 + 11.5.
        #expect(dark(72..<120, 312..<330))
        #expect(p[300, 320].isClose(to: white, tolerance: 1))
    }

    /// Shapes and masks (Examples/uikit/cells/ShapeCells.swift): 342 × 80 cells at x = 24, y = 16 + 92k, slanted by a
    /// mask layer (a parallelogram 24 points in at the top-left and bottom-right), a ring stroked to `strokeEnd`
    /// (a tenth a row) over a 35 % white track, and a yellow star. Looked at: /tmp/cellsout/ShapeCells.png.
    @Test func shapeLayersAndAMaskDrawInRender() throws {
        let p = try render(Self.cells + "/ShapeCells.swift", size: (390, 700), items: 30, name: "shape-cells")
        let teal = Color(r: 48, g: 176, b: 199)
        // (30, 20): 4 into the first cell, left of the slant's edge x = 24 + 24 − 0.3 · 4 = 46.8: cut away.
        #expect(p[30, 20].isClose(to: Self.background, tolerance: 2), "\(p[30, 20])")
        // (30, 92): 76 in, the edge at 25.2: inside, teal. (362, 92) past the bottom-right cut (edge 342 + 0.3 · 4).
        #expect(p[30, 92].isClose(to: teal, tolerance: 2), "\(p[30, 92])")
        #expect(p[362, 92].isClose(to: Self.background, tolerance: 2), "\(p[362, 92])")
        // The ring: centre (74, 56), radius 28, 8 wide. 10 %: white from the top to 36° clockwise; at −80° white,
        // at the bottom the track (white at 35 % over teal).
        let a = -80.0 * Double.pi / 180
        #expect(p[Int(74 + 28 * cos(a)), Int(56 + 28 * sin(a))].isClose(to: Color(r: 255, g: 255, b: 255), tolerance: 8))
        #expect(p[74, 84].isClose(to: Self.blend(Color(r: 255, g: 255, b: 255), over: teal, 0.35), tolerance: 4), "\(p[74, 84])")
        // The star.s middle, at (24 + 342 − 44, 56): yellow.
        #expect(p[322, 56].isClose(to: Color(r: 255, g: 204, b: 0), tolerance: 2), "\(p[322, 56])")
        // The third cell's ring is 30 %: white at 90° from the top (the right), track at 180° (the bottom).
        #expect(p[74 + 28, 16 + 184 + 40].isClose(to: Color(r: 255, g: 255, b: 255), tolerance: 8))
    }
}
