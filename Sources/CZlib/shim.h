#include <zlib.h>

/* deflateInit2 is a macro; Swift calls this instead. A raw stream (no zlib header or trailer):
 * PNGWriter writes the header and the Adler-32 trailer itself, so that independently deflated
 * bands can be joined into one zlib stream. */
static inline int czlib_deflate_init_raw(z_streamp stream, int level, int mem_level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, mem_level, strategy);
}
