@_exported import CoreGraphics

/// Core Animation's 4×4 transform, for layouts written against UIKit (docs/uikit.md). Apple's convention: a point
/// is a row vector, [x' y' z' w'] = [x y z 1] · M, so the translation is m41 m42 m43 and a perspective puts
/// −1/d in m34 (the eye d points in front of the z = 0 plane). `CATransform3DConcat(a, b)` is a · b: a first, then b.
///
///     var t = CATransform3DIdentity
///     t.m34 = -1 / 500
///     t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)   // turned about y, in perspective
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        m11 = 1; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 1; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 1; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 1
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The 16 numbers row by row (m11, m12, …, m44).
    package var playgroundRowMajor: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    package init(playgroundRowMajor v: [CGFloat]) {
        precondition(v.count == 16, "CATransform3D needs 16 numbers")
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// `self` · `other`: `self` applied first (row vectors).
    func times(_ o: CATransform3D) -> CATransform3D {
        let a = playgroundRowMajor, b = o.playgroundRowMajor
        var r = [CGFloat](repeating: 0, count: 16)
        for i in 0..<4 { for j in 0..<4 { var s: CGFloat = 0; for k in 0..<4 { s += a[i * 4 + k] * b[k * 4 + j] }; r[i * 4 + j] = s } }
        return CATransform3D(playgroundRowMajor: r)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Translation by (tx, ty, tz): m41 m42 m43.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Scale by (sx, sy, sz): m11 m22 m33.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Rotation by `angle` radians about the vector (x, y, z) (normalized here; the identity when it is zero). About
/// z it matches CGAffineTransform(rotationAngle:): m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let s = CGFloat(sin(Double(angle))), c = CGFloat(cos(Double(angle))), k = 1 - c
    // The transpose of Rodrigues' rotation matrix (row vectors).
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// a then b: a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.times(b) }

/// A translation applied before `t` (Apple: t' = translate(tx, ty, tz) · t).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).times(t)
}

/// A scale applied before `t` (t' = scale(sx, sy, sz) · t).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).times(t)
}

/// A rotation applied before `t` (t' = rotation(angle, x, y, z) · t).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).times(t)
}

/// The inverse; `t` unchanged when it has none (Apple: "returns the original matrix").
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [M | I].
    var m = t.playgroundRowMajor.map(Double.init)
    var inv: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    for col in 0..<4 {
        var pivot = col
        for r in col..<4 where abs(m[r * 4 + col]) > abs(m[pivot * 4 + col]) { pivot = r }
        guard abs(m[pivot * 4 + col]) > 1e-12 else { return t }
        if pivot != col {
            for j in 0..<4 { m.swapAt(col * 4 + j, pivot * 4 + j); inv.swapAt(col * 4 + j, pivot * 4 + j) }
        }
        let p = m[col * 4 + col]
        for j in 0..<4 { m[col * 4 + j] /= p; inv[col * 4 + j] /= p }
        for r in 0..<4 where r != col {
            let f = m[r * 4 + col]
            guard f != 0 else { continue }
            for j in 0..<4 { m[r * 4 + j] -= f * m[col * 4 + j]; inv[r * 4 + j] -= f * inv[col * 4 + j] }
        }
    }
    return CATransform3D(playgroundRowMajor: inv.map { CGFloat($0) })
}

/// The affine transform as a 3D one: m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx, m42 = ty.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` is an affine transform of the plane (nothing in z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (m11, m12, m21, m22, m41, m42).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
    /// Swift's spelling on Apple platforms (CATransform3DIsIdentity).
    public var isIdentity: Bool { CATransform3DIsIdentity(self) }
}

/// Core Animation's layer, as far as a layout's code reaches it. A view's own layer's colours, corners, border,
/// shadow and transform are drawn with the view; sublayers added with `addSublayer(_:)` are drawn after the view's
/// own content, before its subviews (their background, border and, for shape layers, their path); `mask` cuts
/// (docs/cells.md, "Shapes and masks").
open class CALayer: NSObject {
    /// The values set for keys the layer has no property for (`setValue(_:forKey:)`, UIKit's CALayer+KeyValueCoding).
    package var playgroundKeyedValues: [String: Any] = [:]
    open var transform = CATransform3DIdentity
    open var zPosition: CGFloat = 0
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var opacity: Float = 1
    open var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                            .layerMaxXMaxYCorner]
    open var isHidden = false
    open var masksToBounds = false
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var position = CGPoint.zero
    open var isDoubleSided = true
    open var sublayerTransform = CATransform3DIdentity
    open var borderColor: CGColor?
    open var borderWidth: CGFloat = 0
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowPath: AnyObject?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    /// How many pixels a point of the layer's content has (CALayer.h: "Defaults to one"; a view's own layer gets its
    /// screen's scale from UIKit on iOS). Stored: layers are not drawn here.
    open var contentsScale: CGFloat = 1
    /// The layer's own timing (CAMediaTiming.h: `speed` 1, `timeOffset` and `beginTime` 0): a layer whose speed is
    /// 0 and whose time offset moves is an animation driven by hand (GlidingCollection's cells).
    ///
    /// Playground: does nothing: stored only; the layer's animations run on the window's clock whatever these say.
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0

    /// `t` in `layer`'s time converted to this layer's (CALayer.h). Every layer's time is the window's here (their
    /// timing is stored only: above), so `t` itself.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { t }
    /// `t` in this layer's time converted to `layer`'s: `t` itself (as `convertTime(_:from:)`).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { t }
    /// A layer whose shape cuts this one: a shape layer's filled path (convex, else its convex hull: a notice) or a
    /// plain layer's rounded frame (docs/cells.md, "Shapes and masks"). Its contents' alpha is not used.
    open var mask: CALayer?
    /// The sublayers, back to front (CALayer.h: "Defaults to nil"). Setting it makes the given layers the
    /// sublayers: each is taken out of the superlayer it had (CALayer.h: "any new layers must have nil superlayers,
    /// otherwise the behavior is undefined"; decided: taken out, as `addSublayer(_:)` does), and the layers that were
    /// sublayers and are not in the new list lose their superlayer. `layer.sublayers = nil` removes them all.
    open var sublayers: [CALayer]? {
        get { playgroundSublayers }
        set {
            let incoming = newValue ?? []
            for old in playgroundSublayers ?? [] where !incoming.contains(where: { $0 === old }) { old.superlayer = nil }
            var list: [CALayer] = []
            for layer in incoming where !list.contains(where: { $0 === layer }) {
                if let parent = layer.superlayer, parent !== self { layer.removeFromSuperlayer() }
                layer.superlayer = self
                list.append(layer)
            }
            playgroundSublayers = newValue == nil ? nil : list
        }
    }
    /// The sublayers as stored (the setter above goes through the public property's rules).
    private var playgroundSublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        playgroundSublayers = (playgroundSublayers ?? []) + [layer]
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = playgroundSublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        playgroundSublayers = list
        layer.superlayer = self
    }
    /// Inserts `layer` just below `sibling` among the sublayers (CALayer.h). A nil sibling, or one that is not a
    /// sublayer, puts it at the bottom (index 0); iOS raises for a sibling that is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    /// Inserts `layer` just above `sibling` among the sublayers (CALayer.h). A nil sibling, or one that is not a
    /// sublayer, puts it at the top (as `addSublayer(_:)`); iOS raises for a sibling that is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let list = sublayers ?? []
        let index = sibling.flatMap { s in list.firstIndex { $0 === s } }.map { $0 + 1 } ?? list.count
        insertSublayer(layer, at: UInt32(index))
    }
    /// Puts `newLayer` where `oldLayer` is among the sublayers and takes `oldLayer` out (CALayer.h); nothing when
    /// `oldLayer` is not a sublayer (iOS raises).
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        guard oldLayer !== newLayer else { return }
        newLayer.removeFromSuperlayer()
        let at = sublayers?.firstIndex(where: { $0 === oldLayer }) ?? index
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(at))
    }
    /// Takes the layer out of its superlayer's sublayers.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.playgroundSublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    /// Removes every animation added with `add(_:forKey:)` (UIKit's CALayer+Animations.swift); each one's delegate
    /// hears `animationDidStop(_:finished: false)`, as on iOS.
    open func removeAllAnimations() {
        let removed = playgroundAnimations
        playgroundAnimations = []
        for entry in removed { entry.stopped() }
    }
    /// The keys of the animations added with a key and not yet removed, in the order they were added; nil when
    /// there are none, as on iOS.
    open func animationKeys() -> [String]? {
        let keys = playgroundAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    /// The layer's animations (package hook: UIKit's `add(_:forKey:)` keeps them here, each with what tells its
    /// delegate it was removed before it finished).
    package var playgroundAnimations: [(key: String?, animation: NSObject, stopped: () -> Void)] = []
    /// The layer as it is shown now (Apple, presentation(): "a copy of the presentation layer object that
    /// represents the state of the layer as it currently appears onscreen").
    ///
    /// Playground: while an animation runs on the layer (its own `CABasicAnimation`s, its view's `UIView.animate`),
    /// a copy with the values shown at the clock's time (`CACurrentMediaTime()`): opacity (times the view's alpha),
    /// corner radius, background colour, transform, bounds and position; otherwise the layer itself. A subclass of
    /// your own is copied as `CALayer` (Swift cannot make `Self` from a non-required initializer), with a notice
    /// (docs/uikit.md, "Animations").
    open func presentation() -> Self? { playgroundPresentationCopy() as? Self ?? self }
    /// The layer's animation tracks (package: PlaygroundPresentationTrack.swift).
    package var playgroundTracks: [PlaygroundPresentationTrack] = []
    package var playgroundOwner: PlaygroundWeakOwner?
    /// The model layer (Apple, model(): for a layer that is not a presentation layer, the layer itself).
    open func model() -> Self { self }
    /// The actions the layer runs when its properties change (`NSNull` disables one).
    ///
    /// Playground: does nothing: layers run no implicit animations here (docs/uikit.md, "What compiles and does nothing").
    open var actions: [String: any CAAction]?
    /// The layer's image (a `CGImage` on iOS).
    ///
    /// Playground: does nothing: layers are not drawn here (docs/cells.md, "Drawn cells").
    open var contents: Any?
    public override init() { super.init() }
    /// A copy of `layer`'s properties, as Core Animation makes for presentation layers (CALayer.h); subclasses
    /// override it to copy their own.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        transform = other.transform; zPosition = other.zPosition; anchorPoint = other.anchorPoint
        opacity = other.opacity; cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners
        isHidden = other.isHidden; masksToBounds = other.masksToBounds; shadowOpacity = other.shadowOpacity
        shadowRadius = other.shadowRadius; shadowOffset = other.shadowOffset; frame = other.frame
        bounds = other.bounds; position = other.position; borderColor = other.borderColor
        borderWidth = other.borderWidth; backgroundColor = other.backgroundColor; shadowColor = other.shadowColor
    }
    public required init?(coder: NSCoder) { super.init() }

    // Members apps override, declared in the class so that a subclass can (CALayer.h).
    /// Lays out the sublayers: nothing by default.
    open func layoutSublayers() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    /// Whether changing `key` redraws the layer (CALayer.h: false).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The action for `event`: the layer's `actions` entry, else none (layers run no implicit animations here).
    open func action(forKey event: String) -> (any CAAction)? { actions?[event] }
    /// The default value of a property (CALayer.h: nil for keys it does not know).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Draws the layer's content into `ctx`: nothing by default; not called here (a layer is drawn from its
    /// properties, docs/cells.md).
    open func draw(in ctx: CGContext) {}
    /// Marks the layer's content for redrawing: nothing here (layer content is not drawn).
    open func setNeedsDisplay() {}
    open func display() {}
}
