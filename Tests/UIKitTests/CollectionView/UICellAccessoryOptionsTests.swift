import Foundation
import Testing
import UIKit

/// An accessory's options (UICellAccessory.ReorderOptions, DisclosureIndicatorOptions, CheckmarkOptions): a
/// custom reserved width narrows the content view by that width, hidden keeps the width and draws nothing, the tint
/// colours the glyph. Before, `.reorder(displayed:options:)` did not exist (DeluxeAlonso/ModernCollectionViews:
/// "extra argument 'options'").
@Suite @MainActor struct UICellAccessoryOptionsTests {
    func laidOut(_ accessories: [UICellAccessory]) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = accessories
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        return cell
    }

    func rgba(_ color: UIColor?) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    func accessoryViews(_ cell: UICollectionViewListCell) -> [UIView] {
        cell.subviews.filter { $0 !== cell.contentView && $0 !== cell.backgroundView && $0 !== cell.selectedBackgroundView
            && $0.frame.width > 0 && $0.frame.width < 100 }
    }

    @Test func aReservedWidthIsKeptAndTheTintColoursTheBars() throws {
        let plain = laidOut([.reorder(displayed: .always)])
        let wide = laidOut([.reorder(displayed: .always,
                                     options: .init(reservedLayoutWidth: .custom(40), tintColor: .systemRed,
                                                    showsVerticalSeparator: false))])
        #expect(abs(plain.contentView.frame.width - wide.contentView.frame.width - (40 - 18)) < 0.01)
        let bars = try #require(accessoryViews(wide).first?.subviews)
        #expect(bars.count == 3)
        #expect(bars.allSatisfy { $0.backgroundColor == .systemRed && $0.frame.minX == 11 })
    }

    @Test func aHiddenAccessoryKeepsItsWidthAndDrawsNothing() throws {
        let shown = laidOut([.disclosureIndicator(displayed: .always, options: .init(reservedLayoutWidth: .custom(30)))])
        let hidden = laidOut([.disclosureIndicator(displayed: .always,
                                                   options: .init(isHidden: true, reservedLayoutWidth: .custom(30)))])
        #expect(shown.contentView.frame == hidden.contentView.frame)
        let view = try #require(accessoryViews(hidden).first)
        #expect(view.frame.width == 30)
        #expect(view.layer.sublayers?.isEmpty ?? true)
        #expect(accessoryViews(shown).first?.layer.sublayers?.isEmpty == false)
    }

    @Test func aCheckmarksTintIsItsOwn() throws {
        let cell = laidOut([.checkmark(displayed: .always, options: .init(tintColor: .systemGreen))])
        let view = try #require(accessoryViews(cell).first)
        let shape = try #require(view.layer.sublayers?.first as? CAShapeLayer)
        #expect(rgba(shape.strokeColor.map { UIColor(cgColor: $0) }) == rgba(.systemGreen))
    }
}
