import Foundation
import Testing

/// Real public layout files, copied unchanged out of their repositories (`../shared/uikit-corpus`, test input only:
/// never part of the repository; issue 32): each self-contained one loads with no refusal and, in replay, a fling
/// comes to rest inside the content range, on a point the layout's own snapping keeps (docs/uikit.md, "Hosting a
/// bare layout"). Skipped, with a message, where the folder is absent.
@Suite(.serialized) struct UIKitCorpusTests {
    static let corpus = Repo.root.deletingLastPathComponent().appendingPathComponent("shared/uikit-corpus")
    /// One of the four that need other files of their own repository (the corpus README says which): it compiles
    /// with placeholders for its repository's types and members, then stops in `prepare` on its `sectionWidth!`, which
    /// its repository's week view sets (as on iOS without it). The other three, AppStoreCompositionalSections,
    /// ScalingCarouselLayout and CollectionViewPagingLayout (an animator's and a cell protocol's methods), load with
    /// placeholders (UIKitPlaceholderTypes, UIKitPlaceholderMembers; docs/hosting.md).
    static let needOtherFiles: Set<String> = ["JZWeekViewFlowLayout.swift"]
    static let timeout = ["--layout-check-timeout", "120"]

    static var files: [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return all.filter { $0.hasSuffix(".swift") && !needOtherFiles.contains($0) }.sorted()
    }

    func json(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// A fling: the pointer dragged 400 points up and left in 90 ms, released at speed (at rest within 9 s: a
    /// 3,300-point glide at UIScrollView's normal rate takes about 6); then a drag of 57 points that comes back to
    /// where the content started and is held still before the release (no velocity). The drag begins once the
    /// pointer has moved the touch slop (4 points, `ScrollController.touchSlop`), so the pointer comes back to 4
    /// points short of where it was pressed, along the way it went.
    static func script(resting: Bool) -> String {
        var events = [#"{"t": 0.10, "type": "mouseDown", "x": 900, "y": 600}"#,
                      #"{"t": 0.13, "type": "mouseMove", "x": 800, "y": 500}"#,
                      #"{"t": 0.16, "type": "mouseMove", "x": 650, "y": 350}"#,
                      #"{"t": 0.19, "type": "mouseUp", "x": 500, "y": 200}"#]
        if resting {
            let back = 4 / 2.0.squareRoot()
            events += [#"{"t": 9.00, "type": "mouseDown", "x": 640, "y": 400}"#,
                       #"{"t": 9.05, "type": "mouseMove", "x": 620, "y": 380}"#,
                       #"{"t": 9.10, "type": "mouseMove", "x": 600, "y": 360}"#,
                       #"{"t": 9.20, "type": "mouseMove", "x": 620, "y": 380}"#,
                       #"{"t": 9.30, "type": "mouseMove", "x": \#(640 - back), "y": \#(400 - back)}"#,
                       #"{"t": 10.00, "type": "mouseUp", "x": \#(640 - back), "y": \#(400 - back)}"#]
        }
        return #"{"items": 120, "size": [1280, 800], "until": \#(resting ? 14 : 9), "events": [\#(events.joined(separator: ", "))]}"#
    }

    @Test func theSelfContainedFilesLoadAndAFlingRestsOnTheirSnapPoints() throws {
        let files = Self.files
        guard !files.isEmpty else {
            print("UIKitCorpusTests: \(Self.corpus.path) is absent; the real files' test is skipped")
            return
        }
        #expect(files.count == 23)
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fling = dir.appendingPathComponent("fling.json"), rest = dir.appendingPathComponent("rest.json")
        try Data(Self.script(resting: false).utf8).write(to: fling)
        try Data(Self.script(resting: true).utf8).write(to: rest)
        for file in files {
            let path = Self.corpus.appendingPathComponent(file).path
            let dump = try Run.playground(["dump", "--layout-file", path, "--all"] + Self.timeout)
            #expect(dump.status == 0, "\(file): \(dump.stderr)")
            guard dump.status == 0 else { continue }
            let content = try json(dump)["contentSize"] as? [Double] ?? [0, 0]

            let run = try Run.playground(["replay", fling.path, "--layout-file", path] + Self.timeout)
            #expect(run.status == 0, "\(file): \(run.stderr)")
            guard run.status == 0 else { continue }
            let trace = try json(run)
            let frames = trace["frames"] as? [[String: Any]] ?? []
            let offset = (trace["final"] as? [String: Any])?["contentOffset"] as? [Double] ?? [.nan, .nan]
            #expect(frames.last?["phase"] as? String == "idle", "\(file) is not at rest")
            // Inside the content range: between a viewport before the origin (content insets) and the content's end.
            for axis in 0..<2 {
                let viewport = [1280.0, 800.0][axis]
                #expect(offset[axis] >= -viewport - 1e-6 && offset[axis] <= max(0, content[axis]) + 1e-6,
                        "\(file): rests at \(offset), content \(content)")
            }
            // On a snap point: a drag that comes back and is released without velocity leaves it where it was
            // (the layout's targetContentOffset, asked at that offset with no velocity, keeps it).
            let again = try Run.playground(["replay", rest.path, "--layout-file", path] + Self.timeout)
            let settled = (try json(again)["final"] as? [String: Any])?["contentOffset"] as? [Double] ?? [.nan, .nan]
            #expect(abs(settled[0] - offset[0]) <= 0.5 && abs(settled[1] - offset[1]) <= 0.5,
                    "\(file): rested at \(offset), then at \(settled) after a release without velocity")
        }
    }
}
