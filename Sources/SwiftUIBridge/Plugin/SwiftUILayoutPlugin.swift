import PlaygroundCore
import SwiftUI

/// What the generated entry point of a user's SwiftUI layout file returns: a retained PlaygroundCore.LayoutPlugin
/// as an opaque pointer (docs/swiftui.md, "Loading SwiftUI files").
public func swiftUILayoutPlugin(name: String, make: @escaping @Sendable () -> AnyLayout) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(SwiftUILayoutAdapter.plugin(name: name, make: make)).toOpaque()
}

extension SwiftUILayoutAdapter {
    /// Every SwiftUI layout's parameters: how items answer size proposals (docs/swiftui.md).
    public static let parameters: [ParameterSpec] = [
        ParameterSpec("itemSizing", default: "fit", .choice(SwiftUIItemSizing.allCases.map(\.rawValue)),
                      "how items answer proposals: fit (a resizable photo, aspect fit) or fixed (itemSide square)"),
        ParameterSpec("itemSide", default: "100", .number(1...1000, integer: false),
                      "an item's ideal width (fit) or side (fixed), points"),
    ]

    /// The plugin for a layout made by `make`.
    public static func plugin(name: String, make: @escaping @Sendable () -> AnyLayout) -> LayoutPlugin {
        // Checked as UIKit files are (docs/uikit.md, "The check"): SwiftUI draws subviews a layout places outside
        // the size it reports, so only traps, hangs and non-finite geometry refuse a file; the rest are warnings.
        LayoutPlugin(parameters: parameters, checkPolicy: .asIOS) { values in
            SwiftUILayoutAdapter(make(), name: name,
                                 sizing: SwiftUIItemSizing(rawValue: values.string("itemSizing")) ?? .fit,
                                 side: CGFloat(values.number("itemSide")))
        }
    }
}
