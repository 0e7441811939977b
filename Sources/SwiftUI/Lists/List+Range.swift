extension List where SelectionValue == Never {
    /// A list of one row per number of `data` (SwiftUI's `init(_:rowContent:)` of a `Range<Int>`: `List(0..<30) {
    /// i in … }`; the numbers are the rows' identities, as `ForEach(0..<30)`'s).
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// SwiftUI's named list style types, as iOS 13 code names them (`.listStyle(GroupedListStyle())`): accepted as the
/// `.grouped`, `.plain`, … styles are (a list's look is not drawn here: "Controls, navigation and accepted
/// modifiers").
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
