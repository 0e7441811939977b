import Foundation
import Testing

/// Real carousels that snap only through `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// (`../shared/uikit-corpus`, test input only) page with the arrow keys and the wheel: a key or a notch is the fling
/// that would carry the content one item on, and the layout's answer centers the next item (docs/uikit.md,
/// "Deceleration rate and paging"). Before, a key scrolled 53 points and rested off-centre. Skipped where the corpus
/// is absent.
@Suite(.serialized) struct CarouselPagingTests {
    /// UPCarouselFlowLayout picks the item nearest the proposed center. (CenteredCollectionViewFlowLayout, which turns
    /// a page by the velocity's sign, is not a carousel at the playground's defaults: its app sets `itemSize`, and
    /// with the flow layout's 50 × 50 default it lays out a grid of columns narrower than the window; settable
    /// properties as parameters are issue uikit-host's.)
    static let carousels = ["UPCarouselFlowLayout.swift"]

    func json(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    @Test func keysAndAWheelNotchCenterOneItemAfterAnother() throws {
        let corpus = UIKitCorpusTests.corpus
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            print("CarouselPagingTests: \(corpus.path) is absent; skipped")
            return
        }
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in Self.carousels {
            let path = corpus.appendingPathComponent(file).path
            // Every item's center (the carousels move items only by transforms, never their centers).
            let dump = try Run.playground(["dump", "--layout-file", path, "--items", "200", "--all"]
                                          + UIKitCorpusTests.timeout)
            let all = try json(dump)
            let content = all["contentSize"] as? [Double] ?? [0, 0]
            let axis = content[0] > content[1] ? 0 : 1
            let half = axis == 0 ? 640.0 : 400.0
            var centers: [Int: Double] = [:]
            for e in all["items"] as? [[String: Any]] ?? [] where e["category"] as? String == "cell" {
                if let i = e["item"] as? Int, let c = e["center"] as? [Double] { centers[i] = c[axis] }
            }
            let (on, back) = axis == 0 ? ("right", "left") : ("down", "up")
            // A key on, another, one back, then a wheel notch on: items 1, 2, 1, 2 centered in turn.
            let script = dir.appendingPathComponent("script.json")
            try Data(#"""
                {"items": 200, "size": [1280, 800], "until": 5, "events": [
                 {"t": 0.5, "type": "key", "key": "\#(on)"}, {"t": 1.5, "type": "key", "key": "\#(on)"},
                 {"t": 2.5, "type": "key", "key": "\#(back)"}, {"t": 3.5, "type": "wheel", "dy": -1, "x": 640, "y": 400}]}
                """#.utf8).write(to: script)
            let run = try Run.playground(["replay", script.path, "--layout-file", path] + UIKitCorpusTests.timeout)
            #expect(run.status == 0, "\(file): \(run.stderr)")
            let frames = try json(run)["frames"] as? [[String: Any]] ?? []
            func offset(at t: Double) -> Double {
                let f = frames.last { ($0["t"] as? Double ?? 0) <= t + 1e-9 }
                return (f?["contentOffset"] as? [Double])?[axis] ?? .nan
            }
            for (t, item) in [(1.4, 1), (2.4, 2), (3.4, 1), (4.9, 2)] {
                let center = offset(at: t) + half
                #expect(abs(center - (centers[item] ?? .nan)) <= 1,
                        "\(file): at \(t) s the viewport's center is \(center), item \(item)'s \(centers[item] ?? .nan)")
            }
        }
    }
}
