import Foundation
import PlaygroundCore
import Testing
@testable import PlaygroundApp

/// `replay --video` as a user runs it: ffprobe reads the frame count and size back; a GIF's first frame is
/// `render`'s picture of the same state (within what a 256-colour palette and its dither change). In EdgeTests'
/// serialized suite (each encode takes a core).
extension EdgeTests {
    /// A script of `seconds` with one drag, so frames differ.
    static func videoScript(layout: String, size: (Int, Int), seconds: Double, events: Bool = true) -> String {
        let drag = events ? """
            {"t": 0.1, "type": "mouseDown", "x": 200, "y": 150}, {"t": 0.2, "type": "mouseMove", "x": 200, "y": 90},
            {"t": 0.3, "type": "mouseUp", "x": 200, "y": 90}
            """ : ""
        return """
            {"layout": "\(layout)", "size": [\(size.0), \(size.1)], "items": 30, "until": \(seconds), "events": [\(drag)]}
            """
    }

    /// ffprobe's count of decoded frames and the size of a video's first stream.
    static func probe(_ path: String) throws -> (frames: Int, width: Int, height: Int) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                       "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard p.terminationStatus == 0, fields.count == 3 else { throw CLIErrorForTests("ffprobe \(path): \(text)") }
        return (fields[2], fields[0], fields[1])
    }

    @Test func replayVideoHasOneFramePerTimestepAtTheScaledSize() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.json").path
        try Self.videoScript(layout: "grid", size: (320, 240), seconds: 1).write(toFile: script, atomically: true, encoding: .utf8)
        let video = dir.appendingPathComponent("out.mp4").path
        let run = try Run.playground(["replay", script, "--video", video, "--fps", "30", "--scale", "0.5",
                                      "--trace", dir.appendingPathComponent("t.json").path])
        #expect(run.status == 0, "\(run.stderr)")
        // Frames at t = 0, 1/30, … 1: 31 of them; 320×240 halved.
        let probed = try Self.probe(video)
        #expect(probed.frames == 31)
        #expect(probed.width == 160 && probed.height == 120)
        #expect(run.stderr.contains("wrote \(video) (31 frames, 160×120, 30 fps)"))
        // No temporary file is left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty)
    }

    @Test func gifFirstFrameIsTheRenderOfTheSameState() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.json").path
        try Self.videoScript(layout: "grid", size: (320, 240), seconds: 0.2, events: false)
            .write(toFile: script, atomically: true, encoding: .utf8)
        let gif = dir.appendingPathComponent("out.gif").path
        let replay = try Run.playground(["replay", script, "--video", gif, "--trace", dir.appendingPathComponent("t.json").path])
        #expect(replay.status == 0, "\(replay.stderr)")
        // 25 fps by default for a GIF: t = 0, 0.04, … 0.2.
        let probed = try Self.probe(gif)
        #expect(probed.frames == 6 && probed.width == 320 && probed.height == 240)

        let rendered = dir.appendingPathComponent("render.png").path
        let render = try Run.playground(["render", "--layout", "grid", "--size", "320x240", "--items", "30",
                                         "--offset", "0,0", "--out", rendered])
        #expect(render.status == 0, "\(render.stderr)")
        let first = dir.appendingPathComponent("first.png").path
        let extract = Process()
        extract.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        extract.arguments = ["ffmpeg", "-v", "error", "-i", gif, "-frames:v", "1", first]
        try extract.run()
        extract.waitUntilExit()
        #expect(extract.terminationStatus == 0)

        let a = try Pixels(png: rendered), b = try Pixels(png: first)
        #expect(a.width == b.width && a.height == b.height)
        // Within the palette: the mean difference per channel is small, and no pixel is far off (a 256-colour
        // palette with ordered dither moves a channel by about a palette step; measured: mean 0.95, at most 24).
        var total = 0.0, worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b)] {
                    let d = abs(Int(u) - Int(v))
                    total += Double(d)
                    worst = max(worst, d)
                }
            }
        }
        let mean = total / Double(a.width * a.height * 3)
        #expect(mean < 3, "mean channel difference \(mean)")
        #expect(worst <= 40, "largest channel difference \(worst)")
    }

    /// ffmpeg gone mid-stream (here: an `ffmpeg` that exits at once, found first on PATH while the encoder starts;
    /// ffmpeg writes through the app's own descriptor since issue 38, so it can no longer be kept from opening its
    /// output) is a one-line error from `write`, not the end of the process, and making an encoder leaves the
    /// process's SIGPIPE disposition as it was.
    @Test func anEncoderWhoseReaderIsGoneFailsWithoutTouchingSIGPIPE() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: false)
        let fake = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: fake)
        chmod(fake.path, 0o755)
        var before = sigaction(), after = sigaction()
        sigaction(SIGPIPE, nil, &before)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        setenv("PATH", bin.path + ":" + path, 1)
        let made = Result { try VideoEncoder(path: dir.appendingPathComponent("x.mp4").path, width: 64, height: 64, fps: 30) }
        setenv("PATH", path, 1)
        let encoder = try made.get()
        sigaction(SIGPIPE, nil, &after)
        #expect(unsafeBitCast(before.__sigaction_handler, to: Int.self) == unsafeBitCast(after.__sigaction_handler, to: Int.self))
        let frame = try Surface(width: 64, height: 64)
        // The fake ffmpeg reads nothing; a frame is 16 KiB, the pipe holds 64 KiB.
        let failure = #expect(throws: CLIError.self) { for _ in 0..<10_000 { try encoder.write(frame) } }
        #expect(failure?.description.contains("ffmpeg stopped reading frames") == true, "\(String(describing: failure))")
    }

    @Test func videoErrorsAreOneLine() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.json").path
        try Self.videoScript(layout: "grid", size: (160, 120), seconds: 0.1).write(toFile: script, atomically: true, encoding: .utf8)
        let cases: [([String], [String: String], String)] = [
            (["--video", dir.appendingPathComponent("x.avi").path], [:], "must end in .mp4, .gif or .webp"),
            (["--video", dir.appendingPathComponent("x.mp4").path], ["PATH": "/nonexistent"], "ffmpeg is not installed"),
            (["--video", dir.appendingPathComponent("x.mp4").path, "--fps", "0"], [:], "--fps must be 1…240"),
            (["--video", dir.appendingPathComponent("x.gif").path, "--scale", "9"], [:], "--scale must be 0.05…4"),
            (["--fps", "30"], [:], "--fps and --scale go with --video"),
        ]
        for (args, env, message) in cases {
            let run = try Run.playground(["replay", script, "--trace", dir.appendingPathComponent("t.json").path] + args,
                                         environment: env)
            #expect(run.status != 0)
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && run.stderr.contains(message), "\(args): \(run.stderr)")
        }
        let run = try Run.playground(["run", "--record", dir.appendingPathComponent("x.mkv").path])
        #expect(run.status != 0 && run.stderr.contains("must end in .mp4, .gif or .webp"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.mp4").path))
    }

    @Test func recorderHoldsAFrameForAsLongAsItWasShownAndNeverDropsOne() {
        let fps = WindowRecorder.fps
        #expect(fps == 60)
        #expect(WindowRecorder.slots(until: 1 / fps, start: 0, written: 0) == 1)
        #expect(WindowRecorder.slots(until: 3 / fps, start: 0, written: 0) == 3)  // a slow frame, held 3/60 s
        #expect(WindowRecorder.slots(until: 2 / fps, start: 0, written: 5) == 1)  // ahead of the clock: still one
        #expect(WindowRecorder.slots(until: 100, start: 0, written: 0) == Int(WindowRecorder.longestHold * fps))
        // Started at 10 s: the clock counts from there.
        #expect(WindowRecorder.slots(until: 10 + 2 / fps, start: 10, written: 1) == 1)
    }
}
