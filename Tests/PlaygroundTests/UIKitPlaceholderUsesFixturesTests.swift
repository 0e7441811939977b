import Foundation
import Testing

/// Real files' repository types whose uses say what they are (host16, UIKitPlaceholderTypes+Uses): fixtures written
/// for these tests (Tests/Fixtures/uikit-real/), loaded by the binary as a user loads them.
@Suite(.serialized) struct UIKitPlaceholderUsesFixturesTests {
    static var fixtures: String { Repo.root.appendingPathComponent("Tests/Fixtures/uikit-real").path }
    static let scene = ["--items", "6", "--size", "300x568", "--layout-check-timeout", "120"]

    static func cellFrames(_ stdout: String) throws -> [Int: [Double]] {
        let all = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        var frames: [Int: [Double]] = [:]
        for item in all["items"] as? [[String: Any]] ?? [] where item["category"] as? String == "cell" {
            frames[item["item"] as? Int ?? -1] = item["frame"] as? [Double]
        }
        return frames
    }

    /// A screen whose cell (`as? ShelfTile` of a dequeued cell: a `UICollectionViewCell`), element kinds
    /// (`ShelfKind.title.rawValue`: an enum) and behaviour (`= .plain { didSet … }`: a case, its observers kept) are
    /// its repository's: it loads, the cell provider's `cell.caption.text = …` is kept, and the file's default
    /// behaviour `.plain` gives 80-point rows of three below a 30-point header.
    @Test func aRepositoryCellCastFromTheDequeueLoads() throws {
        let run = try Run.playground(["dump", "--verbose", "--layout-file", Self.fixtures + "/ShelfOfItsRepositoryCells.swift"] + Self.scene)
        #expect(run.status == 0, "\(run.stderr)")
        let frames = try Self.cellFrames(run.stdout)
        for i in 0..<6 { #expect(frames[i] == [Double(i % 3) * 100, 30 + Double(i / 3) * 80, 100, 80], "item \(i)") }
        #expect(run.stderr.contains("ShelfTile (a UICollectionViewCell)"), "\(run.stderr)")
        #expect(run.stderr.contains("ShelfKind (an enum of String raw values, cases title)"), "\(run.stderr)")
        #expect(run.stderr.contains("ShelfBehavior (an enum of String raw values, cases plain, tall)"), "\(run.stderr)")
    }

    /// A layout whose state enum is its repository's, defaulted with observers (`= .collapsed { didSet … }`): the
    /// case is no trailing closure and the observers are not blanked; with no delegate its fallback width holds:
    /// cards 20 points apart (collapsed), 260 wide (300 − 40).
    @Test func anEnumDefaultWithObserversLoads() throws {
        let run = try Run.playground(["dump", "--verbose", "--layout-file", Self.fixtures + "/SumsItsDelegatesMetrics.swift"] + Self.scene)
        #expect(run.status == 0, "\(run.stderr)")
        let frames = try Self.cellFrames(run.stdout)
        for i in 0..<6 { #expect(frames[i] == [20, Double(i) * 20, 260, 100], "item \(i)") }
        #expect(run.stderr.contains("StackState (an enum of String raw values, cases collapsed, expanded)"), "\(run.stderr)")
    }
}
