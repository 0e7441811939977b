// The C API of include/CImGui.h over Dear ImGui 1.86 and its SDL2 platform backend (libimgui.a).
#include "CImGui.h"

#include <SDL2/SDL.h>
#include <float.h>
#include <imgui.h>
#include <backends/imgui_impl_sdl.h>

extern "C" {

// The glyphs the panel shows besides ASCII: Latin-1 (×, ², °), Greek (α), general punctuation (…, –, ·),
// superscripts and subscripts, arrows, mathematical operators (−, ≈).
static const ImWchar glyphRanges[] = {
    0x0020, 0x00FF, 0x0370, 0x03FF, 0x2000, 0x206F, 0x2070, 0x209F, 0x2190, 0x21FF, 0x2200, 0x22FF, 0,
};

bool lpimgui_create(void *window, float fontScale, const char *fontPath, float fontSize) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO &io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no imgui.ini in the user's folder
    io.LogFilename = nullptr;
    // Keyboard navigation: while the panel has focus (it was clicked), arrows, Tab and Space work its widgets and
    // WantCaptureKeyboard stays true, so keys do not reach the playground; a click on the content takes focus back.
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    ImGui::StyleColorsDark();
    ImGuiStyle &style = ImGui::GetStyle();
    style.WindowRounding = 4;
    style.FrameRounding = 3;
    style.Colors[ImGuiCol_WindowBg].w = 1.0f;  // docked beside the content: opaque
    style.WindowRounding = 0;
    // The window's own font (the HUD's DejaVu Sans) at the HUD's size, rasterized at the drawable's scale;
    // ImGui's built-in ProggyClean (a 13-pixel bitmap font without "…") only when the file cannot be read.
    ImFontConfig config;
    config.OversampleH = 2;
    ImFont *font = nullptr;
    if (fontPath && fontPath[0]) {
        FILE *f = fopen(fontPath, "rb");
        if (f) {
            fclose(f);
            font = io.Fonts->AddFontFromFileTTF(fontPath, fontSize * fontScale, &config, glyphRanges);
        }
    }
    if (!font) {
        ImFontConfig fallback;
        fallback.SizePixels = 13 * fontScale;
        io.Fonts->AddFontDefault(&fallback);
    }
    io.FontGlobalScale = 1 / fontScale;
    return ImGui_ImplSDL2_InitForSDLRenderer(static_cast<SDL_Window *>(window));
}

void lpimgui_destroy(void) {
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

void lpimgui_font_atlas(const unsigned char **pixels, int *width, int *height) {
    unsigned char *p = nullptr;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&p, width, height);
    *pixels = p;
}

void lpimgui_set_font_texture(void *texture) { ImGui::GetIO().Fonts->SetTexID(texture); }

void lpimgui_process_event(const void *event) { ImGui_ImplSDL2_ProcessEvent(static_cast<const SDL_Event *>(event)); }

bool lpimgui_wants_keyboard(void) { return ImGui::GetIO().WantCaptureKeyboard; }
bool lpimgui_wants_text(void) { return ImGui::GetIO().WantTextInput; }
bool lpimgui_wants_mouse(void) { return ImGui::GetIO().WantCaptureMouse; }

void lpimgui_new_frame(float mouseX, float mouseY, int buttons) {
    ImGui_ImplSDL2_NewFrame();
    // The mouse as the caller's event queue says for this frame (the 1.86 SDL backend polls SDL's current state,
    // so a press, a drag and a release that arrive between two frames would look like a click without motion).
    ImGuiIO &io = ImGui::GetIO();
    io.MousePos = mouseX < -1e8f ? ImVec2(-FLT_MAX, -FLT_MAX) : ImVec2(mouseX, mouseY);
    for (int b = 0; b < 3; b++) io.MouseDown[b] = (buttons >> b) & 1;
    ImGui::NewFrame();
}

void lpimgui_render(void) { ImGui::Render(); }

int lpimgui_vertex_size(void) { return sizeof(ImDrawVert); }

int lpimgui_draw_list_count(void) {
    ImDrawData *data = ImGui::GetDrawData();
    return data ? data->CmdListsCount : 0;
}

void lpimgui_draw_list(int list, const void **vertices, int *vertexCount, const unsigned short **indices,
                       int *indexCount, int *commandCount) {
    const ImDrawList *l = ImGui::GetDrawData()->CmdLists[list];
    *vertices = l->VtxBuffer.Data;
    *vertexCount = l->VtxBuffer.Size;
    static_assert(sizeof(ImDrawIdx) == 2, "16-bit indices");
    *indices = l->IdxBuffer.Data;
    *indexCount = l->IdxBuffer.Size;
    *commandCount = l->CmdBuffer.Size;
}

void lpimgui_draw_command(int list, int command, float clip[4], void **texture, unsigned *elementCount,
                          unsigned *indexOffset, unsigned *vertexOffset) {
    ImDrawData *data = ImGui::GetDrawData();
    const ImDrawCmd &c = data->CmdLists[list]->CmdBuffer[command];
    // Clip rectangles are in ImGui's display space; the panel's display starts at the window's origin.
    clip[0] = c.ClipRect.x - data->DisplayPos.x;
    clip[1] = c.ClipRect.y - data->DisplayPos.y;
    clip[2] = c.ClipRect.z - data->DisplayPos.x;
    clip[3] = c.ClipRect.w - data->DisplayPos.y;
    *texture = c.GetTexID();
    *elementCount = c.UserCallback ? 0 : c.ElemCount;
    *indexOffset = c.IdxOffset;
    *vertexOffset = c.VtxOffset;
}

bool lpimgui_begin_docked(const char *title, float right, float height, float *width, float minWidth,
                          float maxWidth, float collapsedWidth, bool *collapsed) {
    // Placed every frame (ImGuiCond_Always), so the panel is always where the window's layout says: a window
    // that shrank cannot leave it off screen. The user's drag of its left edge happens inside Begin, after these
    // are applied: it wins for this frame and comes back through *width for the next.
    float w = *collapsed ? collapsedWidth : *width;
    ImGui::SetNextWindowCollapsed(*collapsed, ImGuiCond_Always);
    ImGui::SetNextWindowPos(ImVec2(right - w, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(w, height), ImGuiCond_Always);
    if (*collapsed) ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, height));
    else ImGui::SetNextWindowSizeConstraints(ImVec2(minWidth, height), ImVec2(maxWidth, height));
    // NoFocusOnAppearing: opening the panel (P) leaves the keys with the playground; a click gives them to it.
    bool open = ImGui::Begin(title, nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings
                                                 | ImGuiWindowFlags_NoFocusOnAppearing);
    // The title bar's arrow (or a double click on it) toggles ImGui's collapsed state inside Begin.
    bool nowCollapsed = ImGui::IsWindowCollapsed();
    if (!nowCollapsed && !*collapsed) *width = ImGui::GetWindowWidth();
    *collapsed = nowCollapsed;
    return open;
}

void lpimgui_clear_focus(void) { ImGui::SetWindowFocus(nullptr); }

void lpimgui_end(void) { ImGui::End(); }

bool lpimgui_header(const char *label, bool openByDefault) {
    return ImGui::CollapsingHeader(label, openByDefault ? ImGuiTreeNodeFlags_DefaultOpen : 0);
}

bool lpimgui_slider(const char *label, double *value, double min, double max, const char *format, bool logarithmic) {
    return ImGui::SliderScalar(label, ImGuiDataType_Double, value, &min, &max, format,
                               ImGuiSliderFlags_AlwaysClamp | (logarithmic ? ImGuiSliderFlags_Logarithmic : 0));
}

bool lpimgui_checkbox(const char *label, bool *value) { return ImGui::Checkbox(label, value); }

bool lpimgui_combo(const char *label, int *current, const char *items) { return ImGui::Combo(label, current, items); }

bool lpimgui_button(const char *label) { return ImGui::Button(label); }

bool lpimgui_input_text(const char *label, char *buffer, size_t size) {
    return ImGui::InputText(label, buffer, size);
}

void lpimgui_same_line(void) { ImGui::SameLine(); }
void lpimgui_text(const char *text) { ImGui::TextUnformatted(text); }
void lpimgui_text_disabled(const char *text) { ImGui::TextDisabled("%s", text); }
void lpimgui_text_wrapped(const char *text) { ImGui::TextWrapped("%s", text); }
void lpimgui_separator(void) { ImGui::Separator(); }

void lpimgui_tooltip(const char *text) {
    // Not while the widget is dragged or edited: the tooltip would sit over the value being changed. Placed
    // left of the panel (in the content area) at the widget's height, so it covers no widget at all.
    if (!ImGui::IsItemHovered() || ImGui::IsItemActive()) return;
    ImVec2 item = ImGui::GetItemRectMin();
    float left = ImGui::GetWindowPos().x;
    ImGui::SetNextWindowPos(ImVec2(left - 8, item.y), ImGuiCond_Always, ImVec2(1, 0));
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

bool lpimgui_drag(const char *label, double *value, double speed, double min, double max, const char *format,
                  double bar) {
    // Fine control: Shift moves a tenth as fast. ImGui's drag multiplies by 10 under Shift (and by 1/100 under
    // Alt, which window managers often take for moving windows), so a hundredth of the speed is passed.
    ImGuiIO &io = ImGui::GetIO();
    float s = (float)(io.KeyShift ? speed * 0.01 : speed);
    bool changed = ImGui::DragScalar(label, ImGuiDataType_Double, value, s, &min, &max, format,
                                     ImGuiSliderFlags_NoRoundToFormat);
    // Where the value sits in its range: a bar along the frame's bottom edge (the frame only, not the label).
    if (bar >= 0) {
        ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        float frameRight = a.x + ImGui::CalcItemWidth();
        if (frameRight > b.x) frameRight = b.x;
        float fraction = bar > 1 ? 1 : (float)bar;
        ImU32 color = ImGui::GetColorU32(ImGui::IsItemActive() ? ImGuiCol_SliderGrabActive : ImGuiCol_SliderGrab);
        ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(a.x, b.y - 3), ImVec2(a.x + (frameRight - a.x) * fraction, b.y),
                                                  color);
    }
    return changed;
}

bool lpimgui_item_active(void) { return ImGui::IsItemActive(); }

void lpimgui_item_rect(float rect[4]) {
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    rect[0] = a.x; rect[1] = a.y; rect[2] = b.x; rect[3] = b.y;
}

float lpimgui_text_width(const char *text) { return ImGui::CalcTextSize(text).x; }
float lpimgui_line_height(void) { return ImGui::GetTextLineHeight(); }

void lpimgui_color_text(unsigned color, const char *text) {
    ImGui::PushStyleColor(ImGuiCol_Text, color);
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
}

/// A small filled square in `color` on the current line, then the text (a legend entry).
void lpimgui_swatch(unsigned color, const char *text) {
    ImVec2 p = ImGui::GetCursorScreenPos();
    float h = ImGui::GetTextLineHeight();
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + h * 0.2f), ImVec2(p.x + h * 0.6f, p.y + h * 0.8f), color);
    ImGui::Dummy(ImVec2(h * 0.8f, h));
    ImGui::SameLine(0, 0);
    ImGui::TextUnformatted(text);
}

/// Keeps on the current line when `width` more points fit, else starts a new one.
void lpimgui_same_line_if_fits(float width) {
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}

void lpimgui_push_item_width(float width) { ImGui::PushItemWidth(width); }
void lpimgui_pop_item_width(void) { ImGui::PopItemWidth(); }

void lpimgui_window_rect(float rect[4]) {
    ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
    rect[0] = p.x; rect[1] = p.y; rect[2] = p.x + s.x; rect[3] = p.y + s.y;
}

void lpimgui_canvas(const char *id, float height, float rect[4]) {
    ImVec2 p = ImGui::GetCursorScreenPos();
    float width = ImGui::GetContentRegionAvail().x;
    if (width < 50) width = 50;
    ImGui::InvisibleButton(id, ImVec2(width, height));
    rect[0] = p.x; rect[1] = p.y; rect[2] = p.x + width; rect[3] = p.y + height;
}

void lpimgui_line(float x0, float y0, float x1, float y1, unsigned color, float thickness) {
    ImGui::GetWindowDrawList()->AddLine(ImVec2(x0, y0), ImVec2(x1, y1), color, thickness);
}

void lpimgui_rect_filled(float x0, float y0, float x1, float y1, unsigned color) {
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(x0, y0), ImVec2(x1, y1), color);
}

void lpimgui_text_at(float x, float y, unsigned color, const char *text) {
    ImGui::GetWindowDrawList()->AddText(ImVec2(x, y), color, text);
}

}
