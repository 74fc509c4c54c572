// The library's one face: `import Bezel` brings the model, the pipeline and every export
// (BezelCore, BezelRender), Interface Builder documents as themes (BezelInterfaceBuilder), the PNG codec (BezelPNG) and image comparison (BezelRegression).

@_exported import BezelCore
@_exported import BezelInterfaceBuilder
@_exported import BezelPNG
@_exported import BezelRegression
@_exported import BezelRender
