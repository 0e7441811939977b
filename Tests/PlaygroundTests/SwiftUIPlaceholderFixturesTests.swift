import Foundation
import Testing

/// SwiftUI files whose repository's other files are not here, loaded as a user loads them (SwiftUIPlaceholders;
/// docs/swiftui.md, "Types of its repository that are not here"): fixtures written for these tests
/// (Tests/Fixtures/swiftui-placeholders/).
@Suite(.serialized) struct SwiftUIPlaceholderFixturesTests {
    static var fixtures: String { Repo.root.appendingPathComponent("Tests/Fixtures/swiftui-placeholders").path }
    static let scene = ["--items", "6", "--size", "400x700", "--layout-check-timeout", "120"]

    /// The dump's item frames, in order, and the run.
    func dump(_ file: String) throws -> (frames: [[Double]], run: Run) {
        let stem = String(file.dropLast(".swift".count))
        let run = try Run.playground(["dump", "--verbose", "--layout-file", Self.fixtures + "/\(stem)/" + file] + Self.scene,
                                     timeout: 600)
        let json = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any]
        let items = (json?["items"] as? [[String: Any]]) ?? []
        return (items.map { $0["frame"] as? [Double] ?? [] }, run)
    }

    /// A screen whose row view, banner, view modifier, `.cardStyle(cornerRadius:)` modifier, colour and font are its
    /// repository's: it loads, its rows (the items) laid out by its own frames (80 high, 10 apart), each placeholder
    /// named.
    @Test func aScreenWithItsRepositorysViewsAndModifiersLoads() throws {
        let (frames, run) = try dump("UsesItsRepositoryViews.swift")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames == (0..<6).map { [0, Double($0) * 90, 400, 80] }, "\(frames)")
        #expect(run.stderr.contains("views drawn as labelled boxes: BannerView, FeedRowView"), "\(run.stderr)")
        #expect(run.stderr.contains("view modifiers that leave the view unchanged: GlowEffect"), "\(run.stderr)")
        #expect(run.stderr.contains("View.cardStyle(cornerRadius:)"), "\(run.stderr)")
        #expect(run.stderr.contains("colours drawn grey: Color.brandAccent"), "\(run.stderr)")
        #expect(run.stderr.contains("fonts drawn as Font.body: Font.cardTitle"), "\(run.stderr)")
    }

    /// Models of its repository made with labels keep their arguments (`Photo(title:height:)`, `photos[i].height`
    /// read as the frame's height), an `@EnvironmentObject` of its repository is supplied, a `@StateObject`'s
    /// class is observable.
    @Test func itsModelsAndEnvironmentObjectStandIn() throws {
        let (frames, run) = try dump("ReadsItsRepositoryModel.swift")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames.prefix(3).map { $0.count == 4 ? $0[3] : -1 } == [120, 90, 60], "\(frames)")
        #expect(run.stderr.contains("Photo (a NSObject; made with init(title:height:)"), "\(run.stderr)")
        #expect(run.stderr.contains("environment objects supplied to the view: AppSettings"), "\(run.stderr)")
    }

    /// The only view needs its app's store and a count: made as `ShelfView(store: ShelfStore(), columns: 3)`, the
    /// store a placeholder, the count a panel parameter (rows of 30).
    @Test func aViewWhoseInitializerNeedsItsRepositorysModelIsMade() throws {
        let (frames, run) = try dump("NeedsItsRepositoryModel.swift")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(frames.count >= 3 && frames.allSatisfy { $0.count == 4 && $0[3] == 30 }, "\(frames)")
        #expect(run.stderr.contains("ShelfStore (a NSObject)"), "\(run.stderr)")
    }

    /// A modifier of SwiftUI's own that the playground lacks is not stood in for (its gap fails as missing), while
    /// the file's missing row view would be.
    @Test func swiftUIsOwnMissingModifierIsNotStoodIn() throws {
        let (_, run) = try dump("UsesAnAppleViewItLacks.swift")
        #expect(run.status != 0)
        #expect(!run.stderr.contains("View.navigationTransition"), "\(run.stderr)")
        #expect(run.stderr.contains("has no member 'navigationTransition'"), "\(run.stderr)")
    }
}
