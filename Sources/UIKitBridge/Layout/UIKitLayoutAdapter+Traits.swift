import PlaygroundCore
import UIKit

/// The device and the layout direction as UIKit shows them to a layout (docs/devices.md): `UIScreen.main`'s bounds
/// and scale, the collection view's `traitCollection` (size classes, idiom, display scale, layout direction) and
/// `safeAreaInsets` (so `adjustedContentInset` follows `contentInsetAdjustmentBehavior`), and right-to-left
/// mirroring as UICollectionView does it: when the layout's `flipsHorizontallyInOppositeLayoutDirection` is true and
/// the direction is the opposite of its `developmentLayoutDirection`, the layout keeps working in its own
/// (unmirrored) coordinates — its bounds, the rects it is asked for, the proposed offsets — and every rect it
/// answers is mirrored about the content's width (x → contentWidth − maxX) on the way out.
extension UIKitLayoutAdapter {
    /// Applies `traits` to the proxy collection view and the screen; tells the collection view its traits changed.
    /// A change of layout direction invalidates the layout (as launching in that language would lay it out
    /// afresh); other trait changes do not (UIKit leaves that to the layout: a rotation reaches it only through
    /// `shouldInvalidateLayout(forBoundsChange:)`). `told`: the collection view already heard of the change (a
    /// hosted controller's window told every view of it), so it is not told again.
    func applyTraits(_ traits: ScreenTraits, previous: ScreenTraits?, told: Bool = false) {
        let cv = state.collectionView, layout = state.layout
        let before = cv.traitCollection
        cv.traitCollection = UIKitHostedController.traitCollection(traits)
        let s = traits.safeArea
        cv.playgroundScreenSafeArea = traits.device == nil ? nil
            : UIEdgeInsets(top: CGFloat(s.top), left: CGFloat(s.left), bottom: CGFloat(s.bottom), right: CGFloat(s.right))
        UIScreen.playgroundDevice = traits.device.map {
            (CGRect(x: 0, y: 0, width: $0.size.width, height: $0.size.height), CGFloat($0.scale))
        }
        let development = layout.developmentLayoutDirection
        let effective: UIUserInterfaceLayoutDirection = traits.isRightToLeft ? .rightToLeft : .leftToRight
        state.flipped = layout.flipsHorizontallyInOppositeLayoutDirection && effective != development
        guard let previous, previous != traits else { return }
        if !told { cv.playgroundTraitsDidChange(from: before) }
        if previous.layoutDirection != traits.layoutDirection { timed(.invalidate) { layout.invalidateLayout() } }
        state.forgetPositions()
    }

    /// Whether the collection view mirrors the layout now (right-to-left and a layout that flips).
    public var mirrorsHorizontally: Bool { state.flipped }

    /// The width rects are mirrored about: the layout's content width.
    var mirrorWidth: Double { Double(state.collectionView.contentSize.width) }

    /// A rect between the window's (mirrored) coordinates and the layout's own; the same both ways.
    func mirrored(_ r: Rect) -> Rect {
        guard state.flipped else { return r }
        return Rect(x: mirrorWidth - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// The layout's bounds for a viewport at `offset` (window coordinates).
    func layoutBounds(offset: Point, size: Size) -> CGRect {
        let r = mirrored(Rect(origin: offset, size: size))
        return CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }

    /// An attributes object as the core's, mirrored when the collection view mirrors the layout.
    func shown(_ a: UICollectionViewLayoutAttributes) -> LayoutAttributes {
        var c = Self.core(a)
        if state.flipped { c.center.x = mirrorWidth - c.center.x }
        return c
    }
}
