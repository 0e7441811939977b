import Testing
import UIKit

/// Auto Layout solved by the Cassowary solver: worked examples whose frames follow from the constraints by hand.
@Suite struct AutoLayoutTests {
    func container(_ w: CGFloat = 320, _ h: CGFloat = 200) -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: w, height: h)) }

    func constrained(in parent: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    /// A size the constraints leave open is zero, as iOS shows it: `width <= 23` alone (centred, so its place is
    /// known) gives 0, `height <= root.height − 34` gives 0; a lower bound alone gives the bound (`width >= 40`: 40).
    /// Auto Layout helper libraries' suites (Stevia's `v.Width <= 23`, run on iOS) expect exactly these.
    @Test func anOpenSizeIsZero() {
        let root = container()
        let upper = constrained(in: root), lower = constrained(in: root)
        NSLayoutConstraint.activate([
            upper.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            upper.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            upper.widthAnchor.constraint(lessThanOrEqualToConstant: 23),
            upper.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, constant: -34),
            lower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            lower.topAnchor.constraint(equalTo: root.topAnchor),
            lower.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
            lower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(upper.frame.size == .zero, "\(upper.frame)")
        #expect(lower.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    /// `forFirstBaselineLayout` and `forLastBaselineLayout` are the view itself unless a subclass says otherwise
    /// (UIView.h); Stevia's baseline tests compare `label.forLastBaselineLayout.frame` after aligning two labels.
    @Test func aViewIsItsOwnBaselineLayout() {
        let label = UILabel(), view = UIView()
        #expect(label.forFirstBaselineLayout === label && label.forLastBaselineLayout === label)
        #expect(view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view)
    }

    /// Leading/trailing insets, a top and a height: (20, 10, 320 − 40, 50).
    @Test func edgesAndConstants() {
        let root = container()
        let box = constrained(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        // A constraint of one item is held by that item; the others by the nearest common ancestor.
        #expect(root.constraints.count == 3 && box.constraints.count == 1)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 280, height: 50))
    }

    /// Half the container's width, an aspect ratio of 2 : 1, centred: width 160, height 80, at (80, 60).
    @Test func multipliersAndCentres() {
        let root = container()
        let box = constrained(in: root)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 80, y: 60, width: 160, height: 80))
    }

    /// The same with `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    @Test func itemAttributeInitializer() {
        let root = container()
        let box = constrained(in: root)
        let cs = [
            NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                               multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 30),
            NSLayoutConstraint(item: box, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right,
                               multiplier: 1, constant: -10),
            NSLayoutConstraint(item: box, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom,
                               multiplier: 1, constant: 0),
        ]
        cs[0].identifier = "half"
        NSLayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 150, y: 170, width: 160, height: 30))
        #expect(cs.allSatisfy { $0.isActive })
        #expect(root.constraints.first?.identifier == "half")
    }

    /// Priorities: a required maximum beats a high wish (200, not 300); among optional wishes the stronger one
    /// wins outright (500 beats 250: 150, not a compromise).
    @Test func prioritiesAreAHierarchy() {
        let root = container(400, 200)
        let a = constrained(in: root), b = constrained(in: root)
        let wish = a.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        let weakWish = b.widthAnchor.constraint(equalToConstant: 100)
        weakWish.priority = .defaultLow
        let mediumWish = b.widthAnchor.constraint(equalToConstant: 150)
        mediumWish.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([wish, a.widthAnchor.constraint(lessThanOrEqualToConstant: 200), weakWish, mediumWish])
        for v in [a, b] {
            NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         v.topAnchor.constraint(equalTo: root.topAnchor),
                                         v.heightAnchor.constraint(equalToConstant: 10)])
        }
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
        #expect(b.frame.width == 150)
        // Deactivating the medium wish leaves the weak one.
        mediumWish.isActive = false
        #expect(!mediumWish.isActive)
        root.layoutIfNeeded()
        #expect(b.frame.width == 100)
    }

    /// Two labels in a row, 8 apart, filling 320 points: the one that hugs harder (251) keeps its text's width, the
    /// other stretches. Then the other way round.
    @Test func contentHuggingDecidesWhichLabelStretches() {
        let root = container()
        let left = UILabel(), right = UILabel()
        left.text = "Title"
        right.text = "Detail"
        for l in [left, right] {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
            l.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        left.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        let lw = left.intrinsicContentSize.width
        #expect(left.frame == CGRect(x: 0, y: 0, width: lw, height: left.intrinsicContentSize.height))
        #expect(right.frame.minX == lw + 8 && right.frame.maxX == 320)
        left.setContentHuggingPriority(.defaultLow, for: .horizontal)
        right.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        let rw = right.intrinsicContentSize.width
        #expect(right.frame.width == rw && right.frame.maxX == 320)
        #expect(left.frame.width == 320 - 8 - rw)
    }

    /// Compression resistance: a long label between fixed edges 100 points apart is squeezed to 100 (its resistance,
    /// 750, loses to the required edges); a required-resistance label instead pushes a 999 edge out.
    @Test func compressionResistance() {
        let root = container(100, 50)
        let label = UILabel()
        label.text = "A rather long line of text"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let trailing = label.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), trailing,
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(label.frame.width == 100)
        #expect(label.intrinsicContentSize.width > 100)
        trailing.isActive = false
        let soft = label.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        soft.priority = UILayoutPriority(999)
        soft.isActive = true
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
    }

    /// The layout margins guide: margins (8, 16, 8, 16) give (16, 8, 288, 184); `leadingMargin` as an attribute too.
    @Test func layoutMarginsGuide() {
        let root = container()
        root.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let box = constrained(in: root)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 8, width: 288, height: 184))
        #expect(guide.owningView === root)
        let other = constrained(in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: other, attribute: .leading, relatedBy: .equal, toItem: root,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
            other.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 16, y: 0, width: 10, height: 10))
    }

    /// A layout guide as spacer: two 40-wide boxes with equal guides between the edges and them, in 320 points:
    /// three gaps of (320 − 80) / 3 = 80.
    @Test func layoutGuidesAsEqualSpacers() {
        let root = container()
        let a = constrained(in: root), b = constrained(in: root)
        let g = (0..<3).map { _ in UILayoutGuide() }
        g.forEach(root.addLayoutGuide)
        #expect(root.layoutGuides.count == 3)
        var cs = [
            g[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: g[0].trailingAnchor),
            g[1].leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: g[1].trailingAnchor),
            g[2].leadingAnchor.constraint(equalTo: b.trailingAnchor),
            g[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            g[1].widthAnchor.constraint(equalTo: g[0].widthAnchor),
            g[2].widthAnchor.constraint(equalTo: g[0].widthAnchor),
        ]
        for v in [a, b] {
            cs += [v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 40),
                   v.topAnchor.constraint(equalTo: root.topAnchor)]
        }
        NSLayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        #expect(a.frame.minX == 80 && b.frame.minX == 200)
        #expect(g[1].layoutFrame.minX == 120 && g[1].layoutFrame.width == 80)
    }

    /// A constraint held by an ancestor: a label inside a container inside the root, pinned to the root's edge by a
    /// constraint the root holds, is placed when the container lays out.
    @Test func constraintsCrossingLevels() {
        let root = container()
        let middle = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        root.addSubview(middle)
        let box = constrained(in: middle)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            box.topAnchor.constraint(equalTo: middle.topAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(root.constraints.count == 1)   // the cross-level one, held by the common ancestor
        #expect(middle.constraints.count == 1 && box.constraints.count == 2)
        root.layoutIfNeeded()
        // In the middle view's coordinates: 30 − 10 = 20.
        #expect(box.frame == CGRect(x: 20, y: 5, width: 20, height: 20))
    }

    /// `systemLayoutSizeFitting`: a wrapping label 16 points inside, the width required at 200: the height is the
    /// label's wrapped height at 168 plus 32; compressed, a one-line label's intrinsic size plus the insets.
    @Test func systemLayoutSizeFittingWrapsLabelsAtTheGivenWidth() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Self-sizing cells measure their content with Auto Layout, as on iOS."
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
        ])
        let fitted = root.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 168, height: 0))
        #expect(wrapped.height > label.font.lineHeight * 2)   // it does wrap
        #expect(fitted == CGSize(width: 200, height: wrapped.height + 32))
        // Frames are untouched by fitting.
        #expect(root.frame.size == CGSize(width: 50, height: 50))
        // Compressed on both axes: the label's compression resistance (750) beats the fitting level (50): one line.
        label.text = "One line"
        let one = label.sizeThatFits(.zero)
        #expect(root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: one.width + 32, height: one.height + 32))
    }

    /// A view that translates its autoresizing mask keeps its frame; a flexible one follows its superview's size
    /// when fitting (a cell's content view).
    @Test func cellContentViewFollowsTheCellWhenFitting() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = constrained(in: cell.contentView)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
            box.widthAnchor.constraint(equalToConstant: 60), box.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 50))
        cell.layoutIfNeeded()
        // Laid out at its own 100 × 100, the required size and edges conflict: one is broken (as iOS does).
        #expect(box.frame.minX == 10 && box.frame.minY == 10)
    }
}
