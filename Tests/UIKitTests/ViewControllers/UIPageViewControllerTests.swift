import Foundation
import Testing
import UIKit

/// UIPageViewController: its configuration as the initializer and Apple's defaults give it, and the pages set in
/// code becoming its children, the first one's view filling its view.
@MainActor @Suite struct UIPageViewControllerTests {
    @Test func configurationAndDefaults() {
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(scroll.spineLocation == .none && !scroll.isDoubleSided)   // Apple: .none for a scroll
        #expect(scroll.viewControllers == nil)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        #expect(curl.spineLocation == .min && curl.navigationOrientation == .vertical)
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(mid.spineLocation == .mid)
        #expect(UIPageViewController.NavigationDirection.reverse.rawValue == 1)
    }

    @Test func settingPagesShowsTheFirstAndReplacesThePrevious() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let first = UIViewController(), second = UIViewController()
        var finished: Bool?
        pages.setViewControllers([first], direction: .forward, animated: true) { finished = $0 }
        #expect(finished == true)
        #expect(pages.viewControllers?.first === first && first.parent === pages)
        #expect(first.view.superview === pages.view && first.view.frame == pages.view.bounds)
        pages.setViewControllers([second], direction: .reverse, animated: false)
        #expect(first.parent == nil && first.view.superview == nil)
        #expect(second.parent === pages && second.view.superview === pages.view)
        #expect(pages.children.count == 1)
    }

    @Test func aDataSourceNeedsOnlyThePagesBeforeAndAfter() {
        final class Pages: NSObject, UIPageViewControllerDataSource {
            func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { nil }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { nil }
        }
        let source = Pages()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = source
        #expect(pages.dataSource === source)
    }
}
