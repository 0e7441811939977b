import Foundation

/// The accessibility settings and announcements (UIAccessibility.h).
///
/// As the playground's device: no assistive technology runs and every setting is off (Reduce Motion, VoiceOver,
/// Bold Text, …: false), so code takes its ordinary path; `post(notification:argument:)` does nothing.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }

    /// An announcement kind (UIAccessibility.h's UIAccessibilityNotifications).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Announces a change to assistive technologies.
    ///
    /// Playground: does nothing: no assistive technology runs in the playground.
    public static func post(notification: Notification, argument: Any?) {
        PlaygroundNotices.record("UIAccessibility.post(notification:argument:)", .doesNothing,
                                 "no assistive technology runs in the playground")
    }

    public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when an assistive technology focuses an element (UIAccessibility.h, iOS 9).
    public static let elementFocusedNotification =
        Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    /// The focused element, in `elementFocusedNotification`'s user info.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    /// The assistive technology, in `elementFocusedNotification`'s user info.
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
    public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
