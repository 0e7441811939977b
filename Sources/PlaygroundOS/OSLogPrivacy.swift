/// How a value interpolated into a log message is shown (Apple, os "OSLogPrivacy").
///
/// Playground: every value is written as it is (nothing is redacted on a developer's own machine).
public struct OSLogPrivacy: Equatable, Sendable {
    let name: String
    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

    /// A mask for a private value (Apple: `.hash`).
    public struct Mask: Equatable, Sendable {
        let name: String
        public static let hash = Mask(name: "hash")
        public static let none = Mask(name: "none")
    }
}
