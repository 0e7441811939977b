import Foundation

/// An item's visual effects for a scroll position: its own `.scaleEffect`, `.opacity`, `.rotationEffect`,
/// `.rotation3DEffect`, `.offset`, `.blur`, and what its `.scrollTransition` and `.visualEffect` closures give
/// (docs/swiftui.md, "Scroll transitions").
extension PlaygroundScrollLayout {
    /// Whether any item's effects depend on the scroll position.
    package var effectsDependOnScrolling: Bool {
        items.values.contains { item in
            modifiers(item.node).contains {
                switch $0 {
                case .scrollTransition, .visualEffect: true
                default: false
                }
            }
        } || supplementaries.contains(where: \.pinned)
    }

    /// The modifiers at the top of `node`, innermost first.
    func modifiers(_ node: PlaygroundViewNode) -> [PlaygroundModifier.PlaygroundKind] {
        var kinds: [PlaygroundModifier.PlaygroundKind] = []
        var n = node
        while case .modified(let base, let kind) = n {
            kinds.append(kind)
            n = base
        }
        return kinds.reversed()
    }

    /// The effects on `item` (innermost first) when the scroll view's bounds are `visible` (content coordinates).
    package func effects(of item: PlaygroundViewLayout.PlaygroundPlacedItem, visible: CGRect) -> [PlaygroundEffect] {
        var result: [PlaygroundEffect] = []
        let f = item.frame
        for kind in modifiers(item.node) {
            switch kind {
            case .scaleEffect(let s, let a): result.append(.scale(s, a))
            case .rotationEffect(let angle, let a): result.append(.rotation(angle, a))
            case .rotation3DEffect(let angle, let axis, let a, let p): result.append(.rotation3D(angle, axis: axis, anchor: a, perspective: p))
            case .offset(let s): result.append(.offset(s))
            case .opacity(let o): result.append(.opacity(o))
            case .blur(let r): result.append(.blur(r))
            case .scrollTransition(let top, let bottom, let axisGiven, let make):
                let along = axisGiven ?? axis
                let offset = along == .vertical ? f.midY - visible.midY : f.midX - visible.midX
                let v = along == .vertical ? visible.height : visible.width
                let w = along == .vertical ? f.height : f.width
                let config = offset < 0 ? top : bottom
                let (phase, t) = config.playgroundProgress(offset: offset, v: v, w: w)
                result += Self.interpolate(make(.identity), make(phase), t)
            case .visualEffect(let make):
                let inScroll = f.offsetBy(dx: -visible.minX, dy: -visible.minY)
                let proxy = GeometryProxy(size: f.size,
                                          scrollViewBounds: CGRect(x: -inScroll.minX, y: -inScroll.minY,
                                                                   width: visible.width, height: visible.height)) { space in
                    space == .local ? CGRect(origin: .zero, size: f.size) : inScroll
                }
                result += make(proxy)
            default: break
            }
        }
        return result
    }

    /// `a` to `b` at `t` (0…1), effect by effect when both lists have the same effects in the same order (they come
    /// from one closure), else `a` before halfway and `b` after.
    package static func interpolate(_ a: [PlaygroundEffect], _ b: [PlaygroundEffect], _ t: CGFloat) -> [PlaygroundEffect] {
        if t <= 0 { return a }
        if t >= 1 { return b }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        guard a.count == b.count else { return t < 0.5 ? a : b }
        var out: [PlaygroundEffect] = []
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.scale(let s, let an), .scale(let s2, _)):
                out.append(.scale(CGSize(width: mix(s.width, s2.width), height: mix(s.height, s2.height)), an))
            case (.rotation(let r, let an), .rotation(let r2, _)):
                out.append(.rotation(.radians(Double(mix(r.radians, r2.radians))), an))
            case (.rotation3D(let r, let ax, let an, let p), .rotation3D(let r2, _, _, _)):
                out.append(.rotation3D(.radians(Double(mix(r.radians, r2.radians))), axis: ax, anchor: an, perspective: p))
            case (.offset(let o), .offset(let o2)):
                out.append(.offset(CGSize(width: mix(o.width, o2.width), height: mix(o.height, o2.height))))
            case (.opacity(let o), .opacity(let o2)): out.append(.opacity(Double(mix(o, o2))))
            case (.blur(let r), .blur(let r2)): out.append(.blur(mix(r, r2)))
            default: return t < 0.5 ? a : b
            }
        }
        return out
    }
}
