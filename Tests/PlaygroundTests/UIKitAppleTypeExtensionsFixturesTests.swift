import Foundation
import Testing

/// Members its repository adds to Apple's types in files that are not here, and its nested namespaces
/// (UIKitAppleMemberNames, UIKitPlaceholderTypes.Plan): fixtures written for these tests (Tests/Fixtures/uikit-real/),
/// loaded by the binary as a user loads them.
@Suite(.serialized) struct UIKitAppleTypeExtensionsFixturesTests {
    static var fixtures: String { Repo.root.appendingPathComponent("Tests/Fixtures/uikit-real").path }
    static let scene = ["--items", "5", "--size", "300x568", "--layout-check-timeout", "120"]

    /// A cell calling `contentView.applyCardShadow(radius:)` and `bounds.size.insetBy(all:)` and reading
    /// `Metrics.Card.cornerRadius`, a layout reading `UIScreen.main.halfWidth` only when a flag is set: each gets a
    /// stand-in that stops when used, the layout runs its own code: three 100 × 60 columns (item i at
    /// x = 100 · (i % 3), y = 60 · (i / 3)), and `--verbose` names what was stood in for.
    @Test func membersItsRepositoryAddsToAppleTypesAreStoodIn() throws {
        let run = try Run.playground(["dump", "--verbose", "--layout-file", Self.fixtures + "/ExtendsAppleTypesElsewhere.swift"] + Self.scene)
        #expect(run.status == 0, "\(run.stderr)")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        var frames: [Int: [Double]] = [:]
        for item in all["items"] as? [[String: Any]] ?? [] where item["category"] as? String == "cell" {
            frames[item["item"] as? Int ?? -1] = item["frame"] as? [Double]
        }
        for i in 0..<5 { #expect(frames[i] == [Double(i % 3) * 100, Double(i / 3) * 60, 100, 60], "item \(i)") }
        #expect(run.stderr.contains("UIView.applyCardShadow(radius:) (stops when called)"), "\(run.stderr)")
        #expect(run.stderr.contains("CGSize.insetBy(all:) (stops when called)"), "\(run.stderr)")
        #expect(run.stderr.contains("UIScreen.halfWidth: CGFloat (stops when read)"), "\(run.stderr)")
        #expect(run.stderr.contains("namespaces nested in them: Metrics.Card"), "\(run.stderr)")
        #expect(run.stderr.contains("Metrics.Card.cornerRadius: CGFloat"), "\(run.stderr)")
    }

    /// `Design.Grid.Spacing.line` and `CGFloat(Design.Grid.columns)`, namespaces nested two deep: the file compiles,
    /// and the first constant read stops the load naming it (its value is not here, and none is guessed).
    @Test func nestedNamespacesCompileAndStopWhenRead() throws {
        let run = try Run.playground(["dump", "--verbose", "--layout-file", Self.fixtures + "/ReadsNestedNamespaces.swift"] + Self.scene)
        #expect(run.status != 0)
        #expect(run.stderr.contains("Design.Grid.Spacing.line: it is declared in another file of its repository, which is not here"),
                "\(run.stderr)")
        #expect(!run.stderr.contains("has no member"), "\(run.stderr)")
    }
}
