#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* The simplified-API constants Swift needs, as plain values (the macros are expressions). */
static const png_uint_32 CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

/* ---- The full write API, behind one call that Swift can make safely. ----
 * libpng reports errors by longjmp-ing to the setjmp in cpng_write_rgba8, which is in C: no Swift
 * frame lies between the setjmp and any longjmp (Swift code runs only in `fill`, which libpng
 * never calls, and which returns before libpng sees the row). */

/* Fills `row` (width × 4 bytes of straight RGBA) with image row `y`; returns 0, or nonzero to abort. */
typedef int (*cpng_fill_row)(void *context, png_uint_32 y, png_bytep row);

/* The growing malloc'd buffer the PNG is written to; the caller frees `data`. */
typedef struct {
    png_bytep data;
    size_t size;
    size_t capacity;
    char message[160];
} cpng_output;

static inline void cpng_output_write(png_structp png, png_bytep bytes, size_t length) {
    cpng_output *out = (cpng_output *)png_get_io_ptr(png);
    if (length > out->capacity - out->size) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity - out->size < length) capacity *= 2;
        png_bytep grown = (png_bytep)realloc(out->data, capacity);
        if (!grown) png_error(png, "out of memory");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, bytes, length);
    out->size += length;
}

static inline void cpng_output_flush(png_structp png) { (void)png; }

static inline void cpng_error_record(png_structp png, png_const_charp message) {
    cpng_output *out = (cpng_output *)png_get_error_ptr(png);
    strncpy(out->message, message ? message : "libpng error", sizeof out->message - 1);
    out->message[sizeof out->message - 1] = 0;
    png_longjmp(png, 1);
}

static inline void cpng_warning_ignore(png_structp png, png_const_charp message) { (void)png; (void)message; }

/* Writes a width × height 8-bit RGBA PNG (no ancillary chunks: deterministic bytes) to `out`, rows
 * filled by `fill` into `row` (width × 4 bytes, caller-owned). `filters` is a PNG_FILTER_* mask,
 * `level` the zlib level, `strategy` the zlib strategy, `mem_level` zlib's memLevel (1…9).
 * Returns 0, -1 with `out->message` set, or -2 when `fill` aborted. */
static inline int cpng_write_rgba8(png_uint_32 width, png_uint_32 height, int filters, int level, int strategy,
                                   int mem_level, cpng_fill_row fill, void *context, png_bytep row,
                                   cpng_output *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, cpng_error_record, cpng_warning_ignore);
    if (!png) { strcpy(out->message, "cannot create the libpng write struct"); return -1; }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        strcpy(out->message, "cannot create the libpng info struct");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, out, cpng_output_write, cpng_output_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_compression_mem_level(png, mem_level);
    png_write_info(png, info);
    for (png_uint_32 y = 0; y < height; y++) {
        if (fill(context, y, row) != 0) {
            png_destroy_write_struct(&png, &info);
            strcpy(out->message, "aborted by the row source");
            return -2;
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}
