#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
// Version functions for the renderer fingerprint (RendererFingerprint.swift): HarfBuzz and FreeType
// are Pango's own dependencies, so their headers sit on pangocairo's include path.
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
