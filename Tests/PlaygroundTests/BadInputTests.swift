import Foundation
import PlaygroundCore
import Testing
@testable import PlaygroundApp

/// Bad input: a clear one-line message each, a non-zero exit where the app cannot go on, never a crash or a hang,
/// and the good images of a folder still show (docs/reliability.md keeps the table).
@Suite(.serialized) struct BadInputTests {
    /// A folder with 3 good solid images and every kind of bad file next to them.
    static func makeMixedFolder() throws -> URL {
        let dir = try Repo.temporaryDirectory().appendingPathComponent("mixed")
        let fm = FileManager.default
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        let solid = URL(fileURLWithPath: Repo.solidFixtures)
        for name in ["01-red.png", "02-green.png", "03-blue.png"] {
            try fm.copyItem(at: solid.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        try fm.copyItem(at: solid.appendingPathComponent("05-magenta.png"), to: dir.appendingPathComponent("with space é ü.png"))
        try Data("hello".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("fake.png"))
        try Data().write(to: dir.appendingPathComponent("zero.png"))
        try Data().write(to: dir.appendingPathComponent("zero.jpg"))
        let yellow = try Data(contentsOf: solid.appendingPathComponent("04-yellow.png"))
        try yellow.prefix(100).write(to: dir.appendingPathComponent("truncated.png"))
        let jpeg = try Data(contentsOf: Repo.root.appendingPathComponent("Tests/Fixtures/formats/baseline-37x23.jpg"))
        try jpeg.prefix(200).write(to: dir.appendingPathComponent("truncated.jpg"))
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("loop1").path, withDestinationPath: "loop2.png")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("loop2.png").path, withDestinationPath: "loop1")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("dangling.png").path, withDestinationPath: "/nonexistent/x.png")
        // A PNG header claiming 60000×60000 pixels: rejected from the header, never decoded.
        try pngHeader(width: 60000, height: 60000).write(to: dir.appendingPathComponent("huge-header.png"))
        // A named pipe and a folder named like images: skipped with one line each, and nothing waits on the pipe.
        try #require(mkfifo(dir.appendingPathComponent("x.jpg").path, 0o644) == 0)
        try fm.createDirectory(at: dir.appendingPathComponent("holiday.png"), withIntermediateDirectories: false)
        return dir
    }

    /// A PNG signature and IHDR chunk (with its CRC) for the given size, then a token IDAT and IEND.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xffff_ffff
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
            }
            return c ^ 0xffff_ffff
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc(body))
        }
        let ihdr = be(width) + be(height) + [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
                    + chunk("IDAT", [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", []))
    }

    @Test func goodImagesStillShowAndEveryBadFileGetsOneLine() throws {
        let dir = try Self.makeMixedFolder()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let out = dir.deletingLastPathComponent().appendingPathComponent("out.png").path
        let run = try Run.playground(["render", "--size", "640x480", "--images", dir.path, "--renderer", "software",
                                      "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let expected: [(String, String)] = [
            ("dangling.png", "a dangling symbolic link"), ("loop2.png", "a symbolic link loop"),
            ("fake.png", "no known signature"), ("huge-header.png", "60000×60000 is larger than"),
            ("zero.png", "ends before its image header"), ("zero.jpg", "ends before its image header"),
            ("truncated.png", "drawn as a placeholder"), ("truncated.jpg", "drawn as a placeholder"),
            ("x.jpg", "skipping x.jpg: a named pipe (FIFO), not a file"), ("holiday.png", "skipping holiday.png: a folder"),
        ]
        for (file, words) in expected {
            let mentions = lines.filter { $0.contains(file) }
            #expect(mentions.count == 1 && mentions[0].contains(words), "\(file): \(mentions)")
        }
        #expect(lines.count == expected.count, "\(lines)")
        #expect(!lines.contains { $0.contains("notes.txt") })  // not an image name: not even looked at
        #expect(!Self.leaksInternals(run.stderr), "\(run.stderr)")
        // Sorted by file name: red, green, blue, truncated.jpg, truncated.png (placeholders), "with space é ü".
        let pixels = try Pixels(png: out)
        #expect(pixels[100, 100].isClose(to: Color(r: 255, g: 0, b: 0)))
        #expect(pixels[320, 100].isClose(to: Color(r: 0, g: 255, b: 0)))
        #expect(pixels[540, 100].isClose(to: Color(r: 0, g: 0, b: 255)))
        #expect(pixels[540, 290].isClose(to: Color(r: 255, g: 0, b: 255)))
        #expect(!pixels[100, 290].isClose(to: Color(r: 255, g: 255, b: 0)))  // the truncated one is not drawn yellow
    }

    /// Whether a message shows Foundation's or Swift's internals instead of the user's words.
    static func leaksInternals(_ text: String) -> Bool {
        ["NSCocoaErrorDomain", "Error Domain=", "UserInfo=", "NSFilePath", "NSUnderlyingError", "Foundation.",
         "Swift.", "CocoaError"].contains { text.contains($0) }
    }

    /// dump, render and replay each get past a folder holding a named pipe named like an image (they hung forever
    /// reading its header); run does too (Tests/e2e/test-fifo-and-relative-order.sh, in the window).
    @Test(arguments: ["dump", "render", "replay"])
    func aNamedPipeNamedLikeAnImageHangsNothing(command: String) throws {
        let base = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let dir = base.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.solidFixtures + "/01-red.png", toPath: dir.appendingPathComponent("a.png").path)
        try #require(mkfifo(dir.appendingPathComponent("x.jpg").path, 0o644) == 0)
        let script = base.appendingPathComponent("s.json")
        try #"{"layout": "grid", "size": [320, 240], "until": 0.1, "events": []}"#.write(to: script, atomically: true, encoding: .utf8)
        let args: [String] = switch command {
        case "dump": ["dump", "--images", dir.path]
        case "render": ["render", "--images", dir.path, "--renderer", "software", "--out", base.appendingPathComponent("o.png").path]
        default: ["replay", script.path, "--images", dir.path]
        }
        let run = try Run.playground(args)
        #expect(run.status == 0, "\(command): status \(run.status) (-1: hung, killed) \(run.stderr)")
        #expect(run.stderr == "playground: warning: skipping x.jpg: a named pipe (FIFO), not a file\n")
    }

    /// Linux names are bytes: a Latin-1 name (not UTF-8) shows like any other, named escaped in messages.
    @Test func aNameThatIsNotUTF8Shows() throws {
        let base = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let dir = base.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.solidFixtures + "/01-red.png", toPath: dir.appendingPathComponent("a.png").path)
        let blue = try Data(contentsOf: URL(fileURLWithPath: Repo.solidFixtures + "/03-blue.png"))
        try UserPathTests.write(blue, to: BytePath(dir.path).appending(UserPathTests.latin1Name))
        // One that fails to decode, to see the name in a message.
        let bad = BytePath(bytes: Array("z\u{1}".utf8) + [0xFF] + Array(".png".utf8))
        try UserPathTests.write(Data("not an image".utf8), to: BytePath(dir.path).appending(bad))
        let out = base.appendingPathComponent("o.png").path
        let run = try Run.playground(["render", "--size", "640x240", "--images", dir.path, "--renderer", "software", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(#"playground: warning: skipping z\x01\xFF.png: not a PNG"#), "\(run.stderr)")
        let pixels = try Pixels(png: out)
        #expect(pixels[100, 100].isClose(to: Color(r: 255, g: 0, b: 0)))  // a.png
        #expect(pixels[320, 100].isClose(to: Color(r: 0, g: 0, b: 255)))  // caf\xE9.png, sorted by bytes after it
        let dump = try Run.playground(["dump", "--images", dir.path])
        #expect(dump.status == 0 && dump.stdout.contains(#""items""#))
    }

    /// A path given in bytes that are not UTF-8 is found again in argv (Swift repairs CommandLine.arguments).
    @Test func anImagesFolderNamedInBytesThatAreNotUTF8() throws {
        let base = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = BytePath(base.path).appending(BytePath(bytes: Array("fot".utf8) + [0xF6]))
        try #require(folder.withCString { mkdir($0, 0o755) } == 0)
        let red = try Data(contentsOf: URL(fileURLWithPath: Repo.solidFixtures + "/01-red.png"))
        try UserPathTests.write(red, to: folder.appending(BytePath("a.png")))
        // Process takes arguments as text (UTF-8): the bytes go through a shell's printf.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"exec "$0" dump --images "$(printf '%s/fot\366' "$1")" --items 1 >/dev/null"#,
                           Repo.binary, base.path]
        let err = Pipe()
        shell.standardError = err
        try shell.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0 && message.isEmpty, "\(message)")
    }

    @Test(arguments: [
        (["--images", "/nonexistent/folder"], "images folder not found: /nonexistent/folder"),
        (["--images", "EMPTY"], "no images in"),
        (["--images", "FILE"], "--images must be a folder"),
        (["--size", "-5x3"], "--size must be"),
        (["--size", "0x0"], "--size must be 1…16384"),
        (["--offset", "nan,3"], "--offset must be finite"),
        (["--layout", "spiral"], "unknown layout 'spiral'"),
        (["--param", "columns=0", "--layout", "waterfall"], "parameter columns of layout waterfall must be in 1…100"),
        (["--param", "itemWidth=wide"], "parameter itemWidth of layout grid must be a number"),
        (["--param", "nope=1"], "unknown parameter 'nope' for layout grid"),
        (["--items", "-3"], "--items"),
    ])
    func fatalInputExitsWithOneLine(arguments: [String], message: String) throws {
        let base = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let empty = base.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let file = base.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        let args = arguments.map { $0 == "EMPTY" ? empty.path : $0 == "FILE" ? file.path : $0 }
        let run = try Run.playground(["render", "--out", base.appendingPathComponent("x.png").path] + args)
        #expect(run.status != 0)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("x.png").path))
    }

    @Test func aVeryLargeRealImageIsDownscaledOnLoad() throws {
        // 16384×16384, one colour, written by Python's zlib (≈ 0.8 MB compressed, 1 GiB decoded).
        let base = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let dir = base.appendingPathComponent("big")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let maker = Process()
        maker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        maker.arguments = ["python3", "-c", """
        import struct, sys, zlib
        def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
        W = H = 16384
        c = zlib.compressobj(6)
        row = b"\\0" + bytes([0, 200, 80]) * W
        data = b"".join(c.compress(row) for _ in range(H)) + c.flush()
        open(sys.argv[1], "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0)) + chunk(b"IDAT", data) + chunk(b"IEND", b""))
        """, dir.appendingPathComponent("big.png").path]
        try maker.run()
        maker.waitUntilExit()
        try #require(maker.terminationStatus == 0)
        let out = base.appendingPathComponent("out.png").path
        let run = try Run.playground(["render", "--size", "640x480", "--images", dir.path, "--renderer", "software", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(try Pixels(png: out)[100, 100].isClose(to: Color(r: 0, g: 200, b: 80)))
    }
}
