import Foundation
import PlaygroundCore
import Testing
import TestSupport

/// The binary's image failures, font fallback and bench, run as a user runs them (in EdgeTests' serialized suite).
extension EdgeTests {
    @Test func corruptFilesShowPlaceholdersWithOneWarningEach() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        for name in try fm.contentsOfDirectory(atPath: Repo.solidFixtures) where name.hasSuffix(".png") {
            try fm.copyItem(atPath: Repo.solidFixtures + "/" + name, toPath: dir.appendingPathComponent(name).path)
        }
        // 09: a valid header, a garbage body; 10: a real PNG cut short; 11: nothing at all.
        try Data(Fixtures.pngHeaderWithGarbage).write(to: dir.appendingPathComponent("09-garbage.png"))
        let whole = try Data(contentsOf: URL(fileURLWithPath: Repo.solidFixtures + "/05-magenta.png"))
        try whole.prefix(whole.count / 2).write(to: dir.appendingPathComponent("10-truncated.png"))
        try Data().write(to: dir.appendingPathComponent("11-empty.png"))

        let out = dir.appendingPathComponent("out.png").path
        let run = try Run.playground(["render", "--layout", "grid", "--size", "640x800", "--images", dir.path,
                                      "--renderer", "software", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(run.stderr)")
        for name in ["09-garbage.png", "10-truncated.png", "11-empty.png"] {
            #expect(lines.filter { $0.contains(name) }.count == 1, "\(name): \(run.stderr)")
        }
        #expect(lines.allSatisfy { $0.hasPrefix("playground: warning: ") }, "\(run.stderr)")

        // 10 cells (the empty file has no size, so no cell): the good ones show their colours, the two broken ones
        // their placeholders (sampled away from the centered label).
        let pixels = try Pixels(png: out)
        var playground = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 640, height: 800), itemCount: 10, imageCount: 10))
        var checked = 0
        for item in playground.drawList().items {
            guard let id = item.itemID else { continue }
            let center = item.quad.center, corner = item.quad.topLeft + Point(x: 12, y: 12)
            if id < 8 {
                #expect(pixels[center].isClose(to: Self.solidColors[id]), "item \(id)")
            } else {
                #expect(pixels[corner].isClose(to: Color.placeholder(for: id)), "item \(id) shows its placeholder")
            }
            checked += 1
        }
        #expect(checked == 10)
    }

    @Test func withoutTheFontOneWarningAndNoText() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png").path
        let run = try Run.playground(["render", "--items", "5", "--size", "640x480", "--out", out, "--param", "sections=2",
                                      "--param", "headerSize=40"],
                                     environment: ["LAYOUT_PLAYGROUND_FONT": "/nonexistent/DejaVuSans.ttf"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("cannot open the font /nonexistent/DejaVuSans.ttf"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: ["grid", "cards"])
    func benchPrintsTheContractFields(layout: String) throws {
        let run = try Run.playground(["bench", "--layout", layout, "--items", "3000", "--frames", "12",
                                      "--renderer", "software", "--size", "640x480", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        // The key order is part of the contract: read it from the text.
        let keys = try JSON.parse(run.stdout).object?.map(\.0)
        #expect(keys == ["layout", "items", "frames", "renderer", "frameMs", "coreMs", "baselineFrameMs", "queryUs",
                         "bruteForceQueryUs", "prepareMs"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["layout"] as? String == layout)
        #expect(json["items"] as? Int == 3000)
        #expect(json["frames"] as? Int == 12)
        #expect(json["renderer"] as? String == "software")
        for key in ["frameMs", "coreMs", "baselineFrameMs", "queryUs", "bruteForceQueryUs"] {
            let pair = try #require(json[key] as? [String: Double], "\(key)")
            #expect(pair.keys.sorted() == ["median", "p99"], "\(key)")
            #expect(pair["median"]! > 0 && pair["p99"]! >= pair["median"]!, "\(key): \(pair)")
        }
        let frame = (json["frameMs"] as! [String: Double])["median"]!
        let core = (json["coreMs"] as! [String: Double])["median"]!
        #expect(core < frame, "the core is a part of the frame")
        #expect((json["prepareMs"] as? Double ?? -1) > 0)
    }

    @Test func benchLiveImagesMeasuresPlaceholdersInRealTime() throws {
        // 60 frames paced at 60 Hz: at least a second of real time, whatever the machine's speed; what the figures
        // are depends on the machine, so only their consistency is checked.
        let run = try Run.playground(["bench", "--live-images", "--scroll-speed", "2000", "--items", "400",
                                      "--frames", "60", "--renderer", "software", "--size", "480x320", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let keys = try JSON.parse(run.stdout).object?.map(\.0)
        #expect(keys == ["layout", "items", "images", "scrollSpeed", "seconds", "frames", "firstScreenMs", "decoded",
                         "decodesPerSecond", "imagesShown", "placeholderMs", "neverPlaceholder", "thumbnailsRead",
                         "originalsDecoded", "firstPaintMs", "firstScreenFrameMaxMs", "scrollFrameMaxMs",
                         "framesOver33Ms", "uploadMsPerFrame", "placeholderFramesMax", "exifThumbnails"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["items"] as? Int == 400)
        #expect(json["scrollSpeed"] as? Double == 2000)
        #expect((json["seconds"] as? Double ?? 0) >= 1, "paced by the clock: 60 frames take a second")
        let frames = try #require(json["frames"] as? Int)
        #expect((1...60).contains(frames))
        let images = try #require(json["images"] as? Int)
        let decoded = try #require(json["decoded"] as? Int)
        #expect(images > 0 && (0...images).contains(decoded))
        // The bundled images carry no EXIF thumbnails; frame intervals are at least the 60 Hz pacing when measured.
        #expect(json["exifThumbnails"] as? Int == 0)
        #expect((json["placeholderFramesMax"] as? Int ?? -1) >= 0 && (json["placeholderFramesMax"] as? Int ?? 0) <= frames)
        if let paint = json["firstPaintMs"] as? Double, let screen = json["firstScreenMs"] as? Double {
            #expect(paint <= screen + 0.1, "the first paint comes no later than the first screen")
        }
        let placeholder = try #require(json["placeholderMs"] as? [String: Double])
        #expect(placeholder["mean"]! >= 0 && placeholder["mean"]! <= placeholder["max"]! + 0.1)
        #expect(placeholder["p95"]! <= placeholder["max"]!)
        let never = try #require(json["neverPlaceholder"] as? Double)
        #expect((0...1).contains(never))
        #expect(json["thumbnailsRead"] as? Int == 0, "the bundled images are never cached")
    }

    @Test func benchRefusesABadScrollSpeed() throws {
        let run = try Run.playground(["bench", "--live-images", "--scroll-speed", "fast", "--frames", "5"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--scroll-speed must be a number 1…100000 (points per second), got 'fast'"),
                "\(run.stderr)")
    }

    @Test func benchWithoutJSONPrintsATable() throws {
        let run = try Run.playground(["bench", "--items", "500", "--frames", "5", "--renderer", "software",
                                      "--size", "320x240"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("frame (ms)") && run.stdout.contains("baseline frame (ms)"), "\(run.stdout)")
        #expect(run.stdout.contains("brute-force query (µs)") && run.stdout.contains("prepare:"), "\(run.stdout)")
    }

    @Test(arguments: [
        (["bench", "--frames", "0"], "--frames must be a whole number"),
        (["bench", "--renderer", "vulkan"], "--renderer must be auto, opengl or software"),
        (["bench", "--layout", "spiral"], "unknown layout 'spiral'"),
        (["render", "--out", "/tmp/x.png", "--texture-cache-mib", "0"], "--texture-cache-mib must be"),
        (["run", "--renderer", "metal"], "--renderer must be auto, opengl or software"),
        (["run", "--texture-cache-mib", "lots"], "--texture-cache-mib must be"),
    ])
    func badOptionsAreOneClearLine(arguments: [String], message: String) throws {
        let run = try Run.playground(arguments)
        #expect(run.status != 0)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
