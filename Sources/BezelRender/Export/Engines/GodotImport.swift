/// The import settings Bezel writes beside each page for Godot (`normal@2x.png.import`), so that
/// the editor imports the sheet with its pixels unchanged: lossless, no mipmaps, no VRAM
/// compression when a texture is used in 3D, and without Godot's default `fix_alpha_border`
/// (which recolours nearly transparent edge pixels) or premultiplying. Filtering is linear, as in
/// every engine format (a button drawn scaled, an @2x page at half size, should be smooth; the
/// AtlasTextures' `filter_clip` keeps neighbours out): Godot 3's import sets `flags/filter`;
/// Godot 4 filters per node, not per texture, so its scenes set `texture_filter` instead. They hold only the
/// importer and its parameters, not where the imported file goes, so the folder can sit anywhere
/// under `res://`: Godot imports the page with these parameters and completes the file.
public enum GodotImport {
    /// The `.png.import` text for `version`.
    public static func settings(_ version: GodotResources.Version) -> String {
        version == .godot4 ? godot4 : godot3
    }

    /// Godot 4's texture importer and its parameters (unknown or missing ones take Godot's defaults).
    static let godot4 = """
    [remap]

    importer="texture"
    type="CompressedTexture2D"

    [params]

    compress/mode=0
    compress/high_quality=false
    compress/lossy_quality=0.7
    compress/hdr_compression=1
    compress/normal_map=0
    compress/channel_pack=0
    mipmaps/generate=false
    mipmaps/limit=-1
    roughness/mode=0
    roughness/src_normal=""
    process/fix_alpha_border=false
    process/premult_alpha=false
    process/normal_map_invert_y=false
    process/hdr_as_srgb=false
    process/hdr_clamp_exposure=false
    process/size_limit=0
    detect_3d/compress_to=0

    """

    /// Godot 3's texture importer and its parameters, in the order Godot 3.2 writes them.
    static let godot3 = """
    [remap]

    importer="texture"
    type="StreamTexture"

    [params]

    compress/mode=0
    compress/lossy_quality=0.7
    compress/hdr_mode=0
    compress/bptc_ldr=0
    compress/normal_map=0
    flags/repeat=0
    flags/filter=true
    flags/mipmaps=false
    flags/anisotropic=false
    flags/srgb=2
    process/fix_alpha_border=false
    process/premult_alpha=false
    process/HDR_as_SRGB=false
    process/invert_color=false
    stream=false
    size_limit=0
    detect_3d=false
    svg/scale=1.0

    """
}
