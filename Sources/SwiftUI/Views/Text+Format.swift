import Foundation

extension Text {
    /// A text showing a value formatted by a format style (SwiftUI's `Text(_:format:)`).
    ///
    ///     Text(0.5, format: .percent)   // "50%"
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
