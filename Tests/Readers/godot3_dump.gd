# Dumps what Godot 3 shows for a Bezel unit copied to res://unit/ (run by godot3_textures.py):
#   godot3-server --no-window --path PROJECT --script res://dump.gd
# The dump folder (absolute) is read from the environment variable BEZEL_GODOT_DUMP.
# Prints "scene", "texture", "stylebox" lines and "done"; on any failure prints "error: ..." and
# quits with exit code 1.
extends SceneTree

const BUTTON_TEXTURES = ["texture_normal", "texture_pressed", "texture_hover", "texture_disabled", "texture_focused"]
const GODOT_DIR = "res://unit/godot"

var dump_dir = ""
var failed = false
var images = {}


func fail(message):
	print("error: " + message)
	failed = true


# Lists files under dir ending in suffix, sorted; recursive when asked.
func list_files(dir_path, suffix, recursive):
	var found = []
	var dir = Directory.new()
	if dir.open(dir_path) != OK:
		fail("cannot open " + dir_path)
		return found
	dir.list_dir_begin(true, true)
	var name = dir.get_next()
	while name != "":
		var path = dir_path + "/" + name
		if dir.current_is_dir():
			if recursive:
				found += list_files(path, suffix, true)
		elif name.ends_with(suffix):
			found.append(path)
		name = dir.get_next()
	dir.list_dir_end()
	found.sort()
	return found


func rect_text(r):
	return "%d %d %d %d" % [r.position.x, r.position.y, r.size.x, r.size.y]


# The pixels of region inside atlas as an RGBA8 Image (AtlasTexture.get_data() is null in 3.2).
func crop(atlas, region, what):
	if atlas == null:
		fail(what + ": no atlas texture")
		return null
	# Godot 3 puts a placeholder ImageTexture where an ext_resource file is missing.
	if not atlas is StreamTexture or not File.new().file_exists(atlas.resource_path):
		fail("%s: atlas %s is a %s, not an imported StreamTexture (missing file?)" % [what, atlas.resource_path, atlas.get_class()])
		return null
	# The .import files ask for a linear filter, no mipmaps and no repeat: check Godot honoured that.
	if atlas.flags & (Texture.FLAG_MIPMAPS | Texture.FLAG_REPEAT | Texture.FLAG_FILTER) != Texture.FLAG_FILTER:
		fail("%s: atlas %s has texture flags %d, not filter alone (no mipmaps/repeat)" % [what, atlas.resource_path, atlas.flags])
	if not images.has(atlas.resource_path):  # decode each sheet once
		images[atlas.resource_path] = atlas.get_data()
	var image = images[atlas.resource_path]
	if image == null or image.is_empty():
		fail(what + ": atlas " + atlas.resource_path + " has no image data")
		return null
	if image.is_compressed():
		fail(what + ": atlas " + atlas.resource_path + " is VRAM-compressed")
		return null
	if region.size.x <= 0 or region.size.y <= 0 or not Rect2(Vector2(), image.get_size()).encloses(region):
		fail("%s: region %s outside atlas %s (%dx%d)" % [what, rect_text(region), atlas.resource_path, image.get_width(), image.get_height()])
		return null
	var part = image.get_rect(region)
	if part.get_format() != Image.FORMAT_RGBA8:
		part.convert(Image.FORMAT_RGBA8)
	return part


func save(image, folder, file, what):
	if image == null:
		return
	var dir = Directory.new()
	if dir.make_dir_recursive(folder) != OK:
		fail("cannot create " + folder)
	elif image.save_png(folder + "/" + file) != OK:
		fail(what + ": cannot write " + folder + "/" + file)


func dump_scene(path):
	var base = path.get_file().get_basename()
	var packed = load(path)
	if not packed is PackedScene:
		fail(path + ": not a PackedScene")
		return
	var node = packed.instance()
	if node == null:
		fail(path + ": cannot be instanced")
		return
	print("scene %s type=%s toggle_mode=%s" % [base, node.get_class(), str(node.toggle_mode).to_lower() if node is BaseButton else "?"])
	if not node is TextureButton:
		fail(path + ": root is " + node.get_class() + ", not TextureButton")
	else:
		for property in BUTTON_TEXTURES:
			var tex = node.get(property)
			if tex == null:
				continue
			var what = base + " " + property
			if not tex is AtlasTexture:
				fail(what + ": " + tex.get_class() + ", not AtlasTexture")
				continue
			print("texture %s %s %s" % [base, property, rect_text(tex.region)])
			save(crop(tex.atlas, tex.region, what), dump_dir + "/" + base, property.trim_prefix("texture_") + ".png", what)
	node.free()


func dump_stylebox(path):
	var relative = path.trim_prefix(GODOT_DIR + "/")
	var box = load(path)
	if not box is StyleBoxTexture:
		fail(path + ": not a StyleBoxTexture")
		return
	print("stylebox %s margins %s %s %s %s content %s %s %s %s region %s" % [relative,
		box.margin_left, box.margin_top, box.margin_right, box.margin_bottom,
		box.content_margin_left, box.content_margin_top, box.content_margin_right, box.content_margin_bottom,
		rect_text(box.region_rect)])
	save(crop(box.texture, box.region_rect, relative), dump_dir + "/styleboxes", relative.replace("/", "_") + ".png", relative)


func _init():
	dump_dir = OS.get_environment("BEZEL_GODOT_DUMP")
	if dump_dir == "" or not dump_dir.is_abs_path():
		fail("BEZEL_GODOT_DUMP must name an absolute folder")
	else:
		var scenes = list_files(GODOT_DIR, ".tscn", false)
		if scenes.empty():
			fail("no scenes in " + GODOT_DIR)
		for path in scenes:
			dump_scene(path)
		for path in list_files(GODOT_DIR, ".stylebox.tres", true):
			dump_stylebox(path)
	if not failed:
		print("done")
	quit(1 if failed else 0)
