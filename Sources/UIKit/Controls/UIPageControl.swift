import Foundation

/// The row of page dots under a pager (UIPageControl.h): `numberOfPages`, `currentPage` (kept within
/// 0..<numberOfPages, as iOS clamps it), tint colours, `hidesForSinglePage`, `size(forNumberOfPages:)`.
///
/// Playground: stored, not drawn, and taps do not reach it; a carousel that sets `currentPage` while it scrolls
/// works, the dots are not shown.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet { numberOfPages = max(0, numberOfPages); currentPage = min(currentPage, max(0, numberOfPages - 1)) }
    }
    open var currentPage = 0 {
        didSet { if currentPage != Self.clamped(currentPage, numberOfPages) { currentPage = Self.clamped(currentPage, numberOfPages) } }
    }
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var defersCurrentPageDisplay = false

    static func clamped(_ page: Int, _ count: Int) -> Int { min(max(0, page), max(0, count - 1)) }

    /// The size the dots need: 26 points per page by 26 high, an approximation of iOS's dot pitch (7-point dots
    /// with 9-point gaps plus the control's margins; Apple gives no figure).
    open func size(forNumberOfPages pageCount: Int) -> CGSize { CGSize(width: CGFloat(pageCount) * 26, height: 26) }
    open func updateCurrentPageDisplay() {}
}
