import CSDL

/// The mouse cursors, made once: the arrow, a pointing hand over items (SDL_SYSTEM_CURSOR_HAND) and a closed hand
/// while dragging. SDL has no closed-hand system cursor, so that one is drawn here (16×16, SDL_CreateColorCursor).
/// Retains the window (and so the SDL session) until the cursors are freed.
final class Cursors {
    enum Kind { case arrow, hand, closedHand }

    let window: Window
    private let cursors: [Kind: OpaquePointer]
    private var current: Kind?

    /// The closed hand, a fist seen from the back: X outline, o fill, . transparent. Hot spot in its middle.
    static let closedHandArt = [
        "................",
        "................",
        "................",
        "....XX.XX.XX....",
        "...XooXooXooXX..",
        "...XoooooooooXX.",
        "....XoooooooooX.",
        "...XXoooooooooX.",
        "..XooooooooooX..",
        "..XooooooooooX..",
        "..XoooooooooX...",
        "...XooooooooX...",
        "....XoooooooX...",
        ".....XooooooX...",
        ".....XooooooX...",
        "................",
    ]

    init(window: Window) {
        self.window = window
        var made: [Kind: OpaquePointer] = [:]
        made[.arrow] = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
        made[.hand] = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
        made[.closedHand] = Self.makeClosedHand() ?? SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_SIZEALL)
        cursors = made
    }

    deinit {
        SDL_SetCursor(SDL_GetDefaultCursor())
        for cursor in cursors.values { SDL_FreeCursor(cursor) }
    }

    /// Shows `kind` (only calls SDL when it changes).
    func show(_ kind: Kind) {
        guard kind != current, let cursor = cursors[kind] else { return }
        SDL_SetCursor(cursor)
        current = kind
    }

    private static func makeClosedHand() -> OpaquePointer? {
        let size = closedHandArt.count
        guard let surface = try? Surface(width: size, height: size) else { return nil }
        let s = surface.handle
        let pitch = Int(s.pointee.pitch)
        let pixels = s.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for (y, row) in closedHandArt.enumerated() {
            for (x, c) in row.enumerated() {
                let rgba: (UInt8, UInt8, UInt8, UInt8) = switch c {
                case "X": (0, 0, 0, 255)
                case "o": (255, 255, 255, 255)
                default: (0, 0, 0, 0)
                }
                let p = pixels + y * pitch + x * 4
                (p[0], p[1], p[2], p[3]) = rgba
            }
        }
        return SDL_CreateColorCursor(s, Int32(size / 2), Int32(size / 2))
    }
}
