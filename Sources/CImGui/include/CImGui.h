#ifndef LAYOUT_PLAYGROUND_CIMGUI_H
#define LAYOUT_PLAYGROUND_CIMGUI_H

// A small C API over Dear ImGui 1.86 (Debian's libimgui-dev) for the parameter panel: the context and its SDL2
// platform backend, the few widgets the panel uses, a canvas to plot on, and the draw data for our own
// SDL_RenderGeometryRaw path (Sources/Playground/Panel/ImGuiRenderer.swift). SDL types are passed as void
// pointers so that this module and CSDL do not both declare them (docs/tuning.md says why a shim).

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

// Lifecycle. `window` is an SDL_Window *.
/// `fontPath`: a TTF file (ImGui's built-in font when it cannot be read), `fontSize` in points.
bool lpimgui_create(void *window, float fontScale, const char *fontPath, float fontSize);
void lpimgui_destroy(void);
/// The font atlas as RGBA32 pixels (owned by ImGui); `texture` is then given back as the atlas' texture id.
void lpimgui_font_atlas(const unsigned char **pixels, int *width, int *height);
void lpimgui_set_font_texture(void *texture);

/// Feeds an SDL_Event * to ImGui (call for every event while the panel is shown).
void lpimgui_process_event(const void *event);
/// Whether ImGui wants the keyboard (a panel widget has focus), text (a text field is active), the mouse.
bool lpimgui_wants_keyboard(void);
bool lpimgui_wants_text(void);
bool lpimgui_wants_mouse(void);

/// A frame with the mouse at (x, y) (x < -1e8: outside the window) and `buttons` down (bit 0 left, 1 right,
/// 2 middle).
void lpimgui_new_frame(float mouseX, float mouseY, int buttons);
void lpimgui_render(void);

// Draw data, after lpimgui_render. Vertices are ImDrawVert: position (2 floats) at 0, uv (2 floats) at 8,
// colour (RGBA bytes) at 16; indices are 16-bit.
int lpimgui_vertex_size(void);
int lpimgui_draw_list_count(void);
void lpimgui_draw_list(int list, const void **vertices, int *vertexCount, const unsigned short **indices,
                       int *indexCount, int *commandCount);
void lpimgui_draw_command(int list, int command, float clip[4], void **texture, unsigned *elementCount,
                          unsigned *indexOffset, unsigned *vertexOffset);

// Widgets.
/// A window docked to the right edge at `right`, full `height`: `*width` wide (kept within min…max; a drag of its
/// left edge comes back through it), or `collapsedWidth` while `*collapsed` (toggled by its title bar's arrow).
bool lpimgui_begin_docked(const char *title, float right, float height, float *width, float minWidth,
                          float maxWidth, float collapsedWidth, bool *collapsed);
/// Drops ImGui's keyboard focus (Esc in the panel gives the keys back to the playground).
void lpimgui_clear_focus(void);
void lpimgui_end(void);
bool lpimgui_header(const char *label, bool openByDefault);
bool lpimgui_slider(const char *label, double *value, double min, double max, const char *format, bool logarithmic);
bool lpimgui_checkbox(const char *label, bool *value);
/// `items` separated by '\0' and ended by "\0\0".
bool lpimgui_combo(const char *label, int *current, const char *items);
bool lpimgui_button(const char *label);
bool lpimgui_input_text(const char *label, char *buffer, size_t size);
void lpimgui_same_line(void);
void lpimgui_text(const char *text);
void lpimgui_text_disabled(const char *text);
void lpimgui_text_wrapped(const char *text);
void lpimgui_separator(void);
/// A tooltip for the last widget while it is hovered and not dragged, left of the panel.
void lpimgui_tooltip(const char *text);
/// A number dragged left or right (relative: a click alone changes nothing), `speed` per point, Shift a tenth;
/// Ctrl+click or a double click types a value. `bar` (0…1, or < 0 for none) marks where it sits in its range.
bool lpimgui_drag(const char *label, double *value, double speed, double min, double max, const char *format,
                  double bar);
bool lpimgui_item_active(void);
/// The last widget's rectangle, x0, y0, x1, y1 in window points.
void lpimgui_item_rect(float rect[4]);
float lpimgui_text_width(const char *text);
float lpimgui_line_height(void);
void lpimgui_color_text(unsigned color, const char *text);
void lpimgui_swatch(unsigned color, const char *text);
void lpimgui_same_line_if_fits(float width);
void lpimgui_push_item_width(float width);
void lpimgui_pop_item_width(void);
/// The panel window's position and size (for hit tests), in window points.
void lpimgui_window_rect(float rect[4]);

// A canvas `height` points tall across the available width; `rect` receives x0, y0, x1, y1 in window points.
void lpimgui_canvas(const char *id, float height, float rect[4]);
/// Drawing on the current window (colours are 0xAABBGGRR, ImGui's IM_COL32).
void lpimgui_line(float x0, float y0, float x1, float y1, unsigned color, float thickness);
void lpimgui_rect_filled(float x0, float y0, float x1, float y1, unsigned color);
void lpimgui_text_at(float x, float y, unsigned color, const char *text);

#ifdef __cplusplus
}
#endif

#endif
