import Foundation

/// What a navigation bar or toolbar draws here: its background (reaching the screen's edge), a hairline between
/// it and the content, and its items as labels in the tint colour (docs/hosting.md, "Navigation").
@MainActor
enum PlaygroundBarContent {
    /// The standard bar background (UIBarAppearance's default background: a chrome material, drawn opaque here as
    /// iOS's light `systemChromeMaterial` looks over white: 249/249/249).
    static let background = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)
    /// Subviews the bar made (removed at each layout).
    static let tag = 0x6E61_7662  // "navb"

    /// Removes the previous labels, adds the background and the hairline (at the bar's bottom, or its top for a
    /// toolbar).
    static func rebuild(in bar: UIView, background color: UIColor?, extent: (top: CGFloat, bottom: CGFloat),
                        separatorAtTop: Bool) {
        for view in bar.subviews where view.tag == tag { view.removeFromSuperview() }
        let b = bar.bounds
        let fill = UIView(frame: CGRect(x: 0, y: -extent.top, width: b.width, height: b.height + extent.top + extent.bottom))
        fill.backgroundColor = color ?? background
        fill.tag = tag
        bar.insertSubview(fill, at: 0)
        // A hairline: one pixel of `separator` (UIBarAppearance's default shadow colour, "a shadow color of
        // separator"), 1/3 point at 3x; half a point here.
        let line = UIView(frame: CGRect(x: 0, y: separatorAtTop ? -0.5 : b.height, width: b.width, height: 0.5))
        line.backgroundColor = .separator
        line.tag = tag
        bar.insertSubview(line, at: 1)
    }

    /// A label in the bar's style: 17-point text (Apple, Human Interface Guidelines, "Typography": Body, 17 points;
    /// a title is the Headline style, 17 points semibold), fitted to its text.
    static func text(_ string: String, size: CGFloat = 17, weight: UIFont.Weight = .regular, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = string
        label.font = .systemFont(ofSize: size, weight: weight)
        label.textColor = color
        label.sizeToFit()
        label.tag = tag
        return label
    }

    /// A bar button item as a label: its custom view, else its title, else its system item's name, else (an
    /// image) a square placeholder; nil for spaces.
    static func label(for item: UIBarButtonItem, tint: UIColor = .systemBlue) -> UIView? {
        if let custom = item.customView { return custom }
        if let title = item.title { return text(title, weight: item.style == .done ? .semibold : .regular, color: item.tintColor ?? tint) }
        if let system = item.playgroundSystemItem {
            switch system {
            case .flexibleSpace, .fixedSpace: return nil
            case .add: return text("+", size: 22, color: item.tintColor ?? tint)
            default:
                let name = String(describing: system)
                return text(name.prefix(1).uppercased() + name.dropFirst(), weight: system == .done ? .semibold : .regular,
                            color: item.tintColor ?? tint)
            }
        }
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        square.backgroundColor = item.tintColor ?? tint
        square.layer.cornerRadius = 5
        square.tag = tag
        return square
    }
}
