import PlaygroundCore
import SwiftUI

/// What the generated entry point of a SwiftUI view file returns (a `View` whose body is a scroll view, or a
/// `#Preview`): a retained PlaygroundCore.LayoutPlugin as an opaque pointer (docs/swiftui.md, "Views as layouts").
public func swiftUIViewLayoutPlugin(name: String, make: @escaping @Sendable @MainActor () -> AnyView) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(SwiftUIViewLayoutAdapter.plugin(name: name, make: make)).toOpaque()
}

/// What the generated entry point of a file declaring only a `ScrollTargetBehavior` returns: the behaviour
/// applied to a plain horizontal row of the items (`ScrollView(.horizontal) { LazyHStack { ForEach … } }` with
/// `.scrollTargetLayout()`), so its snapping can be tried, or to a built-in layout the panel's `applyTo` names
/// (`SwiftUIBehaviorLayout`; docs/swiftui.md, "A behaviour on any layout").
public func swiftUIBehaviorLayoutPlugin(name: String, make: @escaping @Sendable () -> any ScrollTargetBehavior)
    -> UnsafeMutableRawPointer {
    let plugin = LayoutPlugin(parameters: SwiftUIBehaviorLayout.parameters, checkPolicy: .asIOS) { values in
        SwiftUIBehaviorLayout.make(name: name, values: values, behavior: make())
    }
    return Unmanaged.passRetained(plugin).toOpaque()
}

extension SwiftUIViewLayoutAdapter {
    /// The plugin for a view made by `make`, with the parameters every SwiftUI layout has. Each layout it makes
    /// (at load, at every hot reload, when the panel makes it again) starts from a clean SwiftUI module: the timers,
    /// scroll requests, animations, completions, environment objects and gestures of the version it replaces are
    /// dropped (`PlaygroundSession.reset()`; docs/swiftui.md, "State across reloads").
    public static func plugin(name: String, make: @escaping @Sendable @MainActor () -> AnyView) -> LayoutPlugin {
        LayoutPlugin(parameters: SwiftUILayoutAdapter.parameters, checkPolicy: .asIOS) { values in
            playgroundOnMainActor { PlaygroundSession.reset() }
            return SwiftUIViewLayoutAdapter(name: name, sizing: SwiftUIItemSizing(rawValue: values.string("itemSizing")) ?? .fit,
                                     side: CGFloat(values.number("itemSide")), make: make)
        }
    }
}
