import Foundation

/// A data source that knows its items' outline: a diffable data source whose sections are section snapshots with
/// parents and children (iOS 14). The collection view asks it for each cell it shows (expanded state and level)
/// and asks it to expand or collapse an item when its outline disclosure is tapped.
@preconcurrency @MainActor
package protocol PlaygroundOutlineDataSource: AnyObject {
    /// The item's place in its section's outline: whether it has children, whether it is expanded, its level (0
    /// for a root); nil when the item is unknown.
    func playgroundOutline(at indexPath: IndexPath) -> (hasChildren: Bool, isExpanded: Bool, level: Int)?
    /// Expands a collapsed item or collapses an expanded one, as a tap on its outline disclosure does.
    func playgroundToggleOutline(at indexPath: IndexPath)
}
