#include <png.h>

/* The simplified-API constants Swift needs, as plain values (the macros are expressions). */
static const png_uint_32 CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
