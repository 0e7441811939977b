/// The modifiers of scroll views and of the views in them (iOS 17): scroll targets, transitions, container-relative
/// frames, content margins, the safe area (docs/swiftui.md, "Scrolling").

nonisolated extension View {
    /// Sets the scroll view's snapping behaviour.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        playgroundModified(.scrollTargetBehavior(behavior))
    }

    /// Makes this layout's subviews the scroll targets of `.viewAligned`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        playgroundModified(isEnabled ? .scrollTargetLayout : .other("scrollTargetLayout"))
    }

    /// Makes this view a scroll target of `.viewAligned`.
    public func scrollTarget(isEnabled: Bool = true) -> some View {
        playgroundModified(isEnabled ? .scrollTarget : .other("scrollTarget"))
    }

    /// Insets the scroll view's content by `length` on `edges` (nil: the system's 16 points, decided as for
    /// `padding`).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View {
        playgroundModified(placement == .scrollIndicators ? .other("contentMargins") : .contentMargins(edges, length))
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Adds `length` to the safe area on `edges`: the scroll view's content is inset and its container-relative
    /// size shrinks.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        playgroundModified(.safeAreaPadding(edges, length))
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

    /// Binds the id of the view at the scroll view's leading edge. Playground: the scroll view starts at the bound
    /// view (its leading edge at the content's leading inset; with an `anchor`, that point of the view at the same
    /// point of the scroll view), clamped to the content; as the view scrolls, the binding is set to the id of the
    /// leading-most scroll target (with an anchor: the target whose anchor point is nearest the scroll view's), and
    /// the view re-renders; the binding set by the file's code scrolls there (animated inside `withAnimation`;
    /// docs/swiftui.md, "Scroll position", "Scrolling by code").
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        playgroundModified(.scrollPosition(id: id.wrappedValue.map { AnyHashable($0) }, anchor: anchor, point: nil, edge: nil,
                                           write: { new in
                                               if let value = new.base as? ID, id.wrappedValue != value { id.wrappedValue = value }
                                           }))
    }

    /// Binds the scroll view's position (iOS 18): the scroll view starts where the position says (a view's id, a
    /// point, an edge), as `scrollPosition(id:anchor:)`; scrolling writes the view it shows back (its id, with
    /// `isPositionedByUser` true), and a position set by code scrolls there (docs/swiftui.md, "Scrolling by code").
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let p = position.wrappedValue
        return playgroundModified(.scrollPosition(id: p.viewID, anchor: p.playgroundAnchor ?? anchor, point: p.point,
                                                  edge: p.edge, write: { id in
                                                      var now = position.wrappedValue
                                                      guard now.viewID != id || !now.isPositionedByUser else { return }
                                                      now.playgroundScrolled(to: id)
                                                      position.wrappedValue = now
                                                  }))
    }

    /// Playground: does nothing (the playground draws its own indicators).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View { playgroundModified(.other("scrollIndicators")) }

    /// Flashes the scroll indicators when the view appears (iOS 17). Playground: does nothing (the playground
    /// draws its own indicators).
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { playgroundModified(.other("scrollIndicatorsFlash")) }
    /// Flashes the scroll indicators when `value` changes (iOS 17). Playground: does nothing (the playground
    /// draws its own indicators).
    public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View {
        playgroundModified(.other("scrollIndicatorsFlash"))
    }

    /// Playground: does nothing (items are drawn unclipped anyway).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { playgroundModified(.other("scrollClipDisabled")) }

    /// Applies the effects `transition` gives for the view's phase as it scrolls in and out of view.
    public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive,
                                                  axis: Axis? = nil,
                                                  transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E)
        -> some View {
        playgroundModified(.scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis,
                                             effects: { transition(EmptyVisualEffect(), $0).playgroundEffects }))
    }

    public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration,
                                                  bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                                  transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E)
        -> some View {
        playgroundModified(.scrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
                                             effects: { transition(EmptyVisualEffect(), $0).playgroundEffects }))
    }

    /// Applies the effects `effect` gives for the view's geometry (its frame in the scroll view's space).
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        playgroundModified(.visualEffect { effect(EmptyVisualEffect(), $0).playgroundEffects })
    }

    /// A frame the size of the nearest container (the scroll view less its safe area) on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        playgroundModified(.containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment, length: nil))
    }

    /// A frame `span` of `count` equal parts of the container, `spacing` between parts:
    /// (length − spacing·(count − 1)) / count · span + spacing·(span − 1).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        playgroundModified(.containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment,
                                                   length: nil))
    }

    /// A frame whose length on each of `axes` is `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        playgroundModified(.containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment, length: length))
    }
}
