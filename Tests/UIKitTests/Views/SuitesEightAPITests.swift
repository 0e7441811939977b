import Foundation
import Testing
import UIKit

/// What real libraries' own suites named that UIKit lacked (suites8; docs/tests-on-linux.md): each as Apple's
/// headers describe it, written as their code is.
@MainActor @Suite struct SuitesEightAPITests {
    /// A prefetching data source, as plangrid/ReactiveLists' driver is one: set, held weakly, its optional
    /// cancellation answered by the protocol's default.
    final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
        var asked: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            asked += indexPaths
        }
    }

    @Test func aCollectionViewHoldsItsPrefetchDataSourceWeakly() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        var prefetcher: Prefetcher? = Prefetcher()
        view.prefetchDataSource = prefetcher
        #expect(view.prefetchDataSource === prefetcher)
        #expect(view.isPrefetchingEnabled)
        do {
            let source: any UICollectionViewDataSourcePrefetching = prefetcher!
            source.collectionView(view, prefetchItemsAt: [IndexPath(item: 1, section: 0)])
            source.collectionView(view, cancelPrefetchingForItemsAt: [IndexPath(item: 1, section: 0)])
        }
        #expect(prefetcher?.asked == [IndexPath(item: 1, section: 0)])
        prefetcher = nil
        #expect(view.prefetchDataSource == nil)
    }

    /// `UIView.perform(.delete, on:…)` (kazuhiro4949/PagingKit removes its menu cells so): the views leave their
    /// superview, the parallel animations have run and the completion is told `true`.
    @Test func theDeleteSystemAnimationRemovesTheViews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), kept = UIView()
        for v in [a, b, kept] { parent.addSubview(v) }
        var finished: Bool?
        UIView.perform(.delete, on: [a, b], options: UIView.AnimationOptions(rawValue: 0), animations: {
            kept.alpha = 0.5
        }, completion: { finished = $0 })
        #expect(a.superview == nil && b.superview == nil)
        #expect(parent.subviews.count == 1 && parent.subviews.first === kept)
        #expect(kept.alpha == 0.5)
        #expect(finished == true)
        // Without parallel animations or completion, as PagingKit's proxy calls it.
        let c = UIView(); parent.addSubview(c)
        UIView.perform(.delete, on: [c], options: [], animations: nil)
        #expect(c.superview == nil)
    }
}
