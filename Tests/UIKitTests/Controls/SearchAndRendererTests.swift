import Foundation
import Testing
import UIKit

/// A search bar and an image renderer as their headers describe them (approximated: nothing is typed or drawn).
@Suite struct SearchAndRendererTests {
    @Test func aSearchBarKeepsItsTextInItsField() {
        let bar = UISearchBar(frame: .zero)
        bar.placeholder = "Search mountains"
        bar.text = "Everest"
        #expect(bar.searchTextField.text == "Everest" && bar.searchTextField.placeholder == "Search mountains")
        bar.sizeToFit()
        #expect(bar.frame.height == 56)
        bar.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
        let search = UISearchController(searchResultsController: nil)
        final class Updater: UISearchResultsUpdating {
            var updates = 0
            func updateSearchResults(for searchController: UISearchController) { updates += 1 }
        }
        let updater = Updater()
        search.searchResultsUpdater = updater
        search.isActive = true
        #expect(updater.updates == 1)
        let item = UINavigationItem(title: "Mountains")
        item.searchController = search
        #expect(item.searchController === search)
        // `UISearchController()` is `init(searchResultsController: nil)` (UISearchController.h), as app code writes it;
        // a subclass calling the designated initializer still compiles.
        let plain = UISearchController()
        #expect(plain.searchResultsController == nil && plain.searchBar.frame.height > 0)
        final class Results: UIViewController {}
        final class Search: UISearchController {
            init() { super.init(searchResultsController: Results()) }
            required init?(coder: NSCoder) { fatalError() }
        }
        #expect(Search().searchResultsController is Results)
    }

    /// The renderer's block runs once with a context of its size in pixels; the image has the size and scale.
    @Test func anImageRendererRunsItsBlockAtItsSize() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var pixels: (Int, Int)?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            pixels = (context.cgContext.width, context.cgContext.height)
        }
        #expect(pixels.map { [$0.0, $0.1] } == [60, 40])
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 2)
        #expect(UIGraphicsGetCurrentContext() == nil, "the renderer's context is popped after the block")
    }
}
