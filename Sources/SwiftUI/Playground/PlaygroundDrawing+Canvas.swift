import Foundation

extension PlaygroundDrawing {
    /// A `Canvas` at `rect`: its renderer run for the rect's size, each of its drawings added as the views' are
    /// (docs/swiftui.md, "Canvas"): a path as a path piece (in the canvas's coordinates, which are the frame's), a
    /// text as a text, a symbol as a symbol, a named image as the item's photo (outside an item: not drawn, a notice);
    /// a drawing with an opacity below 1 or a clip inside a group of that opacity and clip.
    func draw(_ canvas: PlaygroundCanvasLeaf, _ rect: CGRect, _ env: PlaygroundViewLayout.Environment) {
        guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        let operations = canvas.operations(size: rect.size, font: env.font, weight: env.weight)
        let foreground = env.foreground ?? .primary
        let foregroundPaint = env.foregroundPaint ?? .color(foreground)
        for op in operations {
            let grouped = op.opacity < 1 || op.clip != nil
            if grouped { push(.group(clipRadius: nil, opacity: CGFloat(op.opacity), clipPath: op.clip), rect) }
            switch op.kind {
            case .path(let path, let paint, let stroke, let eoFill):
                add(.path(path, paint: paint ?? foregroundPaint, stroke: stroke, eoFill: eoFill), rect)
            case .text(let s, let font, let weight, let paint, let frame):
                add(.text(s, size: font.size, weight: weight.value, color: (paint ?? foregroundPaint).representativeColor,
                          alignment: .leading), frame.offsetBy(dx: rect.minX, dy: rect.minY))
            case .image(let image, let paint, let frame):
                let placed = frame.offsetBy(dx: rect.minX, dy: rect.minY)
                if image.isSystem {
                    add(.symbol(image.name, color: (paint ?? env.foregroundPaint)?.representativeColor ?? env.foreground ?? .accentColor), placed)
                } else if let item = env.item {
                    add(.photo(item), placed)
                } else {
                    notDrawn.insert("GraphicsContext.draw(Image(\"\(image.name)\"))")
                }
            }
            if grouped { pop() }
        }
    }
}
