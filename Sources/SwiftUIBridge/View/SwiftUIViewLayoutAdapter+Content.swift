import PlaygroundCore
import SwiftUI
import UIKit
import UIKitBridge

/// Item views drawn (docs/swiftui.md, "Drawing item views"): what an item's view draws (`PlaygroundDrawing`) is made
/// into UIKit views (a label for a text, an image view for the photo, views with background colours, corner radii,
/// borders and shadows for colours and shapes, clipping views for clips) and flattened by the UIKit bridge's
/// `ViewTreeDrawing`, the path UIKit cells take: the same text layout and fonts. An item whose view is only its
/// photo, or uses views not drawn here, is the playground's photo (a notice names what was not drawn).
extension SwiftUIViewLayoutAdapter: ElementContentSource {
    public func content(for attributes: LayoutAttributes) -> ElementContent? {
        let ip = attributes.indexPath
        let placed: PlaygroundViewLayout.PlaygroundPlacedItem, index: Int?, key: SwiftUIDrawnItems.Key
        switch attributes.category {
        case .cell:
            guard ip.section == 0, let item = layout.items[ip.item], !fixedItems else { return nil }
            (placed, index) = (item, ip.item)
            key = SwiftUIDrawnItems.Key(item: ip.item, width: item.frame.width, height: item.frame.height)
        case .supplementary(let kind):
            // A section header or footer: its view, drawn as an item's is.
            guard let s = layout.supplementaries.first(where: { $0.kind == kind && $0.section == ip.section }) else { return nil }
            (placed, index) = (s.placed, nil)
            key = SwiftUIDrawnItems.Key(item: -1 - 2 * ip.section - (kind == "header" ? 0 : 1),
                                        width: s.frame.width, height: s.frame.height)
        default: return nil
        }
        let item = placed, i = index
        if let known = drawn.content[key] { return known }
        let natural = context.naturalSizes, side = side
        let drawing = playgroundOnMainActor {
            PlaygroundViewLayout(photoSize: { k in CGSize(width: natural[k].width, height: natural[k].height) }, side: side)
                .drawing(of: item, index: i)
        }
        let content = playgroundOnMainActor { Self.content(drawing, photoSize: { k in natural[k] }) }
        if drawn.content.count > 2_000 { drawn.content.removeAll() }
        drawn.content[key] = .some(content)
        return content
    }

    var fixedItems: Bool { sizing == .fixed }

    /// The drawing as content in the item's coordinates; nil when the photo draws it (a plain photo, or views not
    /// drawn here).
    @MainActor static func content(_ drawing: PlaygroundDrawing, photoSize: (Int) -> Size) -> ElementContent? {
        for name in drawing.ignored.sorted() {
            PlaygroundNotices.record("View.\(name)", .approximated,
                                     "inside an item view, drawn without its effect (the item's own outermost effects apply)")
        }
        if !drawing.notDrawn.isEmpty {
            for name in drawing.notDrawn.sorted() {
                PlaygroundNotices.record("View", .approximated, "\(name) in an item view is not drawn here: the item is drawn as its photo")
            }
            return nil
        }
        guard !drawing.isPlainPhoto else { return nil }
        let origin = drawing.root.frame.origin
        let root = UIView(frame: CGRect(origin: .zero, size: drawing.root.frame.size))
        for piece in drawing.root.children { root.addSubview(view(piece, parentOrigin: origin, photoSize: photoSize)) }
        return ViewTreeDrawing.content(of: root)
    }

    static func uiColor(_ c: SwiftUI.Color) -> UIColor {
        UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
    }

    /// One piece as a view in its parent's coordinates.
    @MainActor static func view(_ piece: PlaygroundDrawing.PlaygroundPiece, parentOrigin: CGPoint, photoSize: (Int) -> Size) -> UIView {
        let frame = piece.frame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
        switch piece.kind {
        case .group(let clip, let opacity, let clipPath):
            let v = UIView(frame: frame)
            v.alpha = opacity
            if let clip {
                v.clipsToBounds = true
                v.layer.cornerRadius = clip
            }
            if let clipPath {
                // A custom shape's clip: a shape-layer mask (ViewTreeDrawing cuts to a convex outline, its hull).
                let mask = CAShapeLayer()
                mask.path = clipPath.cgPath
                v.layer.mask = mask
            }
            for child in piece.children {
                v.addSubview(view(child, parentOrigin: piece.frame.origin, photoSize: photoSize))
            }
            return v
        case .fill(let color, let radius):
            let v = UIView(frame: frame)
            v.backgroundColor = uiColor(color)
            v.layer.cornerRadius = radius
            return v
        case .stroke(let color, let width, let radius):
            let v = UIView(frame: frame)
            v.layer.borderWidth = width
            v.layer.borderColor = uiColor(color).cgColor
            v.layer.cornerRadius = radius
            return v
        case .shadow(let color, let radius, let corner):
            let v = UIView(frame: frame)
            v.layer.shadowColor = uiColor(color.opacity(1 / max(color.opacity, 0.0001))).cgColor
            v.layer.shadowOpacity = Float(color.opacity)
            v.layer.shadowRadius = radius
            v.layer.shadowOffset = .zero
            v.layer.cornerRadius = corner
            return v
        case .text(let s, let size, let weight, let color, let alignment):
            let label = UILabel(frame: frame)
            label.text = s
            label.font = UIFont.systemFont(ofSize: size, weight: UIFont.Weight(rawValue: weight))
            label.textColor = uiColor(color)
            label.numberOfLines = 0
            label.textAlignment = alignment == .center ? .center : alignment == .trailing ? .right : .natural
            return label
        case .photo(let index):
            let s = photoSize(index)
            let v = UIImageView(frame: frame)
            v.image = UIImage(source: .photo(index), size: CGSize(width: max(1, s.width), height: max(1, s.height)))
            v.contentMode = .scaleToFill
            return v
        case .path(let path, let paint, let stroke, let eoFill):
            return pathView(path, paint: paint, stroke: stroke, eoFill: eoFill, frame: frame)
        case .symbol(let name, let color):
            let v = UIImageView(frame: frame)
            v.image = UIImage(systemName: name)
            v.tintColor = uiColor(color)
            v.contentMode = .scaleAspectFit
            return v
        case .uiView(let v):
            // A representable's UIKit view: at its frame, laid out as UIKit lays it out, drawn as UIKit cells are.
            v.removeFromSuperview()
            v.frame = frame
            v.setNeedsLayout()
            v.layoutIfNeeded()
            return v
        case .scrollHole:
            // The screen's scroll view: its items are drawn as items (SwiftUIViewLayoutAdapter+Screen.swift).
            return UIView(frame: frame)
        }
    }
}

/// The content drawn for each item at its size, until the next prepare.
final class SwiftUIDrawnItems: @unchecked Sendable {
    struct Key: Hashable {
        var item: Int
        var width: CGFloat, height: CGFloat
    }
    var content: [Key: ElementContent?] = [:]
    /// The background behind the items (`contentBackground`), once known.
    var background: PlaygroundCore.Color??
    /// The views around the scroll view, drawn (`overlay`), once known.
    var chrome: ElementContent??
}
