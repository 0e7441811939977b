/// Random input for soak tests (`playground replay --monkey SEED --until SECONDS`): drags, flings, wheel notches and
/// trackpad bursts, clicks, long-press drags (some cancelled), hotkeys, scrubs, inserts, deletes, undo and redo,
/// resizes and focus changes — never Q or Esc-to-quit, so the session runs to its end. Repeatable: a seed always
/// gives the same session.
public struct Monkey {
    public private(set) var rng: MonkeyRandom
    public let viewport: Size

    public init(seed: UInt64, viewport: Size) {
        rng = MonkeyRandom(seed: seed)
        self.viewport = viewport
    }

    /// A script for a session of `duration` seconds: a random layout, item count and autoplay, and the events.
    /// (`header` and `nextEvents` give the same session a gesture at a time.)
    public mutating func script(duration: Double) -> ReplayScript {
        var s = header(duration: duration)
        var events: [InputEvent] = []
        while let more = nextEvents() { events += more }
        s.events = events
        return s
    }

    /// The script of a session of `duration` seconds without its events: they come from `nextEvents`, a gesture at
    /// a time, so a long soak holds one gesture's events, not the whole session's (issue 38, 8: 1.9 GB at a long
    /// `--until`). The same seed gives the same events as `script(duration:)`.
    public mutating func header(duration: Double) -> ReplayScript {
        var s = ReplayScript()
        s.layout = LayoutRegistry.names[rng.int(LayoutRegistry.names.count)]
        s.size = viewport
        s.items = [0, 1, 2, 3, 7, 40, 200, 5000][rng.int(8)]
        s.autoplay = rng.chance(0.3) ? rng.double(0.5, 4) : 0
        s.longPress = 0.5
        s.until = duration
        self.duration = duration
        next = 0.05
        return s
    }

    /// The next gesture's events (those up to the duration), in time order; nil once the session is over.
    public mutating func nextEvents() -> [InputEvent]? {
        guard next < duration else { return nil }
        var events: [InputEvent] = []
        next = gesture(at: next, into: &events)
        next += rng.double(0.02, 0.6)
        return events.filter { $0.time <= duration }
    }

    /// Where the next gesture starts, seconds, and the session's length (`header`).
    private var next = 0.05
    private var duration = 0.0

    private mutating func point() -> Point { Point(x: rng.double(-20, viewport.width + 20), y: rng.double(-20, viewport.height + 20)) }

    /// Appends one gesture starting at `t`; returns when it ends.
    private mutating func gesture(at start: Double, into events: inout [InputEvent]) -> Double {
        var t = start
        func add(_ kind: InputEvent.Kind, _ m: Modifiers = []) { events.append(InputEvent(time: t, kind, modifiers: m)) }
        switch rng.int(16) {
        case 0, 1, 2:  // a drag or fling
            var p = Point(x: rng.double(0, viewport.width), y: rng.double(0, viewport.height))
            add(.pointerDown(p, .left))
            let v = Point(x: rng.double(-4000, 4000), y: rng.double(-4000, 4000))
            for _ in 0..<rng.int(20) + 1 {
                t += rng.double(0.005, 0.03)
                p = p + v * rng.double(0.005, 0.03)
                add(.pointerMove(p))
            }
            if rng.chance(0.3) { t += rng.double(0, 0.1) }
            add(.pointerUp(p, .left))
        case 3, 4:  // wheel notches
            for _ in 0..<rng.int(5) + 1 {
                t += rng.double(0.01, 0.2)
                add(.wheel(dx: rng.chance(0.2) ? Double(rng.int(3) - 1) : 0, dy: Double(rng.int(3) - 1), at: point()),
                    rng.chance(0.2) ? .shift : [])
            }
        case 5:  // a trackpad burst
            let dy = rng.double(-1, 1), dx = rng.chance(0.3) ? rng.double(-1, 1) : 0
            for _ in 0..<rng.int(25) + 1 {
                t += rng.double(0.005, 0.02)
                add(.wheel(dx: dx * rng.double(0.1, 1), dy: dy * rng.double(0.1, 1), at: point()))
            }
        case 6, 7:  // a click (zoom, unzoom, focus)
            let p = point()
            add(.pointerDown(p, .left))
            t += rng.double(0.02, 0.3)
            add(.pointerUp(p, .left))
        case 8, 9:  // a long-press drag, sometimes cancelled, sometimes to an edge and held
            var p = point()
            add(.pointerDown(p, .left))
            t += rng.double(0.5, 1.0)
            for _ in 0..<rng.int(30) + 1 {
                t += rng.double(0.01, 0.1)
                p = rng.chance(0.2) ? Point(x: p.x, y: rng.chance(0.5) ? viewport.height - 2 : 2) : point()
                add(.pointerMove(p))
            }
            switch rng.int(4) {
            case 0: add(.keyDown(.escape))
            case 1: add(.pointerDown(p, .right))
            default: break
            }
            t += rng.double(0, 0.5)
            add(.pointerUp(p, .left))
        case 10:  // a layout hotkey or Tab, sometimes scrubbed
            let keys: [Key] = LayoutRegistry.names.indices.map { Key(rawValue: String($0 + 1)) } + [.tab]
            add(.keyDown(keys[rng.int(keys.count)]), rng.chance(0.3) ? .shift : [])
            if rng.chance(0.4) {
                for _ in 0..<rng.int(6) + 1 {
                    t += rng.double(0.01, 0.1)
                    add(.wheel(dx: 0, dy: Double(rng.int(3) - 1), at: point()), .control)
                }
                t += rng.double(0, 0.3)
                add(.keyUp("leftctrl"))
            }
        case 11:  // edits
            let edits: [(Key, Modifiers)] = [("n", []), ("delete", []), ("backspace", []), ("z", .control),
                                              ("z", [.control, .shift]), ("return", [])]
            let (key, mods) = edits[rng.int(edits.count)]
            add(.keyDown(key), mods)
        case 12:  // keys: arrows (with and without Ctrl), pages, ends, Space, Esc
            let keys: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .space, .escape]
            let key = keys[rng.int(keys.count)]
            add(.keyDown(key), rng.chance(0.3) ? .control : [])
            add(.keyUp(key))
        case 13:  // a resize
            add(.resize(Size(width: rng.double(200, 1600).rounded(), height: rng.double(150, 1000).rounded())))
        case 14:  // focus lost and back
            add(.focus(false))
            t += rng.double(0.1, 2)
            add(.focus(true))
        default:  // a pause
            t += rng.double(0.5, 3)
        }
        return t
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): the monkey's and the
/// tests' repeatable random numbers, so a failing seed can be replayed. A value: a copy goes on from where it was
/// copied, independently of the original.
public struct MonkeyRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in 0 ..< n.
    public mutating func int(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    /// A double in lo ..< hi.
    public mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
    public mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }

    /// The standard library's uniform draws over this generator (what the tests use).
    public mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    public mutating func bool() -> Bool { Bool.random(using: &self) }
}
