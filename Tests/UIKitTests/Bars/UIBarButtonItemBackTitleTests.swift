import Foundation
import Testing
import UIKit

/// UIBarButtonItem.h's back button title offset, per bar metrics (often set on the appearance proxy).
@MainActor
struct UIBarButtonItemBackTitleTests {
    @Test func theOffsetIsKeptPerBarMetrics() {
        let item = UIBarButtonItem()
        #expect(item.backButtonTitlePositionAdjustment(for: .default) == .zero)
        item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: -60), for: .default)
        #expect(item.backButtonTitlePositionAdjustment(for: .default) == UIOffset(horizontal: 0, vertical: -60))
        #expect(item.backButtonTitlePositionAdjustment(for: .compact) == .zero)
    }
}
