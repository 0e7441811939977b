import Foundation
import Testing
@testable import PlaygroundApp

/// Paths as bytes, files opened without blocking, atomic writes to every kind of path (issue 15).
@Suite struct UserPathTests {
    /// "caf\xE9.png": a Latin-1 name (é is 0xE9), not valid UTF-8.
    static let latin1Name = BytePath(bytes: Array("caf".utf8) + [0xE9] + Array(".png".utf8))

    /// Writes `data` to the file named by `path`'s bytes.
    static func write(_ data: Data, to path: BytePath) throws {
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        try #require(fd >= 0)
        defer { close(fd) }
        let written = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, data.count) }
        try #require(written == data.count)
    }

    // MARK: - BytePath

    @Test func namesThatAreNotUTF8AreEscapedOneToOne() {
        #expect(Self.latin1Name.display == #"caf\xE9.png"#)
        #expect(BytePath("with space é ü.png").display == "with space é ü.png")  // valid UTF-8 stays
        #expect(BytePath("new\nline.png").display == #"new\nline.png"#)  // one line, always
        #expect(BytePath(bytes: [0x1B, 0x7F]).display == #"\x1B\x7F"#)
        #expect(BytePath(bytes: [0xC2, 0x85]).display == #"\xC2\x85"#)  // U+0085, a C1 control
        #expect(BytePath(bytes: [0xED, 0xA0, 0x80]).display == #"\xED\xA0\x80"#)  // a UTF-16 surrogate
        #expect(BytePath(bytes: [0xE2, 0x82]).display == #"\xE2\x82"#)  // cut short
        // One-to-one: the literal text "\xE9" and the byte 0xE9 never show the same.
        #expect(BytePath(#"caf\xE9.png"#).display == #"caf\\xE9.png"#)
        #expect(BytePath(#"caf\xE9.png"#).display != Self.latin1Name.display)
    }

    @Test func everyPathFormHasAFolder() {
        #expect(BytePath("order.json").parent == BytePath("."))
        #expect(BytePath("./order.json").parent == BytePath("."))
        #expect(BytePath("/order.json").parent == BytePath("/"))
        #expect(BytePath("a/b/order.json").parent == BytePath("a/b"))
        #expect(BytePath("a//order.json").parent == BytePath("a"))
        #expect(BytePath("a/b/order.json").lastComponent == BytePath("order.json"))
        #expect(BytePath("order.json").lastComponent == BytePath("order.json"))
        #expect(BytePath("dir").appending(BytePath("x.png")) == BytePath("dir/x.png"))
        #expect(BytePath("/").appending(BytePath("x.png")) == BytePath("/x.png"))
        #expect(BytePath("IMG.JPG").pathExtension == "jpg")
        #expect(BytePath(".png").pathExtension == "")  // a hidden file with no extension
        #expect(Self.latin1Name.pathExtension == "png")
    }

    @Test func anArgumentWithoutRepairedBytesIsTakenAsItIs() {
        #expect(BytePath(argument: "photos/été") == BytePath("photos/été"))
    }

    // MARK: - Opening

    @Test func onlyRegularFilesOpenAndNothingWaits() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("x.jpg").path
        try #require(mkfifo(fifo, 0o644) == 0)
        // A writer keeps a regressed (blocking) open from hanging this test; the kind check must still refuse it.
        let writer = open(fifo, O_RDWR)
        defer { close(writer) }
        #expect(UserFile.read(BytePath(fifo)) == .failure(.init(reason: "a named pipe (FIFO), not a file")))
        #expect(UserFile.read(BytePath(dir.path)) == .failure(.init(reason: "a folder, not a file")))
        #expect(UserFile.read(BytePath("/dev/null")) == .failure(.init(reason: "a character device, not a file")))
        #expect(UserFile.read(BytePath(dir.appendingPathComponent("none").path)) == .failure(.init(reason: "no such file")))
        let file = dir.appendingPathComponent(Self.latin1Name.display).path  // a UTF-8 twin, to tell them apart
        try Data("utf8".utf8).write(to: URL(fileURLWithPath: file))
        let latin1 = BytePath(dir.path).appending(Self.latin1Name)
        try Self.write(Data("latin1".utf8), to: latin1)
        #expect(UserFile.readText(latin1) == .success("latin1"))
        #expect(UserFile.readText(BytePath(file)) == .success("utf8"))
        // Listed by bytes: both names, the Latin-1 one intact.
        let names = try UserFile.listFolder(BytePath(dir.path)).get()
        #expect(Set(names) == [BytePath("x.jpg"), Self.latin1Name, BytePath(Self.latin1Name.display)])
    }

    // MARK: - Atomic writes

    @Test func atomicWritesKeepLinksAndRefuseFolders() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let real = dir.appendingPathComponent("real.json").path
        let link = dir.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try AtomicFile.write("new", to: link)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "real.json")  // still a link

        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: dir.path) }
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: dir.path + "/new/") }
        do {
            try AtomicFile.write("x", to: dir.path)
        } catch let failure as AtomicFile.Failure {
            #expect(failure.description == "cannot write \(dir.path): a folder, not a file")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["link.json", "real.json"])  // no temporary left behind
    }

    @Test func aPipeIsWrittenDirectlyAndOneWithNoReaderIsAnError() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("trace.fifo").path
        try #require(mkfifo(fifo, 0o644) == 0)
        do {
            try AtomicFile.write("x", to: fifo)
            Issue.record("a pipe with no reader was written")
        } catch let failure as AtomicFile.Failure {
            #expect(failure.reason == "a named pipe with no reader")
        }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write("through the pipe", to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = Foundation.read(reader, &buffer, 64)
        #expect(n > 0 && String(decoding: buffer[..<n], as: UTF8.self) == "through the pipe")
        #expect(UserFile.kind(of: BytePath(fifo)) == S_IFIFO)  // not replaced by a file
    }

    @Test func foldersAreMadeAsMkdirP() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try AtomicFile.makeFolders(holding: dir.appendingPathComponent("a/b/c/order.json").path)
        #expect(UserFile.kind(of: BytePath(dir.appendingPathComponent("a/b/c").path)) == S_IFDIR)
        let file = dir.appendingPathComponent("file").path
        try Data().write(to: URL(fileURLWithPath: file))
        do {
            try AtomicFile.makeFolders(holding: file + "/sub/order.json")
            Issue.record("a folder was made inside a file")
        } catch let failure as AtomicFile.Failure {
            #expect(failure.reason.contains("not a directory") || failure.reason.contains("not a folder"), "\(failure)")
        }
    }
}

/// The edge opens user files only through `UserFile`/`AtomicFile` (non-blocking, by bytes, one-line messages): the
/// Foundation and SDL calls that block on a pipe, drop names that are not UTF-8 or throw NSError dumps are not used.
@Suite struct UserFileUseTests {
    /// Each call, and why it is not used on a user's path.
    static let banned: [(call: String, why: String)] = [
        ("FileManager.default.contents(atPath", "blocks on a named pipe; no reason on failure"),
        ("contentsOfDirectory(atPath", "drops or mangles names that are not UTF-8"),
        ("FileHandle(forReadingAtPath", "blocks on a named pipe; NSError dumps"),
        ("String(contentsOfFile", "blocks on a named pipe; NSError dumps (only /proc/self/status is allowed)"),
        ("Data(contentsOf", "blocks on a named pipe; NSError dumps"),
        ("createFile(atPath", "no reason on failure"),
        ("createDirectory(atPath", "NSError dumps (\"NSCocoaErrorDomain Code=4\")"),
        (".moveItem(atPath", "NSError dumps"),
        ("localizedDescription", "Foundation's words, not ours"),
        ("IMG_Load(", "opens by text path, blocking: use UserFile.sdlStream"),
    ]

    @Test func userFilesAreOpenedOnlyThroughUserFile() throws {
        let folder = Repo.root.appendingPathComponent("Sources/PlaygroundApp")
        let names = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }
        #expect(names.contains("LayoutFiles/LayoutCompiler.swift"), "subfolders are scanned too")
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") || line.contains("/proc/self/status") { continue }
                for (call, why) in Self.banned where line.contains(call) {
                    Issue.record("\(name):\(n + 1) uses \(call): \(why)")
                }
            }
        }
    }
}
