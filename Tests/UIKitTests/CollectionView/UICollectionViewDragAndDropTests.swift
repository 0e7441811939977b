import Foundation
import Testing
import UIKit

/// Drag and drop in a collection view (UICollectionViewDragDelegate.h, UICollectionViewDropDelegate.h, iOS 11): an
/// app's delegates written as on iOS compile with only the required methods, are held weakly, and the optional
/// methods answer UIKit's defaults. (No session is simulated: the playground's reorder is interactive movement.)
@MainActor @Suite struct UICollectionViewDragAndDropTests {
    /// A reordering controller as apps write one: only the two required methods.
    final class Reorderer: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        var items = ["a", "b", "c"]
        func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                            at indexPath: IndexPath) -> [UIDragItem] {
            let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item] as NSString))
            item.localObject = items[indexPath.item]
            return [item]
        }
        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}
    }

    static func collectionView() -> UICollectionView {
        UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    }

    @Test func theDelegatesAreHeldWeakly() {
        let cv = Self.collectionView()
        var reorderer: Reorderer? = Reorderer()
        cv.dragDelegate = reorderer
        cv.dropDelegate = reorderer
        #expect(cv.dragDelegate === reorderer && cv.dropDelegate === reorderer)
        reorderer = nil
        #expect(cv.dragDelegate == nil && cv.dropDelegate == nil)
    }

    @Test func theOptionalMethodsAnswerUIKitsDefaults() {
        let cv = Self.collectionView()
        let r = Reorderer()
        // UICollectionView.h: dragInteractionEnabled is false on iPhone by default.
        #expect(cv.dragInteractionEnabled == false && !cv.hasActiveDrag && !cv.hasActiveDrop)
        #expect(r.collectionView(cv, dragPreviewParametersForItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(r.collectionView(cv, dragSessionAllowsMoveOperation: Session()))
        let proposal = r.collectionView(cv, dropSessionDidUpdate: Session(), withDestinationIndexPath: nil)
        #expect(proposal.operation == .cancel && proposal.intent == .unspecified)
        let move = UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        #expect(move.operation == .move && move.intent == .insertAtDestinationIndexPath)
    }

    @Test func anItemProviderGivesBackTheObjectItWasMadeWith() {
        let provider = NSItemProvider(object: "card 3" as NSString)
        #expect(provider.canLoadObject(ofClass: NSString.self))
        #expect(!provider.canLoadObject(ofClass: NSURL.self))
        var loaded: String?
        provider.loadObject(ofClass: NSString.self) { object, _ in loaded = (object as? NSString).map { String($0) } }
        #expect(loaded == "card 3")
        let drag = Reorderer().collectionView(Self.collectionView(), itemsForBeginning: Session(),
                                              at: IndexPath(item: 1, section: 0))
        #expect(drag.first?.localObject as? String == "b")
    }

    /// A session as a test of the delegates makes one.
    final class Session: UIDragSession, UIDropSession {
        var items: [UIDragItem] = []
        var localContext: Any?
        var localDragSession: (any UIDragSession)? { nil }
        var allowsMoveOperation: Bool { true }
        var isRestrictedToDraggingApplication: Bool { false }
        func location(in view: UIView) -> CGPoint { .zero }
        func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
        func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
        func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                         completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress { Progress(totalUnitCount: 0) }
    }
}
