import Foundation

/// The view a `UICollectionViewListCell` shows for one accessory (UIKit's private accessory views), drawn with
/// views and shape layers so the playground's view-tree drawing shows it (docs/cells.md, "List appearance").
///
/// The glyphs are drawn, not SF Symbols (not available here): a disclosure indicator is a chevron 7 × 12 points
/// with a 2-point stroke in `tertiaryLabel`; a checkmark 14 × 11 in the tint colour; delete and insert 22-point
/// discs in systemRed and systemGreen with a white bar (and cross bar); reorder three 18 × 2 bars 5 points apart;
/// multiselect and detail 22-point rings; a label accessory the body font in `secondaryLabel`. The sizes follow
/// the symbols' look at the body text style (approximated: measured by eye, not from Apple's fonts).
package final class PlaygroundCellAccessoryView: UIView {
    package let accessory: UICellAccessory

    /// Whether an outline disclosure shows its item expanded (its chevron turned a quarter to point down).
    package let isExpanded: Bool

    package init(_ accessory: UICellAccessory, tint: UIColor, direction: UIUserInterfaceLayoutDirection,
                 expanded: Bool = false) {
        self.accessory = accessory
        isExpanded = expanded
        super.init(frame: .zero)
        build(tint: tint, mirrored: direction == .rightToLeft)
    }

    public required init?(coder: NSCoder) { fatalError("not provided") }

    private func stroke(_ points: [CGPoint], color: UIColor, width: CGFloat = 2) {
        let path = CGMutablePath()
        path.addLines(between: points)
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = color.cgColor
        shape.lineWidth = width
        shape.lineCap = .round
        shape.lineJoin = .round
        shape.frame = bounds
        layer.addSublayer(shape)
    }

    private func disc(_ side: CGFloat, fill: UIColor?, ring: UIColor? = nil) {
        frame.size = CGSize(width: side, height: side)
        backgroundColor = fill
        layer.cornerRadius = side / 2
        if let ring {
            layer.borderWidth = 1.5
            layer.borderColor = ring.cgColor
        }
    }

    private func bar(_ r: CGRect, _ color: UIColor) {
        let v = UIView(frame: r)
        v.backgroundColor = color
        v.layer.cornerRadius = min(r.width, r.height) / 2
        addSubview(v)
    }

    /// Sizes the view to a glyph of `glyph`'s size, wider when the options keep a width; the glyph's x offset in it
    /// (centred, Apple, UICellAccessory.LayoutDimension.custom: "a custom width").
    private func reserve(glyph: CGSize) -> CGFloat {
        let width = max(glyph.width, accessory.playgroundReservedWidth ?? 0)
        frame.size = CGSize(width: width, height: glyph.height)
        return ((width - glyph.width) / 2).rounded()
    }

    private func build(tint: UIColor, mirrored: Bool) {
        // x as drawn left to right; mirrored for right-to-left (a chevron points to the leading side's opposite).
        func x(_ v: CGFloat, _ width: CGFloat) -> CGFloat { mirrored ? width - v : v }
        switch accessory.kind {
        case .disclosureIndicator:
            // The options' width is kept (the glyph centred in it); hidden, nothing is drawn in it.
            let glyph = accessory.playgroundGlyphOptions
            let dx = reserve(glyph: CGSize(width: 9, height: 14))
            if glyph?.isHidden == true { return }
            stroke([CGPoint(x: x(1, 9) + dx, y: 1), CGPoint(x: x(8, 9) + dx, y: 7), CGPoint(x: x(1, 9) + dx, y: 13)],
                   color: glyph?.tintColor ?? .tertiaryLabel)
        case .outlineDisclosure:
            // The chevron of the disclosure indicator in the tint colour (the options' tint first), pointing to the
            // trailing side while collapsed and down while expanded (iOS turns it a quarter, Apple,
            // UICellAccessory.outlineDisclosure: "rotates to indicate the expanded state"); `reservedLayoutWidth`
            // is kept, the chevron centred in it.
            let options = accessory.playgroundOutlineOptions
            let color = options?.tintColor ?? tint
            let glyph = isExpanded ? CGSize(width: 14, height: 9) : CGSize(width: 9, height: 14)
            let width = max(glyph.width, accessory.playgroundReservedWidth ?? 0)
            frame.size = CGSize(width: width, height: 14)
            if options?.isHidden == true { return }
            let dx = ((width - glyph.width) / 2).rounded(), dy = ((14 - glyph.height) / 2).rounded()
            let points = isExpanded
                ? [CGPoint(x: 1, y: 1), CGPoint(x: 7, y: 8), CGPoint(x: 13, y: 1)]
                : [CGPoint(x: x(1, 9), y: 1), CGPoint(x: x(8, 9), y: 7), CGPoint(x: x(1, 9), y: 13)]
            stroke(points.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }, color: color)
        case .checkmark:
            let glyph = accessory.playgroundGlyphOptions
            let dx = reserve(glyph: CGSize(width: 16, height: 13))
            if glyph?.isHidden == true { return }
            stroke([CGPoint(x: 1 + dx, y: 7), CGPoint(x: 6 + dx, y: 12), CGPoint(x: 15 + dx, y: 1)],
                   color: glyph?.tintColor ?? tint)
        case .popUpMenu:
            frame.size = CGSize(width: 10, height: 16)
            stroke([CGPoint(x: 1, y: 5), CGPoint(x: 5, y: 1), CGPoint(x: 9, y: 5)], color: tint)
            stroke([CGPoint(x: 1, y: 11), CGPoint(x: 5, y: 15), CGPoint(x: 9, y: 11)], color: tint)
        case .delete:
            disc(22, fill: .systemRed)
            bar(CGRect(x: 5, y: 10, width: 12, height: 2), .white)
        case .insert:
            disc(22, fill: .systemGreen)
            bar(CGRect(x: 5, y: 10, width: 12, height: 2), .white)
            bar(CGRect(x: 10, y: 5, width: 2, height: 12), .white)
        case .multiselect:
            disc(22, fill: nil, ring: .systemGray3)
        case .detail:
            disc(22, fill: nil, ring: tint)
            bar(CGRect(x: 10, y: 9, width: 2, height: 8), tint)
            bar(CGRect(x: 10, y: 5, width: 2, height: 2), tint)
        case .reorder:
            let glyph = accessory.playgroundGlyphOptions
            let dx = reserve(glyph: CGSize(width: 18, height: 12))
            if glyph?.isHidden == true { return }
            for i in 0..<3 { bar(CGRect(x: dx, y: CGFloat(i) * 5, width: 18, height: 2), glyph?.tintColor ?? .systemGray2) }
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.frame.size = label.sizeThatFits(CGSize(width: 0, height: 0))
            frame.size = label.frame.size
            addSubview(label)
        case .customView:
            guard let custom = accessory.playgroundCustomView else { return }
            let size = custom.frame.size == .zero ? custom.sizeThatFits(.zero) : custom.frame.size
            frame.size = CGSize(width: accessory.playgroundReservedWidth ?? size.width, height: size.height)
            custom.frame = CGRect(x: (frame.width - size.width) / 2, y: 0, width: size.width, height: size.height)
            addSubview(custom)
        }
    }
}
