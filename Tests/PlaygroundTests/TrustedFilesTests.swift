import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing
import TestSupport

/// Issue 38, severe 1: one trust rule for every file compiled (`TrustedFiles`): owned by the user or root, in folders
/// no one else can write into, every folder above owned by the user or root and sticky where others may write.
@Suite struct TrustedFilesTests {
    static let isRoot = geteuid() == 0
    static let other: uid_t = 65534

    static let uikitMain = """
    import UIKit
    final class Sh: UICollectionViewFlowLayout {}
    """

    @Test(.enabled(if: isRoot)) func anotherUsersCompanionIsRefusedInOneLine() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let main = dir.appendingPathComponent("Sh.swift").path
        let evil = dir.appendingPathComponent("Sh+Evil.swift").path
        try AtomicFile.write(Self.uikitMain, to: main)
        try AtomicFile.write("import UIKit\nfunc makeLayout() -> UICollectionViewLayout { fatalError() }\n", to: evil)
        try #require(chown(evil, Self.other, Self.other) == 0)
        #expect(UIKitLayoutGroup.members(of: main) == [main, evil])  // gathered, and then refused when read:
        do {
            _ = try LayoutCompiler.read(evil)
            Issue.record("another user's file was read for compiling")
        } catch {
            #expect(error.message.hasPrefix("Sh+Evil.swift: refusing to compile it: it is owned by uid 65534"))
            #expect(error.message.contains("docs/reliability.md#trust"))
            #expect(!error.message.contains("\n"))
        }
        #expect((try? LayoutCompiler.read(main)) != nil)
    }

    @Test func foldersOthersCanWriteIntoAreRefused() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Layout.swift").path
        try AtomicFile.write(Self.uikitMain, to: file)
        #expect(TrustedFiles.checkFile(BytePath(file)) == nil)
        try #require(chmod(dir.path, 0o777) == 0)
        #expect(TrustedFiles.checkFile(BytePath(file))?.reason.contains("can be written by others (mode 0777)") == true)
        try #require(chmod(dir.path, 0o1777) == 0)  // sticky does not help the file's own folder
        #expect(TrustedFiles.checkFile(BytePath(file)) != nil)
        try #require(chmod(dir.path, 0o755) == 0 && chmod(file, 0o666) == 0)
        #expect(TrustedFiles.checkFile(BytePath(file))?.reason.contains("it can be written by others") == true)
        // A folder above that others may write into and that is not sticky.
        let inner = dir.appendingPathComponent("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        let deep = inner.appendingPathComponent("L.swift").path
        try AtomicFile.write("import UIKit\n", to: deep, mode: 0o644)
        try #require(chmod(inner.path, 0o755) == 0)
        #expect(TrustedFiles.checkFile(BytePath(deep)) == nil)
        try #require(chmod(dir.path, 0o777) == 0)
        #expect(TrustedFiles.checkFile(BytePath(deep))?.reason.contains("above it can be written by others and is not sticky") == true)
        try #require(chmod(dir.path, 0o1777) == 0)
        #expect(TrustedFiles.checkFile(BytePath(deep)) == nil)
        try #require(chmod(dir.path, 0o755) == 0)
    }

    /// The rule against a model over random modes and owners of the file, its folder and the folder above, with
    /// names from all of Unicode and links to the file.
    @Test(.enabled(if: isRoot)) func randomModesAndOwnersFollowTheModel() throws {
        try withEverySeed(0..<80) { seed, rng in
            let root = try Repo.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            let above = root.appendingPathComponent(SafeWriteTests.randomName(&rng)).path
            let folder = above + "/" + SafeWriteTests.randomName(&rng)
            let file = folder + "/" + SafeWriteTests.randomName(&rng) + ".swift"
            try #require(mkdir(above, 0o700) == 0 && mkdir(folder, 0o700) == 0, "seed \(seed)")
            try AtomicFile.write("import UIKit\n", to: file)
            let modes: [mode_t] = [0o755, 0o775, 0o777, 0o1777, 0o700, 0o1755, 0o644, 0o664, 0o666, 0o600]
            var ok = true
            for (path, isFile) in [(above, false), (folder, false), (file, true)] {
                let mode = modes[Int(rng.next() % UInt64(modes.count))] & (isFile ? 0o666 : 0o7777) | (isFile ? 0 : 0o700)
                let theirs = rng.next() % 3 == 0
                try #require(chmod(path, mode) == 0 && (!theirs || chown(path, Self.other, 0) == 0), "seed \(seed)")
                let othersWrite = mode & 0o002 != 0 || (mode & 0o020 != 0 && getegid() != 0)
                if theirs { ok = false }
                if othersWrite && (path != above || mode & 0o1000 == 0) { ok = false }
            }
            var checked = file
            if rng.next() % 2 == 0 {  // through a link of ours in our own folder: the file it points to is judged
                checked = root.appendingPathComponent("link-" + SafeWriteTests.randomName(&rng)).path
                try #require(symlink(file, checked) == 0, "seed \(seed)")
            }
            let refusal = TrustedFiles.checkFile(BytePath(checked))
            #expect((refusal == nil) == ok, "seed \(seed): \(refusal?.reason ?? "accepted")")
            if let refusal { #expect(!TrustedFiles.message(file: checked, refusal).contains("\n"), "seed \(seed)") }
            _ = chmod(above, 0o755)
            _ = chmod(folder, 0o755)
        }
    }

    @Test func theRepositorysFixturesAndTheCorpusPass() {
        #expect(TrustedFiles.checkFolder(BytePath(Repo.root.appendingPathComponent("Tests/Fixtures").path)) == nil)
        #expect(TrustedFiles.checkFile(BytePath(Repo.root.appendingPathComponent("Package.swift").path)) == nil)
    }
}
