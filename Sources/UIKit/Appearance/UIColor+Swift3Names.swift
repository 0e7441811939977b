import Foundation

extension UIColor {
    /// Swift 3's colour-literal initializer: the requirement of Swift 3's `_ExpressibleByColorLiteral`, which UIKit's
    /// overlay gave UIColor and apps called directly (`UIColor(colorLiteralRed: 0.53, green: 0.81, blue: 0.92,
    /// alpha: 1)`); Swift 4 renamed the requirement `init(_colorLiteralRed:green:blue:alpha:)` (swift/stdlib
    /// CompilerProtocols.swift). Decided: answered as today's name, sRGB components 0…1, like the Swift 4 names in
    /// ObjectiveCNames.swift: example apps written in Swift 3 still call it.
    public convenience init(colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(_colorLiteralRed: red, green: green, blue: blue, alpha: alpha)
    }
}
