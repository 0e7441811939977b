import Foundation
import Testing
import UIKit

// Real iOS code overrides these members; each must be declared `open` in its class (not in an extension, which
// Swift cannot override). The subclasses below compile only if they are, and the tests check that UIKit's own
// code reaches the overrides.

private final class CountingCollectionView: UICollectionView {
    var inserted: [[IndexPath]] = []
    override func insertItems(at indexPaths: [IndexPath]) {
        inserted.append(indexPaths)
        super.insertItems(at: indexPaths)
    }
    override func deleteItems(at indexPaths: [IndexPath]) { super.deleteItems(at: indexPaths) }
    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { super.moveItem(at: indexPath, to: newIndexPath) }
    override func insertSections(_ sections: IndexSet) { super.insertSections(sections) }
    override func deleteSections(_ sections: IndexSet) { super.deleteSections(sections) }
    override func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        super.beginInteractiveMovementForItem(at: indexPath)
    }
    override func endInteractiveMovement() { super.endInteractiveMovement() }
    override func indexPath(for cell: UICollectionViewCell) -> IndexPath? { super.indexPath(for: cell) }
    var layoutsSet = 0
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        layoutsSet += 1
        super.setCollectionViewLayout(layout, animated: animated)
    }
    override func startInteractiveTransition(to layout: UICollectionViewLayout,
                                             completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil)
        -> UICollectionViewTransitionLayout {
        super.startInteractiveTransition(to: layout, completion: completion)
    }
    override func finishInteractiveTransition() { super.finishInteractiveTransition() }
}

private final class CountingSource: NSObject, UICollectionViewDataSource {
    var count = 3
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
}

private final class SizedCell: UICollectionViewCell {
    var fitted = 0
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority,
                                          verticalFittingPriority v: UILayoutPriority) -> CGSize {
        fitted += 1
        return CGSize(width: targetSize.width, height: 44)
    }
    override func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}
}

private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
    var tints = 0
    override func tintColorDidChange() { tints += 1 }
    override func draw(_ rect: CGRect) {}
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
}

private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

private final class MyRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    override func reset() {}
}

private final class MyLayer: CALayer {
    override func layoutSublayers() {}
    override func action(forKey event: String) -> (any CAAction)? { nil }
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A wrapper that answers Auto Layout with its content's priorities (HorizonCalendar's item views forward them).
private final class YieldingView: UIView {
    var resistance = UILayoutPriority.defaultHigh
    override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 20) }
    override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? resistance : super.contentCompressionResistancePriority(for: axis)
    }
    override func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        super.setContentHuggingPriority(priority, for: axis)
    }
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        super.contentHuggingPriority(for: axis)
    }
    override func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        super.setContentCompressionResistancePriority(priority, for: axis)
    }
}

@Suite struct OverridableMembersTests {
    /// Auto Layout asks the view for its priorities: an intrinsic width of 100 against `width <= 60` at priority
    /// 500 stays 100 while the view resists at 750 (UIView.h's default high), and gives way to 60 when the
    /// subclass answers 250.
    @MainActor @Test func autoLayoutAsksTheViewForItsPriorities() {
        func width(resisting resistance: UILayoutPriority) -> CGFloat {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let view = YieldingView()
            view.resistance = resistance
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 60)
            cap.priority = UILayoutPriority(500)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                         view.topAnchor.constraint(equalTo: container.topAnchor), cap])
            container.layoutIfNeeded()
            return view.frame.width
        }
        #expect(width(resisting: .defaultHigh) == 100)
        #expect(width(resisting: .defaultLow) == 60)
    }

    /// A subclass's `insertItems(at:)` is what the caller reaches, and super records the update (the count grows).
    @Test func aCollectionViewSubclassOverridesItsUpdates() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = CountingCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = CountingSource()
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 3)
        source.count = 4
        view.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(view.inserted == [[IndexPath(item: 3, section: 0)]])
        #expect(view.numberOfItems(inSection: 0) == 4)
        let next = UICollectionViewFlowLayout()
        view.setCollectionViewLayout(next, animated: false)
        #expect(view.layoutsSet == 1 && view.collectionViewLayout === next)
    }

    /// UIView.h: `layerClass` decides the layer's class; setting `tintColor` tells `tintColorDidChange()`.
    @Test func aViewMakesItsLayerFromLayerClass() {
        let view = GradientView(frame: .zero)
        #expect(view.gradient.startPoint == CGPoint(x: 0.5, y: 0))
        view.tintColor = .systemRed
        #expect(view.tints == 1)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    /// Apple, hitTest(_:with:): the frontmost subview containing the point; hidden and non-interactive views and
    /// views under 0.01 alpha are skipped; a subclass can pass touches through.
    @Test func hitTestingFindsTheFrontmostInteractiveView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === inner)   // (70,70) is (10,10) in front: inner
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 20), with: nil) == nil)
        let pass = PassThroughView(frame: root.bounds)
        root.addSubview(pass)
        #expect(root.hitTest(CGPoint(x: 190, y: 190), with: nil) === root)
    }

    /// UIResponder.h: a view's next responder is its controller (for a root view) or its superview, a controller's
    /// its view's superview: the chain apps walk to find "the view controller of this cell".
    @Test func theResponderChainLeadsFromACellToItsController() {
        let controller = UIViewController()
        let cell = UIView()
        controller.view.addSubview(cell)
        var responder: UIResponder? = cell
        var found: UIViewController?
        while let r = responder {
            if let c = r as? UIViewController { found = c; break }
            responder = r.next
        }
        #expect(found === controller)
    }

    /// A cell's `systemLayoutSizeFitting` override is what Auto Layout sizing asks.
    @Test func aCellsFittingOverrideIsAsked() {
        let cell = SizedCell(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let size = cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0))
        #expect(cell.fitted == 1 && size == CGSize(width: 100, height: 44))
    }

    /// CALayer.h: `init(layer:)` copies the layer's properties.
    @Test func aLayerCopyKeepsTheProperties() {
        let layer = MyLayer()
        layer.cornerRadius = 12
        layer.opacity = 0.5
        let copy = MyLayer(layer: layer)
        #expect(copy.cornerRadius == 12 && copy.opacity == 0.5)
        let recognizer = MyRecognizer()
        recognizer.state = .changed   // settable, as with UIGestureRecognizerSubclass
        #expect(recognizer.state == .changed)
    }
}
