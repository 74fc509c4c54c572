// The Cairo/Pango backend: text measurement and rasterisation.
@_exported import BezelCore
