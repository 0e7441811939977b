import Foundation
import UIKit

extension Color {
    /// A colour from a UIKit colour (SwiftUI's `Color(uiColor:)`): its RGB components and alpha, read as
    /// `getRed(_:green:blue:alpha:)` reads them.
    ///
    ///     Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))   // red 1, green 0.5, blue 0, opacity 0.25
    public init(uiColor: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = uiColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: Double(r), green: Double(g), blue: Double(b), opacity: Double(a))
    }

    /// A colour from a UIKit colour (SwiftUI's `Color(_:)` taking a `UIColor`, iOS 13's spelling of `init(uiColor:)`).
    public init(_ color: UIColor) { self.init(uiColor: color) }
}

extension UIColor {
    /// A UIKit colour from a SwiftUI colour (SwiftUI's `UIColor(_:)`): its RGB components and opacity.
    public convenience init(_ color: Color) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.opacity))
    }
}
