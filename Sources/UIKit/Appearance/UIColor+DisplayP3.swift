import Foundation

extension UIColor {
    /// A colour from Display P3 components, 0…1 (Apple, "init(displayP3Red:green:blue:alpha:)").
    ///
    /// Playground: approximated: the components are taken as sRGB (the playground draws in sRGB), so a P3 colour
    /// outside sRGB's gamut is a little duller than on a wide-colour iPhone; colours inside both gamuts shift by a
    /// few percent at most.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        PlaygroundNotices.record("UIColor.init(displayP3Red:green:blue:alpha:)", .approximated,
                                 "Display P3 components are drawn as sRGB ones")
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
