import PlaygroundCore

/// `run --status-file`: the window's state now, as `StatusFile` writes it (docs/status-file.md).
extension WindowLoop {
    /// The snapshot of this frame: read from the playground's public state and the window's own, changing nothing.
    /// `settled` is the playground at rest (`Playground.isSettled`) with every wanted image drawn from its texture;
    /// the content offset is given only then (so a scroll does not rewrite the file every frame).
    func status(running: Bool) -> WindowStatus {
        let progress = images.progress
        let missing = images.missing
        let settled = playground.isSettled
        return WindowStatus(
            running: running, quitting: playground.wantsQuit, settled: settled && missing == 0,
            phase: playground.scroller.phase.rawValue, layout: playground.layoutName,
            transition: playground.transition.map { ($0.from, $0.to) }, zoomedItem: playground.zoomedItem,
            reordering: playground.isReordering, pressing: playground.mode.press != nil,
            focusedItem: playground.focusedItem, contentOffset: settled ? playground.contentOffset : nil,
            viewport: playground.viewport, window: window.size, device: playground.traits.device?.name,
            layoutDirection: playground.traits.layoutDirection.name,
            autoplay: playground.autoplayState.rawValue, orderVersion: playground.orderVersion,
            help: showHelp, inspector: showInspector, panelOpen: panel.isVisible, panelKeyboard: panelHasKeyboard,
            recording: recordings.recording != nil, compiling: liveLayouts.compiling.count,
            layoutErrors: liveLayouts.errors.count,
            images: (progress.decoded, progress.failed, progress.total, missing), tallies: tallies,
            notices: playground.notices.all)
    }
}
