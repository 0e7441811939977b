#ifndef LAYOUT_PLAYGROUND_CPNG_SHIM_H
#define LAYOUT_PLAYGROUND_CPNG_SHIM_H

// libpng 1.6 (Debian's libpng-dev), row by row. libpng reports errors by longjmp to the caller's setjmp, which
// Swift cannot do: each call below sets its own jump point and returns -1 instead, with libpng's message in
// `message`. The jump never crosses a Swift frame (it goes from inside libpng back to the wrapper that called it).
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct {
    png_structp png;
    png_infop info;
    FILE *file;
    int writing;
    char message[256];
    /// CPNG_openWriteMemory's bytes (open_memstream): valid after CPNG_finishWrite, freed by CPNG_close.
    char *memory;
    size_t memorySize;
} CPNG_Stream;

static void CPNG_error(png_structp png, png_const_charp text) {
    CPNG_Stream *s = (CPNG_Stream *)png_get_error_ptr(png);
    snprintf(s->message, sizeof s->message, "%s", text ? text : "libpng error");
    png_longjmp(png, 1);
}

static void CPNG_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

/// Opens `fd` (duplicated: the caller keeps its own) for reading. 0, or -1 with `message`.
static inline int CPNG_openRead(CPNG_Stream *s, int fd) {
    memset(s, 0, sizeof *s);
    int copy = dup(fd);
    if (copy < 0 || !(s->file = fdopen(copy, "rb"))) {
        if (copy >= 0) close(copy);
        snprintf(s->message, sizeof s->message, "cannot open the file");
        return -1;
    }
    s->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, s, CPNG_error, CPNG_warning);
    if (s->png) s->info = png_create_info_struct(s->png);
    if (!s->png || !s->info) { snprintf(s->message, sizeof s->message, "out of memory"); return -1; }
    // Our own limits apply (the caller checks the size); libpng's default 1,000,000 a side is looser anyway.
    png_set_crc_action(s->png, PNG_CRC_DEFAULT, PNG_CRC_DEFAULT);
    png_init_io(s->png, s->file);
    return 0;
}

/// Reads the header and sets the transforms to 8-bit RGBA (palette and grey expanded, 16-bit stripped, an opaque
/// alpha added when there is none). Returns 0 with the size, interlace method and whether the file has alpha.
static inline int CPNG_readHeader(CPNG_Stream *s, png_uint_32 *width, png_uint_32 *height, int *interlaced,
                                  int *hasAlpha) {
    if (setjmp(png_jmpbuf(s->png))) return -1;
    png_read_info(s->png, s->info);
    int depth, colorType, interlace;
    png_get_IHDR(s->png, s->info, width, height, &depth, &colorType, &interlace, NULL, NULL);
    *interlaced = interlace != PNG_INTERLACE_NONE;
    *hasAlpha = (colorType & PNG_COLOR_MASK_ALPHA) || png_get_valid(s->png, s->info, PNG_INFO_tRNS);
    if (colorType == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(s->png);
    if (colorType == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(s->png);
    if (png_get_valid(s->png, s->info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(s->png);
    if (depth == 16) png_set_strip_16(s->png);
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(s->png);
    png_set_filler(s->png, 0xFF, PNG_FILLER_AFTER);
    if (*interlaced) png_set_interlace_handling(s->png);
    png_read_update_info(s->png, s->info);
    return 0;
}

/// The text value of `key` among the tEXt/zTXt/iTXt chunks read so far (those before the image data), copied
/// into `value` (NUL-terminated, cut to `capacity`). 1 when found.
static inline int CPNG_text(CPNG_Stream *s, const char *key, char *value, int capacity) {
    png_textp texts = NULL;
    int count = png_get_text(s->png, s->info, &texts, NULL);
    for (int i = 0; i < count; i++) {
        if (texts[i].key && strcmp(texts[i].key, key) == 0 && texts[i].text) {
            snprintf(value, capacity, "%s", texts[i].text);
            return 1;
        }
    }
    return 0;
}

/// Reads the next row (width × 4 bytes) into `row`. 0, or -1 with `message`.
static inline int CPNG_readRow(CPNG_Stream *s, png_bytep row) {
    if (setjmp(png_jmpbuf(s->png))) return -1;
    png_read_row(s->png, row, NULL);
    return 0;
}

static inline int CPNG_beginWrite(CPNG_Stream *s, png_uint_32 width, png_uint_32 height,
                                  const char *const *keys, const char *const *values, int textCount);

/// Opens `fd` (duplicated) for writing an 8-bit RGBA PNG with the given text chunks (tEXt, before the image data).
static inline int CPNG_openWrite(CPNG_Stream *s, int fd, png_uint_32 width, png_uint_32 height,
                                 const char *const *keys, const char *const *values, int textCount) {
    memset(s, 0, sizeof *s);
    s->writing = 1;
    int copy = dup(fd);
    if (copy < 0 || !(s->file = fdopen(copy, "wb"))) {
        if (copy >= 0) close(copy);
        snprintf(s->message, sizeof s->message, "cannot open the file for writing");
        return -1;
    }
    return CPNG_beginWrite(s, width, height, keys, values, textCount);
}

/// Like CPNG_openWrite, into memory: the file's bytes are `memory`, `memorySize` after CPNG_finishWrite (the
/// caller writes them itself, and so knows whether every byte reached the disk).
static inline int CPNG_openWriteMemory(CPNG_Stream *s, png_uint_32 width, png_uint_32 height,
                                       const char *const *keys, const char *const *values, int textCount) {
    memset(s, 0, sizeof *s);
    s->writing = 1;
    if (!(s->file = open_memstream(&s->memory, &s->memorySize))) {
        snprintf(s->message, sizeof s->message, "out of memory");
        return -1;
    }
    return CPNG_beginWrite(s, width, height, keys, values, textCount);
}

static inline int CPNG_beginWrite(CPNG_Stream *s, png_uint_32 width, png_uint_32 height,
                                  const char *const *keys, const char *const *values, int textCount) {
    s->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, s, CPNG_error, CPNG_warning);
    if (s->png) s->info = png_create_info_struct(s->png);
    if (!s->png || !s->info) { snprintf(s->message, sizeof s->message, "out of memory"); return -1; }
    if (setjmp(png_jmpbuf(s->png))) return -1;
    png_init_io(s->png, s->file);
    png_set_IHDR(s->png, s->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (textCount > 0) {
        png_text texts[8];
        if (textCount > 8) textCount = 8;
        memset(texts, 0, sizeof texts);
        for (int i = 0; i < textCount; i++) {
            texts[i].compression = PNG_TEXT_COMPRESSION_NONE;
            texts[i].key = (png_charp)keys[i];
            texts[i].text = (png_charp)values[i];
        }
        png_set_text(s->png, s->info, texts, textCount);
    }
    png_write_info(s->png, s->info);
    return 0;
}

static inline int CPNG_writeRow(CPNG_Stream *s, png_const_bytep row) {
    if (setjmp(png_jmpbuf(s->png))) return -1;
    png_write_row(s->png, row);
    return 0;
}

/// Ends the file (IEND) and flushes it. 0, or -1 with `message`.
static inline int CPNG_finishWrite(CPNG_Stream *s) {
    if (setjmp(png_jmpbuf(s->png))) return -1;
    png_write_end(s->png, NULL);
    if (fflush(s->file) != 0) { snprintf(s->message, sizeof s->message, "cannot write the file"); return -1; }
    return 0;
}

/// Frees everything `CPNG_openRead`/`CPNG_openWrite` made (safe after a failure, and twice).
static inline void CPNG_close(CPNG_Stream *s) {
    if (s->png) {
        if (s->writing) png_destroy_write_struct(&s->png, s->info ? &s->info : NULL);
        else png_destroy_read_struct(&s->png, s->info ? &s->info : NULL, NULL);
    }
    s->png = NULL;
    s->info = NULL;
    if (s->file) fclose(s->file);
    s->file = NULL;
    free(s->memory);
    s->memory = NULL;
    s->memorySize = 0;
}

#endif
