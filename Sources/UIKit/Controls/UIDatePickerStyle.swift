import Foundation

/// How a date picker looks (UIDatePicker.h `UIDatePickerStyle`, iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}
