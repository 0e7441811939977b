/// What the playground shows: the viewport, the layout and the items, and how interactions are tuned.
public struct PlaygroundConfig: Sendable {
    /// The window's size in points.
    public var viewport: Size
    public var layoutName: String
    /// The layouts of the session, in hotkey order: the built-ins, then the user's layout files.
    public var layouts: [LayoutDescriptor]
    /// Layout parameters as `name=value` strings (checked by the layout's specs).
    public var params: [String: String]
    /// How many items (identities 0..<itemCount, in the loaded order).
    public var itemCount: Int
    /// Natural sizes by item identity, repeated cyclically (image pixel sizes, or the script's itemSizes).
    public var naturalSizes: [Size]
    /// Item `id` shows image `id % imageCount`; 0 means placeholders only.
    public var imageCount: Int
    /// The scroll physics' tunable constants (docs/tuning.md).
    public var physics = PhysicsConstants()
    /// UIScrollView's deceleration rate per millisecond (`DecelerationRate`): `physics.decelerationRate`.
    public var decelerationRate: Double {
        get { physics.decelerationRate }
        set { physics.decelerationRate = newValue }
    }
    /// The reorder's edge auto-scroll zone, a fraction of the viewport's length (the issue: about 10 %).
    public var autoScrollZone = ReorderSession.edgeZone
    /// The reorder's auto-scroll speed deep in the edge zone, points per second (seed 003: 60·(2 + 10) = 720).
    public var autoScrollSpeed = ReorderSession.autoScrollSpeed(ratio: 1)
    /// Seconds between autoplay pages in paged layouts; 0 is off.
    public var autoplay: Double
    /// How long a press must hold still to lift a cell for reordering, seconds.
    public var longPress: Double
    /// The device preset and layout direction (`--device`, `--layout-direction`; docs/devices.md). With a device,
    /// `viewport` is the device's size.
    public var traits = ScreenTraits()
    /// A saved display order (item identities) to start from; ignored unless it is a permutation of the items.
    public var initialOrder: [Int]?

    /// At most this many items, wherever the count comes from (`--items`, `items.count`, a script, a preset): the
    /// `--items` limit the CLI had first, ten times the 1,000,000-item scale target of docs/benchmarks.md (the
    /// tunable had 1,000,000; issue 22 made them one).
    public static let itemLimit = 10_000_000

    /// The default long press, seconds (the issue: 0.5 s; UIKit's UILongPressGestureRecognizer default is 0.5 s too).
    public static let defaultLongPress = 0.5

    public init(
        viewport: Size = Size(width: 1280, height: 800), layoutName: String = "grid", params: [String: String] = [:],
        itemCount: Int = 24, naturalSizes: [Size] = [], imageCount: Int = 0,
        decelerationRate: Double = FrictionSimulation.normalRate, autoplay: Double = 0,
        longPress: Double = PlaygroundConfig.defaultLongPress, initialOrder: [Int]? = nil,
        layouts: [LayoutDescriptor] = LayoutRegistry.all
    ) {
        self.layouts = layouts
        self.viewport = viewport
        self.layoutName = layoutName
        self.params = params
        self.itemCount = itemCount
        self.naturalSizes = naturalSizes
        self.imageCount = imageCount
        physics.decelerationRate = decelerationRate
        self.autoplay = autoplay
        self.longPress = longPress
        self.initialOrder = initialOrder
    }
}
