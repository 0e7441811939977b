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

#endif
