import CSDL

/// A failure of SDL, SDL_image or SDL_ttf, carrying SDL_GetError()'s text.
struct SDLError: Error, CustomStringConvertible {
    var description: String

    init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }
}
