import CSDL
import Foundation
import PlaygroundCore
import Testing

/// Tests of the SDL edge and the CLI, through the real binary. SDL state is process-wide: one serialized suite.
@Suite(.serialized) struct EdgeTests {
    /// The solid-colour fixtures, in file-name order (Tests/Fixtures/README.md).
    static let solidColors: [Color] = [
        Color(r: 255, g: 0, b: 0), Color(r: 0, g: 255, b: 0), Color(r: 0, g: 0, b: 255), Color(r: 255, g: 255, b: 0),
        Color(r: 255, g: 0, b: 255), Color(r: 0, g: 255, b: 255), Color(r: 255, g: 255, b: 255), Color(r: 255, g: 128, b: 0),
    ]

    @Test(arguments: ["software", "auto"])
    func renderPutsEachImageAtItsCell(renderer: String) throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("grid.png").path
        let run = try Run.playground(["render", "--layout", "grid", "--size", "640x480", "--offset", "0,100",
                                      "--images", Repo.solidFixtures, "--items", "16", "--renderer", renderer,
                                      "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let pixels = try Pixels(png: out)
        #expect(pixels.width == 640 && pixels.height == 480)

        // Worked example (GridLayoutTests): columns at x 10, 230, 450, lines at y 10, 200, 390, … (180×180);
        // at offset y = 100 item 0's center (100, 100) is at window (100, 0), item 3's at (100, 190).
        #expect(pixels[100, 5].isClose(to: Self.solidColors[0]))
        #expect(pixels[320, 190].isClose(to: Self.solidColors[4]))
        #expect(pixels[540, 380].isClose(to: Self.solidColors[8 % 8]))
        #expect(pixels[215, 190].isClose(to: Color.background))  // the gap between columns 0 and 1

        // Every visible cell's center shows its image's colour, wherever the core put it.
        var playground = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 640, height: 480), itemCount: 16, imageCount: 8))
        playground.setContentOffset(Point(x: 0, y: 100), clamped: false)
        var checked = 0
        for item in playground.drawList().items {
            let c = item.quad.center
            guard c.x >= 0, c.y >= 0, c.x < 640, c.y < 480, let id = item.itemID else { continue }
            #expect(pixels[c].isClose(to: Self.solidColors[id % 8]), "item \(id) at \(c)")
            checked += 1
        }
        #expect(checked >= 9)
    }

    @Test func replayOfAWheelScriptMovesTheContent() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("wheel.json")
        try #"""
        {"layout": "grid", "size": [640, 400], "items": 200, "until": 1.5,
         "events": [{"t": 0.1, "type": "wheel", "dy": -1, "x": 320, "y": 200},
                    {"t": 0.2, "type": "wheel", "dy": -1, "x": 320, "y": 200},
                    {"t": 0.3, "type": "wheel", "dy": -1, "x": 320, "y": 200},
                    {"t": 0.8, "type": "wheel", "dy": 1, "x": 320, "y": 200}]}
        """#.write(to: script, atomically: true, encoding: .utf8)
        let trace = dir.appendingPathComponent("trace.json").path
        let framesDir = dir.appendingPathComponent("frames").path
        let run = try Run.playground(["replay", script.path, "--trace", trace, "--frames", framesDir])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: trace))) as! [String: Any]
        let final = json["final"] as! [String: Any]
        #expect(final["contentOffset"] as? [Double] == [0, 2 * 53])
        #expect(final["layout"] as? String == "grid")
        #expect((final["order"] as? [Int])?.count == 200)
        let frames = json["frames"] as! [[String: Any]]
        #expect(frames.count == 91)  // 0…1.5 s at 60 fps
        let pngs = try FileManager.default.contentsOfDirectory(atPath: framesDir).filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 91)
    }

    @Test(arguments: [
        (["render", "--out", "/tmp/x.png", "--layout", "spiral"], "unknown layout 'spiral'"),
        (["render", "--out", "/tmp/x.png", "--size", "0x10"], "--size must be 1…16384"),
        (["render", "--out", "/tmp/x.png", "--offset", "nan,0"], "--offset must be finite"),
        (["render", "--out", "/tmp/x.png", "--param", "itemWidth=-3"], "parameter itemWidth of layout grid must be in"),
        (["render", "--out", "/tmp/x.png", "--images", "/nonexistent/folder"], "images folder not found"),
        (["replay", "/nonexistent/script.json"], "cannot read script"),
    ])
    func badInputIsOneClearLine(arguments: [String], message: String) throws {
        let run = try Run.playground(arguments)
        #expect(run.status != 0)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("crashed"))
    }

    @Test func malformedScriptNamesTheProblem() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("bad.json")
        try #"{"events": [{"t": 0, "type": "teleport"}]}"#.write(to: script, atomically: true, encoding: .utf8)
        let run = try Run.playground(["replay", script.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("unknown event type 'teleport'"), "\(run.stderr)")
    }
}
