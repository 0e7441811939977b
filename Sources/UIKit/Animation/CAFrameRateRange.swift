/// The range of frame rates a display link asks for (CAFrameRateRange, CAFrameRateRange.h).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Apple's default: no preference (all zero).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
