import CImGui
import CSDL
import Foundation
import PlaygroundCore

/// The session's defaults the panel's presets compare against.
struct PanelDefaults {
    var itemCount: Int
    var imagesFolder: String?
    /// The window's autoplay default: off, as in scripts (issue 23).
    var autoplay = 0.0
}

/// The parameter panel in the window: P shows and hides it; while shown, Dear ImGui sees every event first, and
/// what the panel takes does not reach the playground (docs/tuning.md, "Keyboard and mouse").
extension WindowLoop {
    /// Shows or hides the panel, starting Dear ImGui the first time.
    func togglePanel() {
        if imgui == nil {
            let font = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_FONT"] ?? TextRenderer.defaultFontPath
            do { imgui = try ImGuiSession(renderer: renderer, fontPath: font) } catch {
                Diagnostics.warn("cannot open the parameter panel: \(error)")
                return
            }
        }
        panel.isVisible.toggle()
        panelHasKeyboard = false
        imgui?.resetMouse()
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

    /// Where an event goes while the panel is shown:
    /// - a text field is being edited: every key is the panel's;
    /// - the panel has keyboard focus: keys are the panel's, except P, F11 and F12 (the window's) and Ctrl+Z,
    ///   Ctrl+Shift+Z (undo and redo, which cover the panel's changes); key releases still reach the core;
    /// - the pointer is over the panel or drags one of its widgets: presses, moves and wheels are the panel's
    ///   (a release always reaches the core, so a drag that began on the content ends there).
    func panelRoute(_ e: SDL_Event) -> (chrome: Bool, core: Bool) {
        guard panel.isVisible, let imgui else { return (true, true) }
        imgui.process(e)
        switch e.type {
        case SDL_KEYDOWN.rawValue, SDL_TEXTINPUT.rawValue, SDL_TEXTEDITING.rawValue:
            if imgui.wantsText { return (false, false) }
            guard panelHasKeyboard, imgui.wantsKeyboard, e.type == SDL_KEYDOWN.rawValue else { return (true, true) }
            let sym = UInt32(bitPattern: e.key.keysym.sym)
            // Esc leaves the panel: the keys are the playground's again (the panel stays open).
            if sym == SDLK_ESCAPE.rawValue {
                lpimgui_clear_focus()
                panelHasKeyboard = false
                return (false, false)
            }
            let chromeKey = [SDLK_p.rawValue, SDLK_F11.rawValue, SDLK_F12.rawValue].contains(sym)
            let undo = sym == SDLK_z.rawValue && UInt32(e.key.keysym.mod) & KMOD_CTRL.rawValue != 0
            return (chromeKey, undo)
        case SDL_MOUSEBUTTONDOWN.rawValue:
            // ImGui's own answer is a frame old: a press on the panel as last drawn is the panel's too.
            let onPanel = imgui.wantsMouse || Double(e.button.x) >= geometry.panel.minX
            panelHasKeyboard = onPanel
            return (true, !onPanel)
        case SDL_MOUSEMOTION.rawValue, SDL_MOUSEWHEEL.rawValue:
            return (true, !imgui.wantsMouse)
        default:
            return (true, true)
        }
    }

    /// Runs the panel's frame and hands its changes to the core as input events.
    func buildPanel() {
        guard panel.isVisible, let imgui else { return }
        imgui.newFrame()
        let actions = panel.build(playground, geometry: geometry)
        syncViewport()
        // ImGui's keyboard navigation may have focused the panel on its own: the keys stay the playground's
        // until the panel is clicked.
        if !panelHasKeyboard, imgui.wantsKeyboard, !imgui.wantsText { lpimgui_clear_focus() }
        for (kind, modifiers) in actions.events {
            playground.handle(InputEvent(time: clock.now, kind, modifiers: modifiers))
        }
        for rejected in playground.parameterErrors.dropFirst(reportedParameterErrors) {
            Diagnostics.warn(rejected.message)
        }
        reportedParameterErrors = playground.parameterErrors.count
        let preset = Preset.of(playground, defaultCount: panelDefaults.itemCount, defaultAutoplay: panelDefaults.autoplay,
                               images: panelDefaults.imagesFolder)
        if actions.copyCommandLine {
            let line = preset.commandLine()
            SDL_SetClipboardText(line)
            Diagnostics.out("command line: \(line)")
            message = ("Copied the command line", clock.now + Self.messageDuration)
        }
        if actions.copyUIKitCode { copyUIKitCode(preset) }
        if let path = actions.savePreset {
            do {
                try AtomicFile.write(preset.toml(specs: playground.layoutParameterSpecs), to: path)
                Diagnostics.out("preset: \(path)")
                message = ("Saved \((path as NSString).lastPathComponent)", clock.now + Self.messageDuration)
            } catch {
                Diagnostics.warn("cannot save the preset: \(error)")
                message = ("Preset not saved (see the terminal)", clock.now + Self.messageDuration)
            }
        }
        if let folder = actions.loadImages { loadImages(folder: folder) }
    }

    /// "Copy as UIKit code": the layout shown, with the panel's values, as `playground export --as uikit` writes it
    /// (docs/export.md), on the clipboard; what cannot be exported says why in the panel and on stderr.
    func copyUIKitCode(_ preset: Preset) {
        let name = playground.layoutName
        do {
            let swift: String
            if let source = playground.config.layouts.first(where: { $0.name == name })?.source {
                guard CompositionalSpecFile.isSpecFile(source) else {
                    throw CLIError("\(name) is a layout file: it is already code (\((source as NSString).lastPathComponent))")
                }
                swift = CompositionalExport(spec: try CompositionalSpecFile.spec(path: source),
                                            fileName: (source as NSString).lastPathComponent).swift
            } else {
                let params = preset.params.filter { !Tunables.isTunableName($0.key) }
                let physics = preset.params.filter { $0.key.hasPrefix("physics.") }
                do { swift = try BuiltinExport(layout: name, params: params, physics: physics).swift } catch {
                    throw CLIError(error.message)
                }
            }
            SDL_SetClipboardText(swift)
            Diagnostics.out("UIKit code: \(swift.split(separator: "\n").count) lines of Swift for \(name) on the clipboard")
            message = ("Copied \(name) as UIKit code", clock.now + Self.messageDuration)
        } catch {
            Diagnostics.warn("cannot copy as UIKit code: \(error)")
            message = ("Not copied: see the terminal", clock.now + Self.messageDuration)
        }
    }
}
