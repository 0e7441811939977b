import Foundation

/// A scrolling column of rows (SwiftUI's `List`). Playground: laid out as a vertical `ScrollView` of a
/// `LazyVStack` of its rows, leading-aligned with no spacing (decided: iOS's inset-grouped cell backgrounds,
/// separators and row insets are not drawn); selection does nothing here.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View {
        ScrollView { LazyVStack(alignment: .leading, spacing: 0) { content } }
    }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A container of grouped controls, for data entry (SwiftUI's `Form`). Playground: laid out as a `List` (decided:
/// iOS draws a form as a grouped list; its grouped row backgrounds and insets are not drawn here, as a list's are
/// not).
nonisolated public struct Form<Content: View>: View {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View { List { content } }
}
