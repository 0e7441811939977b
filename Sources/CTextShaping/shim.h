#ifndef LAYOUT_PLAYGROUND_CTEXTSHAPING_SHIM_H
#define LAYOUT_PLAYGROUND_CTEXTSHAPING_SHIM_H

// Text measuring over FreeType (the font file, its metrics) and HarfBuzz (shaping: kerning, ligatures), for UIKit's
// text code (UIFont, NSStringDrawing, UILabel) and, through it, for every process: the window, `render`, `dump`,
// replay and the tests measure with the same code, in em units (unhinted, so a size in points scales linearly).
// SDL2_ttf draws with the same FreeType and HarfBuzz from the same font files (Sources/Playground/Rendering).
// Nothing else lives here (docs/architecture.md, "Text").

#include <stdlib.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <hb.h>
#include <hb-ft.h>

/// One font file, opened at its design size (1 pixel = 1 font unit), unhinted.
typedef struct {
    FT_Library library;
    FT_Face face;
    hb_font_t *font;
    hb_buffer_t *buffer;
    int unitsPerEm;
} CTSFace;

/// The face's vertical metrics, in em (fractions of the point size); descender is negative, as UIFont's.
typedef struct {
    double ascender, descender, lineGap, capHeight, xHeight;
} CTSMetrics;

/// Opens `path`'s first face; NULL when the file is missing or not a font FreeType reads (scalable, or with a
/// bitmap strike).
static inline CTSFace *cts_open(const char *path) {
    CTSFace *f = (CTSFace *)calloc(1, sizeof(CTSFace));
    if (!f) return NULL;
    if (FT_Init_FreeType(&f->library) != 0) { free(f); return NULL; }
    if (FT_New_Face(f->library, path, 0, &f->face) != 0
        || (!FT_IS_SCALABLE(f->face) && f->face->num_fixed_sizes < 1)) {
        FT_Done_FreeType(f->library);
        free(f);
        return NULL;
    }
    if (FT_IS_SCALABLE(f->face)) {
        f->unitsPerEm = f->face->units_per_EM > 0 ? f->face->units_per_EM : 1000;
        FT_Set_Char_Size(f->face, 0, (FT_F26Dot6)f->unitsPerEm * 64, 72, 72);
    } else {
        // A bitmap-only font (Noto Color Emoji's CBDT strikes): its first strike, whose pixels per em stand for the
        // em (advances are in that strike's pixels; SDL2_ttf draws the same strike, scaled by the renderer).
        if (FT_Select_Size(f->face, 0) != 0 || f->face->size->metrics.x_ppem == 0) {
            FT_Done_Face(f->face);
            FT_Done_FreeType(f->library);
            free(f);
            return NULL;
        }
        f->unitsPerEm = f->face->size->metrics.x_ppem;
    }
    f->font = hb_ft_font_create_referenced(f->face);
    hb_ft_font_set_load_flags(f->font, FT_LOAD_NO_HINTING);
    f->buffer = hb_buffer_create();
    return f;
}

static inline void cts_close(CTSFace *f) {
    if (!f) return;
    hb_buffer_destroy(f->buffer);
    hb_font_destroy(f->font);
    FT_Done_Face(f->face);
    FT_Done_FreeType(f->library);
    free(f);
}

/// hhea's ascender, descender and line gap (as FreeType reads them: face->height is their span with the gap), and
/// OS/2's cap and x heights (0 when the table lacks them).
static inline CTSMetrics cts_metrics(const CTSFace *f) {
    CTSMetrics m;
    double em = (double)f->unitsPerEm;
    if (!FT_IS_SCALABLE(f->face)) {
        // The strike's metrics, 26.6 pixels.
        FT_Size_Metrics s = f->face->size->metrics;
        m.ascender = s.ascender / 64.0 / em;
        m.descender = s.descender / 64.0 / em;
        m.lineGap = (s.height - s.ascender + s.descender) / 64.0 / em;
        m.capHeight = 0;
        m.xHeight = 0;
        return m;
    }
    m.ascender = f->face->ascender / em;
    m.descender = f->face->descender / em;
    m.lineGap = (f->face->height - f->face->ascender + f->face->descender) / em;
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(f->face, FT_SFNT_OS2);
    m.capHeight = os2 && os2->version >= 2 ? os2->sCapHeight / em : 0;
    m.xHeight = os2 && os2->version >= 2 ? os2->sxHeight / em : 0;
    return m;
}

/// Shapes `length` bytes of UTF-8 left to right; writes up to `capacity` glyphs' clusters (byte offsets into the
/// text) and advances (em); returns the glyph count (call again with a larger capacity when it exceeds `capacity`).
static inline int cts_shape(CTSFace *f, const char *utf8, int length, unsigned *clusters, double *advances,
                            int capacity) {
    hb_buffer_clear_contents(f->buffer);
    hb_buffer_add_utf8(f->buffer, utf8, length, 0, length);
    hb_buffer_guess_segment_properties(f->buffer);
    hb_shape(f->font, f->buffer, NULL, 0);
    unsigned count = 0;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(f->buffer, &count);
    hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(f->buffer, &count);
    double em = (double)f->unitsPerEm * 64;
    for (unsigned i = 0; i < count && (int)i < capacity; i++) {
        clusters[i] = info[i].cluster;
        advances[i] = pos[i].x_advance / em;
    }
    return (int)count;
}

#endif
