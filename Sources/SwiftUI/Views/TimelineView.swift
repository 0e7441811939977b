import Foundation

/// When a `TimelineView` updates (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule {}

/// The schedules SwiftUI names (`.animation`, `.periodic(from:by:)`, `.everyMinute`, `.explicit(_:)`).
/// Playground extension (not in UIKit): Apple returns a type per schedule; here one type names them all.
public struct PlaygroundTimelineSchedule: TimelineSchedule { let name: String }
extension TimelineSchedule where Self == PlaygroundTimelineSchedule {
    public static var animation: PlaygroundTimelineSchedule { PlaygroundTimelineSchedule(name: "animation") }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> PlaygroundTimelineSchedule {
        PlaygroundTimelineSchedule(name: "animation")
    }
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PlaygroundTimelineSchedule {
        PlaygroundTimelineSchedule(name: "periodic")
    }
    public static var everyMinute: PlaygroundTimelineSchedule { PlaygroundTimelineSchedule(name: "everyMinute") }
    public static func explicit<S: Sequence>(_ dates: S) -> PlaygroundTimelineSchedule where S.Element == Date {
        PlaygroundTimelineSchedule(name: "explicit")
    }
}

/// A view that updates on a schedule (SwiftUI's `TimelineView`, iOS 15). Playground: approximated: the content is
/// made once, for the date the view is evaluated at (`context.date`), and not updated as time passes (nothing
/// animates here: docs/swiftui.md, "Animations and matched geometry").
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is made with (SwiftUI's `TimelineView.Context`, a `TimelineViewDefaultContext`: not generic,
    /// so that a closure's `Content` is inferred).
    public typealias Context = TimelineViewDefaultContext
    let content: (Context) -> Content
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) { self.content = content }
    @MainActor public var body: some View {
        PlaygroundNotices.record("TimelineView", .approximated, "the content is made once, for the date it is evaluated at, and not updated")
        return content(Context(date: Date(), cadence: .live))
    }
}

/// What a `TimelineView`'s content is made with (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext {
    /// How often the timeline updates (SwiftUI's `TimelineView.Context.Cadence`).
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date the content is made for.
    public let date: Date
    public let cadence: Cadence
    /// Asks for the content to be made again. Playground: does nothing (the content is made once).
    public func invalidateTimelineContent() {}
}
