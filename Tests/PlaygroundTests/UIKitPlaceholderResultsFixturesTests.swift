import Foundation
import Testing

/// Real layout files' values of their repository's types, typed from their uses (UIKitPlaceholderResults): fixtures
/// written for these tests (Tests/Fixtures/uikit-real/), loaded by the binary as a user loads them.
@Suite(.serialized) struct UIKitPlaceholderResultsFixturesTests {
    static var fixtures: String { Repo.root.appendingPathComponent("Tests/Fixtures/uikit-real").path }
    static let scene = ["--items", "5", "--size", "300x568", "--layout-check-timeout", "120"]

    /// A delegate protocol of its repository named after UIKit's (`UICollectionViewDelegateTileStackLayout`) gets a
    /// placeholder protocol; the results of its methods, bound with no written type, are given the types their uses
    /// want (`asked > 0`: `Int`; `rowHeight = height`: `CGFloat`). With no delegate the layout's defaults hold: three
    /// 100-point columns of 60-point rows (item i at x = 100 · (i % 3), y = 60 · (i / 3)); content 300 × 120.
    @Test func untypedResultsOfAnAppleNamedRepositoryProtocolAreTyped() throws {
        let run = try Run.playground(["dump", "--verbose", "--layout-file", Self.fixtures + "/TypesItsDelegateResults.swift"] + Self.scene)
        #expect(run.status == 0, "\(run.stderr)")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        #expect(all["contentSize"] as? [Double] == [300, 120])
        var frames: [Int: [Double]] = [:]
        for item in all["items"] as? [[String: Any]] ?? [] where item["category"] as? String == "cell" {
            frames[item["item"] as? Int ?? -1] = item["frame"] as? [Double]
        }
        for i in 0..<5 { #expect(frames[i] == [Double(i % 3) * 100, Double(i / 3) * 60, 100, 60], "item \(i)") }
        #expect(run.stderr.contains("UICollectionViewDelegateTileStackLayout (a protocol; methods that stop when called: "
                                    + "columnCount(for:), rowHeight(in:))"), "\(run.stderr)")
        #expect(run.stderr.contains("results of those methods given the type their uses want: asked: Int, height: CGFloat"),
                "\(run.stderr)")
    }

    /// Constants its repository declares elsewhere, read as numbers (`TileMetrics.spacing`, `TileMetrics.side * 2`, `CGFloat(TileMetrics.columnCount)`,
    /// `CGFloat.hairline`) and as a colour (`.brandShade`): the file compiles with each of the type its use wants, and
    /// the first one read stops the load naming it (its value is not here, and none is guessed).
    @Test func constantsReadAsNumbersAreTypedAndStopWhenRead() throws {
        let run = try Run.playground(["dump", "--verbose", "--layout-file", Self.fixtures + "/ReadsItsRepositoryConstants.swift"] + Self.scene)
        #expect(run.status != 0)
        #expect(run.stderr.contains("CGFloat.hairline: it is declared in another file of its repository, which is not here"),
                "\(run.stderr)")
        #expect(!run.stderr.contains("cannot convert value of type 'String'"), "\(run.stderr)")
        #expect(run.stderr.contains("TileMetrics.columnCount: CGFloat"), "\(run.stderr)")
        #expect(run.stderr.contains("UIColor.brandShade: UIColor"), "\(run.stderr)")
    }
}
