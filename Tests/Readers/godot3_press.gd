# Clicks a Bezel TextureButton in Godot 3 and reports what it shows (run by godot3_textures.py with
# this script as its third argument):
#   godot3-server --no-window --path PROJECT --script res://press.gd
# The scene is res://unit/godot/<BEZEL_GODOT_SCENE>.tscn; the dump folder (absolute) is BEZEL_GODOT_DUMP.
#
# The button is put in the root viewport, then Godot's own input pipeline gets a mouse move onto it,
# a left-button press, a release and a move away (Input.parse_input_event, as a mouse would): Godot
# decides hovering, pressing and focus (a button takes the focus when clicked). After the press
# ("down"), the release ("up") and the move away ("away") it prints
#   press <phase> focus=<bool> pressed=<bool> mode=<draw mode> drawn=<property>[,<property>]
# where "drawn" lists, bottom to top, the textures TextureButton draws in that draw mode (Godot's
# texture_button.cpp: the state's texture, falling back as it does, then texture_focused over it
# while the button has the focus), and writes each drawn texture's pixels (its atlas region, read
# with Godot's Image) to DUMP/<phase>/<property>.png. The server build has no renderer to capture,
# so this is what it would draw. Ends with "done"; any failure prints "error: ..." and exits 1.
extends SceneTree

var dump_dir = ""
var button = null
var frame = 0
var failed = false


func fail(message):
	print("error: " + message)
	failed = true


func send(event):
	Input.parse_input_event(event)


func mouse(pressed, at):
	var event = InputEventMouseButton.new()
	event.button_index = BUTTON_LEFT
	event.pressed = pressed
	event.button_mask = BUTTON_MASK_LEFT if pressed else 0
	event.position = at
	event.global_position = at
	return event


# The textures TextureButton draws in its current draw mode, bottom to top (texture_button.cpp).
func drawn():
	var state = null
	var mode = button.get_draw_mode()
	if mode == BaseButton.DRAW_NORMAL:
		state = "texture_normal"
	elif mode == BaseButton.DRAW_PRESSED or mode == BaseButton.DRAW_HOVER_PRESSED:
		state = first_set(["texture_pressed", "texture_hover", "texture_normal"])
	elif mode == BaseButton.DRAW_HOVER:
		if button.texture_hover != null:
			state = "texture_hover"
		elif button.texture_pressed != null and button.pressed:
			state = "texture_pressed"
		else:
			state = "texture_normal"
	elif mode == BaseButton.DRAW_DISABLED:
		state = first_set(["texture_disabled", "texture_normal"])
	var out = []
	if state != null and button.get(state) != null:
		out.append(state)
	if button.has_focus() and button.texture_focused != null:
		out.append("texture_focused")
	return out


func first_set(properties):
	for property in properties:
		if button.get(property) != null:
			return property
	return null


func report(phase):
	var layers = drawn()
	print("press %s focus=%s pressed=%s mode=%d drawn=%s" % [phase, str(button.has_focus()).to_lower(),
		str(button.pressed).to_lower(), button.get_draw_mode(), PoolStringArray(layers).join(",")])
	var dir = Directory.new()
	if dir.make_dir_recursive(dump_dir + "/" + phase) != OK:
		fail("cannot create " + dump_dir + "/" + phase)
		return
	for property in layers:
		var tex = button.get(property)
		if not tex is AtlasTexture:
			fail(property + " is a " + tex.get_class() + ", not an AtlasTexture")
			continue
		var image = tex.atlas.get_data()
		if image == null or image.is_empty():
			fail(property + ": its atlas has no image data (not imported?)")
			continue
		var part = image.get_rect(tex.region)
		part.convert(Image.FORMAT_RGBA8)
		if part.save_png(dump_dir + "/" + phase + "/" + property.trim_prefix("texture_") + ".png") != OK:
			fail(property + ": cannot write its PNG")


func _initialize():
	dump_dir = OS.get_environment("BEZEL_GODOT_DUMP")
	var path = "res://unit/godot/" + OS.get_environment("BEZEL_GODOT_SCENE") + ".tscn"
	var packed = load(path)
	if dump_dir == "" or not dump_dir.is_abs_path() or not packed is PackedScene:
		fail("BEZEL_GODOT_DUMP must name an absolute folder and " + path + " a scene")
		quit(1)
		return
	button = packed.instance()
	if not button is TextureButton:
		fail(path + ": not a TextureButton")
		quit(1)
		return
	root.add_child(button)
	button.rect_position = Vector2(20, 20)


func _idle(_delta):
	if failed or button == null:
		return false
	frame += 1
	var centre = button.rect_position + button.rect_size / 2
	if frame == 2:
		var move = InputEventMouseMotion.new()
		move.position = centre
		move.global_position = centre
		send(move)
	elif frame == 4:
		send(mouse(true, centre))
	elif frame == 6:
		report("down")
		send(mouse(false, centre))
	elif frame == 8:
		report("up")
		var away = InputEventMouseMotion.new()
		away.position = Vector2(2, 2)
		away.global_position = away.position
		send(away)
	elif frame == 10:
		report("away")
		if not failed:
			print("done")
		quit(1 if failed else 0)
	return false
