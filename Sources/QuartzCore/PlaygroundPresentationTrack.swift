import Foundation

/// One running change of a layer's (or its view's) property, as the presentation layer shows it
/// (docs/uikit.md, "Animations"): a property's values are numbers (`alpha` one, a point two, a rect four, an affine
/// transform six, a colour four sRGB components), a track says how they move between `begin` and its end on the
/// playground's clock (`CACurrentMediaTime()`, seconds).
///
/// Two kinds, as iOS has them: a view animation (`UIView.animate`, a property animator) is *additive* — since iOS 8
/// UIKit adds an animation of `from − to` decaying to zero to the new model value (WWDC 2014, "Building
/// Interruptible and Responsive Interactions"), so a second change mid-flight starts from what is shown — and a
/// layer's `CABasicAnimation` is *absolute*: it shows `fromValue → toValue` (a missing one: the model value) and
/// does not change the model. Package: UIKit adds the tracks, the bridge draws them.
package struct PlaygroundPresentationTrack {
    package enum PlaygroundValues {
        /// Added to the model value, times `1 − progress`.
        case playgroundAdditive(delta: [Double])
        /// From, to (nil: the model value), by progress.
        case playgroundAbsolute(from: [Double]?, to: [Double]?)
    }

    package var key: String
    package var begin: Double
    /// One pass, seconds (> 0).
    package var duration: Double
    /// Passes (≥ 1; `.infinity`: forever).
    package var repeatCount: Double = 1
    package var autoreverses = false
    /// Whether the end value stays shown after the end (a layer animation with `fillMode` forwards that is not
    /// removed on completion).
    package var holdsAtEnd = false
    /// Whether the start value is shown before `begin` (a delayed view animation: the model changed at once, the
    /// screen waits).
    package var holdsBeforeBegin = false
    /// Where the time fraction comes from instead of the clock (a property animator's, which pauses, scrubs and
    /// reverses): time → fraction 0…1, nil once it shows nothing.
    package var driver: ((Double) -> Double?)?
    /// The layer animation it shows (removing that animation removes the track).
    package var source: ObjectIdentifier?
    /// The timing curve: the time fraction 0…1 → the value fraction (a spring may pass 1).
    package var curve: (Double) -> Double
    package var values: PlaygroundValues

    package init(key: String, begin: Double, duration: Double, curve: @escaping (Double) -> Double, values: PlaygroundValues) {
        self.key = key
        self.begin = begin
        self.duration = max(duration, 1e-9)
        self.curve = curve
        self.values = values
    }

    /// When it ends (`.infinity` when it repeats forever).
    package var end: Double {
        driver != nil ? .infinity : begin + duration * repeatCount * (autoreverses ? 2 : 1)
    }

    /// The value fraction at `time`, nil when the track shows nothing then (not begun, or over and not held).
    package func progress(at time: Double) -> Double? {
        if let driver { return driver(time).map(curve) }
        let local = time - begin
        guard local >= 0 else { return holdsBeforeBegin ? curve(0) : nil }
        if time >= end {
            guard holdsAtEnd else { return nil }
            return curve(autoreverses ? 0 : 1)
        }
        let pass = local / duration
        var fraction = pass - pass.rounded(.down)
        if autoreverses, Int(pass.rounded(.down)) % 2 == 1 { fraction = 1 - fraction }
        return curve(fraction)
    }

    /// `model` as shown at `time` with this track applied over it.
    package func apply(to model: [Double], at time: Double) -> [Double] {
        guard let p = progress(at: time) else { return model }
        switch values {
        case .playgroundAdditive(let delta):
            guard delta.count == model.count else { return model }
            return zip(model, delta).map { $0 + $1 * (1 - p) }
        case .playgroundAbsolute(let from, let to):
            let a = from ?? model, b = to ?? model
            guard a.count == model.count, b.count == model.count else { return model }
            return zip(a, b).map { $0 + ($1 - $0) * p }
        }
    }
}

extension CALayer {
    /// The view whose own layer this is (package hook: UIKit sets it when a view makes its layer).
    package var playgroundOwningView: AnyObject? {
        get { playgroundOwner?.object }
        set { playgroundOwner = newValue.map(PlaygroundWeakOwner.init) }
    }

    /// The layers that were given tracks (weakly held; a layer leaves when its tracks are over).
    nonisolated(unsafe) private static var animatedLayers: [ObjectIdentifier: PlaygroundWeakOwner] = [:]
    private static let animatedLock = NSLock()

    /// Whether any layer shows a running track at `time`: the playground keeps drawing frames while one does.
    /// Package hook (the bridge's frame step).
    package static func playgroundAnyAnimating(at time: Double) -> Bool {
        let layers: [CALayer] = animatedLock.withLock {
            animatedLayers = animatedLayers.filter { $0.value.object != nil }
            return animatedLayers.values.compactMap { $0.object as? CALayer }
        }
        var any = false
        for layer in layers {
            let running = layer.playgroundTracks.contains { $0.progress(at: time) != nil && !($0.holdsAtEnd && time >= $0.end) }
            if running { any = true } else if layer.playgroundTracks.allSatisfy({ $0.driver == nil && time >= $0.end }) {
                animatedLock.withLock { animatedLayers[ObjectIdentifier(layer)] = nil }
            }
        }
        return any
    }

    /// Adds a track (package hook: UIKit's animations), dropping the ones that are over and not held.
    package func playgroundAddTrack(_ track: PlaygroundPresentationTrack, now: Double) {
        playgroundTracks.removeAll { !$0.holdsAtEnd && ($0.end <= now || ($0.driver != nil && $0.progress(at: now) == nil)) }
        playgroundTracks.append(track)
        CALayer.animatedLock.withLock { CALayer.animatedLayers[ObjectIdentifier(self)] = PlaygroundWeakOwner(self) }
    }

    /// Drops the tracks that show the layer animation `source`.
    package func playgroundRemoveTracks(source: ObjectIdentifier) {
        playgroundTracks.removeAll { $0.source == source }
    }

    /// `model` for `key` as shown at `time`: every track of that key applied in the order they were added.
    package func playgroundPresented(_ key: String, model: [Double], at time: Double) -> [Double] {
        guard !playgroundTracks.isEmpty else { return model }
        var value = model
        for track in playgroundTracks where track.key == key { value = track.apply(to: value, at: time) }
        return value
    }

    /// Whether a track of `key` (any key when nil) shows something at `time`.
    package func playgroundIsAnimating(_ key: String? = nil, at time: Double) -> Bool {
        playgroundTracks.contains { (key == nil || $0.key == key) && $0.progress(at: time) != nil }
    }

    // Layer properties as numbers (the keys Core Animation names them by).

    package var playgroundPresentedOpacity: Float {
        Float(playgroundPresented("opacity", model: [Double(opacity)], at: CACurrentMediaTime())[0])
    }

    package func playgroundPresentedOpacity(at time: Double) -> Float {
        Float(playgroundPresented("opacity", model: [Double(opacity)], at: time)[0])
    }

    package func playgroundPresentedCornerRadius(at time: Double) -> CGFloat {
        CGFloat(playgroundPresented("cornerRadius", model: [Double(cornerRadius)], at: time)[0])
    }

    package func playgroundPresentedBackgroundColor(at time: Double) -> CGColor? {
        guard playgroundIsAnimating("backgroundColor", at: time) else { return backgroundColor }
        let model = CALayer.playgroundRGBA(backgroundColor)
        let c = playgroundPresented("backgroundColor", model: model, at: time)
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// The 3D transform shown: `transform` (16 numbers, row by row) with its tracks, then the sub-key tracks
    /// (`transform.rotation.z`, `transform.scale`, `transform.translation.x` …) applied after it.
    package func playgroundPresentedTransform(at time: Double) -> CATransform3D {
        guard !playgroundTracks.isEmpty else { return transform }
        var t = CALayer.playgroundTransform(playgroundPresented("transform", model: CALayer.playgroundNumbers(transform), at: time))
        for track in playgroundTracks where track.key.hasPrefix("transform.") {
            guard track.progress(at: time) != nil else { continue }
            let identity: Double = track.key.hasPrefix("transform.scale") ? 1 : 0
            let v = CGFloat(track.apply(to: [identity], at: time)[0])
            switch track.key {
            case "transform.rotation", "transform.rotation.z": t = CATransform3DRotate(t, v, 0, 0, 1)
            case "transform.rotation.x": t = CATransform3DRotate(t, v, 1, 0, 0)
            case "transform.rotation.y": t = CATransform3DRotate(t, v, 0, 1, 0)
            case "transform.scale": t = CATransform3DScale(t, v, v, 1)
            case "transform.scale.x": t = CATransform3DScale(t, v, 1, 1)
            case "transform.scale.y": t = CATransform3DScale(t, 1, v, 1)
            case "transform.translation.x": t = CATransform3DTranslate(t, v, 0, 0)
            case "transform.translation.y": t = CATransform3DTranslate(t, 0, v, 0)
            default: break
            }
        }
        return t
    }

    /// A colour's sRGB components and alpha (gray: the gray three times); clear when nil.
    package static func playgroundRGBA(_ color: CGColor?) -> [Double] {
        guard let c = color?.components else { return [0, 0, 0, 0] }
        if c.count >= 4 { return c.prefix(4).map { Double($0) } }
        if c.count == 2 { return [Double(c[0]), Double(c[0]), Double(c[0]), Double(c[1])] }
        return [0, 0, 0, 0]
    }

    package static func playgroundNumbers(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
         t.m41, t.m42, t.m43, t.m44].map { Double($0) }
    }

    package static func playgroundTransform(_ n: [Double]) -> CATransform3D {
        guard n.count == 16 else { return CATransform3DIdentity }
        var t = CATransform3DIdentity
        t.m11 = n[0]; t.m12 = n[1]; t.m13 = n[2]; t.m14 = n[3]; t.m21 = n[4]; t.m22 = n[5]; t.m23 = n[6]; t.m24 = n[7]
        t.m31 = n[8]; t.m32 = n[9]; t.m33 = n[10]; t.m34 = n[11]; t.m41 = n[12]; t.m42 = n[13]; t.m43 = n[14]
        t.m44 = n[15]
        return t
    }
}

extension CALayer {
    /// Sets a presentation copy's view values (its alpha into the opacity, its bounds and position) for a view's own
    /// layer: UIKit installs it (package hook; the layer does not know its view).
    nonisolated(unsafe) package static var playgroundViewPresentation: ((_ layer: CALayer, _ copy: CALayer, _ time: Double) -> Void)?

    /// A `CALayer` holding the values shown now, nil when no animation runs on the layer (or its view).
    package func playgroundPresentationCopy(at time: Double? = nil) -> CALayer? {
        let now = time ?? CACurrentMediaTime()
        guard playgroundIsAnimating(at: now) else { return nil }
        let copy = CALayer(layer: self)
        copy.opacity = playgroundPresentedOpacity(at: now)
        copy.cornerRadius = playgroundPresentedCornerRadius(at: now)
        copy.backgroundColor = playgroundPresentedBackgroundColor(at: now)
        copy.transform = playgroundPresentedTransform(at: now)
        CALayer.playgroundViewPresentation?(self, copy, now)
        return copy
    }
}

/// A weak reference to a layer's view.
package final class PlaygroundWeakOwner {
    package weak var object: AnyObject?
    package init(_ object: AnyObject) { self.object = object }
}
