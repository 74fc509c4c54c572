#include "bezel_png_reader.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The bytes being read and where a libpng error message goes. */
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char *message;
    size_t message_size;
} reader_state;

static void on_error(png_structp png, png_const_charp text) {
    reader_state *state = png_get_error_ptr(png);
    snprintf(state->message, state->message_size, "%s", text);
    png_longjmp(png, 1);
}

/* Warnings concern chunks that do not change the pixels (those that do are errors here). */
static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void on_read(png_structp png, png_bytep buffer, size_t length) {
    reader_state *state = png_get_io_ptr(png);
    if (length > state->size - state->offset) png_error(png, "the file ends early (truncated)");
    memcpy(buffer, state->data + state->offset, length);
    state->offset += length;
}

/* Ancillary chunks that cannot change stored sample values: skipped, not interpreted. */
static const png_byte skipped_chunks[] =
    "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0tEXt\0tIME\0zTXt";

/* A libpng reader and its info struct for `state`, or NULL with "libpng could not start" in its message. */
static png_structp start_reader(reader_state *state, png_infop *info) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
    if (png != NULL) *info = png_create_info_struct(png);
    if (png == NULL || *info == NULL) {
        if (png != NULL) png_destroy_read_struct(&png, NULL, NULL);
        snprintf(state->message, state->message_size, "libpng could not start");
        return NULL;
    }
    return png;
}

/* What both readers refuse: no size limits but their own, a bad CRC and a benign error are errors,
   and the chunks nothing reads are skipped. Called once the error jump is set. */
static void set_strict_reading(png_structp png) {
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    png_set_benign_errors(png, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, skipped_chunks, (int)(sizeof skipped_chunks / 5));
}

/* Sets the transforms that turn any PNG into RGBA8, and checks the result is that. */
static void set_rgba8_transforms(png_structp png, png_infop info, uint32_t width, uint32_t height, int truncate16) {
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "the IHDR does not match the size read before");
    png_set_expand(png);
    if (truncate16) png_set_strip_16(png); else png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
}

int bezel_png_read_rgba8(const uint8_t *data, size_t size, uint8_t *out, uint32_t width, uint32_t height,
                         int truncate16, char *message, size_t message_size) {
    reader_state state = { data, size, 0, message, message_size };
    png_infop info = NULL;
    png_structp png = start_reader(&state, &info);
    if (png == NULL) return 1;
    if (setjmp(png_jmpbuf(png))) {
        /* on_error has written the message. */
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_read_fn(png, &state, on_read);
    set_strict_reading(png);
    png_read_info(png, info);
    set_rgba8_transforms(png, info, width, height, truncate16);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4 || png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4)
        png_error(png, "libpng did not expand the image to RGBA8");
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_read_row(png, out + (size_t)y * width * 4, NULL);
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

/* The row buffer of bezel_png_check, freed however the read ends. */
typedef struct {
    reader_state reader;
    png_bytep row;
} check_state;

int bezel_png_check(const uint8_t *data, size_t size, size_t max_row_bytes, char *message, size_t message_size) {
    check_state state = { { data, size, 0, message, message_size }, NULL };
    png_infop info = NULL;
    png_structp png = start_reader(&state.reader, &info);
    if (png == NULL) return 1;
    if (setjmp(png_jmpbuf(png))) {
        free(state.row);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_read_fn(png, &state.reader, on_read);
    set_strict_reading(png);
    png_read_info(png, info);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes == 0 || row_bytes > max_row_bytes) png_error(png, "the rows are wider than the check allows");
    state.row = malloc(row_bytes);
    if (state.row == NULL) png_error(png, "no memory for one row");
    uint32_t height = png_get_image_height(png, info);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_read_row(png, state.row, NULL);
    }
    png_read_end(png, NULL);
    free(state.row);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
