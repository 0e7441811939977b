/// Devices and layout direction (docs/devices.md): a device preset sets the viewport to its size and tells the
/// layout its traits; switching between two presets (a rotation, the device key) animates the size change as iOS
/// animates a rotation — the bounds change once, to the new size, and every item moves from where it was shown to
/// where the layout puts it over `rotationDuration(for:)`. Whether the layout is laid out again is the layout's
/// answer to the bounds change (a UIKit layout's `shouldInvalidateLayout(forBoundsChange:)`); the built-in layouts
/// always relayout. A right-to-left switch mirrors the layouts that flip (`CollectionLayout.mirrorsHorizontally`).
extension Playground {
    /// How long a rotation's animation runs, seconds: UIKit's size transition on rotation reports a
    /// `transitionDuration` of 0.3 s on an iPhone and 0.4 s on an iPad (the coordinator's value, as
    /// `viewWillTransition(to:with:)` receives it on device; Apple documents no figure: docs/devices.md).
    public static func rotationDuration(for device: DevicePreset?) -> Double {
        device?.idiom == .pad ? 0.4 : 0.3
    }

    /// The device and layout direction now.
    public var traits: ScreenTraits { host.context.traits }

    /// The presets the device key steps through: none (free-form), then every preset, portrait ones first.
    public static var deviceCycle: [String?] { [nil] + DevicePreset.all.map(\.name) }

    /// Shows device `name` (nil: free-form, the viewport staying as it is), animating the size change from `time`.
    /// Throws a one-line error for an unknown name; nothing changes then.
    public mutating func setDevice(_ name: String?, at time: Double) throws(ParameterError) {
        guard let name else {
            guard traits.device != nil else { return }
            config.traits.device = nil
            host.setTraits(config.traits)
            syncScroller()
            return
        }
        let preset = try DevicePreset.resolve(name)
        guard preset != traits.device else { return }
        config.traits.device = preset
        changeSize(to: preset.size, traits: config.traits, animated: true, at: time)
    }

    /// The device key: the next (or previous) entry of `deviceCycle`.
    mutating func cycleDevice(backward: Bool, at time: Double) {
        let names = Self.deviceCycle
        let i = names.firstIndex { $0 == traits.device?.name } ?? 0
        let next = names[(i + (backward ? names.count - 1 : 1)) % names.count]
        try? setDevice(next, at: time)
    }

    /// The rotation key: the device's other orientation (nothing in a free-form window).
    mutating func rotateDevice(at time: Double) {
        guard let device = traits.device else { return }
        try? setDevice(device.rotated.name, at: time)
    }

    /// Right-to-left or left-to-right from `time`. A layout that mirrors keeps what is shown: a horizontal offset
    /// is mirrored within its range, so the same items stay on screen (on their mirrored side).
    public mutating func setLayoutDirection(_ direction: InterfaceDirection, at time: Double) {
        guard direction != traits.layoutDirection else { return }
        let before = host.prepared().mirrorsHorizontally
        let range = scroller.range
        let offset = scroller.offset
        config.traits.layoutDirection = direction
        host.setTraits(config.traits)
        syncScroller()
        if before != host.prepared().mirrorsHorizontally, scroller.axis == .horizontal {
            let r = scroller.range
            let share = range.max.x > range.min.x ? (offset.x - range.min.x) / (range.max.x - range.min.x) : 0
            scroller.jump(to: Point(x: r.max.x - share * (r.max.x - r.min.x), y: offset.y))
        } else {
            scroller.rangeChanged()
        }
        host.setContentOffset(scroller.offset)
        settledAt = nil
    }

    /// The offset a session starts at in the current layout: the first page in paged layouts, else the start of
    /// the range — its right end when the layout mirrors and scrolls horizontally (a right-to-left
    /// UICollectionView shows its first item at the right).
    mutating func startOffset() -> Point {
        let layout = host.prepared()
        if let start = layout.initialContentOffset, start.x.isFinite, start.y.isFinite {
            let r = scroller.range
            return Point(x: min(max(start.x, r.min.x), r.max.x), y: min(max(start.y, r.min.y), r.max.y))
        }
        if let page = layout.snapOffset(forPage: 0) { return page }
        let r = scroller.range
        return layout.mirrorsHorizontally && scroller.axis == .horizontal ? Point(x: r.max.x, y: r.min.y) : r.min
    }

    /// The viewport becomes `size` (with `traits`): once, as a device's bounds change, keeping the anchor item
    /// where it was; `animated`: the items move from where they were shown over the rotation's duration.
    mutating func changeSize(to size: Size, traits: ScreenTraits, animated: Bool, at time: Double) {
        guard size.width > 0, size.height > 0, size.isFinite else { return }
        if reorder != nil { cancelReorder(at: time) }
        endLayoutDrivenTransition()
        mode.endPress()
        _ = scroller.cancelPress()
        let offset = scroller.offset
        var fromWindow: [Int: LayoutAttributes] = [:]
        var fromDecorations: [LayoutAttributes] = []
        if animated {
            for item in shown.items where item.role == .content {
                var a = item.attributes.moved(by: -offset)
                a.alpha = item.alpha
                if let id = item.itemID { fromWindow[id] = a } else { fromDecorations.append(a) }
            }
        }
        host.prepare()
        let anchor = anchorItem()
        let old = host.prepared()
        let wasAtStart = offset == startOffset()
        let oldViewport = viewport
        host.setTraits(traits)
        host.setViewport(size)
        config.viewport = size
        syncScroller()
        scroller.rangeChanged()
        if wasAtStart { scroller.jump(to: startOffset()) } else if let anchor { center(item: anchor) }
        host.setContentOffset(scroller.offset)
        settledAt = nil
        guard animated else { return }
        // UIKit's animated bounds change: the layout, laid out at the new bounds (or not: its answer to the bounds
        // change), hears the old bounds, then that the animation was made.
        host.prepareForAnimatedBoundsChange(from: Rect(origin: offset, size: oldViewport))
        host.finalizeAnimatedBoundsChange()
        guard !fromWindow.isEmpty || !fromDecorations.isEmpty else { return }
        transition = LayoutTransition(from: layoutName, to: layoutName, fromWindow: fromWindow,
                                      fromDecorations: fromDecorations, oldLayout: old, oldOffset: offset,
                                      oldParams: layoutParams[layoutName] ?? [:], start: time,
                                      duration: Self.rotationDuration(for: traits.device))
    }
}
