#ifndef LAYOUT_PLAYGROUND_CSDL_SHIM_H
#define LAYOUT_PLAYGROUND_CSDL_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>

// Function-like and computed macros that Swift cannot import, re-exported as constants and functions.
static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int CSDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static const Uint32 CSDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Uint32 CSDL_BUTTON_LMASK = SDL_BUTTON_LMASK;
static const Uint32 CSDL_BUTTON_MMASK = SDL_BUTTON_MMASK;
static const Uint32 CSDL_BUTTON_RMASK = SDL_BUTTON_RMASK;
static const Uint32 CSDL_PIXELFORMAT_RGBA32 = SDL_PIXELFORMAT_RGBA32;
static const Uint32 CSDL_PIXELFORMAT_ABGR8888 = SDL_PIXELFORMAT_ABGR8888;

static inline Uint32 CSDL_BUTTON(Uint32 button) { return SDL_BUTTON(button); }
static inline int CSDL_MUSTLOCK(SDL_Surface *surface) { return SDL_MUSTLOCK(surface); }

// The C `stderr` stream, replaced by one whose every write calls `write` (unbuffered). libpng, inside SDL_image,
// prints its errors and warnings there ("libpng error: IHDR: CRC error"); the edge turns them into its own one-line
// warnings (Sources/Playground/LibraryMessages.swift). fopencookie is glibc's (declared only under _GNU_SOURCE, so
// declared here with a struct of the same layout as cookie_io_functions_t).
typedef long (*CSDL_stream_write)(void *cookie, const char *buffer, unsigned long size);
typedef struct { void *read; CSDL_stream_write write; void *seek; void *close; } CSDL_cookie_io_functions;
extern FILE *fopencookie(void *cookie, const char *mode, CSDL_cookie_io_functions functions);

static inline int CSDL_replaceStderr(CSDL_stream_write write) {
    CSDL_cookie_io_functions functions = {0, write, 0, 0};
    FILE *stream = fopencookie(0, "w", functions);
    if (!stream) return -1;
    setvbuf(stream, 0, _IONBF, 0);
    stderr = stream;
    return 0;
}

#endif
