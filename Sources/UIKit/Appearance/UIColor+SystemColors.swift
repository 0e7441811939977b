/// The system colours UIInterface.swift (issue uikit-host) does not declare, with their light-mode values (sRGB,
/// 0…255 per channel), from Apple's Human Interface Guidelines, "Color", "Specifications", iOS default light (the
/// playground has no dark mode: docs/cells.md), and UIColor.h's fixed colours.
extension UIColor {
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }


    public static let systemBackground = rgb(255, 255, 255)
    public static let secondarySystemBackground = rgb(242, 242, 247)

    public static let label = rgb(0, 0, 0)
    /// The default tint (systemBlue).
    public static let tintColor = UIColor.systemBlue

    // UIColor.h's fixed colours (components as the header gives them).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
