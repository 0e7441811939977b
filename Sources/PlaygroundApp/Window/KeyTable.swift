import CSDL

/// The one table of the window's keys and gestures: the help overlay is drawn from it, and the window's own keys
/// (`Action`) are dispatched through it, so the help cannot leave out a key the window knows (issue 23).
///
/// Rows without an action are the core's (docs/interactions.md): listed here, handled by `Playground.handle`.
enum KeyTable {
    /// What a window key does (the chrome's keys; the core never acts on them).
    enum Action: Equatable {
        case help, inspector, panel, fullscreen, record, recordHalf, screenshot, copyCell, closeOverlay
    }

    struct Row {
        /// The keys as the help shows them.
        var keys: String
        var does: String
        /// SDL keycodes that trigger `action`, with the modifiers required (none: any but Shift's own row).
        var codes: [UInt32] = []
        var shift = false
        var action: Action? = nil
    }

    static let rows: [Row] = [
        Row(keys: "Mouse wheel", does: "scroll, animated (53 points a notch; a page in rotating, cards, coverflow)"),
        Row(keys: "Shift + wheel", does: "scroll horizontally"),
        Row(keys: "Trackpad", does: "scroll 1:1; momentum when the fingers lift (a snap in paged layouts)"),
        Row(keys: "Drag", does: "scroll with the pointer; release to fling, snap or bounce"),
        Row(keys: "Click while moving", does: "catch the content where it is"),
        Row(keys: "Click a cell", does: "zoom it; click again, Esc or scroll to zoom back (it also takes the focus)"),
        Row(keys: "Hold a cell 0.5 s, drag", does: "reorder; near an edge the view scrolls; Esc or right click cancels"),
        Row(keys: "Arrows", does: "scroll a line (a page in paged layouts); with a focused cell, move the focus"),
        Row(keys: "Ctrl + arrows", does: "move the focused cell"),
        Row(keys: "Return", does: "focus the cell nearest the middle"),
        Row(keys: "Page Up / Page Down", does: "scroll 87.5 % of the window (a page in paged layouts)"),
        Row(keys: "Home / End", does: "go to the start / the end"),
        Row(keys: "1 2 3 4 5, Tab", does: "switch layout: grid, waterfall, rotating, cards, coverflow (Shift+Tab back)"),
        Row(keys: "6, 7, …", does: "your layout files (--layout-file), in the order given"),
        Row(keys: "Alt + 1, 2, …", does: "a hosted folder's entry points (#Preview, view controllers), as the panel's entry"),
        Row(keys: "Ctrl + wheel", does: "during a switch or an insert/delete animation: scrub it; let go of Ctrl to finish"),
        Row(keys: "Ctrl (+ Shift) + wheel", does: "over a SwiftUI view that pinches (rotates): pinch ×1.1 (turn 15°) a notch; let go of Ctrl to end"),
        Row(keys: "N, Delete", does: "insert a cell after the focused one, delete the focused one"),
        Row(keys: "Ctrl+Z, Ctrl+Shift+Z", does: "undo, redo (reorder, insert, delete, panel changes)"),
        Row(keys: "D, Shift+D", does: "next / previous device preset (iPhone SE … iPad Pro 13, landscape; free-form)"),
        Row(keys: "R", does: "rotate the device, animated as iOS (0.3 s; iPad 0.4 s)"),
        Row(keys: "L", does: "layout direction: left-to-right or right-to-left"),
        Row(keys: "Space", does: "autoplay on or off in paged layouts (the HUD shows it and the time to the next page)"),
        Row(keys: "H, F1", does: "show or hide this help", codes: [SDLK_h.rawValue, SDLK_F1.rawValue], action: .help),
        Row(keys: "P", does: "the tuning panel at the right: parameters, physics, the physics lab",
            codes: [SDLK_p.rawValue], action: .panel),
        Row(keys: "I", does: "inspector: outlines, index, frame; hover a cell for all its attributes",
            codes: [SDLK_i.rawValue], action: .inspector),
        Row(keys: "C", does: "with the inspector: copy the hovered cell's attributes (clipboard and terminal)",
            codes: [SDLK_c.rawValue], action: .copyCell),
        Row(keys: "F11", does: "fullscreen on or off", codes: [SDLK_F11.rawValue], action: .fullscreen),
        Row(keys: "F10", does: "record the window (MP4, current folder); F10 again stops",
            codes: [SDLK_F10.rawValue], action: .record),
        Row(keys: "Shift+F10", does: "recordings at half size (or full size again)", codes: [SDLK_F10.rawValue],
            shift: true, action: .recordHalf),
        Row(keys: "F12", does: "save a screenshot (PNG) in the current folder", codes: [SDLK_F12.rawValue],
            action: .screenshot),
        Row(keys: "Esc", does: "close the help or the inspector, leave the panel, or cancel: reorder, zoom, focus",
            codes: [SDLK_ESCAPE.rawValue], action: .closeOverlay),
        Row(keys: "Q", does: "quit (closing the window quits too; Esc never quits)"),
    ]

    /// The window's action for a key press, if it is one of the window's keys.
    static func action(for sym: UInt32, shift: Bool) -> Action? {
        let matching = rows.filter { $0.action != nil && $0.codes.contains(sym) }
        return (matching.first { $0.shift == shift } ?? matching.first { !$0.shift })?.action
    }
}
