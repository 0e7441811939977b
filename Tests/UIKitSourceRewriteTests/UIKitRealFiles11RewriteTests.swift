import Foundation
import Testing
@testable import UIKitSourceRewrite

/// Causes the eleventh set of real files found (api11): NSObject's nib-loading methods overridden by a plain
/// NSObject subclass.
@Suite struct UIKitRealFiles11RewriteTests {
    /// `awakeFromNib()` is NSObject's on iOS (UINibLoading.h, a category on NSObject), so an animation object made
    /// for a storyboard overrides it (Ramotion's animated-tab-bar: `RAMItemAnimation: NSObject`, whose subclass
    /// `RAMFrameItemAnimation` writes `open override func awakeFromNib()`). The first class on the way up to NSObject
    /// that declares it gets it as a new method (its `super.awakeFromNib()` gone); the classes below keep
    /// `override`. A view's override (UIView declares it here) is left alone.
    @Test func awakeFromNibInAnNSObjectSubclassIsDeclaredThere() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Animation.swift", text: """
            import UIKit
            open class ItemAnimation: NSObject {
                open var duration = 0.5
            }
            open class FrameAnimation: ItemAnimation {
                var images: [String] = []
                open override func awakeFromNib() {
                    super.awakeFromNib()
                    images = ["a", "b"]
                }
            }
            final class SlowFrameAnimation: FrameAnimation {
                override func awakeFromNib() { super.awakeFromNib(); duration = 2 }
            }
            final class Badge: UIView {
                override func awakeFromNib() { super.awakeFromNib() }
            }
            final class Layout: UICollectionViewFlowLayout {}
            final class Helper: NSObject {
                override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
            }
            """)], name: "anim")
        let text = p.sources[0].text
        #expect(!text.contains("open override func awakeFromNib()"), "\(text)")
        #expect(text.range(of: #"open\s+func awakeFromNib\(\)"#, options: .regularExpression) != nil, "\(text)")
        #expect(!text.contains("        super.awakeFromNib()\n        images"), "\(text)")
        #expect(text.contains("override func awakeFromNib() { super.awakeFromNib(); duration = 2 }"), "\(text)")
        #expect(text.contains("override func awakeFromNib() { super.awakeFromNib() }"), "\(text)")
        #expect(!text.contains("override func prepareForInterfaceBuilder()"), "\(text)")
        #expect(p.notes.filter { $0.what.hasPrefix("override removed from") }.count == 2)
    }
}
