#ifndef BEZEL_PNG_READER_H
#define BEZEL_PNG_READER_H

#include <stddef.h>
#include <stdint.h>

/// Decodes the PNG file `data` (`size` bytes) into `out`, `width * height * 4` bytes of straight-alpha
/// RGBA8, rows top to bottom. `width` and `height` are those of the file's IHDR, which the caller has
/// read and checked against its limits before allocating `out`.
///
/// Every colour type and bit depth is expanded (grey and palette to RGB, tRNS to alpha, opaque
/// alpha added), 16-bit samples are scaled with rounding, (v * 255 + 32895) >> 16 (with
/// `truncate16`, cut to their high byte, as Cairo's PNG reader does), and Adam7
/// images are deinterlaced. No gamma or colour-space conversion: gAMA, sRGB, iCCP, cHRM and the
/// other ancillary chunks except tRNS are skipped unread. Any error, including a CRC mismatch in
/// any chunk and libpng's "benign" errors, refuses the file.
///
/// Returns 0 on success; otherwise 1 with libpng's message (NUL-terminated, cut to
/// `message_size`) in `message`.
int bezel_png_read_rgba8(const uint8_t *data, size_t size, uint8_t *out, uint32_t width, uint32_t height,
                         int truncate16, char *message, size_t message_size);

/// Reads every row of the PNG file `data` (`size` bytes) into one row buffer and throws the rows away:
/// the file is checked as `bezel_png_read_rgba8` would read it (every chunk's CRC, the whole zlib
/// stream, every row's filter, the end), with memory for one row of at most `max_row_bytes` bytes
/// instead of the whole image. Returns 0 when libpng reads it without an error; otherwise 1 with
/// libpng's message in `message`.
int bezel_png_check(const uint8_t *data, size_t size, size_t max_row_bytes, char *message, size_t message_size);

#endif
