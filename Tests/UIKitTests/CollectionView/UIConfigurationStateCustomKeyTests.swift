import Foundation
import Testing
import UIKit

/// An app's custom state in a cell's configuration state (Apple's "UIConfigurationStateCustomKey"): the pattern of
/// Apple's CustomCellListViewController, written here for the test.
private extension UIConfigurationStateCustomKey {
    static let fruit = UIConfigurationStateCustomKey("com.example.FruitCell.fruit")
}

private extension UICellConfigurationState {
    var fruit: String? {
        get { self[.fruit] as? String }
        set { self[.fruit] = newValue }
    }
}

@MainActor private final class FruitCell: UICollectionViewListCell {
    var fruit: String? { didSet { setNeedsUpdateConfiguration() } }
    var shown: [String?] = []
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.fruit = fruit
        return state
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        shown.append(state.fruit)
    }
}

@MainActor @Suite struct UIConfigurationStateCustomKeyTests {
    @Test func aCustomStateIsStoredReadAndRemoved() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state[.fruit] == nil)
        state[.fruit] = "pear"
        #expect(state[.fruit] == AnyHashable("pear"))
        #expect(state.fruit == "pear")
        #expect(UIConfigurationStateCustomKey(rawValue: "com.example.FruitCell.fruit") == .fruit)
        state[.fruit] = nil
        #expect(state[.fruit] == nil)
    }

    @Test func customStatesTakePartInEquality() {
        var a = UICellConfigurationState(traitCollection: UITraitCollection())
        var b = a
        a.fruit = "pear"
        #expect(a != b)
        b.fruit = "pear"
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func aCellsOverriddenStateReachesUpdateConfiguration() {
        let cell = FruitCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.fruit = "fig"
        cell.fruit = "kiwi"
        #expect(cell.shown.suffix(2) == ["fig", "kiwi"])
    }

    @Test func aListContentViewsTextLayoutGuideIsNilHereSoTheSamplesGuardReturns() {
        // Documented approximation (UIListContentView.textLayoutGuide): nil, the path iOS takes with no text.
        var content = UIListContentConfiguration.cell()
        content.text = "pear"
        let view = UIListContentView(configuration: content)
        var aligned = false
        if let guide = view.textLayoutGuide { aligned = guide.owningView === view }
        #expect(!aligned)
    }

    @Test func aListCellsSeparatorGuideIsOneGuideOfTheCell() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let guide = cell.separatorLayoutGuide
        #expect(guide === cell.separatorLayoutGuide)
        #expect(guide.owningView === cell)
        #expect(cell.layoutGuides.contains { $0 === guide })
    }

    @Test func aPreferredSymbolConfigurationIsStoredAndTakesPartInEquality() {
        var a = UIListContentConfiguration.cell()
        let b = a
        let symbol = UIImage.SymbolConfiguration(pointSize: 20)
        a.imageProperties.preferredSymbolConfiguration = symbol
        #expect(a.imageProperties.preferredSymbolConfiguration === symbol)
        #expect(a.imageProperties != b.imageProperties)
    }

    @Test func resolvedColoursAreTheConfigurationsOwnElseTheViews() {
        var content = UIListContentConfiguration.valueCell()
        #expect(content.imageProperties.resolvedTintColor(for: .systemRed) == .systemRed)
        content.imageProperties.tintColor = .systemGreen
        #expect(content.imageProperties.resolvedTintColor(for: .systemRed) == .systemGreen)
        content.secondaryTextProperties.color = .systemBlue
        #expect(content.secondaryTextProperties.resolvedColor() == .systemBlue)
    }
}
