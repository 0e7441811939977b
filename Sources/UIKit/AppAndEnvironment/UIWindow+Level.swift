import Foundation

extension UIWindow {
    /// A window's level (UIWindow.h's UIWindowLevel): normal 0, status bar 1000, alert 2000, as iOS's values.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
        public static func - (a: Level, b: CGFloat) -> Level { Level(a.rawValue - b) }
    }
}
