import Testing
@testable import UIKitSourceRewrite

/// A table view makes a registered cell or header-footer class through a required initializer here
/// (`init(playgroundStyle:reuseIdentifier:)`, `init(playgroundReuseIdentifier:)`), which a subclass declaring its own
/// initializer and `init?(coder:)` does not inherit: plangrid/ReactiveLists' test header view failed with "'required'
/// initializer 'init(playgroundReuseIdentifier:)' must be provided by subclass of 'UITableViewHeaderFooterView'". The
/// rewrite adds it, made from an empty coder, as it does `init(playgroundFrame:)` for collection view cells.
@Suite struct UIKitTableRegisteredInitRewriteTests {
    static let file = """
        import UIKit
        class SectionHeader: UITableViewHeaderFooterView {
            var identifier: String?
            init(identifier: String) {
                self.identifier = identifier
                super.init(reuseIdentifier: identifier)
            }
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
        }
        class NamedCell: UITableViewCell {
            init(name: String) { super.init(style: .default, reuseIdentifier: name) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class PlainCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Layout: UICollectionViewFlowLayout {}
        """

    @Test func aTableViewsReusableViewsGetTheInitializerTheTableCalls() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Views.swift", text: Self.file)], name: "views")
        let text = p.sources[0].text
        #expect(text.contains("required convenience init(playgroundReuseIdentifier identifier: String?) { self.init(coder: NSCoder())! }"))
        #expect(text.components(separatedBy: "required convenience init(playgroundStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?)").count == 2)
        #expect(p.notes.contains { $0.what.hasPrefix("init(playgroundReuseIdentifier:) added to SectionHeader") })
        #expect(p.notes.contains { $0.what.hasPrefix("init(playgroundStyle:reuseIdentifier:) added to NamedCell") })
        // A cell that overrides init(style:reuseIdentifier:) inherits the table's initializer: nothing added.
        #expect(!p.notes.contains { $0.what.contains("added to PlainCell") })
        // No frame is set on a table's views.
        #expect(!text.contains("self.frame = frame"))
    }
}
