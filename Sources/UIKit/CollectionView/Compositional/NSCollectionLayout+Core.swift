internal import PlaygroundCore

/// Apple's classes as the core's compositional model (docs/uikit.md lists what does not carry over: flexible edge
/// spacing counts as its minimum, an item anchor is ignored, corner alignments of boundary items go to the nearer
/// end of the scroll axis, groups' own supplementary items are dropped).
extension NSCollectionLayoutDimension {
    var core: PlaygroundCore.NSCollectionLayoutDimension {
        let v = Double(dimension)
        switch kind {
        case .fractionalWidth: return .fractionalWidth(v)
        case .fractionalHeight: return .fractionalHeight(v)
        case .absolute: return .absolute(v)
        case .estimated: return .estimated(v)
        }
    }
}

extension NSCollectionLayoutSize {
    var core: PlaygroundCore.NSCollectionLayoutSize {
        PlaygroundCore.NSCollectionLayoutSize(widthDimension: widthDimension.core, heightDimension: heightDimension.core)
    }
}

extension NSDirectionalEdgeInsets {
    var core: PlaygroundCore.NSDirectionalEdgeInsets {
        PlaygroundCore.NSDirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom),
                                               trailing: Double(trailing))
    }
}

extension NSCollectionLayoutSpacing {
    var core: PlaygroundCore.NSCollectionLayoutSpacing {
        isFlexibleSpacing ? .flexible(Double(spacing)) : .fixed(Double(spacing))
    }
}

extension NSCollectionLayoutEdgeSpacing {
    var core: PlaygroundCore.NSCollectionLayoutEdgeSpacing {
        PlaygroundCore.NSCollectionLayoutEdgeSpacing(
            leading: Double(leading?.spacing ?? 0), top: Double(top?.spacing ?? 0),
            trailing: Double(trailing?.spacing ?? 0), bottom: Double(bottom?.spacing ?? 0))
    }
}

extension NSDirectionalRectEdge {
    var core: PlaygroundCore.NSDirectionalRectEdge {
        var e: PlaygroundCore.NSDirectionalRectEdge = []
        if contains(.top) { e.insert(.top) }
        if contains(.leading) { e.insert(.leading) }
        if contains(.bottom) { e.insert(.bottom) }
        if contains(.trailing) { e.insert(.trailing) }
        return e
    }
}

extension NSCollectionLayoutAnchor {
    var core: PlaygroundCore.NSCollectionLayoutAnchor {
        let p = Point(x: Double(offset.x), y: Double(offset.y))
        return isAbsoluteOffset ? PlaygroundCore.NSCollectionLayoutAnchor(edges: edges.core, absoluteOffset: p)
            : PlaygroundCore.NSCollectionLayoutAnchor(edges: edges.core, fractionalOffset: p)
    }
}

extension NSCollectionLayoutItem {
    /// An item or a group as the core's subitem; `environment` is its parent's (a custom group's provider is
    /// called with its own, made from it).
    func coreSubitem(in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSubitem {
        if let group = self as? NSCollectionLayoutGroup { return .group(group.core(in: environment)) }
        return .item(PlaygroundCore.NSCollectionLayoutItem(
            layoutSize: layoutSize.core,
            supplementaryItems: supplementaryItems.map { s in
                PlaygroundCore.NSCollectionLayoutSupplementaryItem(
                    layoutSize: s.layoutSize.core, elementKind: s.elementKind, containerAnchor: s.containerAnchor.core,
                    zIndex: s.zIndex)
            },
            contentInsets: contentInsets.core, edgeSpacing: edgeSpacing?.core ?? .zero))
    }
}

extension NSCollectionLayoutGroup {
    func core(in environment: any NSCollectionLayoutEnvironment) -> PlaygroundCore.NSCollectionLayoutGroup {
        // The group's own environment: its size resolved in its parent's container, its content insets.
        let parent = environment.container.effectiveContentSize
        let coreSize = layoutSize.core
        let container = Size(width: Double(parent.width), height: Double(parent.height))
        let own = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: max(0, coreSize.widthDimension.resolved(in: container)),
                                                           height: max(0, coreSize.heightDimension.resolved(in: container))),
                                       contentInsets: contentInsets),
            traitCollection: environment.traitCollection)
        var frames: [Rect]?
        if let itemProvider {
            let items = itemProvider(own)
            if items.contains(where: { $0.zIndex != 0 }) {
                PlaygroundNotices.record("NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)", .approximated,
                                         "a custom item's zIndex is not applied")
            }
            frames = items.map { Rect(x: Double($0.frame.minX), y: Double($0.frame.minY),
                                      width: Double($0.frame.width), height: Double($0.frame.height)) }
        }
        // `repeatingSubitem:count:` (iOS 16) keeps the subitem's size; `subitem:count:` (iOS 13) resizes it to fill
        // the group: the core's two count modes (issue 27).
        return PlaygroundCore.NSCollectionLayoutGroup(
            layoutSize: coreSize, axis: direction == .horizontal ? .horizontal : .vertical,
            subitems: subitems.map { $0.coreSubitem(in: own) }, count: count,
            countMode: repeats ? .repeatingSubitem : .subitem,
            interItemSpacing: interItemSpacing?.core,
            contentInsets: contentInsets.core, edgeSpacing: edgeSpacing?.core ?? .zero, customFrames: frames)
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    func core(scrollDirection: UICollectionView.ScrollDirection) -> PlaygroundCore.NSCollectionLayoutBoundarySupplementaryItem {
        let vertical = scrollDirection == .vertical
        let atStart: Bool
        switch alignment {
        case .top, .topLeading, .topTrailing, .none: atStart = vertical ? true : alignment != .topTrailing
        case .bottom, .bottomLeading, .bottomTrailing: atStart = vertical ? false : alignment == .bottomLeading
        case .leading: atStart = true
        case .trailing: atStart = false
        }
        let core: NSRectAlignmentCore = vertical ? (atStart ? .top : .bottom) : (atStart ? .leading : .trailing)
        // Across the scroll axis (Apple, NSRectAlignment: "alignment to an edge or a set of edges depending on the
        // user interface layout direction"; topTrailing: "Aligns to the top and trailing edges"): an item narrower
        // than its section goes to the trailing edge for the …Trailing alignments of a vertical layout (the
        // collection view mirrors the layout right-to-left, so that is the left there) and to the bottom for the
        // bottom… ones of a horizontal layout. Decided here: the others (`.top`, `.bottom`, `.leading`, …, which name
        // no edge across) at the start, the leading edge or the top.
        let crossEnd = vertical ? [.topTrailing, .bottomTrailing, .trailing].contains(alignment)
            : [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
        return PlaygroundCore.NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize.core, elementKind: elementKind, alignment: core, pinToVisibleBounds: pinToVisibleBounds,
            extendsBoundary: extendsBoundary, zIndex: zIndex, crossPosition: crossEnd ? 1 : 0)
    }
}

typealias NSRectAlignmentCore = PlaygroundCore.NSRectAlignment

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    var core: PlaygroundCore.UICollectionLayoutSectionOrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

extension NSCollectionLayoutSection {
    func core(scrollDirection: UICollectionView.ScrollDirection,
              environment: any NSCollectionLayoutEnvironment) -> PlaygroundCore.NSCollectionLayoutSection {
        // The section's groups resolve their fractions in the section's content area (the container less the
        // section's content insets).
        let outer = environment.container.effectiveContentSize
        let inner = LayoutEnvironment(
            container: LayoutContainer(contentSize: outer, contentInsets: contentInsets),
            traitCollection: environment.traitCollection)
        return PlaygroundCore.NSCollectionLayoutSection(
            group: group.core(in: inner), interGroupSpacing: Double(interGroupSpacing), contentInsets: contentInsets.core,
            boundarySupplementaryItems: boundarySupplementaryItems.map { $0.core(scrollDirection: scrollDirection) },
            decorationItems: decorationItems.map {
                PlaygroundCore.NSCollectionLayoutDecorationItem(elementKind: $0.elementKind,
                                                                contentInsets: $0.contentInsets.core, zIndex: $0.zIndex)
            },
            orthogonalScrollingBehavior: orthogonalScrollingBehavior.core)
    }
}

extension UICollectionViewCompositionalLayoutConfiguration {
    var core: PlaygroundCore.UICollectionViewCompositionalLayoutConfiguration {
        PlaygroundCore.UICollectionViewCompositionalLayoutConfiguration(
            scrollDirection: scrollDirection == .horizontal ? .horizontal : .vertical,
            interSectionSpacing: Double(interSectionSpacing),
            boundarySupplementaryItems: boundarySupplementaryItems.map { $0.core(scrollDirection: scrollDirection) })
    }
}
