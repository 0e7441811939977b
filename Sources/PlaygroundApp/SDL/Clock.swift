import CSDL
import PlaygroundCore

/// Seconds since the clock was made, from SDL's high-resolution counter.
struct Clock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    var now: Double { Double(SDL_GetPerformanceCounter() - start) / frequency }
}
