import Foundation

/// A date and time picker (UIDatePicker.h).
///
/// As UIDatePicker.h: `date` defaults to the moment the picker is made and is kept within `minimumDate` and
/// `maximumDate` when set; `datePickerMode` `.dateAndTime`; `minuteInterval` 1 (values that do not divide 60, or
/// outside 1...30, are ignored: Apple "must be evenly divided into 60" and "valid values are 1 to 30");
/// `countDownDuration` 0, its seconds clamped to 0...86,399 (Apple: "maximum value is 23:59 (86,399 seconds)");
/// `preferredDatePickerStyle` `.automatic`. `setDate(_:animated:)` does not send `.valueChanged` (Apple: only user
/// interaction does).
///
/// Playground: approximated: the picker is not drawn and cannot be spun; `date` is set from code only.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker shows (UIDatePicker.h `UIDatePickerMode`).
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer, yearAndMonth
    }

    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
    }
    open var locale: Locale?
    open var calendar: Calendar! = Calendar.current
    open var timeZone: TimeZone?
    open var minimumDate: Date? {
        didSet { date = playgroundClamped(playgroundDate) }
    }
    open var maximumDate: Date? {
        didSet { date = playgroundClamped(playgroundDate) }
    }
    private var playgroundDate = Date()
    open var date: Date {
        get { playgroundDate }
        set { playgroundDate = playgroundClamped(newValue) }
    }
    private var playgroundMinuteInterval = 1
    open var minuteInterval: Int {
        get { playgroundMinuteInterval }
        set { if (1...30).contains(newValue), 60 % newValue == 0 { playgroundMinuteInterval = newValue } }
    }
    private var playgroundCountDown: TimeInterval = 0
    open var countDownDuration: TimeInterval {
        get { playgroundCountDown }
        set { playgroundCountDown = min(max(0, newValue), 86_399) }
    }
    open var roundsToMinuteInterval = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        PlaygroundNotices.record("UIDatePicker", .approximated, "the picker is not drawn and cannot be spun; its date is set from code")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    private func playgroundClamped(_ date: Date) -> Date {
        var d = date
        if let low = minimumDate, d < low { d = low }
        if let high = maximumDate, d > high { d = high }
        return d
    }

    /// The wheels' standard height, 216 points (Apple's Human Interface Guidelines, "Pickers"), for every style
    /// here (approximated: Apple gives no figure for the compact and inline styles).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }
}
