import Foundation
import Testing

/// UIKit layout files compiled, checked and loaded by the binary as a user runs them (docs/uikit.md, "Loading UIKit
/// files"): the seeds' layouts in UIKit Swift against the built-ins, the gallery, groups of files, the rewrite's
/// messages on the user's own lines, --verbose, --sections and the UIKit template.
@Suite(.serialized) struct UIKitLayoutFileTests {
    static var examples: String { Repo.root.appendingPathComponent("Examples/uikit").path }
    static let timeout = ["--layout-check-timeout", "120"]

    func json(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// The listed elements and the content size of a dump, without the layout's name.
    func elements(_ arguments: [String]) throws -> NSDictionary {
        let run = try Run.playground(["dump"] + arguments + Self.timeout)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let all = try json(run)
        return ["contentSize": all["contentSize"] ?? [], "items": all["items"] ?? []] as NSDictionary
    }

    @Test func theSeedsInUIKitDumpExactlyWhatTheBuiltInsDump() throws {
        let pairs = [
            (["--layout", "rotating"], "CustomTransformCollecionLayout.swift"),
            (["--layout", "waterfall"], "BJWaterfullLayout.swift"),
            (["--layout", "cards"], "CardPagerFlowLayout.swift"),
            (["--layout-file", Repo.root.appendingPathComponent("Examples/layouts/Circle.swift").path], "CircleLayout.swift"),
        ]
        let scenes = [["--items", "12", "--offset", "333,0"],
                      ["--items", "5", "--size", "320x568", "--offset", "-100,40"]]
        for (builtIn, file) in pairs {
            for scene in scenes {
                let expected = try elements(builtIn + scene)
                // Seed 000's delegate is answered by the playground (docs/uikit.md, "Hosting a bare layout"): at the
                // seed's 200-point items it answers what the seed's view controller did (200 × 200, margin 10).
                let answered = file.hasPrefix("CustomTransform") ? ["--param", "delegateItemWidth=200"] : []
                let uikit = try elements(["--layout-file", Self.examples + "/" + file] + answered + scene)
                #expect((expected["items"] as? [Any])?.isEmpty == false, "\(file) \(scene)")
                #expect(uikit == expected, "\(file) \(scene)")
            }
        }
    }

    @Test func theSeedsInUIKitSnapTheSameInReplay() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (script, file) in [("snap-cards", "CardPagerFlowLayout.swift"), ("snap-rotating", "CustomTransformCollecionLayout.swift")] {
            let path = Repo.root.appendingPathComponent("Tests/Replays/\(script).json").path
            let builtIn = try json(try Run.playground(["replay", path]))["final"] as? [String: Any]
            var scene = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                                     as? [String: Any])
            scene["layout"] = nil
            scene["expect"] = nil
            scene["layoutFiles"] = [Self.examples + "/" + file]
            if file.hasPrefix("CustomTransform") { scene["params"] = ["delegateItemWidth": 200] }
            let copy = dir.appendingPathComponent("\(script).json")
            try JSONSerialization.data(withJSONObject: scene).write(to: copy)
            let uikit = try json(try Run.playground(["replay", copy.path] + Self.timeout))["final"] as? [String: Any]
            #expect(uikit?["contentOffset"] as? [Double] != nil)
            #expect(uikit?["contentOffset"] as? [Double] == builtIn?["contentOffset"] as? [Double], "\(script)")
        }
    }

    /// Every gallery layout loads (compiled, checked over the ladder in a child process) and scrolls under a fling.
    @Test func everyGalleryLayoutLoadsPassesTheCheckAndScrolls() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("fling.json")
        try Data("""
            {"items": 300, "size": [1280, 800], "until": 2.5,
             "events": [{"t": 0.10, "type": "mouseDown", "x": 900, "y": 600},
                        {"t": 0.13, "type": "mouseMove", "x": 800, "y": 500},
                        {"t": 0.16, "type": "mouseMove", "x": 650, "y": 350},
                        {"t": 0.19, "type": "mouseUp", "x": 500, "y": 200}]}
            """.utf8).write(to: script)
        let gallery = Self.examples + "/gallery"
        let files = try FileManager.default.contentsOfDirectory(atPath: gallery).filter { !$0.contains("+") }.sorted()
        #expect(files.count >= 12)
        for file in files {
            let sections = file == "AppStoreLayout.swift" ? ["--sections", "3"] : []
            let run = try Run.playground(["replay", script.path, "--layout-file", gallery + "/" + file] + sections + Self.timeout)
            #expect(run.status == 0, "\(file): \(run.stderr)")
            guard run.status == 0 else { continue }
            let final = try json(run)["final"] as? [String: Any]
            let offset = final?["contentOffset"] as? [Double] ?? [0, 0]
            #expect(offset != [0, 0], "\(file) did not scroll")
        }
    }

    @Test func compilerMessagesStayOnTheUsersOwnLinesAndColumns() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Broken.swift")
        func firstError(_ lines: [String]) throws -> String {
            try Data(lines.joined(separator: "\n").utf8).write(to: file)
            let run = try Run.playground(["dump", "--layout-file", file.path] + Self.timeout)
            #expect(run.status != 0)
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            return run.stderr
        }
        let head = ["import UIKit", "@objcMembers class Broken: UICollectionViewFlowLayout {",
                    "    @objc dynamic var spacing: CGFloat = 1"]
        // After blanked attributes on the same line: the column the user sees.
        let attributes = try firstError(head + ["    @objc func count() -> Int { \"three\" }", "}"])
        #expect(attributes.contains("Broken.swift:4:33: error: cannot convert return expression"), "\(attributes)")
        // In a member moved from an extension into the class: its own line and column.
        let moved = try firstError(head + ["}", "extension Broken {", "    @objc override func prepare() {",
                                           "        super.prepare()", "        let y: Int = \"no\"", "    }", "}"])
        #expect(moved.contains("Broken.swift:8:22: error: cannot convert value of type 'String'"), "\(moved)")
    }

    @Test func aGroupIsOneLayoutNamedByItsMainFileOrACompanion() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["BJWaterfullLayout.swift", "BJWaterfullLayout+Playground.swift", "CircleLayout.swift"] {
            try FileManager.default.copyItem(atPath: Self.examples + "/" + name, toPath: dir.appendingPathComponent(name).path)
        }
        let listed = try Run.playground(["layouts", "--layout-file", dir.path] + Self.timeout)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("bjwaterfulllayout") && listed.stdout.contains("circlelayout"), "\(listed.stdout)")
        let companion = try Run.playground(["dump", "--items", "3", "--layout-file",
                                            dir.appendingPathComponent("BJWaterfullLayout+Playground.swift").path] + Self.timeout)
        #expect(try json(companion)["layout"] as? String == "bjwaterfulllayout", "\(companion.stderr)")
        // Without its companion the playground hosts it: init(delegate:) gets an object answering the delegate.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("BJWaterfullLayout+Playground.swift"))
        let alone = try Run.playground(["dump", "--verbose", "--layout-file",
                                        dir.appendingPathComponent("BJWaterfullLayout.swift").path] + Self.timeout)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stderr.contains("class BJWaterfullLayout (BJWaterfullLayoutDelegate answered by the playground)"),
                "\(alone.stderr)")
    }

    @Test func twoLayoutClassesAreOfferedOrChosenByMakeLayout() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Two.swift")
        try Data("import UIKit\nclass A: UICollectionViewFlowLayout {}\nclass B: UICollectionViewFlowLayout {}\n".utf8).write(to: file)
        // Both offered, the layoutClass parameter choosing (A first).
        let run = try Run.playground(["dump", "--items", "2", "--param", "layoutClass=B", "--layout-file", file.path]
                                     + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try json(run)["layout"] as? String == "two", "\(run.stderr)")
        // makeLayout in a companion says which.
        try Data("import UIKit\nfunc makeLayout() -> UICollectionViewLayout { B() }\n".utf8)
            .write(to: dir.appendingPathComponent("Two+Playground.swift"))
        let chosen = try Run.playground(["dump", "--items", "2", "--layout-file", file.path] + Self.timeout)
        #expect(try json(chosen)["layout"] as? String == "two", "\(chosen.stderr)")
    }

    @Test func verboseListsTheRewriteAndSectionsIsAShorthand() throws {
        let file = Self.examples + "/gallery/StretchyHeaderLayout.swift"
        let run = try Run.playground(["dump", "--items", "6", "--verbose", "--layout-file", file] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("layout stretchyheaderlayout, class StretchyHeaderLayout"), "\(run.stderr)")
        for line in ["rewrote StretchyHeaderLayout.swift:7:1: @objcMembers removed",
                     "rewrote StretchyHeaderLayout.swift:9:5: dynamic removed",
                     "rewrote StretchyHeaderLayout.swift:23:5: @objc removed",
                     "rewrote StretchyHeaderLayout.swift:23:5: override shouldInvalidateLayout moved from an extension into class StretchyHeaderLayout",
                     "#if os(iOS) resolved as on iOS (true)"] {
            #expect(run.stderr.contains(line), "\(line)\n\(run.stderr)")
        }
        let masonry = Self.examples + "/gallery/MasonryLayout.swift"
        let short = try Run.playground(["dump", "--items", "9", "--sections", "3", "--layout-file", masonry] + Self.timeout)
        let long = try Run.playground(["dump", "--items", "9", "--param", "sections=3", "--layout-file", masonry] + Self.timeout)
        #expect(short.status == 0 && short.stdout == long.stdout, "\(short.stderr)")
        let both = try Run.playground(["dump", "--sections", "2", "--param", "sections=3", "--layout-file", masonry] + Self.timeout)
        #expect(both.stderr.contains("--sections 2 and --param sections=3 disagree"), "\(both.stderr)")
    }

    /// After the rewrite, an optional requirement has a nil default; the user's own implementation must still be the
    /// one called: declared with the conformance in the class (the masonry delegate's caption height) or in an
    /// extension in another file of the group.
    @Test func anOptionalRequirementsOwnImplementationIsStillCalled() throws {
        let masonry = try json(try Run.playground(["dump", "--items", "3", "--size", "640x480", "--layout-file",
                                                   Self.examples + "/gallery/MasonryLayout.swift"] + Self.timeout))
        let heights = (masonry["items"] as? [[String: Any]] ?? []).compactMap { ($0["size"] as? [Double])?[1] }
        #expect(heights.count == 3 && heights[0] == heights[1] + 36, "item 0 has the delegate's 36-point caption: \(heights)")

        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("""
            import UIKit
            @objc protocol RowDelegate: AnyObject {
                @objc optional func extraHeight(forRow row: Int) -> CGFloat
            }
            final class Rows: UICollectionViewFlowLayout {
                weak var delegate: RowDelegate?
                override func prepare() {
                    super.prepare()
                    itemSize = CGSize(width: 100, height: 40 + (delegate?.extraHeight?(forRow: 0) ?? 0))
                }
            }
            """.utf8).write(to: dir.appendingPathComponent("Rows.swift"))
        try Data("""
            import UIKit
            final class Source: NSObject {}
            extension Source: RowDelegate {
                func extraHeight(forRow row: Int) -> CGFloat { 60 }
            }
            private let source = Source()
            func makeLayout() -> UICollectionViewLayout {
                let layout = Rows()
                layout.delegate = source
                return layout
            }
            """.utf8).write(to: dir.appendingPathComponent("Rows+Playground.swift"))
        let rows = try json(try Run.playground(["dump", "--items", "1", "--layout-file",
                                                dir.appendingPathComponent("Rows.swift").path] + Self.timeout))
        let size = ((rows["items"] as? [[String: Any]])?.first?["size"] as? [Double]) ?? []
        #expect(size == [100, 100], "40 + the extension's 60: \(size)")
    }

    @Test func theUIKitTemplateCompilesAsItIsAndDumps() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let made = try Run.playground(["new-layout", "--uikit", "CarouselFlowLayout", "--dir", dir.path])
        #expect(made.status == 0, "\(made.stderr)")
        let file = dir.appendingPathComponent("CarouselFlowLayout.swift").path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("import UIKit") && text.contains("final class CarouselFlowLayout: UICollectionViewFlowLayout"))
        let run = try Run.playground(["dump", "--items", "5", "--layout-file", file] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try json(run)["layout"] as? String == "carouselflowlayout")
    }
}
