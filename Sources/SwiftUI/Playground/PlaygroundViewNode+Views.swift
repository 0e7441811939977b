import Foundation

// What each of SwiftUI's own views is to the playground's evaluator (PlaygroundViewNode.swift).

@MainActor extension EmptyView: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .empty }
}

@MainActor extension Never: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .empty }
}

@MainActor extension TupleView: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        if let single = value as? any View { return SwiftUI.playgroundNode(of: single) }
        return .list(Mirror(reflecting: value).children.compactMap { $0.value as? any View }.map { SwiftUI.playgroundNode(of: $0) })
    }
}

@MainActor extension _ConditionalContent: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        // Each branch is a place of its own (SwiftUI: the two branches of an `if` have different identities).
        switch storage {
        case .trueContent(let v): PlaygroundIdentity.under(true) { SwiftUI.playgroundNode(of: v) }
        case .falseContent(let v): PlaygroundIdentity.under(false) { SwiftUI.playgroundNode(of: v) }
        }
    }
}

@MainActor extension Optional: PlaygroundNodeView where Wrapped: View {
    package func playgroundNode() -> PlaygroundViewNode {
        switch self {
        case .some(let v): SwiftUI.playgroundNode(of: v)
        case .none: .empty
        }
    }
}

@MainActor extension AnyView: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { SwiftUI.playgroundNode(of: view) }
}

@MainActor extension Group: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .list([SwiftUI.playgroundNode(of: content)]) }
}

@MainActor extension ForEach: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        let content = content
        if let base = playgroundSubviewsOf {
            // `ForEach(subviews:)`: the base view's children, each handed to the content as a `Subview`.
            let children = SwiftUI.playgroundNode(of: base).playgroundFlattened
            return .forEach(count: children.count, extendable: false, element: { i in
                let subview = Subview(id: Subview.ID(index: i), view: AnyView(PlaygroundEvaluatedView(node: children[i % max(1, children.count)])))
                return (subview as? Data.Element).map { SwiftUI.playgroundNode(of: content($0)) } ?? .unknown("Subview")
            }, id: { i in AnyHashable(Subview.ID(index: i)) })
        }
        let identify = id
        // An element is evaluated (later, as the items are resolved) at its id under the `ForEach` (its explicit
        // identity); a repeated element (more items than data) at its id and its index.
        let place = PlaygroundIdentity.current, environment = PlaygroundEnvironmentScope.current
        func element(_ e: Data.Element, _ i: Int, repeated: Bool) -> PlaygroundViewNode {
            PlaygroundEnvironmentScope.with(environment) { elementHere(e, i, repeated: repeated) }
        }
        func elementHere(_ e: Data.Element, _ i: Int, repeated: Bool) -> PlaygroundViewNode {
            PlaygroundIdentity.nested(PlaygroundIdentity.combine(place, repeated ? AnyHashable([AnyHashable(identify(e)), AnyHashable(i)])
                                                                  : AnyHashable(identify(e)))) {
                SwiftUI.playgroundNode(of: content(e))
            }
        }
        // A range's elements repeat past its end as other data's do (swiftui13): its content is only ever called
        // with the range's own numbers. Before, a range extended (element 10, 11, … of `0..<10`), and a closure that
        // indexes the file's data with them (`ForEach(0..<cards.count) { i in CardView(card: cards[i]) }`,
        // paololeonardi/WaterfallGrid's CardsGrid) trapped "Index out of range" when the playground had more items.
        func ranged(lower: Int, count: Int) -> PlaygroundViewNode {
            guard count > 0 else { return .forEach(count: 0, extendable: false, element: { _ in .unknown("ForEach") }) }
            return .forEach(count: count, extendable: false,
                            element: { i in element((lower + i % count) as! Data.Element, i, repeated: i >= count) },
                            id: { i in AnyHashable(identify((lower + i % count) as! Data.Element)) })
        }
        if let r = data as? Range<Int> { return ranged(lower: r.lowerBound, count: r.count) }
        if let r = data as? ClosedRange<Int> { return ranged(lower: r.lowerBound, count: r.count) }
        let elements = Array(data)
        func at(_ i: Int) -> Data.Element { elements[((i % elements.count) + elements.count) % elements.count] }
        return .forEach(count: elements.count, extendable: false,
                        element: { i in elements.isEmpty ? .unknown("ForEach") : element(at(i), i, repeated: i >= elements.count) },
                        id: elements.isEmpty ? nil : { i in AnyHashable(identify(at(i))) })
    }
}

@MainActor extension PlaygroundLayoutView: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .layout(AnyLayout(layout), SwiftUI.playgroundNode(of: content).playgroundChildren)
    }
}

@MainActor extension HStack: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .layout(AnyLayout(layout), SwiftUI.playgroundNode(of: content).playgroundChildren)
    }
}

@MainActor extension VStack: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .layout(AnyLayout(layout), SwiftUI.playgroundNode(of: content).playgroundChildren)
    }
}

@MainActor extension ZStack: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .layout(AnyLayout(layout), SwiftUI.playgroundNode(of: content).playgroundChildren)
    }
}

@MainActor extension Text: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        var node = PlaygroundViewNode.leaf(.text(content))
        if let w = playgroundWeight { node = .modified(node, .fontWeight(w)) }
        if let f = playgroundFont { node = .modified(node, .font(f)) }
        if let c = playgroundColor { node = .modified(node, .foreground(c)) }
        return node
    }
}

@MainActor extension Image: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .leaf(.image(name: name, system: isSystem, resizable: playgroundResizable))
    }
}

@MainActor extension Color: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .leaf(.color(self)) }
}

@MainActor extension Spacer: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .leaf(.spacer(minLength)) }
}

@MainActor extension Divider: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .leaf(.divider) }
}

@MainActor extension PlaygroundShapeView: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .leaf(.shape(PlaygroundShapeKind(shape), paint: paint, stroke: stroke, eoFill: eoFill))
    }
}

@MainActor extension PlaygroundStyledShape: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .leaf(.shape(PlaygroundShapeKind(shape), paint: PlaygroundPaint(style), stroke: nil, eoFill: false))
    }
}

@MainActor extension ModifiedContent: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        if let writer = modifier as? PlaygroundEnvironmentWriter {
            // `.environment(_:_:)`: the content is evaluated in the changed environment (PlaygroundEnvironmentScope).
            var values = PlaygroundEnvironmentScope.current
            writer.write(&values)
            return PlaygroundEnvironmentScope.with(values) {
                (content as? any View).map { SwiftUI.playgroundNode(of: $0) } ?? .unknown(String(describing: Content.self))
            }
        }
        let base = (content as? any View).map { SwiftUI.playgroundNode(of: $0) } ?? .unknown(String(describing: Content.self))
        if let m = modifier as? PlaygroundModifier { return .modified(base, m.kind) }
        if let m = modifier as? any ViewModifier { return playgroundApply(m, to: base) }
        return base
    }
}

@MainActor private func playgroundApply<M: ViewModifier>(_ modifier: M, to base: PlaygroundViewNode) -> PlaygroundViewNode {
    // A modifier's `@State` is kept at its place as a view's is.
    PlaygroundIdentity.child(M.self) {
        PlaygroundIdentity.adoptState(of: modifier)
        return playgroundNode(of: modifier.body(content: _ViewModifier_Content<M>(playgroundContent: base)))
    }
}

@MainActor extension _ViewModifier_Content: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { playgroundContent }
}

@MainActor extension ScrollView: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .scroll(axes, SwiftUI.playgroundNode(of: content)) }
}

@MainActor extension LazyVStack: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .lazyStack(.vertical, Alignment(horizontal: alignment, vertical: .center), spacing, pinnedViews,
                   SwiftUI.playgroundNode(of: content))
    }
}

@MainActor extension LazyHStack: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .lazyStack(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing, pinnedViews,
                   SwiftUI.playgroundNode(of: content))
    }
}

@MainActor extension LazyVGrid: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .lazyGrid(.vertical, columns, Alignment(horizontal: alignment, vertical: .center), spacing, pinnedViews,
                  SwiftUI.playgroundNode(of: content))
    }
}

@MainActor extension LazyHGrid: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .lazyGrid(.horizontal, rows, Alignment(horizontal: .center, vertical: alignment), spacing, pinnedViews,
                  SwiftUI.playgroundNode(of: content))
    }
}

@MainActor extension Section: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .section(header: SwiftUI.playgroundNode(of: header), content: SwiftUI.playgroundNode(of: self.content),
                 footer: SwiftUI.playgroundNode(of: footer))
    }
}

@MainActor extension GeometryReader: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        let content = content, place = PlaygroundIdentity.current, environment = PlaygroundEnvironmentScope.current
        // Built as it is laid out, at the reader's identity, in the environment around it.
        return .geometry { proxy in
            PlaygroundEnvironmentScope.with(environment) {
                PlaygroundIdentity.nested(place) { SwiftUI.playgroundNode(of: content(proxy)) }
            }
        }
    }
}

@MainActor extension PlaygroundSubviewsGroup: PlaygroundNodeView {
    /// `Group(subviews:transform:)`: the base view's children (its `ForEach` elements expanded), each handed to the
    /// transform as a `Subview`, as `ForEach(subviews:)` hands them out.
    package func playgroundNode() -> PlaygroundViewNode {
        let children = SwiftUI.playgroundNode(of: base).playgroundFlattened
        let subviews = children.indices.map { i in
            Subview(id: Subview.ID(index: i), view: AnyView(PlaygroundEvaluatedView(node: children[i])))
        }
        return SwiftUI.playgroundNode(of: transform(SubviewsCollection(subviews: subviews)))
    }
}

@MainActor extension LinearGradient: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .leaf(.shape(.rectangle, paint: .linear(self), stroke: nil, eoFill: false)) }
}

@MainActor extension RadialGradient: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .leaf(.shape(.rectangle, paint: .radial(self), stroke: nil, eoFill: false)) }
}

@MainActor extension AngularGradient: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { .leaf(.shape(.rectangle, paint: .angular(self), stroke: nil, eoFill: false)) }
}

@MainActor extension AnyGradient: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        .leaf(.shape(.rectangle, paint: PlaygroundPaint(self), stroke: nil, eoFill: false))
    }
}
