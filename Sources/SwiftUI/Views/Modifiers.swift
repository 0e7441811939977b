/// A modifier that turns a view into another (SwiftUI's `ViewModifier`).
@preconcurrency @MainActor
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` is applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: PlaygroundPrimitiveView {
    /// The view the modifier is applied to, evaluated.
    package let playgroundContent: PlaygroundViewNode
    package init(playgroundContent: PlaygroundViewNode) { self.playgroundContent = playgroundContent }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
nonisolated public struct ModifiedContent<Content, Modifier>: PlaygroundPrimitiveView {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

/// What one of SwiftUI's built-in modifiers says, as the playground reads it.
/// Playground extension (not in UIKit): a type SwiftUI keeps private, public here only because the generic API
/// names it; user code never names it.
public struct PlaygroundModifier {
    package enum PlaygroundKind {
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        case flexibleFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
                           idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
        case padding(Edge.Set, CGFloat?)
        case aspectRatio(CGFloat?, ContentMode)
        case layoutValue(ObjectIdentifier, Any)
        case layoutPriority(Double)
        case opacity(Double)
        case scaleEffect(CGSize, UnitPoint)
        case rotationEffect(Angle, UnitPoint)
        case offset(CGSize)
        case rotation3DEffect(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, perspective: CGFloat)
        case blur(CGFloat)
        case font(Font?)
        /// `.containerRelativeFrame`: `length` given, else count, span and spacing.
        case containerRelativeFrame(Axis.Set, count: Int, span: Int, spacing: CGFloat, alignment: Alignment,
                                    length: ((CGFloat, Axis) -> CGFloat)?)
        /// `.scrollTransition`: the effects the transition gives for each phase.
        case scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                              axis: Axis?, effects: (ScrollTransitionPhase) -> [PlaygroundEffect])
        /// `.visualEffect`: the effects for the view's geometry.
        case visualEffect((GeometryProxy) -> [PlaygroundEffect])
        case scrollTargetBehavior(any ScrollTargetBehavior)
        case scrollTargetLayout
        case scrollTarget
        case contentMargins(Edge.Set, CGFloat?)
        case safeAreaPadding(Edge.Set, CGFloat?)
        /// `.scrollPosition(id:anchor:)`, `.scrollPosition(_:anchor:)`: where the scroll view starts; `write` sets
        /// the binding (the `id:` one, or a `ScrollPosition`'s id) to the view at the scroll position as it scrolls.
        case scrollPosition(id: AnyHashable?, anchor: UnitPoint?, point: CGPoint?, edge: Edge?,
                            write: ((AnyHashable) -> Void)? = nil)
        /// `.zIndex(_:)`: the view's drawing order among its siblings (an item: among the items).
        case zIndex(Double)
        /// `.onTapGesture(count:perform:)`, a `Button`'s action, `.gesture(TapGesture().onEnded …)`: what a tap on
        /// the view runs (docs/swiftui.md, "Taps").
        case tapAction(count: Int, action: () -> Void)
        /// Taps of different counts composed in one gesture (`TapGesture(count: 2).exclusively(before: TapGesture())`).
        case tapActions([(count: Int, action: () -> Void)])
        /// A drag or a long press the playground recognizes (Gestures/PlaygroundGestures.swift).
        case recognizedGesture(PlaygroundRecognizedGestureBox)
        /// `.onScrollGeometryChange(for:of:action:)`: told the scroll view's geometry as it scrolls.
        case scrollGeometryChange(PlaygroundScrollGeometryObserver)
        /// `.onScrollVisibilityChange(threshold:_:)`: told when the view crosses `threshold` of it visible.
        case scrollVisibilityChange(threshold: Double, action: (Bool) -> Void)
        /// `.background(_:alignment:)`, `.background(_:in:)`: a view behind, proposed the view's size and aligned.
        case background(AnyView, Alignment)
        /// `.overlay(_:alignment:)`: a view in front, proposed the view's size and aligned.
        case overlay(AnyView, Alignment)
        /// `.safeAreaInset(edge:alignment:spacing:content:)`: a bar at `edge`, the view inset by its length and the
        /// spacing (a scroll view: its content; docs/swiftui.md, "Views around the scroll view").
        case safeAreaInset(AnyView, Edge, Alignment, CGFloat)
        /// `.foregroundStyle(_:)`, `.foregroundColor(_:)`: the colour of text and shapes inside (nil: the default).
        case foreground(Color?)
        /// `.foregroundStyle(_:)` of a gradient.
        case foregroundPaint(PlaygroundPaint)
        /// `.fontWeight(_:)`, `.bold()` on a view: the weight of text inside.
        case fontWeight(Font.Weight?)
        /// `.multilineTextAlignment(_:)`.
        case textAlignment(TextAlignment)
        /// `.clipShape(_:)`, `.cornerRadius(_:)`, `.clipped()`: what is drawn is clipped to the shape.
        case clip(PlaygroundShapeKind)
        /// `.border(_:width:)`: a line of `width` inside the view's edge.
        case border(Color?, CGFloat)
        /// `.shadow(color:radius:x:y:)`.
        case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        /// `.preference(key:value:)`, `.anchorPreference(key:value:transform:)`: a value for the key (by its type),
        /// made from the view's frame where it is laid out.
        case preference(ObjectIdentifier, (CGRect) -> Any)
        /// `.onPreferenceChange`, `.overlayPreferenceValue`, `.backgroundPreferenceValue`: told the values its
        /// content sets (docs/swiftui.md, "Preferences").
        case preferenceChange(PlaygroundPreferenceObserver, defaultValue: Any)
        /// `.alignmentGuide(_:computeValue:)`: the view's value for the guide (by its alignment id), computed from
        /// its dimensions where its container aligns it.
        case alignmentGuide(ObjectIdentifier, (ViewDimensions) -> CGFloat)
        /// `.navigationTitle(_:)`, `.navigationBarTitle(_:displayMode:)`: the title of the navigation bar around,
        /// and its display mode when given (Navigation/PlaygroundNavigationBars.swift).
        case navigationTitle(String, NavigationBarItem.TitleDisplayMode?)
        /// `.navigationBarTitleDisplayMode(_:)`.
        case navigationTitleDisplayMode(NavigationBarItem.TitleDisplayMode)
        /// `.toolbar { … }`, `.navigationBarItems(leading:trailing:)`: items of the bars around.
        case toolbar(AnyView)
        /// A `ToolbarItem`'s placement.
        case toolbarPlacement(ToolbarItemPlacement)
        /// `.tabItem { … }`: the view's item in its tab view's bar (Navigation/PlaygroundTabBar.swift).
        case tabItem(AnyView)
        /// Stored, not drawn (notice on use where drawn).
        case other(String)
    }
    package let kind: PlaygroundKind
    package init(_ kind: PlaygroundKind) { self.kind = kind }
}

nonisolated extension View {
    package func playgroundModified(_ kind: PlaygroundModifier.PlaygroundKind) -> ModifiedContent<Self, PlaygroundModifier> {
        ModifiedContent(content: self, modifier: PlaygroundModifier(kind))
    }

    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        playgroundModified(.frame(width: width, height: height, alignment: alignment))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        playgroundModified(.flexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                          minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                          alignment: alignment))
    }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        playgroundModified(.padding(edges, length))
    }

    public func padding(_ length: CGFloat) -> some View { playgroundModified(.padding(.all, length)) }

    /// Pads each edge by its inset (SwiftUI's `padding(_: EdgeInsets)`): four single-edge paddings, which add up to
    /// the same frame.
    public func padding(_ insets: EdgeInsets) -> some View {
        padding(.top, insets.top).padding(.leading, insets.leading).padding(.bottom, insets.bottom)
            .padding(.trailing, insets.trailing)
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        playgroundModified(.aspectRatio(aspectRatio, contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        playgroundModified(.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode))
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Sets `value` for `key`, which the containing layout reads as `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        playgroundModified(.layoutValue(ObjectIdentifier(key), value))
    }

    public func layoutPriority(_ value: Double) -> some View { playgroundModified(.layoutPriority(value)) }
    public func opacity(_ opacity: Double) -> some View { playgroundModified(.opacity(opacity)) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        playgroundModified(.scaleEffect(CGSize(width: scale, height: scale), anchor))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        playgroundModified(.scaleEffect(scale, anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        playgroundModified(.scaleEffect(CGSize(width: x, height: y), anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        playgroundModified(.rotationEffect(angle, anchor))
    }
    public func offset(_ offset: CGSize) -> some View { playgroundModified(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        playgroundModified(.offset(CGSize(width: x, height: y)))
    }

    // Drawn, not laid out (docs/swiftui.md, "Drawing item views"): the layout passes them through.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        playgroundModified(.background(AnyView(background), alignment))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        playgroundModified(.background(AnyView(content()), alignment))
    }
    /// Playground: colours, gradients and the styles resolving to them are drawn (a material as a translucent
    /// white, see `Material`).
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        playgroundModified(.background(AnyView(PlaygroundStyledShape(shape: Rectangle(), style: style)), .center))
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        playgroundModified(.background(AnyView(PlaygroundStyledShape(shape: shape, style: style)), .center))
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        playgroundModified(.overlay(AnyView(overlay), alignment))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        playgroundModified(.overlay(AnyView(content()), alignment))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        switch PlaygroundPaint(style) {
        case .color(let c)?: return playgroundModified(.foreground(c))
        case let paint?: return playgroundModified(.foregroundPaint(paint))
        case nil: return playgroundModified(.foreground(nil))
        }
    }
    public func foregroundColor(_ color: Color?) -> some View { playgroundModified(.foreground(color)) }
    public func tint(_ tint: Color?) -> some View { playgroundModified(.other("tint")) }
    public func font(_ font: Font?) -> some View { playgroundModified(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { playgroundModified(.fontWeight(weight)) }
    public func bold(_ isActive: Bool = true) -> some View { playgroundModified(.fontWeight(isActive ? .bold : nil)) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        playgroundModified(.textAlignment(alignment))
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        playgroundModified(.clip(.roundedRectangle(radius)))
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        playgroundModified(.clip(PlaygroundShapeKind(shape)))
    }
    public func clipped(antialiased: Bool = false) -> some View { playgroundModified(.clip(.rectangle)) }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        playgroundModified(.border(PlaygroundStyledShape<Rectangle>.color(of: content), width))
    }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View { playgroundModified(.shadow(color, radius: radius, x: x, y: y)) }
    /// Playground: not drawn (a notice where an item uses it).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { playgroundModified(.blur(radius)) }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        playgroundModified(.rotation3DEffect(angle, axis: axis, anchor: anchor, perspective: perspective))
    }
    /// Binds the view's identity to `id`: when it changes, the view is a new view (its state starts afresh: Apple,
    /// `id(_:)`; docs/swiftui.md, "State and identity").
    public func id<ID: Hashable>(_ id: ID) -> some View { PlaygroundIdentifiedView(content: self, id: AnyHashable(id)) }
    public func tag<V: Hashable>(_ tag: V) -> some View { playgroundModified(.other("tag")) }
    public func fixedSize() -> some View { playgroundModified(.other("fixedSize")) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { playgroundModified(.other("fixedSize")) }
    /// Runs `action` when the view is tapped `count` times. Playground: a click on an item (or on a view around
    /// the scroll view) runs the action of the innermost view under the pointer that has one; a view with a
    /// double tap waits for the second click (docs/swiftui.md, "Taps", "Views around the scroll view").
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        playgroundModified(.tapAction(count: count, action: action))
    }
    /// Runs `action` when the view appears. Playground: where a scroll layout evaluates views, once the view is first
    /// in the evaluated hierarchy, after that pass is laid out (its state changes re-render); elsewhere not run.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        PlaygroundAppearanceView(content: self, appear: action ?? {}, disappear: nil)
    }
    /// Runs `action` when the view leaves the evaluated hierarchy (see `onAppear(perform:)`).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        PlaygroundAppearanceView(content: self, appear: nil, disappear: action ?? {})
    }
    /// Animates the view's changes when `value` changes (SwiftUI's `animation(_:value:)`).
    ///
    /// Playground: approximated: a change is shown at once, at its final frames (an item's new place, offset,
    /// rotation); the frames in between are not drawn (docs/swiftui.md, "Animations and matched geometry"). A scroll
    /// position set inside `withAnimation` does ease ("Scrolling by code").
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        PlaygroundNotices.record("View.animation(_:value:)", .approximated,
                                 "changes are shown at once at their final frames; the frames in between are not drawn")
        return playgroundModified(.other("animation"))
    }
    /// Animates every change of the view (SwiftUI's `animation(_:)`, deprecated in iOS 15 for
    /// `animation(_:value:)`; real files of iOS 13 still use it: spacenation/swiftui-grid's demos). Playground:
    /// accepted, as `animation(_:value:)` is.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        playgroundModified(.other("animation"))
    }
    /// Controls the display order of overlapping views: higher values are drawn in front. Playground: honoured for
    /// the items of a scroll layout (their zIndex, rounded to a whole number: the playground's drawing order is by
    /// integers); views inside an item's view are drawn in their order, without it (a notice).
    public func zIndex(_ value: Double) -> some View { playgroundModified(.zIndex(value)) }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        playgroundModified(.other("contentShape"))
    }
    /// Sets the view's value of a horizontal alignment guide: where its container's stacks (`HStack`, `VStack`,
    /// `ZStack`, `HStackLayout`, …) line it up, and what a custom `Layout` reads in `dimensions(in:)` (Apple,
    /// `alignmentGuide(_:computeValue:)`: "Use this modifier to override the default alignment guide"; the closure
    /// gets the view's dimensions). Computed each time the container asks for the view's dimensions, in the
    /// order of its subviews, as pre-`Layout` flow grids that count rows in the closures expect.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View { playgroundModified(.alignmentGuide(ObjectIdentifier(g.id), computeValue)) }
    /// Sets the view's value of a vertical alignment guide (see the horizontal form).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View { playgroundModified(.alignmentGuide(ObjectIdentifier(g.id), computeValue)) }
}

/// How a shape is filled (SwiftUI's `FillStyle`).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// An animation curve (SwiftUI's `Animation`). Playground: stored; the playground animates changes itself.
public struct Animation: Hashable, Sendable {
    let duration: Double
    public static let `default` = Animation(duration: 0.35)
    public static let linear = Animation(duration: 0.35)
    public static let easeInOut = Animation(duration: 0.35)
    public static let spring = Animation(duration: 0.5)
    public static func easeInOut(duration: Double) -> Animation { Animation(duration: duration) }
    public static func linear(duration: Double) -> Animation { Animation(duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation { Animation(duration: response) }
    public static let easeIn = Animation(duration: 0.35)
    public static let easeOut = Animation(duration: 0.35)
    public static func easeIn(duration: Double) -> Animation { Animation(duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(duration: duration) }
    public static let interactiveSpring = Animation(duration: 0.15)
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25)
        -> Animation { Animation(duration: response) }
    public static let interpolatingSpring = Animation(duration: 0.5)
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)
        -> Animation { Animation(duration: 2 * Double.pi * (mass / stiffness).squareRoot()) }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation { Animation(duration: duration) }
    public static let bouncy = Animation(duration: 0.5)
    public static let smooth = Animation(duration: 0.5)
    public static let snappy = Animation(duration: 0.5)
    /// The animation with its speed multiplied by `speed`.
    public func speed(_ speed: Double) -> Animation { Animation(duration: speed > 0 ? duration / speed : duration) }
    /// The animation started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
}

/// Runs `body` (SwiftUI's `withAnimation`). Playground: the change happens at once, but a scroll position set by
/// code in `body` scrolls with the animation's duration (docs/swiftui.md, "Scrolling by code").
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let outer = PlaygroundTransaction.current
    PlaygroundTransaction.current = animation
    defer { PlaygroundTransaction.current = outer }
    return try body()
}
