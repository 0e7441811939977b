import Foundation
import Testing
import UIKit

/// NSObjectProtocol's `conforms(to:)` as iOS code asks it of a delegate (a staggered-grid layout asserts
/// `collectionView.delegate?.conforms(to: UICollectionViewDelegateFlowLayout.self)` before reading sizes): true for
/// an object adopting the protocol or one refining it, false otherwise; `nil` through an absent delegate.
@Suite struct ConformsToProtocolTests {
    final class FlowAnswerer: NSObject, UICollectionViewDelegateFlowLayout {}
    final class PlainDelegate: NSObject, UICollectionViewDelegate {}

    @MainActor @Test func aDelegateConformsToTheProtocolsItAdopts() {
        let flow: UICollectionViewDelegate = FlowAnswerer()
        let plain: UICollectionViewDelegate = PlainDelegate()
        #expect(flow.conforms(to: UICollectionViewDelegateFlowLayout.self))
        #expect(flow.conforms(to: UIScrollViewDelegate.self))
        #expect(!plain.conforms(to: UICollectionViewDelegateFlowLayout.self))
        #expect(plain.conforms(to: UICollectionViewDelegate.self))
        let absent: UICollectionViewDelegate? = nil
        #expect(absent?.conforms(to: UICollectionViewDelegateFlowLayout.self) == nil)
        #expect(!NSObject().conforms(to: UICollectionViewDelegate.self))
    }

    /// `titleView` is stored (the bar draws the title text; a notice says so).
    @MainActor @Test func aNavigationItemKeepsItsTitleView() {
        let item = UINavigationItem(title: "Photos")
        let label = UILabel()
        item.titleView = label
        #expect(item.titleView === label)
        #expect(item.title == "Photos")
    }
}
