import Foundation

/// The object that updates a search controller's results (UISearchController.h): told when the search bar's text
/// or activity changes (here, when `isActive` changes: no keyboard types into the bar).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
