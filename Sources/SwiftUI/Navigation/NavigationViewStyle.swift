import Foundation

/// How a navigation view presents its columns (SwiftUI's `NavigationViewStyle`, deprecated in iOS 16 with
/// `NavigationView`). Playground: accepted and not applied: a navigation view lays out its content (see
/// `NavigationView`).
public protocol NavigationViewStyle {}

/// One column at a time (SwiftUI's `StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns side by side (SwiftUI's `DoubleColumnNavigationViewStyle`).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's style (SwiftUI's `DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension View {
    /// Sets the style of navigation views inside (SwiftUI's `navigationViewStyle(_:)`). Playground: accepted, not
    /// applied (see `NavigationViewStyle`).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        playgroundModified(.other("navigationViewStyle"))
    }
}
