import Foundation

/// Where a popover's arrow points (SwiftUI's `PopoverAttachmentAnchor`).
nonisolated public enum PopoverAttachmentAnchor: Sendable {
    /// The anchor point is the given point of the view's frame.
    case point(UnitPoint)
}

/// How a presentation adapts in compact size classes (SwiftUI's `PresentationAdaptation`, iOS 16.4).
nonisolated public struct PresentationAdaptation: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// A height a sheet rests at (SwiftUI's `PresentationDetent`, iOS 16).
nonisolated public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let value: Double
    /// A detent at about half the screen's height.
    public static let medium = PresentationDetent(name: "medium", value: 0)
    /// The sheet's full height.
    public static let large = PresentationDetent(name: "large", value: 0)
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction", value: Double(fraction)) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height", value: Double(height)) }
}

/// Presentations real SwiftUI files attach to the views around a layout (SwiftUI's `sheet`, `fullScreenCover`,
/// `popover`): a presented view covers the screen or floats over it, never changes where a view of the scroll view's
/// content is; nothing is presented here (no interaction presents it: a tap does nothing, docs/swiftui.md
/// "Controls, navigation and accepted modifiers").
nonisolated extension View {
    /// Presents a sheet when `isPresented` is true. Playground: does nothing: no sheet is presented here.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        playgroundModified(.other("sheet"))
    }
    /// Presents a sheet for `item` when it is not nil. Playground: does nothing: no sheet is presented here.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        playgroundModified(.other("sheet"))
    }
    /// Presents a view covering the screen. Playground: does nothing: nothing is presented here.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        playgroundModified(.other("fullScreenCover"))
    }
    /// Presents a view covering the screen for `item`. Playground: does nothing: nothing is presented here.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        playgroundModified(.other("fullScreenCover"))
    }
    /// The heights a presented sheet rests at. Playground: does nothing: no sheet is presented here.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        playgroundModified(.other("presentationDetents"))
    }
    /// Playground: does nothing: no sheet is presented here.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        playgroundModified(.other("presentationDetents"))
    }
    /// Whether a sheet can be dismissed by a swipe. Playground: does nothing: no sheet is presented here.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        playgroundModified(.other("interactiveDismissDisabled"))
    }
    /// How the presentation adapts in compact size classes. Playground: does nothing: nothing is presented here.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        playgroundModified(.other("presentationCompactAdaptation"))
    }
    /// Playground: does nothing: nothing is presented here.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        playgroundModified(.other("presentationCompactAdaptation"))
    }
    /// Presents a popover when `isPresented` is true. Playground: does nothing: no popover is presented here.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        playgroundModified(.other("popover"))
    }
    /// Presents a popover for `item`. Playground: does nothing: no popover is presented here.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        playgroundModified(.other("popover"))
    }
}
