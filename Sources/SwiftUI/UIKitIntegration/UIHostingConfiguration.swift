import Foundation
import UIKit

/// A cell's content made of a SwiftUI view (SwiftUI's UIHostingConfiguration, iOS 16):
/// `cell.contentConfiguration = UIHostingConfiguration { Text(item.title) }`, with `margins(_:_:)`,
/// `minSize(width:height:)` and `background(_:)`.
///
/// Playground: approximated. It compiles and installs as a content configuration (its content view is a plain view
/// holding the configuration, sized by the cell), but the SwiftUI view is not drawn inside the UIKit cell: the cell
/// shows its own background only (a notice says so; docs/uikit.md, "SwiftUI inside UIKit").
@preconcurrency @MainActor
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    public let content: Content
    public let backgroundContent: Background
    /// The margins `margins(_:_:)` set (SwiftUI: the cell's layout margins by default).
    /// Playground extension (not in UIKit).
    public var playgroundMargins = EdgeInsets()
    /// The minimum size `minSize(width:height:)` set. Playground extension (not in UIKit).
    public var playgroundMinSize: (width: CGFloat?, height: CGFloat?) = (nil, nil)

    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        backgroundContent = EmptyView()
    }

    init(content: Content, background: Background, margins: EdgeInsets, minSize: (width: CGFloat?, height: CGFloat?)) {
        self.content = content
        backgroundContent = background
        playgroundMargins = margins
        playgroundMinSize = minSize
    }

    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        var copy = self
        if edges.contains(.top) { copy.playgroundMargins.top = length }
        if edges.contains(.leading) { copy.playgroundMargins.leading = length }
        if edges.contains(.bottom) { copy.playgroundMargins.bottom = length }
        if edges.contains(.trailing) { copy.playgroundMargins.trailing = length }
        return copy
    }

    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var copy = self
        if edges.contains(.top) { copy.playgroundMargins.top = insets.top }
        if edges.contains(.leading) { copy.playgroundMargins.leading = insets.leading }
        if edges.contains(.bottom) { copy.playgroundMargins.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.playgroundMargins.trailing = insets.trailing }
        return copy
    }

    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        copy.playgroundMinSize = (width, height)
        return copy
    }

    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content(), margins: playgroundMargins,
                                           minSize: playgroundMinSize)
    }

    public func makeContentView() -> UIView & UIContentView {
        PlaygroundNotices.record("UIHostingConfiguration", .approximated,
                                 "installs as a content configuration; its SwiftUI view is not drawn inside the UIKit cell here")
        return PlaygroundHostingContentView(configuration: self)
    }

    public func updated(for state: UIConfigurationState) -> Self { self }
}
