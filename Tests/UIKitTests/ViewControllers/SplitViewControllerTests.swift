import Foundation
import Testing
import UIKit

/// UISplitViewController's columns (UISplitViewController.swift): side by side in a regular width, the primary
/// 320 points wide unless set (decided), the secondary taking the rest; one column when compact (the compact
/// column when set, else the primary), the delegate told of the collapse.
@Suite struct SplitViewControllerTests {
    final class Listener: UISplitViewControllerDelegate {
        var events: [String] = []
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("collapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expand") }
    }

    @Test func columnsSideBySideThenCollapsed() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let listener = Listener()
        split.delegate = listener
        #expect(split.viewControllers.count == 2 && primary.splitViewController === split)
        split.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        split.view.traitCollection = UITraitCollection(horizontalSizeClass: .regular)
        split.viewWillLayoutSubviews()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        split.preferredPrimaryColumnWidthFraction = 0.25
        split.viewWillLayoutSubviews()
        #expect(primary.view.frame.width == 256 && secondary.view.frame.minX == 256)
        // Compact: one column, the primary (no compact column set), the whole width.
        split.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        split.view.traitCollection = UITraitCollection(horizontalSizeClass: .compact)
        split.viewWillLayoutSubviews()
        #expect(split.isCollapsed && listener.events == ["collapse"])
        #expect(primary.view.superview === split.view && primary.view.frame.width == 390)
        #expect(secondary.view.superview == nil)
        // A compact column, when set, is the one shown.
        let compact = UIViewController()
        split.setViewController(compact, for: .compact)
        split.viewWillLayoutSubviews()
        #expect(compact.view.superview === split.view && primary.view.superview == nil)
    }
}
