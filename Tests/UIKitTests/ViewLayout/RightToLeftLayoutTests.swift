import Testing
import UIKit

/// `.leading` and `.trailing` under right-to-left in views (docs/devices.md, "Right-to-left", the audit): Auto Layout's
/// leading and trailing anchors and margins, `directionalLayoutMargins` ↔ `layoutMargins`, a horizontal stack view,
/// a button's content. A 300 × 100 container; each worked example is the mirror of its left-to-right frame.
@Suite struct RightToLeftLayoutTests {
    func container(rtl: Bool) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        v.semanticContentAttribute = rtl ? .forceRightToLeft : .forceLeftToRight
        return v
    }

    func constrained(in parent: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        v.semanticContentAttribute = parent.semanticContentAttribute
        parent.addSubview(v)
        return v
    }

    /// `box.leading = root.leading + 16`, width 100: x 16 left-to-right; right-to-left the leading edge is the right
    /// one and +16 goes toward the trailing side: maxX 300 − 16 = 284, x 184.
    @Test func leadingIsTheRightEdgeAndItsConstantGoesLeft() {
        for rtl in [false, true] {
            let root = container(rtl: rtl)
            let box = constrained(in: root)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: rtl ? 184 : 16, y: 0, width: 100, height: 40), "rtl \(rtl)")
        }
    }

    /// A subview left `.unspecified` in a container forced right-to-left is placed by the container's direction:
    /// the container arranges it (Apple: a constraint belongs to the items' closest common ancestor, and
    /// `effectiveUserInterfaceLayoutDirection` is the direction "appropriate for arranging the immediate content of
    /// the view"). `box.leading = root.leading + 16`, width 100: maxX 300 − 16 = 284, x 184 right-to-left; a box
    /// with only `leading = root.leading` and no width sits at the right edge, x 300 (Stevia's `|v` on iOS).
    @Test func aSubviewOfAnUnspecifiedDirectionFollowsItsContainer() {
        for rtl in [false, true] {
            let root = container(rtl: rtl)
            let box = UIView(), bare = UIView()
            for v in [box, bare] {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
            }
            #expect(box.semanticContentAttribute == .unspecified)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 40),
                bare.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bare.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: rtl ? 184 : 16, y: 0, width: 100, height: 40), "rtl \(rtl)")
            #expect(bare.frame.minX == (rtl ? 300 : 0), "rtl \(rtl): \(bare.frame)")
        }
    }

    /// Two siblings in a right-to-left container, `b.leading = a.trailing + 10`: the container arranges both, so b
    /// is 10 points left of a, whatever each sibling's own attribute says about its content.
    @Test func siblingsFollowTheirCommonAncestor() {
        let root = container(rtl: true)
        let a = UIView(), b = UIView()
        b.semanticContentAttribute = .forceLeftToRight   // its own content only
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 50),
                v.heightAnchor.constraint(equalToConstant: 20),
                v.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 250)
        #expect(b.frame.minX == 190)
    }

    /// Leading 20 and trailing −50 from the container's edges: (20, 230 wide) left-to-right; right-to-left the
    /// 20 points are on the right and the 50 on the left: (50, 230 wide).
    @Test func leadingAndTrailingInsetsSwapSides() {
        for rtl in [false, true] {
            let root = container(rtl: rtl)
            let box = constrained(in: root)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: rtl ? 50 : 20, y: 0, width: 230, height: 40), "rtl \(rtl)")
        }
    }

    /// Directional margins leading 10, trailing 30: `layoutMargins` is (left 10, right 30) left-to-right and
    /// (left 30, right 10) right-to-left (Apple: "the leading margin is applied to the right edge of the view in
    /// right-to-left layouts"); a box pinned to the margins guide's leading and trailing spans 30…290 right-to-left.
    @Test func directionalMarginsResolveByDirection() {
        for rtl in [false, true] {
            let root = container(rtl: rtl)
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
            #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: rtl ? 30 : 10, bottom: 0, right: rtl ? 10 : 30))
            let box = constrained(in: root)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: rtl ? 30 : 10, y: 0, width: 260, height: 40), "rtl \(rtl)")
        }
        // Setting the physical margins right-to-left sets the directional ones mirrored.
        let root = container(rtl: true)
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    /// A horizontal stack of two 50-point views 10 apart, against its leading edge: x 0 and 60 left-to-right;
    /// right-to-left the first is against the right edge: x 250 and 190.
    @Test func aHorizontalStackViewStartsAtTheLeadingEdge() {
        for rtl in [false, true] {
            let root = container(rtl: rtl)
            let a = UIView(), b = UIView()
            for v in [a, b] {
                v.semanticContentAttribute = root.semanticContentAttribute
                v.translatesAutoresizingMaskIntoConstraints = false
                v.widthAnchor.constraint(equalToConstant: 50).isActive = true
            }
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.semanticContentAttribute = root.semanticContentAttribute
            stack.axis = .horizontal
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            let xs = [a, b].map { $0.convert($0.bounds, to: root).minX }
            #expect(xs == (rtl ? [250, 190] : [0, 60]), "rtl \(rtl): \(xs)")
        }
    }

    /// A configured button 200 wide, content insets leading 12 / trailing 30, content aligned `.leading`: the title
    /// starts 12 points from the left left-to-right, and ends 12 points from the right right-to-left.
    @Test func aButtonsLeadingContentIsOnTheRightRightToLeft() throws {
        for rtl in [false, true] {
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Go"
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 30)
            let button = UIButton(configuration: configuration)
            button.semanticContentAttribute = rtl ? .forceRightToLeft : .forceLeftToRight
            button.contentHorizontalAlignment = .leading
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.layoutIfNeeded()
            let title = try #require(button.titleLabel).frame
            if rtl { #expect(title.maxX == 188, "\(title)") } else { #expect(title.minX == 12, "\(title)") }
        }
    }
}
