import PlaygroundCore

/// Where the window's parts go, in points: the content (the layout's viewport) at the top left, the status strip
/// (the HUD) under it, the tuning panel's column at the right. The content gives way to the panel as Xcode's
/// editor gives way to its inspector, so the panel never covers a cell or the HUD, at any window size.
struct WindowGeometry: Equatable {
    /// The status strip's height: one line of the HUD's 13-point DejaVu Sans (17 points tall) and 4 above and
    /// below it.
    static let stripHeight = 25.0
    /// The panel's width when nothing was remembered: room for a 14-point label column and a drag field.
    static let defaultPanelWidth = 380.0
    /// The narrowest panel that still shows a label and its value, and the content's least width beside it
    /// (an iPhone SE's 320 points) while the window is wide enough for both.
    static let minPanelWidth = 280.0
    static let minContentWidth = 320.0
    /// A collapsed panel: a strip just wide enough for its title bar's arrow.
    static let collapsedWidth = 34.0

    var window: Size
    /// The panel's column width (0 when the panel is hidden).
    var column: Double

    /// - Parameters:
    ///   - panel: the panel's remembered width, or nil when it is hidden.
    ///   - collapsed: whether it is collapsed to its strip.
    init(window: Size, panel: Double?, collapsed: Bool = false) {
        self.window = window
        if let width = panel {
            column = collapsed ? Self.collapsedWidth : Self.panelWidth(width, window: window.width)
        } else {
            column = 0
        }
    }

    /// `requested` kept fully on screen: at least `minPanelWidth` (or the whole window when narrower), and at most
    /// what leaves the content `minContentWidth`.
    static func panelWidth(_ requested: Double, window: Double) -> Double {
        let low = min(minPanelWidth, window)
        let high = max(low, window - minContentWidth)
        return requested.clamped(to: low...high).rounded()
    }

    /// The widest the panel may be dragged in this window.
    var maxPanelWidth: Double { max(min(Self.minPanelWidth, window.width), window.width - Self.minContentWidth) }

    /// The window to open and the viewport its content area will have, from the command line's size.
    ///
    /// With a device the window is made around the device's screen (`--size`/`--device` is the content, the strip
    /// is added under it). Without one `--size` is the window's size, and the layout's first viewport is already
    /// the content area the window will show (the window less the HUD's strip; the panel starts hidden): a layout
    /// is prepared first at the size it is drawn at, as an app's collection view is sized before its first layout
    /// pass. Starting the core at the window's size and shrinking it a frame later was a bounds change no app sees:
    /// a layout that answers `shouldInvalidateLayout(forBoundsChange:)` false for it (and empties its cache, as
    /// EKCollectionLayout's EKLayoutFlow does) then showed nothing.
    ///
    ///     WindowGeometry.opening(size: Size(width: 1280, height: 800), device: false)
    ///     // (window: 1280×800, viewport: 1280×775)
    static func opening(size: Size, device: Bool) -> (window: Size, viewport: Size) {
        if device { return (Size(width: size.width, height: size.height + stripHeight), size) }
        return (size, WindowGeometry(window: size, panel: nil).content)
    }

    /// The layout's viewport (its origin is the window's).
    var content: Size {
        Size(width: max(1, window.width - column), height: max(1, window.height - Self.stripHeight))
    }

    /// The HUD's strip, under the content.
    var strip: Rect {
        Rect(x: 0, y: content.height, width: content.width, height: window.height - content.height)
    }

    /// The panel's column, full height.
    var panel: Rect { Rect(x: window.width - column, y: 0, width: column, height: window.height) }
}
