extension LayoutAttributes {
    /// The attributes as `playground dump` prints them (docs/dump.md), keys in this order:
    ///
    ///     LayoutAttributes(cell: IndexPath(item: 2), frame: Rect(x: 450, y: 10, width: 180, height: 180)).json
    ///         .serialized()
    ///     // {"section":0,"item":2,"category":"cell","kind":null,"center":[540,100],"size":[180,180],
    ///     //  "frame":[450,10,180,180],"transform":[1,0,0,1,0,0],"transform3D":null,"alpha":1,"zIndex":0,
    ///     //  "hidden":false}
    ///
    /// Content coordinates; `frame` is the untransformed frame (`size` about `center`); `transform` is
    /// [a, b, c, d, tx, ty] (CGAffineTransform's order, applied about the center); `transform3D` is 16 numbers,
    /// row-major, or null. Non-finite numbers serialize as null.
    public var json: JSON {
        .object([
            ("section", .number(Double(indexPath.section))),
            ("item", .number(Double(indexPath.item))),
            ("category", .string(category.name)),
            ("kind", category.kind.map(JSON.string) ?? .null),
            ("center", JSON(center)),
            ("size", JSON(size)),
            ("frame", JSON(frame)),
            ("transform", JSON(transform.array)),
            ("transform3D", transform3D.map { JSON($0.m) } ?? .null),
            ("alpha", .number(alpha)),
            ("zIndex", .number(Double(zIndex))),
            ("hidden", .bool(isHidden)),
        ])
    }
}
