/// Ignoring touches app-wide while an animation or transition runs (UIApplication.h, "Controlling and handling
/// events"; deprecated in iOS 13 for UIView's `isUserInteractionEnabled`, still in the SDK and still common in
/// libraries: CPCollectionViewKit's transition manager calls it around an interactive layout transition).
extension UIApplication {
    /// Starts ignoring touch events; the calls nest (UIApplication.h: "nested. set should be set during animations
    /// & transitions to ignore touch and other events"): each needs its `endIgnoringInteractionEvents()`.
    ///
    /// Playground: counted as UIKit counts it, and `isIgnoringInteractionEvents` answers from the count; the
    /// playground's pointer does not reach views as touches (docs/uikit.md, "What compiles and does nothing"), so
    /// there is nothing to hold back.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() {
        PlaygroundNotices.record("UIApplication.beginIgnoringInteractionEvents()", .approximated,
                                 "counted, as UIKit nests it; the playground's pointer does not reach views as touches, so nothing is held back")
        playgroundIgnoringInteractionEvents += 1
    }

    /// Ends one `beginIgnoringInteractionEvents()`; once every one has ended, events are handled again. An end
    /// with no begin leaves the count at zero.
    ///
    /// Playground: counted, as `beginIgnoringInteractionEvents()` is.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        playgroundIgnoringInteractionEvents = max(0, playgroundIgnoringInteractionEvents - 1)
    }

    /// Whether the app is at least one `beginIgnoringInteractionEvents()` deep (UIApplication.h: "returns YES if we
    /// are at least one deep in ignoring events").
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { playgroundIgnoringInteractionEvents > 0 }
}
