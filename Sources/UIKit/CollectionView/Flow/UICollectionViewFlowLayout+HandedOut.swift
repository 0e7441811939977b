/// The cells' attributes objects the flow layout's latest rect query handed out, kept to be handed out again.
///
/// UIKit's flow layout keeps the attributes objects it makes and returns the same objects again: a subclass that
/// changes what `super` returned without copying it makes UIKit log "UICollectionViewFlowLayout has cached frame
/// mismatch for index path … - cached value: …; expected value: … This is likely occurring because the flow layout
/// subclass … is modifying attributes returned by UICollectionViewFlowLayout without copying them" (the log quoted in
/// algal/ALGReversedFlowLayout#3, mokagio/UICollectionViewLeftAlignedLayout#4, jessesquires/JSQMessagesViewController
/// #1218), and such subclasses keep working ("no seemingly visible effect": philippeauriach/fullyhorizontalcollectionview
/// #4; a reversed layout that flips `super`'s frames in place would flip them back on every other query otherwise):
/// the flow layout compares what it kept with what it computes, and answers with its own values.
///
/// What the playground does (docs/uikit.md, "Flow layout"): the objects of the latest rect query (at most `limit`
/// cells, of the base `UICollectionViewLayoutAttributes` class) are kept; the next query hands one out again only while
/// no field of it was set since the flow layout made it (its `playgroundVersion` is the one it had then) and the geometry is the one it was
/// made with (a new geometry forgets them all). An object a subclass, a behaviour (UIKit Dynamics moves the items it
/// is given) or anyone else changed is never handed out again: the query makes a new one with the flow layout's
/// values, so a subclass that changes `super`'s objects without copying sees what it would see on iOS, and an object
/// attached to a spring stays the spring's. A layout whose attributes class is its own (fields the flow layout does
/// not know) gets new objects every time.
@MainActor
struct FlowHandedOutCells {
    /// Cells kept at most: a few viewports of small cells (a whole-content query of a large collection keeps none).
    nonisolated static let limit = 4_096

    /// A section's cells `first`, `first + 1`… as the query handed them out (nil: not met by its rect).
    struct Run {
        var section: Int
        var first: Int
        var objects: [Kept?]
    }

    /// An object handed out, and its `playgroundVersion` as the flow layout left it.
    struct Kept {
        var object: UICollectionViewLayoutAttributes
        var version: UInt32
    }

    private(set) var runs: [Run] = []

    /// One query's handing out: finds the objects kept, records the ones handed out.
    struct Handing {
        let reusable: Bool
        let old: [Run]
        var runs: [Run] = []
        var recording: Bool
        var kept = 0
        /// The run of `old` for the section being walked (empty: none), and the run being recorded.
        var oldObjects: [Kept?] = [], oldFirst = 0
        var current: [Kept?] = [], currentFirst = 0, currentSection = -1

        init(reusable: Bool, old: [Run]) {
            self.reusable = reusable
            self.old = old
            recording = reusable
        }

        /// The query walks the items `items` of `section` next (in order).
        mutating func enter(section: Int, items: Range<Int>) {
            guard reusable else { return }
            flush()
            if let run = old.first(where: { $0.section == section }) {
                oldObjects = run.objects
                oldFirst = run.first
            } else {
                oldObjects = []
            }
            guard recording else { return }
            kept += items.count
            if kept > FlowHandedOutCells.limit {
                recording = false
                runs = []
                return
            }
            // The same items as the run kept (a query of the same region): its objects, written over only where
            // another object is handed out (so a repeated query copies and frees no array). An item the rect no
            // longer meets keeps its untouched object, which may be handed out again as any kept one.
            current = oldObjects.count == items.count && oldFirst == items.lowerBound
                ? oldObjects : Array(repeating: nil, count: items.count)
            currentFirst = items.lowerBound
            currentSection = section
        }

        /// Moves the run being recorded into `runs`.
        mutating func flush() {
            guard currentSection >= 0 else { return }
            if recording { runs.append(Run(section: currentSection, first: currentFirst, objects: current)) }
            current = []
            currentSection = -1
        }

        /// Item `item`'s object: the one handed out before when untouched, else a new one from `make`.
        mutating func cell(item: Int, make: () -> UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            guard reusable else { return make() }
            let object: UICollectionViewLayoutAttributes, version: UInt32
            let j = item - oldFirst
            if j >= 0, j < oldObjects.count, let k = oldObjects[j], k.object.playgroundVersion == k.version {
                k.object.playgroundReused = true
                object = k.object
                version = k.version
            } else {
                object = make()
                version = object.playgroundVersion
            }
            if recording, currentSection >= 0 {
                let c = item - currentFirst
                if let k = current[c], k.object === object, k.version == version {} else {
                    current[c] = Kept(object: object, version: version)
                }
            }
            return object
        }
    }

    func begin(reusable: Bool) -> Handing { Handing(reusable: reusable, old: runs) }

    /// Keeps what the query handed out (when it was small enough to keep).
    mutating func end(_ handing: Handing) {
        var handing = handing
        handing.flush()
        if handing.recording { runs = handing.runs }
    }

    mutating func removeAll() {
        if !runs.isEmpty { runs = [] }
    }
}
