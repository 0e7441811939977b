import PlaygroundCore
import UIKit

/// What the generated entry point of a user's UIKit layout file returns: a retained PlaygroundCore.LayoutPlugin
/// as an opaque pointer. `name` nil means: the lower-cased name of the class `make()` returns.
///
/// The plugin declares the UIKit layouts' one parameter, `sections` (UIKitLayoutAdapter.parameters); every make
/// builds a new layout object and a new proxy collection view.
public func uikitLayoutPlugin(name: String?, make: @escaping @Sendable @MainActor () -> UICollectionViewLayout)
    -> UnsafeMutableRawPointer {
    uikitLayoutPlugin(name: name, makeWithCollectionView: { _ in make() })
}

/// The same, when the user's `func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout` wants
/// the collection view (to set its delegate / dataSource before the layout runs).
public func uikitLayoutPlugin(name: String?, makeWithCollectionView: @escaping @Sendable @MainActor (UICollectionView)
    -> UICollectionViewLayout) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(UIKitLayoutAdapter.plugin(name: name, make: makeWithCollectionView)).toOpaque()
}

extension UIKitLayoutAdapter {
    /// Every UIKit layout's parameters: how many sections the playground's items are split into.
    public static let parameters: [ParameterSpec] = [
        ParameterSpec("sections", default: "1", .number(1...1000, integer: true),
                      "sections the items are split into (near-equal, the first ones one more; UIKit layouts)"),
    ]

    /// The plugin for a layout made by `make` (given the proxy collection view before the layout runs).
    public static func plugin(name: String?, make: @escaping @Sendable @MainActor (UICollectionView) -> UICollectionViewLayout)
        -> LayoutPlugin {
        LayoutPlugin(parameters: parameters, checkPolicy: .asIOS) { values in
            UIKitLayoutAdapter(name: name, sections: values.integer("sections"), make: make)
        }
    }

    /// The layout name of a class: its unqualified name, lower-cased, with anything but letters, digits, `-` and
    /// `_` dropped (`CarouselFlowLayout` → `carouselflowlayout`).
    public static func defaultName(of layout: UICollectionViewLayout) -> String {
        let full = String(describing: type(of: layout))
        let last = full.split(separator: ".").last.map(String.init) ?? full
        let kept = last.lowercased().unicodeScalars.filter {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        let name = String(String.UnicodeScalarView(kept))
        return name.isEmpty ? "uikitlayout" : name
    }
}
