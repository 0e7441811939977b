/// A scrollable view (SwiftUI's `ScrollView`).
///
/// Playground: a `View` whose body is a `ScrollView` is not yet a playground layout (docs/swiftui.md, "What is not
/// here yet"); the type compiles.
nonisolated public struct ScrollView<Content: View>: PlaygroundPrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

/// Lazy stacks (SwiftUI's `LazyVStack` and `LazyHStack`).
nonisolated public struct LazyVStack<Content: View>: PlaygroundPrimitiveView {
    public let alignment: HorizontalAlignment
    public let spacing: CGFloat?
    public let pinnedViews: PinnedScrollableViews
    public let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

nonisolated public struct LazyHStack<Content: View>: PlaygroundPrimitiveView {
    public let alignment: VerticalAlignment
    public let spacing: CGFloat?
    public let pinnedViews: PinnedScrollableViews
    public let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// Which views stay pinned in a lazy stack or grid (SwiftUI's `PinnedScrollableViews`).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column or row of a lazy grid (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Lazy grids (SwiftUI's `LazyVGrid` and `LazyHGrid`).
nonisolated public struct LazyVGrid<Content: View>: PlaygroundPrimitiveView {
    public let columns: [GridItem]
    public let alignment: HorizontalAlignment
    public let spacing: CGFloat?
    public let pinnedViews: PinnedScrollableViews
    public let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

nonisolated public struct LazyHGrid<Content: View>: PlaygroundPrimitiveView {
    public let rows: [GridItem]
    public let alignment: VerticalAlignment
    public let spacing: CGFloat?
    public let pinnedViews: PinnedScrollableViews
    public let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A section of a lazy stack or grid (SwiftUI's `Section`).
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: PlaygroundPrimitiveView {
    public let header: Parent
    public let content: Content
    public let footer: Footer
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(header: EmptyView(), content: content(), footer: EmptyView()) }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is a title (iOS 15's `Section(_:content:)`, as in a `Form` or `List`).
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}
