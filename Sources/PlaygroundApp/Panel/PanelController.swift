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

/// The parameter panel's side of the window (P; docs/tuning.md, "Keyboard and mouse"): the panel, Dear ImGui
/// (started the first time the panel is shown), who has the keyboard, the parameter errors already reported, the
/// session's defaults and the placement read at the start. While the panel is shown Dear ImGui sees every event
/// first, and what the panel takes does not reach the playground.
///
/// It never changes the playground: a panel frame returns its changes as input events, which the window hands to the
/// playground (the one flow), and the messages for the HUD; "Load images" is the window's (it owns the textures).
final class PanelController {
    /// What a panel frame asked for once its events were handed to the playground (`finish`).
    struct Requests {
        /// HUD messages, in order (the last one shows).
        var messages: [String] = []
        /// "Load images": the folder (empty: the bundled images).
        var loadImages: String?
    }

    let panel: ParameterPanel
    private(set) var imgui: ImGuiSession?
    /// Whether the keys are the panel's: from a press on it until a press on the content, Esc or P.
    private(set) var hasKeyboard = false
    private var reportedParameterErrors = 0
    /// What "default" means for the panel's presets: the item count and images folder the session started with.
    var defaults = PanelDefaults(itemCount: 0, imagesFolder: nil)
    /// The panel's placement as read at the start (saved at exit when it changed).
    private let startPlacement: PanelPlacement

    init(imagesFolder: String?) {
        startPlacement = PanelPlacement.load()
        panel = ParameterPanel(imagesFolder: imagesFolder, placement: startPlacement)
    }

    var isVisible: Bool { panel.isVisible }

    /// Shows or hides the panel, starting Dear ImGui the first time; false (nothing changed) when it cannot start.
    func toggle(renderer: Renderer) -> Bool {
        if imgui == nil {
            let font = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_FONT"] ?? TextRenderer.defaultFontPath
            do { imgui = try ImGuiSession(renderer: renderer, fontPath: font) } catch {
                Diagnostics.warn("cannot open the parameter panel: \(error)")
                return false
            }
        }
        panel.isVisible.toggle()
        hasKeyboard = false
        imgui?.resetMouse()
        return true
    }

    /// Where an event goes while the panel is shown (`panelLeft`: the panel's column's left edge, window points):
    /// - a text field is being edited: every key is the panel's;
    /// - the panel has keyboard focus: keys are the panel's, except P, F11 and F12 (the window's) and Ctrl+Z,
    ///   Ctrl+Shift+Z (undo and redo, which cover the panel's changes); key releases still reach the core;
    /// - the pointer is over the panel or drags one of its widgets: presses, moves and wheels are the panel's
    ///   (a release always reaches the core, so a drag that began on the content ends there).
    func route(_ e: SDL_Event, panelLeft: @autoclosure () -> Double) -> (chrome: Bool, core: Bool) {
        guard panel.isVisible, let imgui else { return (true, true) }
        imgui.process(e)
        switch e.type {
        case SDL_KEYDOWN.rawValue, SDL_TEXTINPUT.rawValue, SDL_TEXTEDITING.rawValue:
            if imgui.wantsText { return (false, false) }
            guard hasKeyboard, imgui.wantsKeyboard, e.type == SDL_KEYDOWN.rawValue else { return (true, true) }
            let sym = UInt32(bitPattern: e.key.keysym.sym)
            // Esc leaves the panel: the keys are the playground's again (the panel stays open).
            if sym == SDLK_ESCAPE.rawValue {
                lpimgui_clear_focus()
                hasKeyboard = false
                return (false, false)
            }
            let chromeKey = [SDLK_p.rawValue, SDLK_F11.rawValue, SDLK_F12.rawValue].contains(sym)
            let undo = sym == SDLK_z.rawValue && UInt32(e.key.keysym.mod) & KMOD_CTRL.rawValue != 0
            return (chromeKey, undo)
        case SDL_MOUSEBUTTONDOWN.rawValue:
            // ImGui's own answer is a frame old: a press on the panel as last drawn is the panel's too.
            let onPanel = imgui.wantsMouse || Double(e.button.x) >= panelLeft()
            hasKeyboard = onPanel
            return (true, !onPanel)
        case SDL_MOUSEMOTION.rawValue, SDL_MOUSEWHEEL.rawValue:
            return (true, !imgui.wantsMouse)
        default:
            return (true, true)
        }
    }

    /// The panel's frame over `playground`'s current values: what the user did (its `events` are for the
    /// playground), or nil when the panel is hidden.
    func build(_ playground: Playground, geometry: WindowGeometry) -> ParameterPanel.Actions? {
        guard panel.isVisible, let imgui else { return nil }
        imgui.newFrame()
        let actions = panel.build(playground, geometry: geometry)
        // ImGui's keyboard navigation may have focused the panel on its own: the keys stay the playground's
        // until the panel is clicked.
        if !hasKeyboard, imgui.wantsKeyboard, !imgui.wantsText { lpimgui_clear_focus() }
        return actions
    }

    /// Draws the panel's frame (after the content and the chrome) when it is shown.
    func render() {
        if panel.isVisible { imgui?.render() }
    }

    /// After the frame's events reached `playground`: the parameters it refused on stderr, then the copies and the
    /// preset the user asked for, from the playground as it now is.
    func finish(_ actions: ParameterPanel.Actions, after playground: Playground) -> Requests {
        var requests = Requests(loadImages: actions.loadImages)
        for rejected in playground.parameterErrors.dropFirst(reportedParameterErrors) {
            Diagnostics.warn(rejected.message)
        }
        reportedParameterErrors = playground.parameterErrors.count
        let preset = Preset.of(playground, defaultCount: defaults.itemCount, defaultAutoplay: defaults.autoplay,
                               images: defaults.imagesFolder)
        if actions.copyCommandLine {
            let line = preset.commandLine()
            SDL_SetClipboardText(line)
            Diagnostics.out("command line: \(line)")
            requests.messages.append("Copied the command line")
        }
        if actions.copyUIKitCode { requests.messages.append(copyUIKitCode(preset, playground: playground)) }
        if let path = actions.savePreset {
            do {
                try AtomicFile.write(preset.toml(specs: playground.layoutParameterSpecs), to: path)
                Diagnostics.out("preset: \(path)")
                requests.messages.append("Saved \((path as NSString).lastPathComponent)")
            } catch {
                Diagnostics.warn("cannot save the preset: \(error)")
                requests.messages.append("Preset not saved (see the terminal)")
            }
        }
        return requests
    }

    /// "Copy as UIKit code": the layout shown, with the panel's values, as `playground export --as uikit` writes it
    /// (docs/export.md), on the clipboard; what cannot be exported says why on stderr. Returns the HUD's message.
    func copyUIKitCode(_ preset: Preset, playground: Playground) -> String {
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
            return "Copied \(name) as UIKit code"
        } catch {
            Diagnostics.warn("cannot copy as UIKit code: \(error)")
            return "Not copied: see the terminal"
        }
    }

    /// At the end of the session: the placement is remembered when it changed.
    func savePlacement() {
        if panel.placement != startPlacement { panel.placement.save() }
    }
}
