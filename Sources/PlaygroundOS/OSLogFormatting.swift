/// How an integer is written in a log message (Apple, os "OSLogIntegerFormatting"). Playground: always decimal.
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static let hex = OSLogIntegerFormatting()
    public static let octal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// How a floating-point value is written (Apple, os "OSLogFloatFormatting"). Playground: Swift's own description.
public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
}

/// The alignment of a value in a log message (Apple, os "OSLogStringAlignment"). Playground: not applied.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
}
