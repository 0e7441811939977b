import Foundation
import Testing
import UIKit
@testable import UIKitBridge

/// Constraints a nib installs for some size classes only (Tests/Fixtures/storyboards/IBVariations.xib): Interface
/// Builder's `<variation key="…"><mask key="constraints">` includes a constraint only in those size classes (or
/// excludes it from them). On the playground's phone (compact width, regular height) the regular/regular aspect
/// constraint is not installed; before, every constraint was, and a cell's aspect and width constraints conflicted
/// (edwinps/CZCustomLayout's ItemCollectionViewCell.xib).
@Suite(.serialized) @MainActor struct SizeClassVariationTests {
    init() { IBFixtureOutlets.register() }

    @Test func onlyTheConstraintsOfThePhonesSizeClassesAreInstalled() throws {
        let objects = UINib(nibName: "IBVariations", bundle: nil).instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        let box = try #require(root.subviews.first)
        let names = Set(box.constraints.compactMap(\.identifier))
        #expect(names == ["always", "compactWidth"], "\(names)")
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 120, height: 50))
    }

    /// A visual effect view's subviews are written under its `<view key="contentView">` and go in its content view
    /// (UIVisualEffectView.h); before, they were not made at all (soapyigu's Interests: its collection view sits in
    /// a blur's content view, and the app showed no collection view).
    @Test func aVisualEffectViewsSubviewsGoInItsContentView() throws {
        let objects = UINib(nibName: "IBVariations", bundle: nil).instantiate(withOwner: nil)
        let root = try #require(objects.dropFirst().first as? UIView)
        let effect = try #require(root.subviews.first as? UIVisualEffectView)
        let label = try #require(effect.contentView.subviews.first as? UILabel)
        #expect(label.text == "Inside" && label.frame == CGRect(x: 10, y: 20, width: 100, height: 21))
        root.layoutIfNeeded()
        #expect(effect.contentView.frame == effect.bounds && effect.bounds.size == CGSize(width: 300, height: 200))
    }
}
