import CSDL
import PlaygroundCore

/// The one place SDL_Event becomes InputEvent. Times are seconds since `startTicks` (SDL's event timestamps, ms).
struct EventTranslator {
    let startTicks: UInt32

    /// The core's event for an SDL event, or nil for events the core does not use.
    func translate(_ e: SDL_Event) -> InputEvent? {
        let time = Double(e.common.timestamp &- startTicks) / 1000
        let modifiers = Self.modifiers(SDL_GetModState())
        switch e.type {
        case SDL_QUIT.rawValue:
            return InputEvent(time: time, .quit)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            guard e.button.which != CSDL_TOUCH_MOUSEID, let button = Self.button(e.button.button) else { return nil }
            let p = Point(x: Double(e.button.x), y: Double(e.button.y))
            let kind: InputEvent.Kind = e.type == SDL_MOUSEBUTTONDOWN.rawValue
                ? .pointerDown(p, button) : .pointerUp(p, button)
            return InputEvent(time: time, kind, modifiers: modifiers)
        case SDL_MOUSEMOTION.rawValue:
            guard e.motion.which != CSDL_TOUCH_MOUSEID else { return nil }
            return InputEvent(time: time, .pointerMove(Point(x: Double(e.motion.x), y: Double(e.motion.y))),
                              modifiers: modifiers)
        case SDL_MOUSEWHEEL.rawValue:
            // SDL 2.0.18+: precise (fractional) deltas; "flipped" devices report inverted values.
            let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return InputEvent(time: time, .wheel(dx: Double(e.wheel.preciseX * flip), dy: Double(e.wheel.preciseY * flip),
                                                 at: Point(x: Double(x), y: Double(y))), modifiers: modifiers)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let key = Self.key(e.key.keysym.sym)
            let kind: InputEvent.Kind = e.type == SDL_KEYDOWN.rawValue ? .keyDown(key) : .keyUp(key)
            return InputEvent(time: time, kind, modifiers: Self.modifiers(SDL_Keymod(UInt32(e.key.keysym.mod))))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(e.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return InputEvent(time: time, .resize(Size(width: Double(e.window.data1), height: Double(e.window.data2))))
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
                return InputEvent(time: time, .focus(true))
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue:
                return InputEvent(time: time, .focus(false))
            default:
                return nil
            }
        default:
            return nil
        }
    }

    static func button(_ b: UInt8) -> PointerButton? {
        switch Int32(b) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_MIDDLE: .middle
        case SDL_BUTTON_RIGHT: .right
        default: nil
        }
    }

    static func modifiers(_ m: SDL_Keymod) -> Modifiers {
        var result: Modifiers = []
        if m.rawValue & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m.rawValue & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if m.rawValue & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        return result
    }

    /// SDL's key name, lowercased without spaces: "Escape" → "escape", "Page Up" → "pageup", "F12" → "f12".
    static func key(_ code: SDL_Keycode) -> Key {
        let name = String(cString: SDL_GetKeyName(code)).lowercased().filter { $0 != " " }
        return Key(rawValue: name.isEmpty ? "unknown" : name)
    }
}
