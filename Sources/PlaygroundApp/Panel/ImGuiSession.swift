import CImGui
import CSDL

/// Owns Dear ImGui's context for the window (through the CImGui shim): feeds it SDL events, runs its frames, and
/// draws its ImDrawData with our own SDL_RenderGeometryRaw calls (the SDL_Renderer backend is not in Debian's
/// libimgui.a; the geometry path is the one DrawListRenderer uses). One per process: ImGui's context is global.
final class ImGuiSession {
    let renderer: Renderer
    /// The font atlas texture (ImGui's texture id for text and shapes).
    private let fontTexture: OpaquePointer

    /// The panel's text size, points: a point larger than the HUD's 13 (TextRenderer.Style.small), for the
    /// smaller print of the physics lab's axes to stay readable.
    static let fontSize: Float = 14

    /// - Parameter fontPath: the window's TTF font (the HUD's), so the panel reads like the rest of the window.
    init(renderer: Renderer, fontPath: String) throws {
        self.renderer = renderer
        guard lpimgui_create(UnsafeMutableRawPointer(renderer.window.handle), Float(max(1, renderer.scale)), fontPath,
                             Self.fontSize) else {
            throw SDLError("ImGui_ImplSDL2_InitForSDLRenderer")
        }
        var pixels: UnsafePointer<UInt8>?
        var w: Int32 = 0, h: Int32 = 0
        lpimgui_font_atlas(&pixels, &w, &h)
        guard let pixels, let texture = SDL_CreateTexture(renderer.handle, CSDL_PIXELFORMAT_RGBA32,
                                                          Int32(SDL_TEXTUREACCESS_STATIC.rawValue), w, h) else {
            lpimgui_destroy()
            throw SDLError("SDL_CreateTexture (ImGui's font atlas)")
        }
        SDL_UpdateTexture(texture, nil, pixels, w * 4)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // Glyphs texel for pixel, as ImGui places them (SDL's default too; said here because the renderer's
        // warm-up draws this state before the panel first opens: `DrawListRenderer.warmUp`).
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        fontTexture = texture
        lpimgui_set_font_texture(UnsafeMutableRawPointer(texture))
    }

    deinit {
        lpimgui_destroy()
        SDL_DestroyTexture(fontTexture)
    }

    /// The mouse as ImGui saw it at its last frame, and the mouse events since, oldest first.
    private var mouse = MouseState(x: -1e9, y: -1e9, buttons: 0)
    private var pending: [MouseState] = []

    struct MouseState: Equatable {
        var x: Float, y: Float
        /// Bit 0 left, 1 right, 2 middle.
        var buttons: Int32
    }

    func process(_ event: SDL_Event) {
        var e = event
        withUnsafePointer(to: &e) { lpimgui_process_event(UnsafeRawPointer($0)) }
        var next = pending.last ?? mouse
        switch e.type {
        case SDL_MOUSEMOTION.rawValue:
            next.x = Float(e.motion.x); next.y = Float(e.motion.y)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let bit: Int32 = switch Int32(e.button.button) {
            case SDL_BUTTON_LEFT: 1
            case SDL_BUTTON_RIGHT: 2
            case SDL_BUTTON_MIDDLE: 4
            default: 0
            }
            guard bit != 0 else { return }
            next.x = Float(e.button.x); next.y = Float(e.button.y)
            next.buttons = e.type == SDL_MOUSEBUTTONDOWN.rawValue ? next.buttons | bit : next.buttons & ~bit
        case SDL_WINDOWEVENT.rawValue where UInt32(e.window.event) == SDL_WINDOWEVENT_LEAVE.rawValue:
            next.x = -1e9; next.y = -1e9
        default:
            return
        }
        pending.append(next)
    }

    /// The mouse for the next frame, trickled as ImGui 1.87's input queue does: motion up to the next button
    /// change, or the button change alone. A drag delivered between two frames (press, moves, release) then
    /// plays over four frames instead of collapsing into a click.
    private func nextMouse() -> MouseState {
        var moved = false
        while let e = pending.first {
            if e.buttons != mouse.buttons {
                if moved { break }
                mouse = e
                pending.removeFirst()
                break
            }
            mouse = e
            moved = true
            pending.removeFirst()
        }
        return mouse
    }

    var wantsKeyboard: Bool { lpimgui_wants_keyboard() }
    var wantsText: Bool { lpimgui_wants_text() }
    var wantsMouse: Bool { lpimgui_wants_mouse() }

    func newFrame() {
        let m = nextMouse()
        lpimgui_new_frame(m.x, m.y, m.buttons)
    }

    /// Forgets queued mouse events (the panel was hidden: it saw none of what follows).
    func resetMouse() { pending.removeAll() }

    /// Ends the frame and draws it over what is there, clipped per command; the clip is reset afterwards.
    func render() {
        lpimgui_render()
        let r = renderer.handle
        let stride = lpimgui_vertex_size()
        for list in 0..<lpimgui_draw_list_count() {
            var vertices: UnsafeRawPointer?, indices: UnsafePointer<UInt16>?
            var vertexCount: Int32 = 0, indexCount: Int32 = 0, commandCount: Int32 = 0
            lpimgui_draw_list(list, &vertices, &vertexCount, &indices, &indexCount, &commandCount)
            guard let vertices, let indices else { continue }
            for command in 0..<commandCount {
                var clip: [Float] = [0, 0, 0, 0]
                var texture: UnsafeMutableRawPointer?
                var count: UInt32 = 0, indexOffset: UInt32 = 0, vertexOffset: UInt32 = 0
                lpimgui_draw_command(list, command, &clip, &texture, &count, &indexOffset, &vertexOffset)
                guard count > 0, clip[2] > clip[0], clip[3] > clip[1] else { continue }
                var rect = SDL_Rect(x: Int32(checked: Double(clip[0])), y: Int32(checked: Double(clip[1])),
                                    w: Int32(checked: Double((clip[2] - clip[0]).rounded(.up))),
                                    h: Int32(checked: Double((clip[3] - clip[1]).rounded(.up))))
                SDL_RenderSetClipRect(r, &rect)
                let base = vertices + Int(vertexOffset) * Int(stride)
                SDL_RenderGeometryRaw(
                    r, texture.map { OpaquePointer($0) },
                    base.assumingMemoryBound(to: Float.self), stride,
                    (base + 16).assumingMemoryBound(to: SDL_Color.self), stride,
                    (base + 8).assumingMemoryBound(to: Float.self), stride,
                    vertexCount - Int32(vertexOffset),
                    UnsafeRawPointer(indices + Int(indexOffset)), Int32(count), 2)
            }
        }
        SDL_RenderSetClipRect(r, nil)
    }
}
