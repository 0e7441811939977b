/// The pieces an element's own views draw (`ElementContentSource`), as DrawItems in window coordinates.
extension Playground {
    /// `content`'s pieces mapped through `element`'s transforms (the same mapping as its quad: about its center,
    /// the affine transform, then the 3D one, then minus the content offset), with the element's alpha.
    static func contentItems(_ content: ElementContent, of element: DrawItem, contentOffset: Point) -> [DrawItem] {
        let a = element.attributes
        return content.pieces.compactMap { piece in
            let c = piece.corners
            let quad = Quad(topLeft: windowPoint(c.topLeft, in: a, contentOffset: contentOffset),
                            topRight: windowPoint(c.topRight, in: a, contentOffset: contentOffset),
                            bottomRight: windowPoint(c.bottomRight, in: a, contentOffset: contentOffset),
                            bottomLeft: windowPoint(c.bottomLeft, in: a, contentOffset: contentOffset))
            let alpha = (piece.alpha * element.alpha).clamped(to: 0...1)
            guard alpha > 0, quad.isFinite else { return nil }
            var attributes = a
            attributes.size = piece.size
            var item = DrawItem(attributes: attributes, displayIndex: nil, itemID: element.itemID, texture: nil,
                                quad: quad, uv: Rect(x: 0, y: 0, width: 1, height: 1), color: piece.color,
                                alpha: alpha, label: nil, role: .view)
            if case .image(.photo(let index), let uv) = piece.kind {
                item.texture = index
                item.uv = uv
            }
            // A photo cut to a shape (a rounded clip, a mask) is a textured mesh: its photo is requested as an
            // image piece's is (ImageRequests), or it would stay untextured until something else loads it.
            if case .mesh(let mesh) = piece.kind, case .photo(let index)? = mesh.image { item.texture = index }
            item.piece = piece.kind
            return item
        }
    }

    /// A point of the element's own coordinates (from its top-left corner) in the window.
    static func windowPoint(_ p: Point, in a: LayoutAttributes, contentOffset: Point) -> Point {
        var q = a.transform.apply(to: Point(x: p.x - a.size.width / 2, y: p.y - a.size.height / 2))
        if let t3 = a.transform3D { q = t3.project(q) ?? q }
        return q + a.center - contentOffset
    }
}
