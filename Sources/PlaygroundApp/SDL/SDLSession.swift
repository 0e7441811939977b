import CSDL
import Foundation

/// Owns SDL's process-wide initialization (video, SDL_image, SDL_ttf); quits them in deinit.
/// SDL state is process-wide: create one at a time.
final class SDLSession {
    /// - Parameter headless: force the offscreen video driver (EGL), over any SDL_VIDEODRIVER in the environment.
    init(headless: Bool) throws {
        if headless {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
            Self.disableShaderCache()
        }
        // Keep the mouse and the compositor as they are; we draw with our own scale.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError("SDL_Init") }
        let wanted = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue | IMG_INIT_WEBP.rawValue)
        _ = IMG_Init(wanted)  // formats that fail to initialize surface as load errors per file
        guard TTF_Init() == 0 else {
            SDL_Quit()
            throw SDLError("TTF_Init")
        }
    }

    /// Turns Mesa's on-disk shader cache off before SDL loads the GL driver (Mesa reads these when the driver
    /// starts; docs.mesa3d.org/envvars.html): the cache is a memory-mapped file under ~/.cache/mesa_shader_cache, and
    /// on a full disk touching it is a SIGBUS, even with the software renderer (issue 26). A headless command
    /// compiles a handful of shaders once; the cache saves it nothing.
    static func disableShaderCache() {
        setenv("MESA_SHADER_CACHE_DISABLE", "true", 1)
        setenv("MESA_GLSL_CACHE_DISABLE", "true", 1)  // the name before Mesa 22
    }

    deinit {
        TTF_Quit()
        IMG_Quit()
        SDL_Quit()
    }
}
