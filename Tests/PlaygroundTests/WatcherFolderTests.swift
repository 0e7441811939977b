import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing

/// Issue 38, 9: the watcher keeps reloading after its folder is deleted and made again (an editor's or a VCS's
/// checkout does that); it used to stop for good.
@Suite struct WatcherFolderTests {
    /// Waits (a hang bound, not a speed goal) until `watcher` reports something about `file` that `matches`.
    static func wait(_ watcher: LayoutFileWatcher, for file: String, seconds: Double = 30,
                     _ matches: (LayoutFileWatcher.Outcome) -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if watcher.drain().contains(where: matches) { return true }
            usleep(20_000)
        }
        return false
    }

    static func about(_ file: String, _ outcome: LayoutFileWatcher.Outcome) -> Bool {
        switch outcome {
        case .loaded(let f, _, _), .failed(let f, _, _), .building(let f), .deleted(let f): f == file
        }
    }

    @Test(arguments: [false, true]) func aFolderDeletedAndMadeAgainIsWatchedAgain(asFolder: Bool) throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        let file = dir.appendingPathComponent("a.yaml").path
        try AtomicFile.write("sections: []\n", to: file)
        let loader = LayoutFileLoader()
        defer { loader.cleanUp() }
        let made = LayoutFileWatcher(files: asFolder ? [] : [file], folders: asFolder ? [dir.path] : [],
                                     loader: loader, now: { Date().timeIntervalSince1970 })
        let watcher = try #require(made)
        defer { watcher.stop() }
        try FileManager.default.removeItem(at: dir)
        #expect(Self.wait(watcher, for: file) { if case .deleted(file) = $0 { true } else { false } })
        // Made again, and the file saved in it: a build starts.
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        try AtomicFile.write("sections: []\n", to: file)
        #expect(Self.wait(watcher, for: file) { Self.about(file, $0) && { if case .deleted = $0 { false } else { true } }($0) },
                "no build after the folder came back")
        // And later saves still build.
        _ = watcher.drain()
        try AtomicFile.write("sections: []\n# again\n", to: file)
        #expect(Self.wait(watcher, for: file) { if case .building(file) = $0 { true } else { false } })
    }
}
