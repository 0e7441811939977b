import Foundation

/// The list cell that holds one of a table's rows: the row's `UITableViewCell` fills its content view, and its
/// selection and highlight reach the row (docs/uikit.md, "Table views").
@preconcurrency @MainActor
final class PlaygroundTableRowCell: UICollectionViewCell {
    /// The row shown; a new row takes the place of the last, which goes back to its table's reuse queue.
    var row: UITableViewCell? {
        didSet {
            guard row !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let row {
                contentView.addSubview(row)
                row.frame = contentView.bounds
                row.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        }
    }

    override var isSelected: Bool { didSet { row?.setSelected(isSelected, animated: false) } }
    override var isHighlighted: Bool { didSet { row?.setHighlighted(isHighlighted, animated: false) } }

    override func layoutSubviews() {
        super.layoutSubviews()
        row?.frame = contentView.bounds
    }
}

/// The list view that holds a table's section header or footer: the delegate's view, or the title in a list
/// header or footer configuration of the table's style.
@preconcurrency @MainActor
final class PlaygroundTableSectionView: UICollectionReusableView {
    var shown: UIView? {
        didSet {
            guard shown !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let shown {
                addSubview(shown)
                shown.frame = bounds
                shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shown?.frame = bounds
    }
}
