/// UIScrollView's deceleration rates by name, or a number: the velocity factor per millisecond.
///
///     try DecelerationRate.parse("fast")   // 0.99
public enum DecelerationRate {
    public static func parse(_ text: String) throws(ParameterError) -> Double {
        switch text.trimmingSpaces.lowercased() {
        case "normal": return FrictionSimulation.normalRate
        case "fast": return FrictionSimulation.fastRate
        default:
            guard let r = Double(text.trimmingSpaces), r.isFinite, r > 0, r < 1 else {
                throw ParameterError("deceleration rate must be normal, fast or a number between 0 and 1 (per millisecond), got '\(UserText.quoted(text))'")
            }
            return r
        }
    }
}
