import Foundation

// API real SwiftUI files of swiftui11's set stopped on (docs/swiftui.md, "Accepted, not applied"; /work/realfiles
// SWIFTUI11.md): each in one of the four states of docs/uikit-api.md.

nonisolated extension View {
    /// The most lines a text inside may take (SwiftUI's `lineLimit(_:)`).
    /// Playground: approximated: text wraps to as many lines as it needs (not truncated).
    public func lineLimit(_ number: Int?) -> some View {
        PlaygroundNotices.record("View.lineLimit(_:)", .approximated, "text wraps to as many lines as it needs")
        return playgroundModified(.other("lineLimit"))
    }
    /// The most lines a text inside may take, reserving their space (SwiftUI's `lineLimit(_:reservesSpace:)`,
    /// iOS 16).
    /// Playground: approximated, as `lineLimit(_:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        PlaygroundNotices.record("View.lineLimit(_:)", .approximated, "text wraps to as many lines as it needs")
        return playgroundModified(.other("lineLimit"))
    }
    /// A list row's insets (SwiftUI's `listRowInsets(_:)`).
    /// Playground: does nothing: a `List` here is a stack of its rows without insets (docs/swiftui.md, "Controls,
    /// navigation and accepted modifiers").
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        PlaygroundNotices.record("View.listRowInsets(_:)", .doesNothing, "list rows have no insets here")
        return playgroundModified(.other("listRowInsets"))
    }
    /// A bar's background visibility (SwiftUI's `toolbarBackground(_:for:)`, iOS 16).
    /// Playground: does nothing: no bar is drawn here.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        playgroundModified(.other("toolbarBackground"))
    }
}

extension Text {
    /// The most lines the text may take (SwiftUI's `Text.lineLimit(_:)`, returning a view as SwiftUI's does).
    /// Playground: approximated, as `View.lineLimit(_:)`.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        PlaygroundNotices.record("View.lineLimit(_:)", .approximated, "text wraps to as many lines as it needs")
        return playgroundModified(.other("lineLimit"))
    }
}

/// Whether a piece of chrome shows (SwiftUI's `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// A bar a toolbar modifier applies to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let playgroundName: String
    public static let automatic = ToolbarPlacement(playgroundName: "automatic")
    public static let navigationBar = ToolbarPlacement(playgroundName: "navigationBar")
    public static let tabBar = ToolbarPlacement(playgroundName: "tabBar")
    public static let bottomBar = ToolbarPlacement(playgroundName: "bottomBar")
}

/// The phases of an `AsyncImage`'s load (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)
    /// The loaded image, if any.
    public var image: Image? { if case .success(let i) = self { i } else { nil } }
    /// The error, if the load failed.
    public var error: (any Error)? { if case .failure(let e) = self { e } else { nil } }
}

/// A view that loads and shows an image from a URL (SwiftUI's `AsyncImage`, iOS 15).
/// Playground: approximated: nothing is downloaded here (a playground makes no network requests); the view stays in
/// its first phase, `.empty`: the placeholder (a gray rectangle filling the proposal for `init(url:scale:)`, as
/// SwiftUI's default placeholder).
public struct AsyncImage<Content: View>: View {
    let playgroundContent: Content

    public init(url: URL?, scale: CGFloat = 1) where Content == Color {
        PlaygroundNotices.record("AsyncImage", .approximated, "images are not downloaded: the placeholder is shown")
        playgroundContent = Color(white: 0.9)
    }
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        PlaygroundNotices.record("AsyncImage", .approximated, "images are not downloaded: the placeholder is shown")
        playgroundContent = placeholder()
    }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        PlaygroundNotices.record("AsyncImage", .approximated, "images are not downloaded: the placeholder is shown")
        playgroundContent = content(.empty)
    }
    public var body: some View { playgroundContent }
}

/// A source of views and modifiers for Xcode's library (SwiftUI's `LibraryContentProvider`).
/// Playground: does nothing: there is no Xcode library here; a provider compiles and is never read.
public protocol LibraryContentProvider {
    @LibraryContentBuilder var views: [LibraryItem] { get }
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }
}

/// A view or modifier offered in Xcode's library (SwiftUI's `LibraryItem`).
public struct LibraryItem {
    /// Where the item is listed.
    public struct Category: Hashable, Sendable {
        let playgroundName: String
        public static let layout = Category(playgroundName: "layout")
        public static let control = Category(playgroundName: "control")
        public static let effect = Category(playgroundName: "effect")
        public static let other = Category(playgroundName: "other")
    }
    public let title: String?
    public init<T>(_ snippet: @autoclosure @escaping () -> T, visible: Bool = true, title: String? = nil,
                   category: Category = .other) {
        self.title = title
    }
}

/// Builds a provider's `[LibraryItem]` (SwiftUI's `LibraryContentBuilder`).
@resultBuilder public enum LibraryContentBuilder {
    public static func buildBlock(_ items: LibraryItem...) -> [LibraryItem] { items }
    public static func buildBlock(_ items: [LibraryItem]...) -> [LibraryItem] { items.flatMap { $0 } }
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
}
