import Foundation
import Testing
@testable import UIKitSourceRewrite

/// Causes the twelfth set of real files found (realfiles12).
@Suite struct UIKitRealFiles12RewriteTests {
    /// An Objective-C-era delegate protocol keeps its renamed optional requirement as `@available(*, unavailable,
    /// renamed: …)` (WaterfallKit's `sizeForItemAtIndexPath`). Swift accepts an unavailable requirement only in an
    /// `@objc` protocol, and the rewrite removes `@objc`: the attribute goes too, and the requirement gets its
    /// default like any optional one. A plain (not `@objc`) protocol's attribute is the user's and stays.
    @Test func anUnavailableOptionalRequirementOfAnObjCProtocolLosesTheAttribute() {
        let text = """
            import UIKit
            @objc protocol WaterfallDelegate: UICollectionViewDelegate {
                @objc optional func collectionView(_ cv: UICollectionView, columnCountFor section: Int) -> Int
                @available(*, unavailable, renamed: "collectionView(_:columnCountFor:)")
                @objc optional func collectionView(_ cv: UICollectionView, columnCountForSection section: Int) -> Int
            }
            protocol Plain {
                @available(*, deprecated)
                func old()
            }
            """
        let r = UIKitModuleRewrite.rewrite(files: [(path: "/m/Waterfall.swift", text: text)])
        let out = r.sources[0].text
        #expect(!out.contains("unavailable"), "\(out)")
        #expect(out.contains("@available(*, deprecated)"))
        #expect(out.contains("func collectionView(_ cv: UICollectionView, columnCountForSection section: Int) -> Int? { nil }"), "\(out)")
        #expect(r.notes.contains { $0.what.hasPrefix("@available(*, unavailable) removed") })
        // Lines stay where they were: the attribute is blanked, not deleted.
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("@objc protocol") == false && $0.contains("columnCountForSection") })
    }
}

/// A layout file whose class subclasses another layout class of its repository, not among the files (six of
/// realfiles12's single files: LNZInfiniteCollectionViewLayout on LNZSnapToCenterCollectionViewLayout,
/// PinVisibleCollectionViewLayout on WaterfallCollectionViewLayout): the message names the missing base class.
@Suite struct MissingBaseLayoutMessageTests {
    @Test func theMissingBaseLayoutClassIsNamed() {
        do {
            _ = try UIKitLayoutPlan.make(files: [(path: "/a/Infinite.swift", text: """
                import UIKit
                open class InfiniteLayout: SnapToCenterLayout {
                    override open func prepare() { super.prepare() }
                }
                """)], name: "group")
            Issue.record("a layout on a missing base must be refused")
        } catch {
            #expect(error.message.hasPrefix("Infinite.swift: InfiniteLayout subclasses SnapToCenterLayout, which is not in these files"),
                    "\(error.message)")
            #expect(error.message.contains("put the file declaring SnapToCenterLayout beside this one"))
        }
        // A class on a base that is no layout's name keeps the general message.
        do {
            _ = try UIKitLayoutPlan.make(files: [(path: "/a/None.swift", text: "import UIKit\nclass A: Base {}\n")], name: "group")
            Issue.record("no layout class must be refused")
        } catch {
            #expect(error.message.hasPrefix("None.swift: no class subclassing UICollectionViewLayout"))
        }
    }
}
