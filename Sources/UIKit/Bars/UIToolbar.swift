import Foundation

/// A bar of buttons at the bottom of the screen (Apple, UIToolbar): a navigation controller's `toolbar` shows
/// the top controller's `toolbarItems` when its `isToolbarHidden` is false.
///
/// Playground: the items are drawn as text (a title, else the system item's name; an image as a square), spread
/// as UIKit spreads them between flexible spaces; the background is the standard appearance's, opaque.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { didSet { setNeedsLayout() } }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    /// How far the background reaches above and below the bar (the screen's edge), points.
    package var playgroundBackgroundExtent: (top: CGFloat, bottom: CGFloat) = (0, 0)
    /// The items drawn and their frames in the bar (a click there performs the item).
    package private(set) var playgroundItemFrames: [(item: UIBarButtonItem, frame: CGRect)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func layoutSubviews() {
        super.layoutSubviews()
        PlaygroundBarContent.rebuild(in: self, background: barTintColor, extent: playgroundBackgroundExtent,
                                     separatorAtTop: true)
        playgroundItemFrames = []
        let labels = (items ?? []).map { PlaygroundBarContent.label(for: $0) }
        let flexible = (items ?? []).filter { $0.playgroundSystemItem == .flexibleSpace }.count
        let used = labels.reduce(CGFloat(0)) { $0 + ($1?.bounds.width ?? 0) }
        let margin: CGFloat = 16
        let free = max(0, bounds.width - 2 * margin - used - CGFloat(max(0, labels.count - 1)) * 8)
        let flexibleWidth = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = margin
        for (item, label) in zip(items ?? [], labels) {
            if let label {
                label.frame.origin = CGPoint(x: x, y: (bounds.height - label.bounds.height) / 2)
                addSubview(label)
                playgroundItemFrames.append((item, label.frame))
                x += label.bounds.width + 8
            } else if item.playgroundSystemItem == .flexibleSpace {
                x += flexibleWidth
            } else {
                x += item.width
            }
        }
    }
}
