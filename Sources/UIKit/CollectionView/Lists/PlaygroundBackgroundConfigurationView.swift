/// The view a cell shows its `backgroundConfiguration` with (UIKit's is private, `_UISystemBackgroundView`): the
/// cell's first subview, below the content view, its frame the cell's bounds inset by `backgroundInsets`; filled
/// with the resolved colour and rounded by `cornerRadius`; the stroke a second view `strokeOutset` outside it
/// (inside when negative), `strokeWidth` wide; the image and the custom view fill it (docs/cells.md, "List
/// configurations").
@preconcurrency @MainActor
package final class PlaygroundBackgroundConfigurationView: UIView {
    let imageView = UIImageView()
    let stroke = UIView()
    var custom: UIView?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageView)
        addSubview(stroke)
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `c` in a cell `size` points large whose tint is `tint`.
    func show(_ c: UIBackgroundConfiguration, in size: CGSize, tint: UIColor) {
        let i = c.backgroundInsets
        frame = CGRect(x: i.leading, y: i.top, width: max(0, size.width - i.leading - i.trailing),
                       height: max(0, size.height - i.top - i.bottom))
        backgroundColor = c.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = c.cornerRadius
        clipsToBounds = c.cornerRadius > 0
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.contentMode = c.imageContentMode
        imageView.frame = bounds
        if custom !== c.customView {
            custom?.removeFromSuperview()
            custom = c.customView
            if let v = c.customView { insertSubview(v, belowSubview: stroke) }
        }
        custom?.frame = bounds
        let o = c.strokeOutset
        stroke.isHidden = c.strokeWidth <= 0
        stroke.frame = bounds.insetBy(dx: -o, dy: -o)
        stroke.layer.borderWidth = c.strokeWidth
        stroke.layer.borderColor = c.resolvedStrokeColor(for: tint).cgColor
        stroke.layer.cornerRadius = max(0, c.cornerRadius + o)
        // The stroke may stand outside: not clipped by this view.
        if o > 0 { clipsToBounds = false }
    }
}
