import Testing
import UIKit

/// Constraints and a scroll view's content (Apple, Auto Layout Guide, "Working with Scroll Views": "Constraints
/// between the edges or margins of the scroll view and its content attach to the scroll view's content area.
/// Constraints between the height, width, or centers attach to the scroll view's frame"; UIScrollView.h,
/// `contentLayoutGuide` and `frameLayoutGuide`).
@MainActor @Suite struct ScrollViewContentLayoutTests {
    func scrollView(in root: UIView) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return scroll
    }

    func content(in scroll: UIScrollView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(v)
        return v
    }

    /// A swipeable cell's stack: pinned to its scroll view's four edges, twice its width, its height. The edges are
    /// the content area's, so the stack is 400 wide from x 0 and the content size follows: 400 × 100 (the frame
    /// would have squeezed it to 200).
    @Test func edgesToAScrollViewAreItsContentAreaAndSizeItsContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scroll = scrollView(in: root)
        let stack = content(in: scroll)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 2),
            stack.heightAnchor.constraint(equalTo: scroll.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(scroll.contentSize == CGSize(width: 400, height: 100))
        // Scrolled by 150, the content keeps its place in the content; the frame of the scroll view is unchanged.
        scroll.contentOffset = CGPoint(x: 150, y: 0)
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    /// A column of rows inside a vertical scroll view: rows 60 tall, 10 apart, 20 from the top and bottom edges
    /// (constants measured in the content): 3 rows make content 20 + 3 × 60 + 2 × 10 + 20 = 240 tall.
    @Test func aColumnOfRowsGivesTheContentHeight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 150))
        let scroll = scrollView(in: root)
        var rows: [UIView] = []
        for i in 0..<3 {
            let row = content(in: scroll)
            row.heightAnchor.constraint(equalToConstant: 60).isActive = true
            row.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 16).isActive = true
            row.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -32).isActive = true
            if i == 0 {
                row.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20).isActive = true
            } else {
                row.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor, constant: 10).isActive = true
            }
            rows.append(row)
        }
        rows[2].bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -20).isActive = true
        root.layoutIfNeeded()
        #expect(rows[2].frame == CGRect(x: 16, y: 160, width: 268, height: 60))
        // Width: only leading named, no trailing: that axis keeps the content size it had (0).
        #expect(scroll.contentSize == CGSize(width: 0, height: 240))
    }

    /// The two guides: the content guide's edges and size are the content's; a view pinned to the frame guide stays
    /// where the scroll view's frame is, whatever the content offset.
    @Test func theContentAndFrameLayoutGuides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scroll = scrollView(in: root)
        let page = content(in: scroll), badge = content(in: scroll)
        NSLayoutConstraint.activate([
            page.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            page.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            page.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            page.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            page.widthAnchor.constraint(equalToConstant: 600),
            page.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(page.frame == CGRect(x: 0, y: 0, width: 600, height: 100))
        #expect(scroll.contentSize == CGSize(width: 600, height: 100))
        #expect(badge.frame == CGRect(x: 172, y: 8, width: 20, height: 20))
        scroll.contentOffset = CGPoint(x: 100, y: 0)
        root.layoutIfNeeded()
        #expect(page.frame.origin == .zero)
        #expect(badge.frame == CGRect(x: 272, y: 8, width: 20, height: 20))
        #expect(scroll.contentLayoutGuide.owningView === scroll)
        #expect(scroll.frameLayoutGuide.owningView === scroll)
    }

    /// What is scrolled out of a scroll view is not drawn: scroll views clip to their bounds from the start (a plain
    /// view does not).
    @Test func scrollViewsClipToTheirBounds() {
        #expect(UIScrollView(frame: .zero).clipsToBounds)
        #expect(UIScrollView().clipsToBounds)
        #expect(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).clipsToBounds)
        #expect(!UIView().clipsToBounds)
    }
}
