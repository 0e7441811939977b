import Foundation

// How Apple's Swift overlay for Core Graphics describes its geometry (swift's stdlib/public/Darwin/CoreGraphics,
// CGGeometry.swift: CGPoint, CGSize and CGRect are CustomDebugStringConvertible as "(x, y)", "(width, height)" and
// "(x, y, width, height)"). String interpolation and `print` use it on iOS, so code and tests that compare
// "\(frame)" with "(0.0, 0.0, 100.0, 100.0)" (MagazineLayout's own suite does) read the same here; Linux's
// Foundation gives these types no description and would print their reflection.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
