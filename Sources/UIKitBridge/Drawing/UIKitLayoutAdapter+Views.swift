import Foundation
import PlaygroundCore
import UIKit

/// `dump --views` (docs/dump.md): each drawn cell's, header's, footer's and decoration's view tree as JSON, the cell first, its subviews in order: class,
/// frame (in the superview's coordinates, before transforms), colours, alpha, hidden, corner radius, a label's text
/// and font, an image view's image. The same cells the window draws (made and applied as `content(for:)` does).
extension UIKitLayoutAdapter: ViewTreeSource {
    public func viewTree(for attributes: LayoutAttributes) -> JSON? {
        guard content(for: attributes) != nil else { return nil }
        let ip = attributes.indexPath
        let path = Foundation.IndexPath(item: ip.item, section: ip.section)
        let cv = state.collectionView
        let view: UIView?
        switch attributes.category {
        case .cell:
            view = cv.cellForItem(at: path) ?? state.drawn.cells[DrawnCells.Key(section: ip.section, item: ip.item)]?.cell
        case .supplementary(let kind):
            view = cv.supplementaryView(forElementKind: kind, at: path)
                ?? state.drawn.views.views[.init(decoration: false, kind: kind, section: ip.section, item: ip.item)]?.view
        case .decoration(let kind):
            view = cv.playgroundVisibleDecorationView(ofKind: kind, at: path)
                ?? state.drawn.views.views[.init(decoration: true, kind: kind, section: ip.section, item: ip.item)]?.view
        }
        guard let view else { return nil }
        view.layoutIfNeeded()
        return Self.describe(view)
    }

    package static func describe(_ view: UIView) -> JSON {
        let f = view.frame
        var fields: [(String, JSON)] = [
            ("class", .string(String(describing: type(of: view)))),
            ("frame", .array([f.minX, f.minY, f.width, f.height].map { .number(Double($0)) })),
        ]
        if let c = view.backgroundColor ?? view.layer.backgroundColor.map(UIColor.init(cgColor:)) {
            fields.append(("backgroundColor", .string(hex(c))))
        }
        if view.alpha != 1 { fields.append(("alpha", .number(Double(view.alpha)))) }
        if view.isHidden { fields.append(("hidden", .bool(true))) }
        if view.layer.cornerRadius != 0 { fields.append(("cornerRadius", .number(Double(view.layer.cornerRadius)))) }
        if view.layer.borderWidth != 0 {
            fields.append(("borderWidth", .number(Double(view.layer.borderWidth))))
            if let b = view.layer.borderColor { fields.append(("borderColor", .string(hex(UIColor(cgColor: b))))) }
        }
        if let label = view as? UILabel {
            fields.append(("text", .string(label.text ?? "")))
            fields.append(("textColor", .string(hex(label.textColor))))
            fields.append(("font", .string("\(label.font.fontName) \(Double(label.font.pointSize))")))
        }
        if let imageView = view as? UIImageView, let image = imageView.image {
            fields.append(("imageSize", .array([.number(Double(image.size.width)), .number(Double(image.size.height))])))
        }
        if let list = view as? UIListContentView, let c = list.listConfiguration {
            fields.append(("listContent", .string(String(describing: c.playgroundStyle))))
        }
        if let mask = view.mask { fields.append(("mask", describe(mask))) }
        if let mask = view.layer.mask { fields.append(("layerMask", describe(layer: mask))) }
        if let sublayers = view.layer.sublayers, !sublayers.isEmpty {
            fields.append(("sublayers", .array(sublayers.map { describe(layer: $0) })))
        }
        if !view.subviews.isEmpty { fields.append(("subviews", .array(view.subviews.map(describe)))) }
        return .object(fields)
    }

    /// A layer added with `addSublayer(_:)` or set as a mask: class, frame, colours, a shape layer's path bounds
    /// and line width.
    package static func describe(layer: CALayer) -> JSON {
        let f = layer.frame
        var fields: [(String, JSON)] = [
            ("class", .string(String(describing: type(of: layer)))),
            ("frame", .array([f.minX, f.minY, f.width, f.height].map { .number(Double($0)) })),
        ]
        if let c = layer.backgroundColor { fields.append(("backgroundColor", .string(hex(UIColor(cgColor: c))))) }
        if layer.cornerRadius != 0 { fields.append(("cornerRadius", .number(Double(layer.cornerRadius)))) }
        if let shape = layer as? CAShapeLayer {
            if let p = shape.path {
                let b = p.boundingBoxOfPath
                fields.append(("pathBounds", .array([b.minX, b.minY, b.width, b.height].map { .number(Double($0)) })))
            }
            if let c = shape.fillColor { fields.append(("fillColor", .string(hex(UIColor(cgColor: c))))) }
            if let c = shape.strokeColor {
                fields.append(("strokeColor", .string(hex(UIColor(cgColor: c)))))
                fields.append(("lineWidth", .number(Double(shape.lineWidth))))
            }
        }
        if let sublayers = layer.sublayers, !sublayers.isEmpty {
            fields.append(("sublayers", .array(sublayers.map { describe(layer: $0) })))
        }
        return .object(fields)
    }

    /// "#RRGGBBAA", 0…255 each.
    static func hex(_ color: UIColor) -> String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        func byte(_ v: CGFloat) -> String {
            let n = Int((min(1, max(0, v)) * 255).rounded())
            return String(n, radix: 16, uppercase: true).count == 1 ? "0" + String(n, radix: 16, uppercase: true)
                : String(n, radix: 16, uppercase: true)
        }
        return "#" + byte(r) + byte(g) + byte(b) + byte(a)
    }
}
