import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing
import TestSupport

/// Issue 38, severe 2: every write goes through `SafePath` and `AtomicFile`: another user's link in a sticky or
/// others-writable folder is never followed, temporaries are unpredictable and created with O_EXCL | O_NOFOLLOW, and
/// a replaced file keeps its mode. The other user is `nobody` (65534), played by `lchown` (root only: these tests
/// run as root in CI; as anyone else the ownership cases are skipped and the rest still run).
@Suite struct SafeWriteTests {
    static let other: uid_t = 65534
    static let isRoot = geteuid() == 0

    /// A sticky folder anyone may write into, as /tmp is (mode 1777).
    func stickyFolder() throws -> URL {
        let dir = try Repo.temporaryDirectory()
        try #require(chmod(dir.path, 0o1777) == 0)
        return dir
    }

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test(.enabled(if: isRoot)) func anotherUsersLinkInAStickyFolderIsNotFollowed() throws {
        let shared = try stickyFolder()
        let victim = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: shared); try? FileManager.default.removeItem(at: victim) }
        let secret = victim.appendingPathComponent("secret").path
        try AtomicFile.write("root's secret", to: secret, mode: 0o600)
        let link = shared.appendingPathComponent("trace.json").path
        try #require(symlink(secret, link) == 0 && lchown(link, Self.other, Self.other) == 0)
        do {
            try AtomicFile.write("the trace", to: link)
            Issue.record("wrote through another user's link")
        } catch let failure as AtomicFile.Failure {
            #expect(failure.reason.contains("a symbolic link owned by uid 65534"))
            #expect(failure.reason.contains("refusing to follow it"))
            #expect(!failure.description.contains("\n"))
        }
        #expect(contents(secret) == "root's secret")
        #expect(mode(secret) == 0o600)
        // The same link as a folder on the way (`shared/x/trace.json`, x another user's link to a folder).
        let folderLink = shared.appendingPathComponent("x").path
        try #require(symlink(victim.path, folderLink) == 0 && lchown(folderLink, Self.other, Self.other) == 0)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: folderLink + "/secret") }
        #expect(contents(secret) == "root's secret")
        // The stream path too: a link to a pipe is not opened.
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: link, blocking: false) }
    }

    @Test(.enabled(if: isRoot)) func ownLinksAndLinksOfTheFoldersOwnerAreFollowed() throws {
        let shared = try stickyFolder()
        defer { try? FileManager.default.removeItem(at: shared) }
        let real = shared.appendingPathComponent("real.json").path
        try AtomicFile.write("old", to: real)
        let mine = shared.appendingPathComponent("mine.json").path
        try #require(symlink("real.json", mine) == 0)
        try AtomicFile.write("new", to: mine)
        #expect(contents(real) == "new")
        // A folder only its owner may write into: a link there is followed whoever owns it (the owner put it there).
        let own = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: own) }
        let theirs = own.appendingPathComponent("theirs.json").path
        try #require(symlink(real, theirs) == 0 && lchown(theirs, Self.other, Self.other) == 0)
        try AtomicFile.write("newer", to: theirs)
        #expect(contents(real) == "newer")
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("order.json").path
        try AtomicFile.write("one", to: path, mode: 0o600)
        #expect(mode(path) == 0o600)
        try AtomicFile.write("two", to: path)
        #expect(contents(path) == "two")
        #expect(mode(path) == 0o600)  // was 0644 (0666 less the umask)
        try #require(chmod(path, 0o640) == 0)
        try AtomicFile.write("three", to: path)
        #expect(mode(path) == 0o640)
    }

    @Test func aPlantedTemporaryNameIsNeverWrittenThrough() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim").path
        try AtomicFile.write("intact", to: victim)
        // The old, predictable name `.NAME.tmp-PID`: a link waiting there must not be followed.
        let planted = dir.appendingPathComponent(".out.json.tmp-\(getpid())").path
        try #require(symlink(victim, planted) == 0)
        try AtomicFile.write("output", to: dir.appendingPathComponent("out.json").path)
        #expect(contents(victim) == "intact")
        #expect(contents(dir.appendingPathComponent("out.json").path) == "output")
        // Two temporaries for the same file get different names.
        let a = SafePath.temporaryName(for: Array("x".utf8)), b = SafePath.temporaryName(for: Array("x".utf8))
        #expect(a != b)
    }

    /// The rule over random link graphs: names drawn from all of Unicode (controls, keywords, `..`), chains of links
    /// owned by us or by `nobody`, in sticky folders or our own, relative or absolute, to files or folders. Expected
    /// from a model of the rule: the write succeeds exactly when every link on the way may be followed, and then only
    /// the final target changes; a refused write changes nothing and leaves no temporary file anywhere.
    @Test(.enabled(if: isRoot)) func randomLinkGraphsFollowTheRule() throws {
        try withEverySeed(0..<60) { seed, rng in
            let root = try Repo.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            // Two folders: ours (0755) and a shared sticky one (1777), each holding a subfolder.
            let folders = [root.appendingPathComponent("own").path, root.appendingPathComponent("shared").path]
            for (i, f) in folders.enumerated() {
                try #require(mkdir(f, 0o755) == 0 && chmod(f, i == 1 ? 0o1777 : 0o755) == 0)
                try #require(mkdir(f + "/sub", 0o755) == 0)
            }
            let victim = folders[Int(rng.next() % 2)] + "/sub/" + Self.randomName(&rng)
            try AtomicFile.write("before", to: victim, mode: 0o600)
            // A chain of 1…4 links, each in a random folder, each owned by us or by nobody; the last points at the victim.
            var next = victim
            var allowed = true
            var start = victim
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let inShared = rng.next() % 2 == 1
                let folder = folders[inShared ? 1 : 0]
                let name = Self.randomName(&rng)
                let link = folder + "/" + name
                guard !Self.exists(link) else { continue }
                let relative = rng.next() % 2 == 0 && next.hasPrefix(root.path)
                let destination = relative ? "../" + next.dropFirst(root.path.count + 1) : Substring(next)
                try #require(symlink(String(destination), link) == 0, "seed \(seed)")
                let theirs = rng.next() % 2 == 0
                if theirs { try #require(lchown(link, Self.other, Self.other) == 0) }
                if inShared && theirs { allowed = false }
                next = link
                start = link
            }
            do {
                try AtomicFile.write("after", to: start)
                #expect(allowed, "seed \(seed): wrote through \(start)")
                #expect(contents(victim) == "after", "seed \(seed)")
                #expect(mode(victim) == 0o600, "seed \(seed): the mode was not kept")
            } catch let failure as AtomicFile.Failure {
                #expect(!allowed, "seed \(seed): refused \(failure)")
                #expect(contents(victim) == "before", "seed \(seed)")
                #expect(!failure.description.contains("\n"), "seed \(seed): not one line")
            }
            for f in folders + folders.map({ $0 + "/sub" }) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: f)) ?? []
                #expect(!names.contains { $0.contains(".tmp-") }, "seed \(seed): a temporary file left in \(f)")
            }
        }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// A name from all of Unicode (controls and Swift keywords included), never `/`, NUL, `.` or `..`, at most 40 bytes.
    static func randomName(_ rng: inout MonkeyRandom) -> String {
        let keywords = ["class", "in", "Self", "init", "..x", "-dash", " space ", "\u{1B}[2J", "a\nb", "a\rb", "é", "\u{FEFF}"]
        if rng.next() % 4 == 0 { return keywords[Int(rng.next() % UInt64(keywords.count))] + "\(rng.next() % 1000)" }
        var scalars = String.UnicodeScalarView()
        while scalars.count < 1 + Int(rng.next() % 8) {
            let raw = UInt32(rng.next() % 0x11_0000)
            guard let scalar = Unicode.Scalar(raw), raw != 0, raw != 0x2F else { continue }
            scalars.append(scalar)
        }
        var name = String(scalars)
        while name.utf8.count > 40 { name.removeLast() }
        return name == "." || name == ".." || name.isEmpty ? "n" : name
    }
}
