import Foundation
import Testing
import UIKit

/// `systemLayoutSizeFitting` on a cell's content view when the cell holds the constraints, as a cell loaded from a
/// nib does (Interface Builder puts a collection view cell's constraints on the cell, naming the cell and the content
/// view's subviews): the content view fills the cell, so those constraints size it.
@MainActor @Suite struct ContentViewFittingTests {
    @Test func theCellsConstraintsSizeItsContentView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate([  // the closest common ancestor of box and cell holds them: the cell
            box.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -6),
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(cell.constraints.count == 4)
        let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                                                              withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 200, height: 60))
        #expect(cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 60)
        // The cell itself, as before.
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 60)
        // Nothing was moved: fitting changes no frame.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func aContentViewThatDoesNotFillItsCellIsMeasuredAlone() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        cell.contentView.frame = CGRect(x: 0, y: 0, width: 40, height: 50)   // no longer the cell's bounds
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 0)
    }
}
