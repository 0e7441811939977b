import Foundation
import PlaygroundCore
import Testing
@testable import PlaygroundApp

/// Issue 26, the edge: the layout build folder another user could take over (4), PNGs on a full disk (5), layouts
/// that exit (6), print (8), give NaN frames (9) or flood the check's output (10), the session on the check's
/// ladder, the compile's time limit, and messages quoting what the user gave (12). Each case is one line or a
/// normal result, never a crash; none waits on the machine's speed.
@Suite(.serialized) struct HostileEdgeTests {
    static var misbehaving: String { LayoutFileTests.fixtures + "/Misbehaving.swift" }
    static let timeout = LayoutFileTests.timeout

    func dump(_ mode: String, _ more: [String] = [], environment: [String: String] = [:], directory: URL? = nil) throws -> Run {
        try Run.playground(["dump", "--layout-file", Self.misbehaving, "--items", "3", "--size", "640x480"]
                           + Self.timeout + more, environment: ["LP_MISBEHAVE": mode].merging(environment) { $1 },
                           directory: directory)
    }

    /// One line on standard error (the last, when a layout printed before it).
    func lastLine(_ run: Run) -> String {
        run.stderr.split(separator: "\n").last.map(String.init) ?? ""
    }

    // MARK: - 4. The build folder

    @Test func aBuildFolderOfAnotherOwnerOrModeIsRefused() throws {
        let tmp = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let shared = tmp.appendingPathComponent("layout-playground-\(getuid())").path
        let env = ["TMPDIR": tmp.path]
        func refused(_ why: String) throws {
            let run = try dump("", environment: env)
            #expect(run.status == 1 && run.stdout.isEmpty, "\(run.stderr)")
            #expect(run.stderr.contains("refusing the layout build folder \(shared): \(why)"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
        }
        // Made by this user, but others may write into it.
        #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o777) == 0)
        try refused("its mode is 0777, not 0700")
        chmod(shared, 0o755)
        try refused("its mode is 0755, not 0700")
        if getuid() == 0 {
            // As root (CI): the attack of the issue, a folder made by `nobody`, mode 0777.
            chmod(shared, 0o777)
            #expect(chown(shared, 65534, 65534) == 0)
            try refused("it is owned by uid 65534, not by you (uid 0)")
        }
        rmdir(shared)
        // A link to a folder of ours is not the folder.
        let elsewhere = tmp.appendingPathComponent("elsewhere").path
        #expect(mkdir(elsewhere, 0o700) == 0 && symlink(elsewhere, shared) == 0)
        try refused("it is not a folder (a link or a file)")
        unlink(shared)
        // A fresh TMPDIR: made 0700, one mkdtemp folder per process, removed at the end.
        let good = try dump("", environment: env)
        #expect(good.status == 0, "\(good.stderr)")
        var info = stat()
        #expect(lstat(shared, &info) == 0 && info.st_mode & 0o7777 == 0o700 && info.st_uid == getuid())
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared).isEmpty)
    }

    @Test func aTMPDIROthersMayWriteIntoMustBeSticky() throws {
        let tmp = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        guard getuid() == 0 else { return }  // a folder of another user's is needed: root can chown
        chmod(tmp.path, 0o777)
        chown(tmp.path, 65534, 65534)
        let run = try dump("", environment: ["TMPDIR": tmp.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("others may write into it and it is not sticky (mode 0777)"), "\(run.stderr)")
        chmod(tmp.path, 0o1777)  // sticky, as /tmp is: accepted
        let sticky = try dump("", environment: ["TMPDIR": tmp.path])
        #expect(sticky.status == 0, "\(sticky.stderr)")
    }

    @Test func theCompiledLibraryIsOpenedOnlyWhenNoOneElseCanHaveWrittenIt() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let library = dir.appendingPathComponent("UserLayout_x_1.so").path
        try Data([0x7F, 0x45, 0x4C, 0x46]).write(to: URL(fileURLWithPath: library))
        chmod(library, 0o700)
        guard case .success(let fd) = BuildFolder.openLibrary(library) else { Issue.record("refused"); return }
        close(fd)
        chmod(library, 0o666)
        #expect(Self.refusal(library)?.contains("others may write it (mode 0666)") == true)
        chmod(library, 0o700)
        let link = dir.appendingPathComponent("link.so").path
        symlink(library, link)
        #expect(Self.refusal(link)?.contains("cannot open the compiled layout") == true)
        if getuid() == 0 {
            chown(library, 65534, 65534)
            #expect(Self.refusal(library)?.contains("owned by uid 65534, not by you") == true)
        }
    }

    static func refusal(_ path: String) -> String? {
        switch BuildFolder.openLibrary(path) {
        case .success(let fd): close(fd); return nil
        case .failure(let error): return error.message
        }
    }

    // MARK: - 5. PNGs on a full disk

    /// A 64 KiB tmpfs holding `old.png`, when this machine lets the tests mount one (root, and mount allowed);
    /// nil otherwise (the RLIMIT_FSIZE test below runs everywhere).
    static func fullDisk() throws -> URL? {
        guard getuid() == 0 else { return nil }
        let dir = try Repo.temporaryDirectory()
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: dir)
            return nil
        }
        try Data("the good old file".utf8).write(to: dir.appendingPathComponent("old.png"))
        return dir
    }

    static func unmount(_ dir: URL) {
        let umount = Process()
        umount.executableURL = URL(fileURLWithPath: "/bin/umount")
        umount.arguments = [dir.path]
        try? umount.run()
        umount.waitUntilExit()
        try? FileManager.default.removeItem(at: dir)
    }

    @Test func aFullDiskKeepsTheOldFileAndSaysSo() throws {
        guard let disk = try Self.fullDisk() else { return }
        defer { Self.unmount(disk) }
        let old = disk.appendingPathComponent("old.png").path
        func kept() throws -> Bool {
            try String(contentsOfFile: old, encoding: .utf8) == "the good old file"
                && FileManager.default.contentsOfDirectory(atPath: disk.path) == ["old.png"]
        }
        // render --out (a 1280×800 frame of photos is hundreds of KB).
        let render = try Run.playground(["render", "--out", old])
        #expect(render.status == 1)
        #expect(render.stderr == "Error: cannot write \(old): no space left on device\n", "\(render.stderr)")
        #expect(try kept())
        // F12's saver and the thumbnail writer, in this process.
        let surface = try Surface(width: 400, height: 400)
        let count = 400 * Int(surface.handle.pointee.pitch)
        let pixels = surface.handle.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var seed: UInt32 = 1
        for i in 0..<count {  // noise: a PNG of it cannot fit in 64 KiB
            seed = seed &* 1_664_525 &+ 1_013_904_223
            pixels[i] = UInt8(truncatingIfNeeded: seed >> 24)
        }
        let saver = ScreenshotSaver()
        saver.save(surface, to: old)
        saver.waitForAll()
        let results = saver.finished()
        guard case .failure(let error)? = results.first else { Issue.record("saved: \(results)"); return }
        #expect(error.description == "cannot save the screenshot \(old): no space left on device")
        #expect(try kept())
        var state: UInt32 = 7
        let noise = RGBAImage(pixels: (0..<(256 * 256 * 4)).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }, width: 256, height: 256, isOpaque: true)
        let cache = ThumbnailCache(root: disk.path)
        #expect(throws: DecodeFailure.self) {
            try cache.write(noise, uri: "file:///x.png", mtime: 1, folder: "normal", original: (256, 256))
        }
        rmdir(disk.appendingPathComponent("normal").path)
        #expect(try kept())
    }

    @Test func aFileSizeLimitFailsTheWriteInsteadOfLeavingAShortFile() throws {
        // RLIMIT_FSIZE in a child with SIGXFSZ ignored: writes past 16 KiB fail with EFBIG, as a full disk would.
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.appendingPathComponent("out.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: old))
        let script = dir.appendingPathComponent("s.json").path
        try Data(#"{"size": [320, 240], "items": 40, "until": 0.05, "events": []}"#.utf8).write(to: URL(fileURLWithPath: script))
        for (args, named) in [(["render", "--items", "40", "--out", old], old),
                              (["replay", script, "--frames", dir.path + "/frames"], dir.path + "/frames/frame-00000.png")] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", "trap '' XFSZ; ulimit -f 32; exec \"$0\" \"$@\"", Repo.binary] + args
            p.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": Repo.testCacheHome]) { $1 }
            let err = Pipe()
            p.standardError = err
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 1, "\(args): \(text)")
            #expect(text == "Error: cannot write \(named): file too large\n", "\(text)")
        }
        #expect(try String(contentsOfFile: old, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/frames").isEmpty)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: dir.path).contains { $0.contains(".tmp-") }))
    }

    @Test func aPNGMadeInMemoryIsWhole() throws {
        let image = RGBAImage(pixels: [UInt8](repeating: 200, count: 8 * 4 * 4), width: 8, height: 4, isOpaque: true)
        let bytes = try PNGWriter.encode(image, texts: [("Thumb::URI", "file:///a.png")])
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(Array(bytes.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])  // IEND
    }

    // MARK: - 6. A layout that calls exit()

    @Test func aLayoutThatExitsDuringItsCheckIsRefused() throws {
        let run = try dump("exit-in-check")
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(lastLine(run) == "Error: Misbehaving.swift: prepare ended the check (exit status 0) before its verdict; "
                + "a layout must not call exit(); the layout was not loaded", "\(run.stderr)")
    }

    @Test func aLayoutThatExitsAfterItsCheckEndsTheCommandWithStatus1() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.json").path
        try Data(#"{"size": [320, 240], "items": 5, "until": 1, "events": []}"#.utf8).write(to: URL(fileURLWithPath: script))
        let tmp = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let run = try Run.playground(["replay", script, "--layout-file", Self.misbehaving] + Self.timeout,
                                     environment: ["LP_MISBEHAVE": "exit-later", "LP_EXIT_AFTER": "5", "TMPDIR": tmp.path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(lastLine(run) == "Error: a layout file's code ended the process (it called exit()); exiting with status 1")
        // The build folder is removed as at a normal end.
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path + "/layout-playground-\(getuid())").isEmpty)
    }

    // MARK: - 8. A layout that prints

    @Test func aLayoutThatPrintsLeavesTheDocumentsAlone() throws {
        let run = try dump("print")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(json?["layout"] as? String == "misbehaving")
        #expect(run.stderr.contains("makeLayout: hello") && run.stderr.contains("prepare: {\"not\": \"the document\"}"))
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.json").path
        try Data(#"{"size": [320, 240], "items": 5, "until": 0.1, "events": []}"#.utf8).write(to: URL(fileURLWithPath: script))
        let replay = try Run.playground(["replay", script, "--layout-file", Self.misbehaving] + Self.timeout,
                                        environment: ["LP_MISBEHAVE": "print"])
        #expect(replay.status == 0, "\(replay.stderr)")
        let trace = try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
        #expect((trace?["final"] as? [String: Any])?["layout"] as? String == "misbehaving")
    }

    // MARK: - 9, the session on the ladder

    @Test func aNaNFrameThatMeetsNoRectIsRefused() throws {
        let run = try dump("nan-frame")
        #expect(run.status == 1)
        #expect(lastLine(run).contains("Misbehaving.swift: refused: misbehaving: attributes of cell [0, 0] are not finite"),
                "\(run.stderr)")
        #expect(lastLine(run).contains("(1 items"))
    }

    @Test func aLayoutThatTrapsAtTheSessionsItemCountIsRefused() throws {
        let run = try dump("trap-at-120", ["--items", "120"])
        #expect(run.status == 1)
        #expect(lastLine(run).hasPrefix("Error: Misbehaving.swift: prepare trapped ("), "\(run.stderr)")
    }

    // MARK: - 10. The check's output

    @Test func aChildsOutputIsKeptToItsHeadAndTail() {
        let result = ChildProcess.run("/bin/sh", ["-c", "head -c 20000000 /dev/zero | tr '\\0' x; echo; echo END"])
        #expect(result.status == 0)
        #expect(result.output.utf8.count < CappedCapture.headLimit + CappedCapture.tailLimit + 100)
        #expect(result.output.hasPrefix("xxxx") && result.output.hasSuffix("END\n"))
        #expect(result.output.contains("[… \(20_000_005 - CappedCapture.headLimit - CappedCapture.tailLimit) bytes left out …]"))
        var capture = CappedCapture(headLimit: 4, tailLimit: 3)
        for chunk in ["ab", "cdef", "ghij"] { Array(chunk.utf8).withUnsafeBytes { capture.append($0) } }
        #expect(capture.text == "abcd\n[… 3 bytes left out …]\nhij")
    }

    // MARK: - The compile's time limit

    @Test func compilingHasATimeLimit() throws {
        // No compile finishes in a millisecond: the limit is hit whatever the machine.
        let run = try dump("", ["--layout-compile-timeout", "0.001"])
        #expect(run.status == 1)
        #expect(lastLine(run) == "Error: Misbehaving.swift: compiling took longer than 0.001 s and was stopped (simplify "
                + "long expressions, or raise --layout-compile-timeout); the layout was not loaded", "\(run.stderr)")
        let bad = try dump("", ["--layout-compile-timeout", "0"])
        #expect(lastLine(bad) == "Error: --layout-compile-timeout must be a number of seconds in (0, 3600], got '0'")
    }

    // MARK: - 12. Messages

    @Test func userTextInMessagesIsEscapedAndCut() throws {
        let colour = try Run.playground(["dump", "--layout", "\u{1B}[31mred\u{1B}[2J"])
        #expect(colour.status != 0)
        #expect(!colour.stderr.contains("\u{1B}"))
        #expect(colour.stderr.contains("unknown layout '\\x1B[31mred\\x1B[2J'"), "\(colour.stderr)")

        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let preset = dir.appendingPathComponent("big.toml").path
        try Data(("layout = \"waterfall\"\n[params]\ncolumns = \"" + String(repeating: "7x", count: 5_000_000) + "\"\n").utf8)
            .write(to: URL(fileURLWithPath: preset))
        let script = dir.appendingPathComponent("s.json").path
        try Data(#"{"size": [320, 240], "items": 5, "until": 0.1, "events": []}"#.utf8).write(to: URL(fileURLWithPath: script))
        let big = try Run.playground(["replay", script, "--preset", preset])
        #expect(big.status == 1)
        #expect(big.stderr.utf8.count < 600, "\(big.stderr.utf8.count) bytes")
        #expect(big.stderr.contains("(10000000 bytes)"), "\(big.stderr.prefix(600))")

        // A spec's name with escape sequences and a newline.
        let list = try String(contentsOfFile: Repo.root.appendingPathComponent("Examples/compositional/list.yaml").path,
                              encoding: .utf8)
        let evil = dir.appendingPathComponent("evil.yaml").path
        try Data(list.replacingOccurrences(of: "name: list", with: #"name: "\e[2J\e[31mx\ny""#).utf8)
            .write(to: URL(fileURLWithPath: evil))
        let named = try Run.playground(["dump", "--layout-file", evil])
        #expect(named.status == 1)
        #expect(!named.stderr.contains("\u{1B}") && named.stderr.split(separator: "\n").count == 1, "\(named.stderr)")
        #expect(named.stderr.contains("layout name '\\x1B[2J\\x1B[31mx\\ny' must be"), "\(named.stderr)")

        // A newline in a file name stays one line.
        let odd = dir.appendingPathComponent("a\nb.swift").path
        try FileManager.default.copyItem(atPath: LayoutFileTests.fixtures + "/NoEntry.swift", toPath: odd)
        let newline = try Run.playground(["dump", "--layout-file", odd])
        #expect(newline.status == 1)
        #expect(newline.stderr.split(separator: "\n").count == 1 && newline.stderr.contains("a\\nb.swift"), "\(newline.stderr)")
    }

    @Test func aLayoutFileNamedLikeAnOptionLoads() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.misbehaving, toPath: dir.appendingPathComponent("-dash.swift").path)
        let run = try Run.playground(["dump", "--layout-file=-dash.swift", "--items", "2"] + Self.timeout, directory: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"layout\":\"misbehaving\""))
    }

    @Test func aSpecWithAByteOrderMarkAndTwoFilesOfOneNameInTwoFolders() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try String(contentsOfFile: Repo.root.appendingPathComponent("Examples/compositional/list.yaml").path,
                              encoding: .utf8)
        for folder in ["one", "two"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data([0xEF, 0xBB, 0xBF] + Array(spec.utf8)).write(to: dir.appendingPathComponent("\(folder)/a.yaml"))
        }
        let one = dir.appendingPathComponent("one/a.yaml").path, two = dir.appendingPathComponent("two/a.yaml").path
        let bom = try Run.playground(["dump", "--layout-file", one, "--items", "3"])
        #expect(bom.status == 0, "\(bom.stderr)")
        let both = try Run.playground(["dump", "--layout-file", one, "--layout-file", two, "--items", "3"])
        #expect(both.status == 1)
        #expect(both.stderr.contains(two + ": layout name '") && both.stderr.contains("is taken by the layout in " + one),
                "\(both.stderr)")
    }

    @Test func aVideoInAFolderThatIsNotThereIsRefusedFirst() throws {
        guard VideoEncoder.ffmpegPath() != nil else { return }
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.json").path
        try Data(#"{"size": [160, 120], "items": 5, "until": 0.1, "events": []}"#.utf8).write(to: URL(fileURLWithPath: script))
        let run = try Run.playground(["replay", script, "--video", "nodir/x.mp4"], directory: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: cannot write nodir/x.mp4: the folder nodir does not exist\n", "\(run.stderr)")
    }
}
