import PlaygroundCore
import UIKit

/// A parameter a UIKit file's generated entry point declares besides `sections` (docs/uikit.md, "Hosting a bare
/// layout"): the width of the items a playground-made delegate answers with, or which of a file's builders is shown.
/// The generated factory gets every parameter's value as text (`values["delegateItemWidth"]`), so the user's files
/// never see the core's types.
public struct UIKitPluginParameter: Sendable {
    let spec: ParameterSpec

    /// A number in `range` (a slider in the panel).
    public static func number(_ name: String, default value: Double, range: ClosedRange<Double>, integer: Bool = false,
                              summary: String) -> Self {
        Self(spec: ParameterSpec(name, default: ParameterSpec.format(value), .number(range, integer: integer), summary))
    }

    /// One of `words` (a choice in the panel).
    public static func choice(_ name: String, default value: String, words: [String], summary: String) -> Self {
        Self(spec: ParameterSpec(name, default: value, .choice(words), summary))
    }
}

/// The entry point's plug-in when the generated factory takes the collection view and the parameters' values
/// (a bare layout hosted by the playground: delegates answered, builders chosen).
public func uikitLayoutPlugin(name: String?, parameters: [UIKitPluginParameter],
                              makeWithValues: @escaping @Sendable @MainActor (UICollectionView, [String: String]) -> UICollectionViewLayout)
    -> UnsafeMutableRawPointer {
    let specs = UIKitLayoutAdapter.parameters + parameters.map(\.spec)
    let plugin = LayoutPlugin(parameters: specs, checkPolicy: .asIOS) { values in
        let given = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, values.string($0.name)) })
        return UIKitLayoutAdapter(name: name, sections: values.integer("sections"), make: { makeWithValues($0, given) })
    }
    return Unmanaged.passRetained(plugin).toOpaque()
}

extension UIKitPluginParameter {
    /// The parameter's spec, for the SwiftUI bridge's entry points (docs/swiftui.md, "Initializer arguments").
    package var playgroundSpec: ParameterSpec { spec }
}
