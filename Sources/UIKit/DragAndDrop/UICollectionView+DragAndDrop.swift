import Foundation

// Drag and drop in a collection view (UICollectionView.h and UICollectionViewDragDelegate.h /
// UICollectionViewDropDelegate.h, iOS 11): an app sets `dragDelegate` and `dropDelegate` to let a long press lift
// items and reorder them (a drop with the `.move` operation and the `.insertAtDestinationIndexPath` intent) or take
// drops from elsewhere. Declared so that such apps compile; the playground's reorder (press, hold, drag) reaches
// the data source through interactive movement instead (UICollectionView+InteractiveMovement.swift).

/// A drag item: what is dragged (its item provider) and the app's own object for a drag inside the app.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    /// The app's object for the item, read back by the drop in the same app.
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// What a drop would do (UIDropInteraction.h).
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0, forbidden = 1, copy = 2, move = 3
}

/// Where a drop goes in a collection view (UICollectionView.h).
public enum UICollectionViewDropIntent: Int, Sendable {
    /// The collection view decides.
    case unspecified
    /// The dropped items go in at the destination index path (the items there move aside).
    case insertAtDestinationIndexPath
    /// The dropped items go into the item at the destination index path (a folder).
    case insertIntoDestinationIndexPath
}

/// A drop interaction's answer to a session moving over it (UIDropInteraction.h).
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// A collection view's answer to a drop session over it: the operation and the intent (UICollectionView.h).
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    public let intent: UICollectionViewDropIntent

    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

/// The animation of a drop's items to their places (UIDragInteraction.h).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// What a drag and a drop session share (UIDragSession.h).
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag in progress, as its source sees it (UIDragSession.h).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

/// A drag in progress, as a drop destination sees it (UIDragSession.h).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag began in this app, else nil.
    var localDragSession: UIDragSession? { get }
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

/// The parameters of a drag's or a drop's preview of a cell (UIDragPreviewParameters.h).
@preconcurrency @MainActor
open class UIDragPreviewParameters: NSObject {
    /// The part of the cell shown, in its coordinates (nil: all of it).
    open var visiblePath: UIBezierPath?
    open var backgroundColor: UIColor?

    public override init() { super.init() }
}

/// One item of a drop in a collection view (UICollectionViewDropCoordinator).
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// Where the item was, for a drag that began in this collection view; nil otherwise.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// What a collection view's drop delegate gets to perform a drop (UICollectionViewDropCoordinator).
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [any UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the cell at `indexPath` (after the app inserted or moved it there).
    @discardableResult func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into the item at `indexPath`, to `rect` in its cell.
    @discardableResult func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}

/// The source of drags from a collection view (UICollectionViewDragDelegate.h, iOS 11).
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a drag beginning at `indexPath` lifts; none: no drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView,
                        dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView,
                               dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}

/// The destination of drops on a collection view (UICollectionViewDropDelegate.h, iOS 11).
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Performs the drop: the app updates its data and the collection view, then animates the items with the
    /// coordinator.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    func collectionView(_ collectionView: UICollectionView,
                        dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// UIKit's default: no operation (UICollectionViewDropDelegate.h: "If you do not implement this method, the
    /// collection view will use the default proposal", which cancels).
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView,
                               dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}

extension UICollectionView {
    /// The source of drags from this collection view (weak, as on iOS).
    ///
    /// Playground: kept, and not asked: no drag session is simulated; the playground's reorder (press, hold, drag)
    /// moves items through the data source's `collectionView(_:moveItemAt:to:)` or a diffable data source's
    /// `reorderingHandlers` (interactive movement), not through a drop.
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { playgroundBookkeeping.dragDelegate as? any UICollectionViewDragDelegate }
        set {
            playgroundBookkeeping.dragDelegate = newValue
            playgroundKeepIfMaking(newValue)
            if newValue != nil { Self.playgroundNoteDragAndDrop("UICollectionView.dragDelegate") }
        }
    }

    /// The destination of drops on this collection view (weak, as on iOS).
    ///
    /// Playground: kept, and not asked: no drop session is simulated (see `dragDelegate`).
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { playgroundBookkeeping.dropDelegate as? any UICollectionViewDropDelegate }
        set {
            playgroundBookkeeping.dropDelegate = newValue
            playgroundKeepIfMaking(newValue)
            if newValue != nil { Self.playgroundNoteDragAndDrop("UICollectionView.dropDelegate") }
        }
    }

    /// Whether a drag may begin here (UICollectionView.h: true on iPad, false on iPhone by default; the playground's
    /// viewport is an iPhone's, so false).
    public var dragInteractionEnabled: Bool {
        get { playgroundBookkeeping.dragInteractionEnabled }
        set { playgroundBookkeeping.dragInteractionEnabled = newValue }
    }

    /// Whether a drag that began here is in progress: never, here.
    public var hasActiveDrag: Bool { false }
    /// Whether a drop session is over this collection view: never, here.
    public var hasActiveDrop: Bool { false }

    static func playgroundNoteDragAndDrop(_ symbol: String) {
        PlaygroundNotices.record(symbol, .doesNothing,
                                 "no drag or drop session is simulated: the playground's reorder moves items through the "
                                 + "data source's moveItemAt or a diffable data source's reorderingHandlers")
    }
}
