import Foundation
import Testing
import UIKit

/// UINavigationBar.h's background image per bar position (a flat bar: `setBackgroundImage(UIImage(), for: .any,
/// barMetrics: .default)`).
@MainActor
struct UINavigationBarBarPositionTests {
    @Test func anImageForAnyPositionIsTheBarsImage() {
        let bar = UINavigationBar()
        let image = UIImage()
        #expect(UIBarPosition.topAttached.rawValue == 3 && UIBarPosition.any.rawValue == 0)
        bar.setBackgroundImage(image, for: .any, barMetrics: .default)
        #expect(bar.backgroundImage(for: .default) === image)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) === image)
        #expect(bar.backgroundImage(for: .any, barMetrics: .compact) == nil)
        bar.setBackgroundImage(UIImage(), for: .bottom, barMetrics: .default)  // not kept here
        #expect(bar.backgroundImage(for: .default) === image)
    }
}
