import Foundation

/// Whether the last call of a UIKit optional requirement was answered by UIKit's fallback (the protocol extension's
/// default), not by the delegate: iOS's `delegate?.collectionView?(…, sizeForItemAt:)` is nil when the delegate does
/// not implement the method; here the requirement always exists, so the default says that it answered and the
/// load-time rewrite appends `.playgroundIfImplemented` to the user's call (docs/uikit.md, "The rewrite step").
package enum PlaygroundOptionalRequirement {
    /// Set by a default that answered; read and cleared by `playgroundIfImplemented`. One value: calls of optional
    /// requirements do not nest (a default returns at once).
    nonisolated(unsafe) static var answeredByDefault = false

    /// Called by a default implementation of UIKit's optional requirement before it returns UIKit's fallback.
    package static func defaultAnswered() { answeredByDefault = true }

    /// Whether the call just made was answered by a default; clears the mark.
    package static func takeDefaultAnswered() -> Bool {
        defer { answeredByDefault = false }
        return answeredByDefault
    }
}

/// Playground extension (not in UIKit): the values UIKit's optional requirements return, which the load-time
/// rewrite turns back into iOS's optional answer (`playgroundIfImplemented`). Written by the rewrite, not by hand.
public protocol PlaygroundOptionalRequirementResult {}

extension PlaygroundOptionalRequirementResult {
    /// Playground extension (not in UIKit): this value, or nil when the optional requirement's call that produced
    /// it was answered by UIKit's default (the delegate does not implement it), as iOS's `delegate?.f?(…)` is nil.
    ///
    ///     // written: guard let size = delegate.collectionView?(cv, layout: self, sizeForItemAt: ip) else { … }
    ///     guard let size = delegate.collectionView (cv, layout: self, sizeForItemAt: ip).playgroundIfImplemented else { … }
    public var playgroundIfImplemented: Self? { PlaygroundOptionalRequirement.takeDefaultAnswered() ? nil : self }
}

extension CGSize: PlaygroundOptionalRequirementResult {}
extension CGFloat: PlaygroundOptionalRequirementResult {}
extension UIEdgeInsets: PlaygroundOptionalRequirementResult {}
