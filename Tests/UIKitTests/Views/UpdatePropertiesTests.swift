import Foundation
import Testing
import UIKit

/// iOS 26's property-update pass (UIView.h, UIViewController.h): `updateProperties()` runs before the layout —
/// a view controller's before `viewWillLayoutSubviews()`, a view's before `layoutSubviews()` — once before the
/// first layout, then after `setNeedsUpdateProperties()`; `updatePropertiesIfNeeded()` runs it at once when due.
@MainActor @Suite struct UpdatePropertiesTests {
    final class Badge: UIView {
        var calls: [String] = []
        override func updateProperties() { calls.append("update") }
        override func layoutSubviews() {
            super.layoutSubviews()
            calls.append("layout")
        }
    }

    @Test func aViewsPropertiesAreUpdatedBeforeItsFirstLayoutThenWhenAsked() {
        let view = Badge(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.calls == ["update", "layout"])
        view.setNeedsLayout()
        view.layoutIfNeeded()   // a layout without a request: no update
        #expect(view.calls == ["update", "layout", "layout"])
        view.setNeedsUpdateProperties()
        view.layoutIfNeeded()   // the request also asks for a layout
        #expect(view.calls == ["update", "layout", "layout", "update", "layout"])
        view.setNeedsUpdateProperties()
        view.updatePropertiesIfNeeded()
        view.updatePropertiesIfNeeded()
        #expect(view.calls.suffix(2) == ["layout", "update"])
    }

    final class Screen: UIViewController {
        var calls: [String] = []
        override func updateProperties() { calls.append("update") }
        override func viewWillLayoutSubviews() { calls.append("willLayout") }
    }

    @Test func aViewControllersPropertiesAreUpdatedBeforeViewWillLayoutSubviews() {
        let controller = Screen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.calls.first == "update", "\(controller.calls)")
        #expect(controller.calls.filter { $0 == "update" }.count == 1, "\(controller.calls)")
        #expect(controller.calls.contains("willLayout"))
        controller.setNeedsUpdateProperties()
        window.layoutIfNeeded()
        #expect(controller.calls.filter { $0 == "update" }.count == 2, "\(controller.calls)")
        #expect(controller.calls.last == "willLayout", "\(controller.calls)")
    }
}

/// Objective-C's root class gives every class its instance methods as class methods: a cell overriding
/// `class func awakeFromNib()` (kingnight's `TopApp`) compiles, and nothing calls it; a nib calls the instance method.
@MainActor @Suite struct ClassAwakeFromNibTests {
    final class TopApp: UICollectionViewCell {
        nonisolated(unsafe) static var classAwakened = false
        var awakened = false
        override class func awakeFromNib() {
            super.awakeFromNib()
            classAwakened = true
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            awakened = true
        }
    }

    @Test func theClassSideAwakeFromNibIsOverridableAndNotCalledByANib() {
        let cell = TopApp(frame: .zero)
        cell.awakeFromNib()
        #expect(cell.awakened)
        #expect(!TopApp.classAwakened)
        TopApp.awakeFromNib()
        #expect(TopApp.classAwakened)
    }
}
