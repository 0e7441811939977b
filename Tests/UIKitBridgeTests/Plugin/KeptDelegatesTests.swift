import Foundation
import PlaygroundCore
import Testing
import UIKit
@testable import UIKitBridge

private final class FreshSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

private final class FreshDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

/// `delegate` and `dataSource` are weak as on iOS; what a layout file's `makeLayout(_:)` makes and assigns, and the
/// playground's own stand-in, are kept alive by the collection view the playground made.
@MainActor @Suite struct KeptDelegatesTests {
    @Test func makeLayoutsFreshObjectsStayAlive() {
        let adapter = UIKitLayoutAdapter(name: "kept") { cv in
            cv.dataSource = FreshSource()
            cv.delegate = FreshDelegate()
            return UICollectionViewFlowLayout()
        }
        let cv = adapter.state.collectionView
        #expect(cv.dataSource is FreshSource)
        #expect(cv.delegate is FreshDelegate)
    }

    @Test func theStandInDataSourceStaysAlive() {
        let adapter = UIKitLayoutAdapter(layout: UICollectionViewFlowLayout(), name: "alone")
        #expect(adapter.state.collectionView.dataSource != nil)
    }

    @Test func outsideTheMakingAssignmentsAreWeak() {
        let adapter = UIKitLayoutAdapter(layout: UICollectionViewFlowLayout(), name: "alone")
        let cv = adapter.state.collectionView
        do { cv.delegate = FreshDelegate() }
        #expect(cv.delegate == nil)
    }
}
