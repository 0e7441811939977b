/// Timed carousel paging (seeds 003 and 004): one page every `interval` seconds, forever, pausing while the user
/// is busy and resuming with the time that was left (Swiper's pause-on-interaction, not Flickity's stop-for-good).
public struct Autoplay: Hashable, Sendable {
    /// Whether autoplay turns pages: playing, paused by the user or by a gesture, or off.
    public enum State: String, Hashable, Sendable {
        case playing, paused, off
    }

    /// The default interval in the window, seconds (the issue: 3 s).
    public static let defaultInterval = 3.0
    /// A page turn's animation, seconds (Swiper's default `speed`: 300 ms).
    public static let pageDuration = 0.3

    /// Seconds between pages; 0 means off.
    public private(set) var interval: Double
    /// Seconds left until the next page while playing.
    public private(set) var remaining: Double
    /// The user's switch (Space).
    public private(set) var enabled: Bool

    public init(interval: Double) {
        self.interval = max(0, interval)
        remaining = self.interval
        enabled = interval > 0
    }

    /// Space: off ↔ on (with the default interval when none was set).
    public mutating func toggle() {
        if interval == 0 { interval = Self.defaultInterval }
        enabled.toggle()
        if enabled { remaining = interval }
    }

    public func state(paused: Bool) -> State {
        guard enabled, interval > 0 else { return .off }
        return paused ? .paused : .playing
    }

    /// Advances the countdown by `dt` seconds; returns true when a page is due.
    public mutating func tick(_ dt: Double, paused: Bool) -> Bool {
        guard state(paused: paused) == .playing, dt > 0 else { return false }
        remaining -= dt
        guard remaining <= 0 else { return false }
        remaining = max(remaining + interval, 0)
        if remaining == 0 { remaining = interval }
        return true
    }
}
