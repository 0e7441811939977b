/// A layout between two layouts (UICollectionViewTransitionLayout): each element's frame and alpha interpolated from
/// the current layout's to the next layout's by `transitionProgress` (0: the current layout, 1: the next).
///
/// Playground: its queries interpolate frame and alpha, not transforms or z order, and the two layouts are asked as
/// they are (docs/uikit.md). The playground's window drives one when it switches between two UIKit layouts
/// (UICollectionView+Transitions.swift, `playgroundBeginWindowTransition`).
///
///     let t = UICollectionViewTransitionLayout(currentLayout: list, nextLayout: grid)
///     t.transitionProgress = 0.5   // every element halfway between its two frames
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    open private(set) var currentLayout: UICollectionViewLayout
    open private(set) var nextLayout: UICollectionViewLayout
    /// 0…1; setting it invalidates the layout (Apple, "transitionProgress").
    open var transitionProgress: CGFloat = 0 { didSet { invalidateLayout() } }
    private var animatedValues: [String: CGFloat] = [:]
    /// The completion of the interactive transition this layout stands for (UICollectionView+Transitions.swift).
    var playgroundCompletion: UICollectionView.LayoutInteractiveTransitionCompletion?

    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
        PlaygroundNotices.record("UICollectionViewTransitionLayout", .approximated,
                                 "interpolates frame and alpha only (not transforms or z order)")
    }

    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewLayout()
        nextLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// A value your subclass interpolates along with the transition (stored as given here).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    open override func prepare() {
        currentLayout.prepare()
        nextLayout.prepare()
    }

    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var target: [Key: UICollectionViewLayoutAttributes] = [:]
        for a in to { target[Key(a)] = a }
        var result = from.map { a in target.removeValue(forKey: Key(a)).map { blend(a, $0) } ?? a }
        result += to.filter { target[Key($0)] != nil }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pair(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        pair(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
             nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        pair(currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
             nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    private struct Key: Hashable {
        var category: UInt, kind: String?, indexPath: IndexPath
        init(_ a: UICollectionViewLayoutAttributes) {
            category = a.representedElementCategory.rawValue
            kind = a.representedElementKind
            indexPath = a.indexPath
        }
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }

    private func pair(_ a: UICollectionViewLayoutAttributes?, _ b: UICollectionViewLayoutAttributes?)
        -> UICollectionViewLayoutAttributes? {
        guard let a else { return b }
        guard let b else { return a }
        return blend(a, b)
    }

    private func blend(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let c = (a.copy() as? UICollectionViewLayoutAttributes) ?? a
        let fa = a.playgroundUntransformedFrame, fb = b.playgroundUntransformedFrame
        c.playgroundUntransformedFrame = CGRect(x: mix(fa.minX, fb.minX), y: mix(fa.minY, fb.minY),
                                                width: mix(fa.width, fb.width), height: mix(fa.height, fb.height))
        c.alpha = mix(a.alpha, b.alpha)
        return c
    }
}
