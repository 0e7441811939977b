import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): a string literal, with interpolations, given to
/// `Text` and the other views that take a title.
///
/// Playground: there are no string tables here, so a key is its own text (as on iOS when no table has the key:
/// Apple, "LocalizedStringKey": "If the view can't perform localization, it uses the key as the string").
/// Interpolated values are formatted with `String(describing:)`.
///
///     Text(LocalizedStringKey("Item \(3)"))   // draws "Item 3"
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The key's text: the literal with its interpolations written in.
    package let playgroundKey: String

    public init(_ value: String) { playgroundKey = value }
    public init(stringLiteral value: String) { playgroundKey = value }
    public init(stringInterpolation: StringInterpolation) { playgroundKey = stringInterpolation.text }

    /// The literal's pieces, written in as they come.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        public mutating func appendInterpolation(_ string: String) { text += string }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: CVarArg {
            text += String(format: specifier, value)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }
    }
}

extension Text {
    /// A text showing the key (the key itself here: no string tables; see `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.playgroundKey)
    }
}
