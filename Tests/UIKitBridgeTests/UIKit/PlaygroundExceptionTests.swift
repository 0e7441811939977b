import Foundation
import Testing
import UIKit

/// Where iOS raises an exception and stops the app, the playground records UIKit's text as one line and carries on
/// (playground-specific: reads the package hook PlaygroundExceptions).
@MainActor @Suite(.serialized) struct PlaygroundExceptionTests {
    @Test func dequeuingAnUnregisteredIdentifierIsOneLine() {
        _ = PlaygroundExceptions.take()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                  collectionViewLayout: UICollectionViewFlowLayout())
        let cell = cv.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "nope")
        let taken = PlaygroundExceptions.take()
        #expect(taken.map(\.line) == ["NSInternalInconsistencyException: could not dequeue a view of kind: "
            + "UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier "
            + "or connect a prototype cell in a storyboard"])
    }

    @Test func aCellThatWasNotDequeuedIsOneLine() {
        _ = PlaygroundExceptions.take()
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                  collectionViewLayout: UICollectionViewFlowLayout())
        let source = Source()
        cv.dataSource = source
        cv.layoutIfNeeded()
        #expect(cv.visibleCells.count == 1)
        #expect(PlaygroundExceptions.take().first?.reason.hasPrefix("the cell returned from -collectionView:cellForItemAtIndexPath:") == true)
    }
}
