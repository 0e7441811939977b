import Foundation
import Testing

/// A folder's other view controllers are made in the check, as the window would make one when it is chosen: one
/// that traps (an outlet its storyboard would set, here nil) is not offered, with a warning in its author's words,
/// instead of ending the window when chosen (docs/hosting.md, "Entry points"). Two of them: the check runs again
/// after the first. Our own files, written here.
@Suite struct TrappingEntryTests {
    static func controller(_ name: String, trap: String?) -> String {
        """
        import UIKit

        final class \(name): UICollectionViewController {
            init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func viewDidLoad() {
                super.viewDidLoad()
                \(trap.map { "fatalError(\"\($0)\")" } ?? "")
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            }
            override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }

        """
    }

    /// A folder `Screens` in a new temporary folder `root`, holding one file per (name, text).
    static func screens(_ files: [(name: String, text: String)], in root: URL) throws -> URL {
        let folder = root.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            try file.text.write(to: folder.appendingPathComponent(file.name + ".swift"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The warnings' messages of a successful `dump`.
    static func warnings(_ run: Run) throws -> [String] {
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        return ((json["warnings"] as? [[String: Any]]) ?? []).compactMap { $0["message"] as? String }
    }

    @Test func aTrappingEntryPointIsNotOfferedAndSaysWhy() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try Self.screens([("AlbumViewController", nil), ("BrokenViewController", "needs its storyboard"),
                             ("CrashingViewController", "needs its nib")].map { ($0, Self.controller($0, trap: $1)) }, in: root)
        let run = try Run.playground(["dump", "--layout-file", folder.path, "--size", "300x500", "--layout-check-timeout", "120"])
        let warnings = try Self.warnings(run)
        #expect(warnings.contains { $0.hasPrefix("entry point BrokenViewController trapped (")
            && $0.contains("BrokenViewController.swift:8: Fatal error: needs its storyboard") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("entry point CrashingViewController trapped (") }, "\(warnings)")
        let listed = try Run.playground(["layouts", "--layout-file", folder.path, "--layout-check-timeout", "120"])
        let line = try #require(listed.stdout.split(separator: "\n").first { $0.hasPrefix("- entry (") }, "\(listed.stdout)")
        #expect(line.hasPrefix("- entry (AlbumViewController, default AlbumViewController)"), "\(line)")
        let chosen = try Run.playground(["dump", "--layout-file", folder.path, "--param", "entry=BrokenViewController",
                                         "--layout-check-timeout", "120"])
        #expect(chosen.status != 0 && !chosen.stderr.contains("Fatal error"), "\(chosen.stderr)")
        #expect(chosen.stderr.contains("must be one of AlbumViewController"), "\(chosen.stderr)")
    }

    /// One that never answers (an endless loop in viewDidLoad) is left out the same way, and the warning says what
    /// was seen: no answer in the time given, not a claim that it hangs (a slow build on a busy machine looks the
    /// same from outside). The limit bounds how long the test waits; the loop never ends however fast the machine.
    @Test func anEntryPointWithNoAnswerIsNotOfferedAndSaysSo() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let looping = Self.controller("LoopingViewController", trap: nil).replacingOccurrences(
            of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        var n = 0\n        while n >= 0 { n = (n &+ 1) % 7 }")
        let folder = try Self.screens([("AlbumViewController", Self.controller("AlbumViewController", trap: nil)),
                                       ("LoopingViewController", looping)], in: root)
        let run = try Run.playground(["dump", "--layout-file", folder.path, "--size", "300x500", "--layout-check-timeout", "30"])
        let warnings = try Self.warnings(run)
        #expect(warnings.contains { $0.hasPrefix("entry point LoopingViewController gave no answer in 30 s (--layout-check-timeout) when made")
            && $0.contains("so it is not offered; a hang, or a layout this slow at that size, would stall") }, "\(warnings)")
    }

    /// The default entry point (the first view controller found) trapping when made is left out the same way: the
    /// next one is shown first, with a warning naming both (a demo's settings screen that needs its storyboard must
    /// not refuse the folder's album). When every entry point traps, the message names each.
    @Test func aTrappingDefaultEntryPointGivesWayToTheNext() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try Self.screens([("AboutViewController", "needs its storyboard"), ("GalleryViewController", nil),
                             ("ZoomViewController", "needs its nib")].map { ($0, Self.controller($0, trap: $1)) }, in: root)
        let run = try Run.playground(["dump", "--layout-file", folder.path, "--size", "300x500", "--layout-check-timeout", "120"])
        let warnings = try Self.warnings(run)
        #expect(warnings.contains { $0.hasPrefix("entry point AboutViewController trapped (")
            && $0.contains("AboutViewController.swift:8: Fatal error: needs its storyboard")
            && $0.contains("(GalleryViewController is shown first instead)") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("entry point ZoomViewController trapped (") }, "\(warnings)")
        let listed = try Run.playground(["layouts", "--layout-file", folder.path, "--layout-check-timeout", "120"])
        let line = try #require(listed.stdout.split(separator: "\n").first { $0.hasPrefix("- entry (") }, "\(listed.stdout)")
        #expect(line.hasPrefix("- entry (GalleryViewController, default GalleryViewController)"), "\(line)")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("GalleryViewController.swift"))
        let none = try Run.playground(["dump", "--layout-file", folder.path, "--layout-check-timeout", "120"])
        #expect(none.status != 0, "\(none.stderr)")
        #expect(none.stderr.contains("ZoomViewController.swift:8: Fatal error: needs its nib")
            && none.stderr.contains("entry point AboutViewController trapped (AboutViewController.swift:8: Fatal error: needs its storyboard)"),
                "\(none.stderr)")
    }
}
