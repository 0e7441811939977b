import Foundation

/// What a view controller shows in a navigation bar: its title and prompt (Apple, UINavigationItem).
///
/// Playground: stored only; the playground shows a view controller without a navigation bar (docs/hosting.md).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How a large title shows (Apple, UINavigationItem.LargeTitleDisplayMode).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }
}
