import Foundation
import Testing
import UIKit

/// A cell registered from a nib named after its class (Xcode's convention, nemecek-filip's `CellFromNib`):
/// the nib is not loaded, the class is made.
final class NibNamedTestCell: UICollectionViewCell {
    var madeByPlayground = true
}

@Suite(.serialized) struct NibClassTests {
    @MainActor @Test func aNibNamedAfterACellClassStandsForThatClass() throws {
        UINib.playgroundRegisterModule(fileID: #fileID)
        let nib = UINib(nibName: "NibNamedTestCell", bundle: nil)
        #expect(nib.playgroundViewClass == NibNamedTestCell.self)
        let objects = nib.instantiate(withOwner: nil, options: nil)
        #expect(objects.count == 1 && objects.first is NibNamedTestCell)
        // Registered for cells, the identifier dequeues that class.
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(nib, forCellWithReuseIdentifier: "cell")
        let index = IndexPath(item: 0, section: 0)
        #expect(collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: index) is NibNamedTestCell)
        // A nib named after nothing the layout files declare: plain cells, and no objects, as before.
        let unknown = UINib(nibName: "NoSuchCellAnywhere", bundle: nil)
        #expect(unknown.playgroundViewClass == nil)
        #expect(unknown.instantiate(withOwner: nil).isEmpty)
        collectionView.register(unknown, forCellWithReuseIdentifier: "plain")
        let plain = collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: index)
        #expect(type(of: plain) == UICollectionViewCell.self)
    }
}
