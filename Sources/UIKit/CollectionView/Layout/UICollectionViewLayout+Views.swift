/// What the collection view's layout pass asks the layout for besides attributes.
extension UICollectionViewLayout {
    /// Prepares the layout if it was invalidated since it was last prepared; true when it did. The playground's
    /// adapter and the collection view's own layout pass share this flag, so a layout is prepared once per
    /// invalidation whoever asks first.
    @discardableResult
    package func playgroundPrepareIfNeeded() -> Bool {
        guard playgroundNeedsPrepare else { return false }
        playgroundNeedsPrepare = false
        prepare()
        return true
    }

    /// A view for a decoration element: an instance of the class registered for `kind`, made with
    /// `init(frame:)`; an unregistered kind is UIKit's exception as one line, and a plain reusable view.
    package func playgroundMakeDecorationView(ofKind kind: String, frame: CGRect) -> UICollectionReusableView {
        if let cls = playgroundDecorationClasses[kind] { return cls.init(playgroundFrame: frame) }
        PlaygroundExceptions.raise("NSInternalInconsistencyException", "could not dequeue a view of kind: \(kind) "
            + "with identifier \(kind) - must register a nib or a class for the identifier or connect a prototype "
            + "cell in a storyboard", from: collectionView)
        return UICollectionReusableView(frame: frame)
    }
}

extension UICollectionView {
    /// Whether the collection view has read its counts since the last reload (a diffable data source's first
    /// apply reloads instead of diffing when it has not).
    package var playgroundHasCounts: Bool { playgroundSectionCounts != nil || playgroundBookkeeping.counts != nil }

    /// A plain cell where UIKit would have stopped the app (the exception is recorded): marked as dequeued.
    func playgroundPlaceholderCell(for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: playgroundPassAttributes(kind: Self.playgroundCellKind, indexPath: indexPath)?
            .playgroundUntransformedFrame ?? .zero)
        cell.playgroundReuseIdentifier = "playground-placeholder"
        playgroundBookkeeping.dequeued.insert(ObjectIdentifier(cell))
        return cell
    }
}
