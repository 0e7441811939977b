import Foundation

/// A view controller that manages a search bar and shows results (UISearchController.h).
///
/// Playground: approximated: the search bar is stored and never becomes active here (no keyboard); the results
/// controller is kept, not shown. A navigation item's `searchController` is stored (no navigation bar is drawn).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    open private(set) var searchResultsController: UIViewController?
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.barHeight))
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var isActive = false {
        didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var showsSearchResultsController = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller that shows its results in the searched view controller: `UISearchController()` is
    /// NSObject's `init`, which UISearchController.h documents as `initWithSearchResultsController:nil` ("Pass nil
    /// if you want to display the search results in the same view that you are searching").
    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
