#include <libdeflate.h>

/* libdeflate compresses a whole buffer per call (Debian's libdeflate-dev, 1.14 or later).
 * BezelPNG uses its raw DEFLATE compressor and its Adler-32; it joins the pieces itself. */
