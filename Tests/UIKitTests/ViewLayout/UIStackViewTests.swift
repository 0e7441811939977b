import Testing
import UIKit

/// UIStackView's arrangements, solved as constraints: worked examples from UIStackView's documented rules.
@Suite struct UIStackViewTests {
    func fixed(_ w: CGFloat, _ h: CGFloat) -> UIView {
        let v = UIView()
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: w), v.heightAnchor.constraint(equalToConstant: h)])
        return v
    }

    /// fillEqually, spacing 10, 320 wide: three of (320 − 20) / 3 = 100 at 0, 110, 220, each the stack's height.
    @Test func fillEquallyHorizontal() {
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(views.map { $0.frame } == [CGRect(x: 0, y: 0, width: 100, height: 44), CGRect(x: 110, y: 0, width: 100, height: 44),
                                       CGRect(x: 220, y: 0, width: 100, height: 44)])
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.subviews.count == 3 && stack.arrangedSubviews.count == 3)
    }

    /// equalSpacing: three 50-wide views in 300: gaps of (300 − 150) / 2 = 75 at 0, 125, 250; `.center` across a
    /// 100-point height puts 20-tall views at y = 40.
    @Test func equalSpacingAndCenterAlignment() {
        let views = (0..<3).map { _ in fixed(50, 20) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(views.map { $0.frame.minX } == [0, 125, 250])
        #expect(views.allSatisfy { $0.frame.minY == 40 && $0.frame.size == CGSize(width: 50, height: 20) })
    }

    /// equalCentering: widths 20, 60, 20 in 300: centres equally apart (10, 150, 290).
    @Test func equalCentering() {
        let views = [fixed(20, 10), fixed(60, 10), fixed(20, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 10)
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        #expect(views.map { $0.frame.midX } == [10, 150, 290])
    }

    /// A vertical fill stack of labels with spacing 8 and `.leading` alignment; a hidden view takes no space. Its
    /// fitted size is the labels' intrinsic sizes plus the spacing.
    @Test func verticalLabelsAndHiddenViews() {
        let title = UILabel(), subtitle = UILabel(), hidden = UILabel()
        title.text = "Title"
        subtitle.text = "A longer subtitle"
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        hidden.text = "hidden"
        hidden.isHidden = true
        let stack = UIStackView(arrangedSubviews: [title, hidden, subtitle])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        let t = title.intrinsicContentSize, s = subtitle.intrinsicContentSize
        let fitted = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(fitted == CGSize(width: max(t.width, s.width), height: t.height + 8 + s.height))
        stack.frame = CGRect(origin: .zero, size: fitted)
        stack.layoutIfNeeded()
        #expect(title.frame == CGRect(origin: .zero, size: t))
        #expect(subtitle.frame == CGRect(origin: CGPoint(x: 0, y: t.height + 8), size: s))
    }

    /// Layout-margins-relative arrangement and a custom spacing after the first view.
    @Test func marginsAndCustomSpacing() {
        let views = [fixed(30, 30), fixed(30, 30), fixed(30, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stack.distribution = .equalSpacing
        stack.setCustomSpacing(40, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 40)
        stack.layoutIfNeeded()
        // Between margins 10…190: 90 points of views, 90 of gaps, each 45 (≥ 40 custom, ≥ 0 default).
        #expect(views.map { $0.frame.minX } == [10, 85, 160])
        #expect(views.allSatisfy { $0.frame.minY == 10 && $0.frame.height == 30 })
    }
}
