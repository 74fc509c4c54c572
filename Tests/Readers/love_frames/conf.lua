-- LÖVE 11.4 configuration for love_frames.py: run headless, with no display, audio device or input.
-- Only love.image (PNG decode/encode), love.filesystem (FileData) and love.event (quit) are needed.
-- Only the window module must be off (love_frames.py forbids SDL video: SDL_VIDEODRIVER=x11 with no
-- DISPLAY); audio on would try to open a sound card; the rest are off so nothing probes devices.
io.stdout:setvbuf("line")

-- Defined here, not in main.lua, so that it also catches errors while LÖVE loads its modules and
-- main.lua: print the error and end with exit status 1 (boot.lua returns 1 when this returns nil),
-- never LÖVE's error screen, which would wait for a key press in a window.
function love.errorhandler(msg)
  print("error: " .. debug.traceback(tostring(msg), 2))
  io.stdout:flush()
end

function love.conf(t)
  t.identity = "bezel-love-frames"   -- save folder name (unused; HOME points to a temp folder)
  t.window = nil                     -- create no window
  t.accelerometerjoystick = false
  t.modules.window = false           -- the one that needs a display (SDL video)
  t.modules.graphics = false         -- needs a window for anything but loading
  t.modules.audio = false            -- opens a sound card with OpenAL (ALSA errors on stderr without one)
  t.modules.sound = false            -- the rest: not needed
  t.modules.video = false
  t.modules.joystick = false
  t.modules.touch = false
  t.modules.mouse = false
  t.modules.keyboard = false
  t.modules.font = false
  t.modules.physics = false
end
