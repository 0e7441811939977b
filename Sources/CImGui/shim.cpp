// The C API of include/CImGui.h over Dear ImGui 1.86 and its SDL2 platform backend (libimgui.a).
#include "CImGui.h"

#include <SDL2/SDL.h>
#include <imgui.h>
#include <backends/imgui_impl_sdl.h>

extern "C" {

bool lpimgui_create(void *window, float fontScale) {
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
    style.Colors[ImGuiCol_WindowBg].w = 0.92f;
    ImFontConfig config;
    config.SizePixels = 13 * fontScale;
    io.Fonts->AddFontDefault(&config);
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

void lpimgui_new_frame(void) {
    ImGui_ImplSDL2_NewFrame();
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

bool lpimgui_begin(const char *title, float x, float y, float width, float height) {
    ImGui::SetNextWindowPos(ImVec2(x, y), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(width, height), ImGuiCond_FirstUseEver);
    return ImGui::Begin(title, nullptr, ImGuiWindowFlags_NoCollapse);
}

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
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
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
