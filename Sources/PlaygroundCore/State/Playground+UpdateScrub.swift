/// Ctrl+wheel during a batch update's animation scrubs it (UpdateScrub): wheel down forward, up back; letting go of
/// Ctrl plays the rest. Each notch redraws the items between their initial (or final) attributes and their places,
/// so a layout's `initialLayoutAttributesForAppearingItem(at:)` / `finalLayoutAttributesForDisappearingItem(at:)`
/// can be watched frame by frame (docs/interactions.md, docs/uikit.md "Batch updates").
extension Playground {
    /// The time item animations and ghosts are drawn at: the frame time, or the scrubbed update's own.
    var animationTime: Double { updateScrub?.animationTime(at: time) ?? time }

    /// Ctrl+wheel: scrubs the update animating now; false when none is (the wheel then does what it did).
    mutating func scrubUpdate(by delta: Double, at t: Double) -> Bool {
        guard transition == nil, var scrub = updateScrub, !scrub.isFinished(at: t) else { return false }
        scrub.scrub(by: delta, at: t)
        updateScrub = scrub
        return true
    }

    /// Ctrl released: the update plays on.
    mutating func finishUpdateScrub(at t: Double) { updateScrub?.finishScrubbing(at: t) }

    /// Forgets an update whose animations ended.
    mutating func pruneUpdateScrub(at t: Double) {
        if let s = updateScrub, s.isFinished(at: t) { updateScrub = nil }
    }
}
