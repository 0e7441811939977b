/// A log message written with string interpolation (Apple, os "OSLogMessage"): `"loaded \(count, privacy: .public)"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// Playground extension (not in UIKit): the message's text, its values written as they are.
    public let playgroundText: String

    public init(stringLiteral value: String) { playgroundText = value }
    public init(stringInterpolation: OSLogInterpolation) { playgroundText = stringInterpolation.text }
}

/// The interpolation of an `OSLogMessage` (Apple, os "OSLogInterpolation"): values with a privacy, an alignment or a
/// format, all written as they are here.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure () -> T, format: OSLogFloatFormatting = .fixed,
                                                                     align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += String(describing: Double(value()))
    }
    public mutating func appendInterpolation(_ value: @autoclosure () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += value()
    }
}
