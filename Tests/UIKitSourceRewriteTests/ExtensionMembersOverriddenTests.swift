import Foundation
import Testing
@testable import UIKitSourceRewrite

/// A member a class declares in an extension, which one of its subclasses overrides: on iOS the extension's member
/// witnesses an Objective-C protocol's requirement (`UICollectionViewDataSource.numberOfSections(in:)`), so it is
/// `@objc` and overridable; on Linux only a class body's member is, and the subclass did not compile ("instance method
/// 'numberOfSections(in:)' is declared in extension of 'BaseController' and cannot be overridden"). The rewrite moves
/// such a member into its class's body, as it moves an override written in an extension.
@Suite struct ExtensionMembersOverriddenTests {
    func rewrite(_ files: [(String, String)]) -> (sources: [UIKitModuleRewrite.Source], notes: [RewriteNote]) {
        UIKitModuleRewrite.rewrite(files: files.map { (path: $0.0, text: $0.1) })
    }

    static let base = """
        import UIKit
        class BaseController: UIViewController {
            var count = 3
        }
        extension BaseController: UICollectionViewDataSource {
            func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
        }
        """

    @Test func aMemberASubclassOverridesMovesIntoTheClassBody() throws {
        let r = rewrite([
            ("/m/BaseController.swift", Self.base),
            ("/m/MenuController.swift", """
                import UIKit
                class MenuController: BaseController {
                    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                }
                """),
        ])
        let text = r.sources[0].text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Moved: now before the class's closing brace (the first line that is only "}"), not in the extension.
        let classClose = try #require(lines.firstIndex(of: "}"))
        let moved = try #require(lines.firstIndex { $0.contains("func numberOfSections(in collectionView") })
        #expect(moved < classClose, "\(text)")
        // The members no subclass overrides stay in the extension (same labels matter: `numberOfItemsInSection`).
        let stays = try #require(lines.firstIndex { $0.contains("numberOfItemsInSection section") })
        #expect(stays > classClose, "\(text)")
        #expect(r.notes.map(\.description).contains {
            $0.hasPrefix("BaseController.swift:6:5:") && $0.contains("numberOfSections(in:)")
                && $0.contains("into class BaseController")
        }, "\(r.notes.map(\.description))")
        // The subclass's file is unchanged.
        #expect(!r.sources[1].changed)
    }

    /// Without a subclass overriding it, nothing moves (the file stays as written).
    @Test func nothingMovesWithoutAnOverride() throws {
        let r = rewrite([
            ("/m/BaseController.swift", Self.base),
            ("/m/OtherController.swift", """
                import UIKit
                class OtherController: BaseController {
                    override func viewDidLoad() { super.viewDidLoad() }
                }
                """),
        ])
        #expect(!r.notes.map(\.description).contains { $0.contains("into class BaseController") })
        let lines = r.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let classClose = try #require(lines.firstIndex(of: "}"))
        #expect(lines.firstIndex { $0.contains("func numberOfSections(in") }! > classClose)
    }

    /// Through two levels of subclasses, and when the extension is in another file than the class.
    @Test func aGrandchildsOverrideMovesAMemberOfAnotherFilesExtension() {
        let r = rewrite([
            ("/m/Base.swift", "import UIKit\nclass Base: UIViewController {\n}\n"),
            ("/m/Base+Layout.swift", """
                import UIKit
                extension Base {
                    var spacing: CGFloat { 8 }
                    static func make() -> Base { Base() }
                }
                """),
            ("/m/Middle.swift", "import UIKit\nclass Middle: Base {}\n"),
            ("/m/Leaf.swift", "import UIKit\nclass Leaf: Middle {\n    override var spacing: CGFloat { 12 }\n}\n"),
        ])
        #expect(r.sources[0].text.contains("var spacing: CGFloat { 8 }"), "\(r.sources[0].text)")
        #expect(!r.sources[1].text.contains("var spacing"))
        #expect(r.sources[1].text.contains("static func make()"))
    }
}
