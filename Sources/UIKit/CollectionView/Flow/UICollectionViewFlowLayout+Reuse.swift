/// The cells' attributes objects of the flow layout's latest rect query, by section and item: the next query hands
/// the same objects out again for the items it lists too, with every standard field set afresh (frame, identity
/// transform, alpha 1, zIndex 0, shown), so scrolling makes only the objects of items that came into view. UIKit's
/// flow layout keeps its attributes objects as well (which is why it warns when a subclass "is modifying attributes
/// returned by UICollectionViewFlowLayout without copying them"); here nothing a subclass set on them outlives the
/// next query but the fields of its own attributes class. A window, never the whole content: the latest query's
/// cells only.
struct FlowAttributesReuse {
    struct Run {
        var first: Int
        var objects: [UICollectionViewLayoutAttributes?]
    }

    /// By section: the items from `first` on.
    var runs: [Int: Run] = [:]

    /// The object the latest query gave item `item` of the run, if it is of class `cls`.
    static func take(_ run: Run?, item: Int, cls: UICollectionViewLayoutAttributes.Type) -> UICollectionViewLayoutAttributes? {
        guard let run, item >= run.first, item - run.first < run.objects.count,
              let a = run.objects[item - run.first], type(of: a) == cls else { return nil }
        return a
    }
}

extension UICollectionViewFlowLayout {
    /// A cell's attributes for `indexPath` at `frame`: the latest query's object for it when there is one (reset),
    /// else a new one; recorded in `run` for the next query.
    func reusedCellAttributes(_ cls: UICollectionViewLayoutAttributes.Type, previous: FlowAttributesReuse.Run?,
                              indexPath: IndexPath, frame: CGRect, into run: inout FlowAttributesReuse.Run?)
        -> UICollectionViewLayoutAttributes {
        let item = indexPath.item
        let a: UICollectionViewLayoutAttributes
        if let old = FlowAttributesReuse.take(previous, item: item, cls: cls) {
            a = old
            a.transform3D = CATransform3DIdentity
            a.alpha = 1
            a.zIndex = 0
            a.isHidden = false
        } else {
            a = cls.init()
        }
        a.indexPath = indexPath
        a.frame = frame
        if run == nil { run = FlowAttributesReuse.Run(first: item, objects: []) }
        let gap = item - run!.first - run!.objects.count
        if gap >= 0 {
            if gap > 0 { run!.objects.append(contentsOf: repeatElement(nil, count: gap)) }
            run!.objects.append(a)
        }
        return a
    }
}
