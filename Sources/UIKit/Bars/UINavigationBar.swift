import Foundation

/// A navigation controller's bar (UINavigationBar.h).
///
/// Defaults as UINavigationBar.h / Apple's documentation: `prefersLargeTitles` false, `isTranslucent` true,
/// `barStyle` `.default`; `standardAppearance` a default-background appearance.
///
/// Drawn by a navigation controller: the top item's title (large under the bar when `prefersLargeTitles`), its
/// left and right bar button items, and a back button titled with the previous item's `backButtonTitle`, else its
/// title, else "Back" (Apple, UINavigationItem.backButtonTitle).
///
/// Playground: the appearances are stored, the standard background drawn opaque; the back button's chevron is a
/// "‹" (docs/hosting.md, "Navigation").
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false { didSet { playgroundSet.insert(.prefersLargeTitles); setNeedsLayout() } }
    open var isTranslucent = true { didSet { playgroundSet.insert(.isTranslucent) } }
    open var barTintColor: UIColor? { didSet { playgroundSet.insert(.barTintColor) } }
    open var barStyle: UIBarStyle = .default { didSet { playgroundSet.insert(.barStyle) } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { playgroundSet.insert(.titleTextAttributes) } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { playgroundSet.insert(.largeTitleTextAttributes) }
    }
    open var shadowImage: UIImage? { didSet { playgroundSet.insert(.shadowImage) } }
    open var standardAppearance: UINavigationBarAppearance = {
        let a = UINavigationBarAppearance()
        a.configureWithDefaultBackground()
        return a
    }() { didSet { playgroundSet.insert(.standardAppearance) } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { playgroundSet.insert(.compactAppearance) } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { playgroundSet.insert(.scrollEdgeAppearance) } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { playgroundSet.insert(.compactScrollEdgeAppearance) }
    }
    /// The bar's own properties set on it since it was made (an appearance proxy's are applied where the bar's own
    /// are not: UINavigationBar+Appearance.swift).
    package var playgroundSet: Set<PlaygroundBarProperty> = []
    /// Whether the appearance proxy was applied (once, when the bar first enters a window).
    package var playgroundAppearanceApplied = false
    open var items: [UINavigationItem]? { didSet { setNeedsLayout() } }
    /// How far the background reaches above and below the bar (to the screen's top edge), points.
    package var playgroundBackgroundExtent: (top: CGFloat, bottom: CGFloat) = (0, 0)
    /// The back button's frame in the bar's coordinates (nil when none shows): a click there pops.
    package private(set) var playgroundBackButtonFrame: CGRect?
    /// The bar button items drawn and their frames in the bar (a click there performs the item).
    package private(set) var playgroundItemFrames: [(item: UIBarButtonItem, frame: CGRect)] = []
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { playgroundApplyAppearanceOnce() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        playgroundApplyAppearanceOnce()
        PlaygroundBarContent.rebuild(in: self, background: barTintColor ?? standardAppearance.backgroundColor,
                                     extent: playgroundBackgroundExtent, separatorAtTop: false)
        playgroundBackButtonFrame = nil
        playgroundItemFrames = []
        guard let top = topItem else { return }
        let tint = tintColor ?? .systemBlue
        let row: CGFloat = 44  // the bar's row of buttons (UINavigationController.playgroundBarHeight)
        let margin: CGFloat = 16  // the bar's layout margins (UIKit: 16 points on an iPhone, 20 on larger widths)
        var left = margin
        if let back = backItem, !top.hidesBackButton, top.leftItemsSupplementBackButton || top.leftBarButtonItems?.isEmpty ?? true {
            // The space the centred title leaves at the left (its width as drawn, capped by the bar's right items).
            let titleWidth = (top.title ?? "").isEmpty || bounds.height > row ? 0
                : PlaygroundBarContent.text(top.title!, weight: .semibold, color: .label).bounds.width
            let rightItems = (top.rightBarButtonItems ?? []).compactMap { PlaygroundBarContent.label(for: $0, tint: tint) }
                .reduce(CGFloat(0)) { $0 + $1.bounds.width + 8 }
            let room = titleWidth > 0 ? (bounds.width - titleWidth) / 2 - 8 : bounds.width - margin - rightItems - 8
            let label = Self.playgroundBackLabel(for: back, room: room - 8, tint: tint)
            label.frame.origin = CGPoint(x: 8, y: (row - label.bounds.height) / 2)
            addSubview(label)
            playgroundBackButtonFrame = label.frame.insetBy(dx: -8, dy: -(row - label.bounds.height) / 2)
            left = label.frame.maxX + 8
        }
        for item in top.leftBarButtonItems ?? [] {
            guard let label = PlaygroundBarContent.label(for: item, tint: tint) else { continue }
            label.frame.origin = CGPoint(x: left, y: (row - label.bounds.height) / 2)
            addSubview(label)
            playgroundItemFrames.append((item, label.frame))
            left = label.frame.maxX + 8
        }
        var right = bounds.width - margin
        for item in top.rightBarButtonItems ?? [] {  // the first is the rightmost (UINavigationItem.h)
            guard let label = PlaygroundBarContent.label(for: item, tint: tint) else { continue }
            right -= label.bounds.width
            label.frame.origin = CGPoint(x: right, y: (row - label.bounds.height) / 2)
            addSubview(label)
            playgroundItemFrames.append((item, label.frame))
            right -= 8
        }
        let title = top.title ?? ""
        guard !title.isEmpty else { return }
        if bounds.height > row {
            // The large title: Large Title style, 34 points bold (Apple, HIG "Typography"), at the margin, on the
            // 52-point row under the buttons.
            let label = PlaygroundBarContent.text(title, size: 34, weight: .bold, color: .label)
            label.frame.origin = CGPoint(x: margin, y: row + (bounds.height - row - label.bounds.height) / 2)
            label.frame.size.width = min(label.bounds.width, bounds.width - 2 * margin)
            addSubview(label)
        } else {
            let label = PlaygroundBarContent.text(title, weight: .semibold, color: .label)
            let width = min(label.bounds.width, max(0, 2 * min(bounds.width / 2 - left, right - bounds.width / 2)))
            label.frame = CGRect(x: (bounds.width - width) / 2, y: (row - label.bounds.height) / 2,
                                 width: width, height: label.bounds.height)
            addSubview(label)
        }
    }

    /// The back button's label within `room` points: "‹ " and the previous item's `backButtonTitle`, else its
    /// title, else "Back"; when that does not fit, "‹ Back", else the chevron alone (Apple,
    /// UINavigationItem.BackButtonDisplayMode.default: "…or a generic title, depending on available space"; the
    /// generic title is "Back", as UIKit shows it in English). `.generic` shows "Back", `.minimal` the chevron.
    package static func playgroundBackLabel(for back: UINavigationItem, room: CGFloat, tint: UIColor) -> UILabel {
        let own = back.backButtonTitle ?? (back.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back")
        let candidates: [String] = switch back.backButtonDisplayMode {
        case .default: [own, "Back", ""]
        case .generic: ["Back", ""]
        case .minimal: [""]
        }
        for (i, title) in candidates.enumerated() {
            let label = PlaygroundBarContent.text(title.isEmpty ? "\u{2039}" : "\u{2039} " + title, color: tint)
            if label.bounds.width <= room || i == candidates.count - 1 { return label }
        }
        return PlaygroundBarContent.text("\u{2039}", color: tint)
    }

    private var playgroundBackgroundImages: [Int: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        playgroundBackgroundImages[barMetrics.rawValue] = backgroundImage
        playgroundSet.insert(.backgroundImage(barMetrics.rawValue))
    }
    /// The background images set, by bar metrics (an appearance proxy's are copied from here).
    package var playgroundAllBackgroundImages: [Int: UIImage] { playgroundBackgroundImages }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { playgroundBackgroundImages[barMetrics.rawValue] }
}
