import Foundation
import Testing

/// `playground snapshot` (docs/tests-on-linux.md): the example library's stored set is equal to a new one; a
/// one-point change of an item spacing is found, one line per difference, exit 1; errors exit 2.
@Suite(.serialized) struct SnapshotCommandTests {
    static let example = Repo.root.appendingPathComponent("Examples/LayoutLibrary").path
    static let layouts = ["Sources/LayoutLibrary/ColumnFlowLayout.swift", "Sources/LayoutLibrary/MasonryLayout.swift"]
    static let options = ["--device", "iphone-se,ipad-pro-11"]

    @Test func theStoredSetIsEqualToANewOne() throws {
        let r = try Run.playground(["snapshot"] + Self.layouts + Self.options + ["--compare", "Snapshots"],
                                   directory: URL(fileURLWithPath: Self.example), timeout: 600)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("snapshot: 8 files equal to Snapshots"))
    }

    @Test func aOnePointChangeOfTheLineSpacingIsADifference() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try String(contentsOfFile: Self.example + "/" + Self.layouts[0], encoding: .utf8)
        let changed = source.replacingOccurrences(of: "minimumLineSpacing = 10", with: "minimumLineSpacing = 11")
        #expect(changed != source)
        try changed.write(to: dir.appendingPathComponent("ColumnFlowLayout.swift"), atomically: true, encoding: .utf8)
        let r = try Run.playground(["snapshot", dir.appendingPathComponent("ColumnFlowLayout.swift").path,
                                    Self.layouts[1]] + Self.options + ["--compare", "Snapshots"],
                                   directory: URL(fileURLWithPath: Self.example), timeout: 600)
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        // Item 2 starts the second line: 166 + 11 below the first on the iPhone SE (was 16 + 166 + 10 = 192).
        #expect(r.stdout.contains("columnflowlayout.iphone-se.0_0.json: cell 0-2 frame [16, 193, 166, 166] ≠ stored [16, 192, 166, 166]"))
        #expect(r.stdout.contains("columnflowlayout.iphone-se.0_0.json: contentSize"))
        #expect(r.stdout.contains("columnflowlayout.iphone-se.0_0.png: "))
        // The masonry layout did not change.
        #expect(!r.stdout.contains("masonrylayout"))
        #expect(r.stdout.split(separator: "\n").last?.hasPrefix("snapshot: ") == true)
        // Within 3 points the frames are equal (the visible lines moved by 1, 2 and 3 points); the content sizes
        // (5 points longer: six lines on the iPhone SE, five gaps) and the pixels still differ.
        let tolerant = try Run.playground(["snapshot", dir.appendingPathComponent("ColumnFlowLayout.swift").path]
                                          + Self.options + ["--compare", "Snapshots", "--tolerance-points", "3",
                                                            "--tolerance-pixels", "1000000"],
                                          directory: URL(fileURLWithPath: Self.example), timeout: 600)
        #expect(tolerant.status == 1)
        #expect(!tolerant.stdout.contains(" frame ") && !tolerant.stdout.contains(" center "))
        #expect(tolerant.stdout.contains("columnflowlayout.iphone-se.0_0.json: contentSize [375, 1083] ≠ stored [375, 1078]"))
        #expect(tolerant.stdout.contains("masonrylayout.iphone-se.0_0.json: missing (stored, not rendered)"))
    }

    @Test func errorsExitWithStatusTwo() throws {
        let missing = try Run.playground(["snapshot", Self.layouts[0], "--compare", "/nonexistent/snapshots"],
                                         directory: URL(fileURLWithPath: Self.example), timeout: 600)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/snapshots is not a folder"))
        let device = try Run.playground(["snapshot", Self.layouts[0], "--device", "iphone-99", "--compare", "Snapshots"],
                                        directory: URL(fileURLWithPath: Self.example), timeout: 600)
        #expect(device.status == 2)
        #expect(device.stderr.contains("unknown device 'iphone-99'"))
    }
}
