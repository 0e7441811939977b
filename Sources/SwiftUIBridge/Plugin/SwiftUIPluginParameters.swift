import PlaygroundCore
import SwiftUI
import UIKitBridge

// The entry points of SwiftUI files whose layout, view or behaviour takes initializer arguments (docs/swiftui.md,
// "Initializer arguments"): the arguments are panel parameters, declared as UIKit files' are
// (`UIKitPluginParameter`), after the parameters every SwiftUI layout has; the generated factory gets every value as
// text.

/// The values of `specs` as text, by name (what a generated factory reads).
func swiftUIValues(_ values: ParameterValues, _ specs: [ParameterSpec]) -> [String: String] {
    Dictionary(specs.map { ($0.name, values.string($0.name)) }, uniquingKeysWith: { a, _ in a })
}

/// A `Layout` made with the panel's values.
public func swiftUILayoutPlugin(name: String, parameters: [UIKitPluginParameter],
                                makeWithValues: @escaping @Sendable ([String: String]) -> AnyLayout) -> UnsafeMutableRawPointer {
    let specs = SwiftUILayoutAdapter.parameters + parameters.map(\.playgroundSpec)
    let plugin = LayoutPlugin(parameters: specs, checkPolicy: .asIOS) { values in
        SwiftUILayoutAdapter(makeWithValues(swiftUIValues(values, specs)), name: name,
                             sizing: SwiftUIItemSizing(rawValue: values.string("itemSizing")) ?? .fit,
                             side: CGFloat(values.number("itemSide")))
    }
    return Unmanaged.passRetained(plugin).toOpaque()
}

/// A view made with the panel's values.
public func swiftUIViewLayoutPlugin(name: String, parameters: [UIKitPluginParameter],
                                    makeWithValues: @escaping @Sendable @MainActor ([String: String]) -> AnyView)
    -> UnsafeMutableRawPointer {
    let specs = SwiftUILayoutAdapter.parameters + parameters.map(\.playgroundSpec)
    let plugin = LayoutPlugin(parameters: specs, checkPolicy: .asIOS) { values in
        let given = swiftUIValues(values, specs)
        return SwiftUIViewLayoutAdapter(name: name, sizing: SwiftUIItemSizing(rawValue: values.string("itemSizing")) ?? .fit,
                                        side: CGFloat(values.number("itemSide"))) { makeWithValues(given) }
    }
    return Unmanaged.passRetained(plugin).toOpaque()
}

/// A behaviour made with the panel's values, applied as `swiftUIBehaviorLayoutPlugin(name:make:)` applies one.
public func swiftUIBehaviorLayoutPlugin(name: String, parameters: [UIKitPluginParameter],
                                        makeWithValues: @escaping @Sendable ([String: String]) -> any ScrollTargetBehavior)
    -> UnsafeMutableRawPointer {
    let specs = SwiftUIBehaviorLayout.parameters + parameters.map(\.playgroundSpec)
    let plugin = LayoutPlugin(parameters: specs, checkPolicy: .asIOS) { values in
        SwiftUIBehaviorLayout.make(name: name, values: values, behavior: makeWithValues(swiftUIValues(values, specs)))
    }
    return Unmanaged.passRetained(plugin).toOpaque()
}
