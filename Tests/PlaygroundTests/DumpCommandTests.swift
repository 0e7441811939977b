import Foundation
import Testing
@testable import PlaygroundApp
import PlaygroundCore

private let repositoryRoot = Repo.root

/// The built `playground` binary, run as a separate process (through `Run.playground`, without a resources
/// override from the environment).
private enum Binary {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var stderrLines: [Substring] { stderr.split(separator: "\n") }

        /// stdout as JSON (JSONSerialization), or nil.
        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
        }
    }

    static func run(_ arguments: [String]) throws -> Output {
        try #require(FileManager.default.isExecutableFile(atPath: Repo.binary),
                     "build first (swift build --build-tests): \(Repo.binary)")
        let r = try Run.playground(arguments, environment: ["LAYOUT_PLAYGROUND_RESOURCES": ""])
        return Output(status: r.status, stdout: r.stdout, stderr: r.stderr)
    }

    static func dump(_ arguments: [String]) throws -> (json: [String: Any], items: [[String: Any]], stderr: String) {
        let o = try run(["dump"] + arguments)
        #expect(o.status == 0, "dump \(arguments): \(o.stderr)")
        let json = try #require(o.json, "dump \(arguments) printed: \(o.stdout.prefix(300))")
        let items = try #require(json["items"] as? [[String: Any]])
        return (json, items, o.stderr)
    }
}

private func numbers(_ value: Any?) -> [Double]? { (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } }

private func frames(_ items: [[String: Any]]) -> [[Double]] { items.map { numbers($0["frame"]) ?? [] } }

/// The grid's worked example (640×480, default parameters): columns at x = 10, 230, 450; lines 190 apart from y = 10.
private func gridFrame(_ i: Int) -> [Double] { [[10, 230, 450][i % 3], 10 + 190 * Double(i / 3), 180, 180] }

/// SDL-free tests of the CLI's edge. Serialized: SDL state is process-wide, and an SDL suite will share the process.
@Suite(.serialized) struct DumpCommandTests {
    // MARK: The binary

    @Test func gridWorkedExample() throws {
        let (json, items, stderr) = try Binary.dump(["--layout", "grid", "--size", "640x480", "--offset", "0,0",
                                                     "--items", "7"])
        #expect(stderr.isEmpty)
        #expect(json.keys.sorted() == ["contentOffset", "contentSize", "items", "layout", "size"])
        #expect(json["layout"] as? String == "grid")
        #expect(numbers(json["size"]) == [640, 480])
        #expect(numbers(json["contentOffset"]) == [0, 0])
        #expect(numbers(json["contentSize"]) == [640, 580])
        #expect(items.count == 7)
        #expect(frames(items) == (0..<7).map(gridFrame))
        for (i, item) in items.enumerated() {
            #expect(item["section"] as? Int == 0)
            #expect(item["item"] as? Int == i)
            #expect(item["category"] as? String == "cell")
            #expect(item["kind"] is NSNull)
            #expect(numbers(item["center"]) == [gridFrame(i)[0] + 90, gridFrame(i)[1] + 90])
            #expect(numbers(item["size"]) == [180, 180])
            #expect(numbers(item["transform"]) == [1, 0, 0, 1, 0, 0])
            #expect(item["transform3D"] is NSNull)
            #expect((item["alpha"] as? NSNumber)?.doubleValue == 1)
            #expect(item["zIndex"] as? Int == 0)
            #expect(item["hidden"] as? Bool == false)
        }
    }

    @Test func viewportAllAndRect() throws {
        let base = ["--layout", "grid", "--size", "640x480", "--items", "30"]
        // The viewport at y = 400 spans 400…880: lines at 390, 580, 770 (items 6…14).
        let viewport = try Binary.dump(base + ["--offset", "0,400"])
        #expect(viewport.items.map { $0["item"] as? Int } == (6..<15).map { $0 })
        #expect(frames(viewport.items) == (6..<15).map(gridFrame))
        let all = try Binary.dump(base + ["--offset", "0,400", "--all"])
        #expect(all.items.map { $0["item"] as? Int } == (0..<30).map { $0 })
        #expect(frames(all.items) == (0..<30).map(gridFrame))
        // x 200…240, y 185…395: the middle column of the first three lines.
        let rect = try Binary.dump(base + ["--rect", "200,185,40,210"])
        #expect(rect.items.map { $0["item"] as? Int } == [1, 4, 7])
    }

    @Test func sectionsHeadersAndFootersInOrder() throws {
        let (_, items, _) = try Binary.dump(["--size", "640x480", "--items", "5", "--all", "--param", "sections=2",
                                             "--param", "headerSize=30", "--param", "footerSize=20"])
        let keys = items.map { "\($0["category"]!) \($0["kind"] as? String ?? "-") \($0["section"]!).\($0["item"]!)" }
        #expect(keys == ["cell - 0.0", "cell - 0.1", "cell - 0.2", "cell - 1.0", "cell - 1.1",
                         "supplementary footer 0.0", "supplementary header 0.0",
                         "supplementary footer 1.0", "supplementary header 1.0"])
    }

    @Test func offsetIsNotClamped() throws {
        let (json, items, _) = try Binary.dump(["--size", "640x480", "--items", "7", "--offset", "-100,-250"])
        #expect(numbers(json["contentOffset"]) == [-100, -250])
        // The viewport spans y −250…230: the first two lines.
        #expect(items.count == 6)
        let past = try Binary.dump(["--size", "640x480", "--items", "7", "--offset=0,5000"])
        #expect(numbers(past.json["contentOffset"]) == [0, 5000])
        #expect(past.items.isEmpty)
    }

    @Test func itemSizesSetTheCountOrCycle() throws {
        let three = try Binary.dump(["--size", "640x480", "--item-sizes", "4x3,1x1,300x200", "--all"])
        #expect(three.items.count == 3)
        let many = try Binary.dump(["--size", "640x480", "--items", "11", "--item-sizes", "4x3", "--all"])
        #expect(many.items.count == 11)
        #expect(frames(many.items) == (0..<11).map(gridFrame))
    }

    @Test func imagesAreReadFromHeadersInNameOrder() throws {
        let (_, items, stderr) = try Binary.dump(["--size", "640x480", "--images",
                                                  repositoryRoot.appendingPathComponent("Tests/Fixtures/formats").path,
                                                  "--all"])
        #expect(stderr.isEmpty)
        #expect(items.count == 12)
        // Bundled Resources/ when nothing says what the items are: the 24 images repeated to 120 items.
        let bundled = try Binary.dump(["--size", "640x480", "--all"])
        #expect(bundled.items.count == 120)
    }

    @Test func imagesThatOnlyAHeaderReaderCanSize() throws {
        // A PNG whose header is fine but whose body is garbage (decoding would fail) is listed; a file with no
        // known header is skipped with a warning.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dump-images-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 64, 0, 0, 0, 32] + [UInt8](repeating: 0xAB, count: 40)
        try Data(png).write(to: dir.appendingPathComponent("b-header-only.png"))
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("a-text.png"))
        try Data("ignored: not an image extension".utf8).write(to: dir.appendingPathComponent("c.txt"))

        let library = try ImageLibrary(directory: dir.path, decode: false)
        #expect(library.names == ["b-header-only.png"])
        #expect(library.sizes == [Size(width: 64, height: 32)])
        #expect(library.warnings.count == 1)
        #expect(library.warnings.first?.hasPrefix("skipping a-text.png:") == true)

        let o = try Binary.run(["dump", "--images", dir.path, "--all"])
        #expect(o.status == 0)
        #expect(o.stderrLines.count == 1 && o.stderr.contains("warning: skipping a-text.png"))
        #expect((o.json?["items"] as? [Any])?.count == 1)
    }

    @Test(arguments: [
        ["--layout", "nope"],
        ["--size", "640"], ["--size", "0x480"], ["--size", "-640x480"], ["--size", "nanxnan"], ["--size", "640x480x2"],
        ["--offset", "1"], ["--offset", "nan,0"], ["--offset", "a,b"], ["--offset", "inf,0"],
        ["--rect", "0,0,10"], ["--rect", "0,0,0,10"], ["--rect", "0,0,10,-10"], ["--rect", "nan,0,10,10"],
        ["--rect", "0,0,10,10", "--all"],
        ["--item-sizes", "0x3"], ["--item-sizes", "4x-3"], ["--item-sizes", "4x3,abc"], ["--item-sizes", ""],
        ["--items", "abc"], ["--items", "-1"],
        ["--param", "itemWidth=0"], ["--param", "itemWidth=wide"], ["--param", "nope=1"], ["--param", "novalue"],
        ["--images", "/nonexistent/folder"],
    ])
    func badInputIsOneLineAndNonZero(_ arguments: [String]) throws {
        let o = try Binary.run(["dump", "--size", "640x480", "--items", "3"] + arguments)
        #expect(o.status != 0, "\(arguments)")
        #expect(o.stdout.isEmpty, "\(arguments)")
        #expect(o.stderrLines.count == 1, "\(arguments): \(o.stderr)")
        #expect(o.stderr.hasPrefix("Error: "), "\(arguments): \(o.stderr)")
    }

    // MARK: Parsing

    @Test func parseRectAndNaturalSizes() throws {
        #expect(try Parse.rect("1,-2,3.5,4", option: "--rect") == Rect(x: 1, y: -2, width: 3.5, height: 4))
        #expect(try Parse.naturalSizes("4x3,1×1, 2 x 5", option: "--item-sizes")
            == [Size(width: 4, height: 3), Size(width: 1, height: 1), Size(width: 2, height: 5)])
        #expect(try Parse.count("12", option: "--items") == 12)
        #expect(throws: CLIError.self) { try Parse.naturalSizes("4x3,", option: "--item-sizes") }
        #expect(throws: CLIError.self) { try Parse.count("1.5", option: "--items") }
    }
}
