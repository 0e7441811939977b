import CSDL

/// Ctrl+C (SIGINT) or SIGTERM during a headless run (`replay --video`, `--frames`): SDL installs its own handlers
/// for both and turns them into an SDL_QUIT event, which a headless loop never reads, so the encoding went on to
/// the end (issue 38, low). The frame loops ask this once a frame.
enum Interrupt {
    /// Whether SDL has seen SIGINT or SIGTERM (an SDL_QUIT event is waiting; it is left in the queue).
    static func requested() -> Bool {
        SDL_PumpEvents()
        return SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_QUIT.rawValue, SDL_QUIT.rawValue) > 0
    }
}
