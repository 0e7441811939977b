import Foundation

/// The view a `UIListContentConfiguration` makes: an image view, a text label and a secondary text label, laid out
/// in the configuration's margins (docs/cells.md, "List configurations"):
///
/// - the image at the leading margin, centred vertically, at its size (at most `imageProperties.maximumSize`),
///   `imageToTextPadding` before the texts (`reservedLayoutSize.width` kept for it when larger);
/// - the texts stacked, `textToSecondaryTextVerticalPadding` apart, centred vertically, or side by side (a value
///   cell, `prefersSideBySideTextAndSecondaryText`) when both fit on one line with `textToSecondaryTextHorizontalPadding`
///   between them, the secondary text at the trailing margin; else stacked;
/// - as tall as margins plus content, a row at least 44 points (`playgroundMinimumCellHeight`).
///
///     var content = UIListContentConfiguration.valueCell(); content.text = "Wi-Fi"; content.secondaryText = "On"
///     let view = UIListContentView(configuration: content)
///     view.sizeThatFits(CGSize(width: 390, height: 0))   // 390 × 44: one 17-point line between 11-point margins
///
/// Playground: laid out left to right only; `adjustsFontSizeToFitWidth` and the justified alignment do nothing
/// (a notice each, as UILabel).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    open var configuration: UIContentConfiguration {
        didSet { playgroundApply() }
    }

    /// The views shown (UIKit's are private; here `package` for the tests and `dump --views`).
    package let playgroundImageView = UIImageView()
    package let playgroundTextLabel = UILabel()
    package let playgroundSecondaryTextLabel = UILabel()

    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for v in [playgroundImageView, playgroundTextLabel, playgroundSecondaryTextLabel] { addSubview(v) }
        playgroundApply()
    }

    public required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration.cell()
        super.init(coder: coder)
    }

    /// The layout guide around the primary text (iOS 16; Apple's documentation: nil when the view shows no text),
    /// which a custom cell aligns its own views with (Apple's CustomCellListViewController pins a separator guide to
    /// it, after `guard let … else { return }`).
    ///
    /// Playground: always nil (the text's frame is not exposed as a layout guide here): code that aligns with it
    /// takes its no-text path.
    open var textLayoutGuide: UILayoutGuide? {
        PlaygroundNotices.record("UIListContentView.textLayoutGuide", .approximated,
                                 "always nil: the text's frame is not exposed as a layout guide here")
        return nil
    }

    /// The list configuration shown.
    open var listConfiguration: UIListContentConfiguration? { configuration as? UIListContentConfiguration }

    /// The configuration's values onto the views.
    private func playgroundApply() {
        guard let c = listConfiguration else { return }
        Self.apply(c.textProperties, text: c.text, attributed: c.attributedText, to: playgroundTextLabel)
        Self.apply(c.secondaryTextProperties, text: c.secondaryText, attributed: c.secondaryAttributedText,
                   to: playgroundSecondaryTextLabel)
        playgroundImageView.image = c.image
        playgroundImageView.isHidden = c.image == nil
        playgroundImageView.tintColor = c.imageProperties.tintColor ?? tintColor ?? .tintColor
        playgroundImageView.layer.cornerRadius = c.imageProperties.cornerRadius
        playgroundImageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        playgroundImageView.contentMode = .scaleAspectFit
        setNeedsLayout()
        playgroundPlaceSubviews()
    }

    private static func apply(_ p: UIListContentConfiguration.TextProperties, text: String?,
                              attributed: NSAttributedString?, to label: UILabel) {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map { transformed($0, p.transform) }
        }
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.textAlignment = p.alignment == .center ? .center : p.alignment == .justified ? .justified : .natural
        label.isHidden = (label.text ?? "").isEmpty
    }

    static func transformed(_ text: String, _ t: UIListContentConfiguration.TextProperties.TextTransform) -> String {
        switch t {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }

    /// Where the image and the texts go in a view `width` points wide, and its height.
    package struct PlaygroundLayout: Equatable {
        package var image: CGRect?
        package var text: CGRect?
        package var secondaryText: CGRect?
        package var height: CGFloat
    }

    package func playgroundLayout(width: CGFloat) -> PlaygroundLayout {
        guard let c = listConfiguration else { return PlaygroundLayout(height: 0) }
        let m = c.directionalLayoutMargins
        var x = m.leading
        let right = width - m.trailing
        var imageSize: CGSize?
        if let image = c.image {
            var s = image.size
            let limit = c.imageProperties.maximumSize
            if limit.width > 0, s.width > limit.width { s = CGSize(width: limit.width, height: s.height * limit.width / s.width) }
            if limit.height > 0, s.height > limit.height {
                s = CGSize(width: s.width * limit.height / s.height, height: limit.height)
            }
            imageSize = s
            x += max(s.width, c.imageProperties.reservedLayoutSize.width) + c.imageToTextPadding
        }
        let available = max(0, right - x)
        let hasText = !playgroundTextLabel.isHidden, hasSecondary = !playgroundSecondaryTextLabel.isHidden
        let one = CGSize(width: 0, height: 0)
        let natural = hasText ? playgroundTextLabel.sizeThatFits(one) : .zero
        let naturalSecondary = hasSecondary ? playgroundSecondaryTextLabel.sizeThatFits(one) : .zero
        var text: CGRect?, secondary: CGRect?
        var contentHeight: CGFloat
        if c.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary,
           natural.width + c.textToSecondaryTextHorizontalPadding + naturalSecondary.width <= available {
            contentHeight = max(natural.height, naturalSecondary.height)
            text = CGRect(x: x, y: 0, width: natural.width, height: natural.height)
            secondary = CGRect(x: right - naturalSecondary.width, y: 0, width: naturalSecondary.width,
                               height: naturalSecondary.height)
        } else {
            func fit(_ label: UILabel, _ natural: CGSize) -> CGSize {
                let s = label.sizeThatFits(CGSize(width: available, height: 0))
                return CGSize(width: label.textAlignment == .center ? available : min(available, s.width), height: s.height)
            }
            let t = hasText ? fit(playgroundTextLabel, natural) : .zero
            let s2 = hasSecondary ? fit(playgroundSecondaryTextLabel, naturalSecondary) : .zero
            let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
            contentHeight = t.height + gap + s2.height
            if hasText { text = CGRect(x: x, y: 0, width: t.width, height: t.height) }
            if hasSecondary { secondary = CGRect(x: x, y: t.height + gap, width: s2.width, height: s2.height) }
        }
        let textsHeight = contentHeight
        contentHeight = max(contentHeight, imageSize?.height ?? 0)
        var height = m.top + contentHeight + m.bottom
        if c.playgroundIsCell { height = max(height, UIListContentConfiguration.playgroundMinimumCellHeight) }
        // Content centred vertically between the margins.
        let textTop = m.top + (height - m.top - m.bottom - textsHeight) / 2
        text = text?.offsetBy(dx: 0, dy: textTop)
        secondary = secondary?.offsetBy(dx: 0, dy: textTop)
        if c.prefersSideBySideTextAndSecondaryText, let t = text, let s = secondary, t.minY == s.minY {
            // Side by side: each centred on the row.
            text = t.offsetBy(dx: 0, dy: (textsHeight - t.height) / 2)
            secondary = s.offsetBy(dx: 0, dy: (textsHeight - s.height) / 2)
        }
        let image = imageSize.map {
            CGRect(x: m.leading, y: m.top + (height - m.top - m.bottom - $0.height) / 2, width: $0.width, height: $0.height)
        }
        return PlaygroundLayout(image: image, text: text, secondaryText: secondary, height: height)
    }

    /// The image and texts at their places; right-to-left (`effectiveUserInterfaceLayoutDirection`) mirrors
    /// them across the view (leading is the right edge), and natural-aligned texts align right (Apple,
    /// NSTextAlignment.natural: "the default alignment for the script").
    private func playgroundPlaceSubviews() {
        let l = playgroundLayout(width: bounds.width)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = bounds.width
        func placed(_ r: CGRect) -> CGRect { rtl ? CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) : r }
        if let r = l.image { playgroundImageView.frame = placed(r) }
        if let r = l.text { playgroundTextLabel.frame = placed(r) }
        if let r = l.secondaryText { playgroundSecondaryTextLabel.frame = placed(r) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        playgroundPlaceSubviews()
    }

    /// The width asked for and the height the content needs at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: playgroundLayout(width: size.width).height)
    }

    /// No intrinsic width; the height at the current width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: playgroundLayout(width: bounds.width).height)
    }
}
