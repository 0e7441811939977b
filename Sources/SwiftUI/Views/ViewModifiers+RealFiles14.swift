import Foundation

/// API real files of swiftui14's set name (docs/swiftui.md, "Controls, navigation and accepted modifiers").

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button whose label is a title and a symbol (iOS 17), as `Label(_:systemImage:)` draws them.
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

nonisolated extension View {
    /// Sets the primary and secondary levels of the foreground style (iOS 17; a symbol's layers, `.secondary`
    /// content). Playground: approximated: the primary style is the foreground of everything inside; the secondary is
    /// not used.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        PlaygroundNotices.record("View.foregroundStyle(_:_:)", .approximated, "the primary style colours every level; the secondary is not used")
        return foregroundStyle(primary)
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style (iOS 17). Playground: approximated: the
    /// primary style is the foreground of everything inside; the others are not used.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> some View {
        PlaygroundNotices.record("View.foregroundStyle(_:_:_:)", .approximated, "the primary style colours every level; the others are not used")
        return foregroundStyle(primary)
    }
}

extension Color {
    /// A colour of the app's asset catalog, by name (SwiftUI's `init(_:bundle:)`). Playground: approximated: asset
    /// catalogs are not read here; every named colour is systemGray (#8E8E93), so colours of different names compare
    /// equal.
    public init(_ name: String, bundle: Bundle? = nil) {
        PlaygroundNotices.record("Color.init(_:bundle:)", .approximated, "asset catalog colours are not read here: a named colour is drawn gray")
        self.init(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    }
}

/// Apple declares `Anchor: Equatable` and `Hashable` where its value is (a preference value holding an anchor,
/// objc.io's legend view, is `Equatable`).
extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.value == b.value }
}
extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A list's look (SwiftUI's `ListStyle`): the named styles are accepted.
public protocol ListStyle {}
/// The named list styles (`.plain`, `.insetGrouped`, …). Playground extension (not in UIKit): Apple returns a type
/// per style; here one type names them all.
public struct PlaygroundNamedListStyle: ListStyle { let name: String }
extension ListStyle where Self == PlaygroundNamedListStyle {
    public static var automatic: PlaygroundNamedListStyle { PlaygroundNamedListStyle(name: "automatic") }
    public static var plain: PlaygroundNamedListStyle { PlaygroundNamedListStyle(name: "plain") }
    public static var grouped: PlaygroundNamedListStyle { PlaygroundNamedListStyle(name: "grouped") }
    public static var inset: PlaygroundNamedListStyle { PlaygroundNamedListStyle(name: "inset") }
    public static var insetGrouped: PlaygroundNamedListStyle { PlaygroundNamedListStyle(name: "insetGrouped") }
    public static var sidebar: PlaygroundNamedListStyle { PlaygroundNamedListStyle(name: "sidebar") }
}

nonisolated extension View {
    /// Sets the style of the lists inside. Playground: does nothing: a `List` here is a plain stack of its rows
    /// (docs/swiftui.md, "Controls, navigation and accepted modifiers"), whatever its style.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        PlaygroundNotices.record("View.listStyle(_:)", .doesNothing, "a List is drawn as a plain stack of its rows in every style")
        return playgroundModified(.other("listStyle"))
    }
}

extension Animation {
    /// iOS 17's spring presets with a duration (`.snappy(duration: 0.25)`): stored as their duration (nothing
    /// animates here; the duration times a scroll set by code: docs/swiftui.md, "Scrolling by code").
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(duration: duration) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(duration: duration) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(duration: duration) }
}

/// The size of controls (SwiftUI's `ControlSize`, iOS 15).
public enum ControlSize: CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size controls are drawn at (SwiftUI's `controlSize`): `.regular` unless set.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of the controls inside (SwiftUI's `controlSize(_:)`). Playground: does nothing: controls are
    /// drawn at one size here, and a view reading `\.controlSize` reads `.regular`.
    public func controlSize(_ size: ControlSize) -> some View {
        PlaygroundNotices.record("View.controlSize(_:)", .doesNothing, "controls are drawn at one size; \\.controlSize reads .regular")
        return playgroundModified(.other("controlSize"))
    }
}
