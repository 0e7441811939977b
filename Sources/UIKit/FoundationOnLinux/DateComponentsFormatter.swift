import Foundation

/// A formatter that writes a time interval or date components as text ("1:05", "1h 5m", "1 hour, 5 minutes"), as
/// Foundation's does (NSDateComponentsFormatter.h; Apple's documentation, "DateComponentsFormatter").
///
/// swift-corelibs-foundation declares it unavailable ("Not supported in swift-corelibs-foundation"), so the many app
/// files that format a video's duration or a timer with it did not compile. This class, declared in UIKit (which
/// imports Foundation), shadows that declaration in every file that imports UIKit, as an overlay shadows the module
/// it imports.
///
///     let f = DateComponentsFormatter()
///     f.allowedUnits = [.minute, .second]
///     f.string(from: 65)   // "1:05"
///
/// Playground: English (en_US) unit names whatever the locale; a month and a year of a time interval count as 30 and
/// 365 days (Apple counts them on `calendar` from `referenceDate`); units cut off by `maximumUnitCount` are dropped,
/// not rounded into the last unit shown.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written (NSDateComponentsFormatterUnitsStyle; raw values as Apple's header).
    public enum UnitsStyle: Int, Sendable {
        /// "1:05:03"
        case positional = 0
        /// "1h 5m 3s"
        case abbreviated = 1
        /// "1 hr, 5 min, 3 sec"
        case short = 2
        /// "1 hour, 5 minutes, 3 seconds"
        case full = 3
        /// "one hour, five minutes, three seconds"
        case spellOut = 4
        /// "1hr 5min 3sec"
        case brief = 5
    }

    /// Which zero-valued units are left out or padded (NSDateComponentsFormatterZeroFormattingBehavior; raw values as
    /// Apple's header).
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units dropped (the last two units kept); with labels: every zero unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units kept and positional values padded to two digits ("00:01:05").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The default is `.positional`, as Apple's.
    open var unitsStyle: UnitsStyle = .positional
    /// The default is years, months, weeks of the month, days, hours, minutes and seconds, as Apple's.
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, the largest first; 0: no limit.
    open var maximumUnitCount: Int = 0
    open var allowsFractionalUnits: Bool = false
    open var collapsesLargestUnit: Bool = false
    /// "About 5 minutes".
    open var includesApproximationPhrase: Bool = false
    /// "5 minutes remaining".
    open var includesTimeRemainingPhrase: Bool = false
    open var calendar: Calendar? = Calendar.current
    open var referenceDate: Date?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The text of `ti` seconds in the allowed units; nil when no unit is allowed.
    open func string(from ti: TimeInterval) -> String? {
        let units = Self.units.filter { allowedUnits.contains($0.unit) }
        guard let smallest = units.last, ti.isFinite else { return nil }
        note()
        // The smallest unit shown is rounded to the nearest whole one; the others are whole.
        var rest = Int((abs(ti) / smallest.seconds).rounded()) * Int(smallest.seconds)
        var values: [Int] = []
        for u in units {
            let size = Int(u.seconds)
            values.append(rest / size)
            rest %= size
        }
        return text(units.map(\.name), values, negative: ti < 0)
    }

    /// The text of `components`' values in the allowed units (a unit it leaves unset counts as 0).
    open func string(from components: DateComponents) -> String? {
        let units = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !units.isEmpty else { return nil }
        note()
        let values = units.map { u -> Int in
            switch u.name {
            case .year: return components.year ?? 0
            case .month: return components.month ?? 0
            case .week: return components.weekOfMonth ?? components.weekOfYear ?? 0
            case .day: return components.day ?? 0
            case .hour: return components.hour ?? 0
            case .minute: return components.minute ?? 0
            case .second: return components.second ?? 0
            }
        }
        let negative = values.contains { $0 < 0 }
        return text(units.map(\.name), values.map(abs), negative: negative)
    }

    /// The text of the time from `startDate` to `endDate`.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// A number (seconds) or date components as text; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        if let components = obj as? DateComponents { return string(from: components) }
        if let seconds = obj as? Double { return string(from: seconds) }
        if let seconds = obj as? Int { return string(from: TimeInterval(seconds)) }
        if let number = obj as? NSNumber { return string(from: number.doubleValue) }
        return nil
    }

    /// `components` in `unitsStyle`, with the other settings at their defaults.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: - Writing

    enum Name { case year, month, week, day, hour, minute, second }

    private static let units: [(unit: NSCalendar.Unit, name: Name, seconds: Double)] = [
        (.year, .year, 365 * 86_400), (.month, .month, 30 * 86_400), (.weekOfMonth, .week, 7 * 86_400),
        (.day, .day, 86_400), (.hour, .hour, 3_600), (.minute, .minute, 60), (.second, .second, 1),
    ]

    private func note() {
        PlaygroundNotices.record("DateComponentsFormatter", .approximated,
                                 "English unit names; a month and a year of a time interval count as 30 and 365 days")
    }

    /// The units kept (by index) under `zeroFormattingBehavior` and `maximumUnitCount`.
    private func kept(_ values: [Int]) -> [Int] {
        var keep = Array(values.indices)
        let zero = zeroFormattingBehavior
        let pad = zero.contains(.pad)
        let firstNonZero = values.firstIndex { $0 != 0 }
        let lastNonZero = values.lastIndex { $0 != 0 }
        if zero.contains(.default) && !pad {
            if unitsStyle == .positional {
                // Leading zeros dropped, the last two units kept ("0:05"), as Apple's formatter writes them.
                let start = min(firstNonZero ?? values.count, max(values.count - 2, 0))
                keep = Array(start..<values.count)
            } else {
                keep = values.indices.filter { values[$0] != 0 }
            }
        } else if !pad {
            keep = keep.filter { i in
                guard values[i] == 0 else { return true }
                guard let first = firstNonZero, let last = lastNonZero else {
                    return !(zero.contains(.dropLeading) || zero.contains(.dropTrailing))
                }
                if i < first { return !zero.contains(.dropLeading) }
                if i > last { return !zero.contains(.dropTrailing) }
                return !zero.contains(.dropMiddle)
            }
        }
        // Nothing left (every unit zero and dropped): the smallest unit, "0s".
        if keep.isEmpty { keep = [values.count - 1] }
        if maximumUnitCount > 0 {
            // Counted from the first unit with a value, as Apple's.
            let start = keep.firstIndex { values[$0] != 0 } ?? 0
            keep = Array(keep[start...].prefix(maximumUnitCount))
        }
        return keep
    }

    private func text(_ names: [Name], _ values: [Int], negative: Bool) -> String {
        let keep = kept(values)
        let pad = zeroFormattingBehavior.contains(.pad)
        var out: String
        switch unitsStyle {
        case .positional:
            out = keep.enumerated().map { n, i in
                n == 0 && !pad ? String(values[i]) : (values[i] < 10 ? "0\(values[i])" : String(values[i]))
            }.joined(separator: ":")
        case .abbreviated:
            out = keep.map { "\(values[$0])\(Self.label(names[$0], .abbreviated, values[$0]))" }.joined(separator: " ")
        case .brief:
            out = keep.map { "\(values[$0])\(Self.label(names[$0], .brief, values[$0]))" }.joined(separator: " ")
        case .short, .full:
            out = keep.map { "\(values[$0]) \(Self.label(names[$0], unitsStyle, values[$0]))" }.joined(separator: ", ")
        case .spellOut:
            let speller = NumberFormatter()
            speller.locale = Locale(identifier: "en_US")
            speller.numberStyle = .spellOut
            out = keep.map { i in
                let number = speller.string(from: NSNumber(value: values[i])) ?? String(values[i])
                return "\(number) \(Self.label(names[i], .full, values[i]))"
            }.joined(separator: ", ")
        }
        if negative { out = "-" + out }
        if includesApproximationPhrase { out = "About " + out }
        if includesTimeRemainingPhrase { out += " remaining" }
        return out
    }

    /// English unit names by style (en_US, as Apple's formatter writes them there).
    private static func label(_ name: Name, _ style: UnitsStyle, _ value: Int) -> String {
        let one = value == 1
        switch style {
        case .abbreviated:
            return ["y", "mo", "w", "d", "h", "m", "s"][index(name)]
        case .brief:
            return ["yr", "mth", "wk", "d", "hr", "min", "sec"][index(name)]
        case .short:
            return [one ? "yr" : "yrs", one ? "mth" : "mths", one ? "wk" : "wks", one ? "day" : "days",
                    "hr", "min", "sec"][index(name)]
        default:
            let word = ["year", "month", "week", "day", "hour", "minute", "second"][index(name)]
            return one ? word : word + "s"
        }
    }

    private static func index(_ name: Name) -> Int {
        switch name {
        case .year: 0
        case .month: 1
        case .week: 2
        case .day: 3
        case .hour: 4
        case .minute: 5
        case .second: 6
        }
    }
}
