import CImGui
import CSDL
import Foundation
import PlaygroundCore

/// The window's hand-off to the parameter panel (`PanelController`, which owns the panel's state): P shows and hides
/// it; while shown, Dear ImGui sees every event first, and what the panel takes does not reach the playground
/// (docs/tuning.md, "Keyboard and mouse"); the panel's changes come back as input events for the playground.
extension WindowLoop {
    /// The parameter panel (its state is the controller's).
    var panel: ParameterPanel { panelControl.panel }

    /// What "default" means for the panel's presets (`PanelController.defaults`).
    var panelDefaults: PanelDefaults {
        get { panelControl.defaults }
        set { panelControl.defaults = newValue }
    }

    /// Whether the keys are the panel's (`PanelController.hasKeyboard`).
    var panelHasKeyboard: Bool { panelControl.hasKeyboard }

    /// Shows or hides the panel, starting Dear ImGui the first time.
    func togglePanel() {
        guard panelControl.toggle(renderer: renderer) else { return }
        syncViewport()
    }

    /// The window's parts now: the content, the HUD's strip, the panel's column (`WindowGeometry`).
    var geometry: WindowGeometry {
        let (w, h) = window.size
        return WindowGeometry(window: Size(width: Double(w), height: Double(h)),
                              panel: panel.isVisible ? panel.placement.width : nil,
                              collapsed: panel.placement.collapsed)
    }

    /// The layout's viewport: the window less the panel's column and the HUD's strip.
    var contentSize: Size { geometry.content }

    /// Tells the core when the content area changed size (the panel shown, hidden, collapsed or resized).
    func syncViewport() {
        // With a device the window grows or shrinks around the panel instead (WindowLoop+Device.swift).
        if fitWindowToDevice() { return }
        let size = contentSize
        if playground.viewport != size { resizeContent(to: size, at: clock.now) }
    }

    /// The core's viewport becomes `size`. Content shown from its start stays at its start (the core otherwise
    /// keeps the item nearest the middle in the middle, which would scroll a grid's first rows away when the
    /// panel opens).
    func resizeContent(to size: Size, at time: Double) {
        let atStart = playground.contentOffset == playground.scroller.range.min
        playground.handle(InputEvent(time: time, .resize(size)))
        if atStart, playground.scroller.phase == .idle { playground.setContentOffset(playground.scroller.range.min) }
    }

    /// Where an event goes while the panel is shown (`PanelController.route`).
    func panelRoute(_ e: SDL_Event) -> (chrome: Bool, core: Bool) {
        panelControl.route(e, panelLeft: geometry.panel.minX)
    }

    /// Runs the panel's frame and hands its changes to the core as input events.
    func buildPanel() {
        guard let actions = panelControl.build(playground, geometry: geometry) else { return }
        syncViewport()
        for (kind, modifiers) in actions.events {
            playground.handle(InputEvent(time: clock.now, kind, modifiers: modifiers))
        }
        let requests = panelControl.finish(actions, after: playground)
        requests.messages.forEach(showMessage)
        if let folder = requests.loadImages { loadImages(folder: folder) }
    }
}
