/// The supplementary and decoration views of a batch update (the window's own insert, delete, move, undo and redo
/// over a layout that takes batch updates: Playground+Updates.swift), as UIKit animates them: for each kind, in
/// UIKit's order (supplementary kinds sorted, then decoration kinds sorted; docs/uikit.md, "Batch updates"), the
/// layout is asked which views the batch deletes and inserts (`indexPathsToDelete/InsertForSupplementaryView`),
/// then where every view shown after the update starts (`initialLayoutAttributesForAppearingSupplementaryElement`
/// …) and where every view shown before it ends (`finalLayoutAttributesForDisappearing…`, old index paths).
///
/// What each answer does, as for items:
/// - a view the batch inserts, or one not shown before, starts from its initial attributes (nil: an inserted one
///   fades in in place, transparent; another one simply shows);
/// - a view shown before and after (the same kind and index path; after: drawn, the viewport and its drawing
///   margin) slides from where it was shown to its new place whatever the layout answers;
/// - a view the batch deletes, or one the layout no longer has, ends at its final attributes (nil: where it was
///   shown, transparent); one the layout still has but beyond the margin now slides to its new place and is gone.
///
/// The layout is asked about the views visible (in the viewport), as UIKit asks about its visible views.
extension Playground {
    /// The supplementary and decoration views shown now (content coordinates), by element.
    func shownElements() -> [ElementAnimator.Key: LayoutAttributes] {
        var shownViews: [ElementAnimator.Key: LayoutAttributes] = [:]
        for d in shown.items where d.role == .content && d.attributes.category != .cell {
            let key = ElementAnimator.Key(d.attributes)
            if shownViews[key] == nil { shownViews[key] = d.attributes }
        }
        return shownViews
    }

    /// What the layout answers about a batch's views: asked now, in UIKit's order (the window's own edits), or
    /// as it answered UIKit (a hosted data source's batch: Playground+HostedBatch.swift).
    struct ElementAnswers {
        /// `indexPathsToInsert…` (true) or `indexPathsToDelete…` (false) for a kind.
        var updated: (_ inserted: Bool, _ category: ElementCategory) -> [IndexPath]
        /// The initial attributes of a view shown after the batch (new index path).
        var initial: (_ category: ElementCategory, _ indexPath: IndexPath) -> LayoutAttributes?
        /// The final attributes of a view shown before it (old index path).
        var final: (_ category: ElementCategory, _ indexPath: IndexPath) -> LayoutAttributes?

        /// The layout's answers, asked as the animation is set up.
        static func asking(_ layout: any CollectionLayout, in bounds: Rect) -> ElementAnswers {
            ElementAnswers(updated: { layout.updatedElements(inserted: $0, of: $1) },
                           initial: { layout.initialAttributes(forAppearing: $0, at: $1, in: bounds) },
                           final: { layout.finalAttributes(forDisappearing: $0, at: $1, in: bounds) })
        }
    }

    /// Asks the (prepared, told) layout about the batch's views and starts their animations (see above).
    mutating func animateElements(shownBefore: [ElementAnimator.Key: LayoutAttributes], in bounds: Rect,
                                  at time: Double, duration: Double, answers: ElementAnswers? = nil) {
        let layout = host.layout
        let answers = answers ?? .asking(layout, in: bounds)
        // What the frame draws (the viewport and the drawing margin, as composeFrame), and what UIKit would ask
        // about: the views visible in `bounds`.
        let m = max(Self.queryMargin, layout.drawingOverhang)
        let after = layout.attributes(in: bounds.insetBy(dx: -m, dy: -m)).filter { $0.category != .cell && !$0.isHidden }
        let categories = Set(after.map(\.category)).union(shownBefore.keys.map(\.category))
        func order(_ c: ElementCategory) -> (Int, String) {
            switch c {
            case .cell: (0, "")
            case .supplementary(let kind): (1, kind)
            case .decoration(let kind): (2, kind)
            }
        }
        for category in categories.sorted(by: { order($0) < order($1) }) {
            let deleted = Set(answers.updated(false, category))
            let inserted = Set(answers.updated(true, category))
            let now = after.filter { $0.category == category }.sorted { $0.indexPath < $1.indexPath }
            let keysNow = Set(now.map(ElementAnimator.Key.init))
            for a in now {
                let key = ElementAnimator.Key(a)
                let initial = a.frame.intersects(bounds)
                    ? answers.initial(category, a.indexPath) : nil
                if let old = shownBefore[key], !inserted.contains(a.indexPath) {
                    if old != a { elementAnimator.animate(key, from: old, at: time, duration: duration) }
                } else if let initial {
                    elementAnimator.animate(key, from: initial, at: time, duration: duration)
                } else if inserted.contains(a.indexPath) {
                    var faded = a
                    faded.alpha = 0
                    elementAnimator.animate(key, from: faded, at: time, duration: duration)
                }
            }
            let before = shownBefore.filter { $0.key.category == category }.sorted { $0.key.indexPath < $1.key.indexPath }
            for (key, old) in before {
                let final = old.frame.intersects(bounds)
                    ? answers.final(category, key.indexPath) : nil
                let gone = deleted.contains(key.indexPath)
                guard gone || !keysNow.contains(key) else { continue }
                var to = old
                if !gone, let moved = Self.element(category, at: key.indexPath, in: layout) {
                    to = moved
                } else if let final {
                    to = final
                } else {
                    to.alpha = 0
                }
                ghosts.append(Ghost(item: -1, from: old, to: to, start: time, duration: duration))
            }
        }
    }

    /// The layout's attributes of a supplementary or decoration view (nil for a cell, or one it does not have).
    static func element(_ category: ElementCategory, at indexPath: IndexPath, in layout: any CollectionLayout)
        -> LayoutAttributes? {
        switch category {
        case .cell: nil
        case .supplementary(let kind): layout.attributes(forSupplementary: kind, at: indexPath)
        case .decoration(let kind): layout.attributes(forDecoration: kind, at: indexPath)
        }
    }
}
