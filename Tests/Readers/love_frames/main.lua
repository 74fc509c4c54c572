-- love_frames: load Bezel's LÖVE atlases with LÖVE 11.4's own love.image and dump every frame.
-- usage: love GAMEDIR UNIT DUMP ATLAS.lua...  (love_frames.py passes the atlas file names and makes
-- the DUMP/<atlas base>/ folders). Prints, per atlas and frame:
--   atlas <base> <image> <width> <height> <scale> <pixel format> <frame count>
--   frame <base> <index> <x> <y> <w> <h> <ox,oy or -> <name as a Lua string: \\, \", control bytes \ddd>
-- then "done". Frames are indexed 1.. in byte order of their names; <index>.png holds its pixels.

local function readFile(path)
  local f = assert(io.open(path, "rb"))  -- love.filesystem only sees the game and save folders
  local data = f:read("*a")
  f:close()
  return data
end

local function writeFile(path, data)
  local f = assert(io.open(path, "wb"))
  assert(f:write(data))
  assert(f:close())
end

-- The name as a one-line Lua string literal, escaped as Bezel's atlases are: \\, \", and control
-- bytes as \ddd (three digits); other bytes, UTF-8 included, as they are. (LuaJIT's %q would write a
-- newline as backslash + newline, and control bytes with 1 to 3 digits.)
local function quote(s)
  return '"' .. s:gsub('[%c"\\]', function(c)
    return (c == '"' or c == "\\") and "\\" .. c or ("\\%03d"):format(c:byte())
  end) .. '"'
end

local function isInt(v) return type(v) == "number" and v == math.floor(v) end

local function dumpAtlas(unit, dump, file)
  local base = file:gsub("%.lua$", "")
  local chunk = assert(loadstring(readFile(unit .. "/" .. file), "@" .. file))
  setfenv(chunk, {})  -- the atlas is data: it sees no globals
  local atlas = chunk()
  assert(type(atlas) == "table" and type(atlas.image) == "string" and type(atlas.frames) == "table",
    file .. ": not an atlas table with image and frames")
  local src = love.image.newImageData(love.filesystem.newFileData(readFile(unit .. "/" .. atlas.image), atlas.image))
  local iw, ih = src:getDimensions()
  assert(iw == atlas.width and ih == atlas.height,
    ("%s: %s is %dx%d, the atlas says %sx%s"):format(file, atlas.image, iw, ih, tostring(atlas.width), tostring(atlas.height)))
  local names = {}
  for name in pairs(atlas.frames) do
    assert(type(name) == "string", file .. ": a frame name is not a string")
    names[#names + 1] = name
  end
  table.sort(names)  -- LuaJIT compares strings byte by byte (no strcoll)
  print(("atlas %s %s %d %d %s %s %d"):format(base, atlas.image, iw, ih, tostring(atlas.scale), src:getFormat(), #names))
  for i, name in ipairs(names) do
    local r = atlas.frames[name]
    assert(type(r) == "table" and (#r == 4 or #r == 6), file .. ": frame " .. quote(name) .. " is not {x, y, w, h[, ox, oy]}")
    local x, y, w, h = r[1], r[2], r[3], r[4]
    -- the origin love.graphics.draw takes for a sprite with a shadow margin
    local origin = #r == 6 and ("%s,%s"):format(tostring(r[5]), tostring(r[6])) or "-"
    assert(#r == 4 or (type(r[5]) == "number" and type(r[6]) == "number"), file .. ": frame " .. quote(name) .. " has a bad origin")
    assert(isInt(x) and isInt(y) and isInt(w) and isInt(h)
      and x >= 0 and y >= 0 and w > 0 and h > 0 and x + w <= iw and y + h <= ih,
      file .. ": frame " .. quote(name) .. " is not {x, y, w, h} inside the image")
    local frame = love.image.newImageData(w, h, src:getFormat())
    frame:paste(src, 0, 0, x, y, w, h)
    writeFile(("%s/%s/%d.png"):format(dump, base, i), frame:encode("png"):getString())
    print(("frame %s %d %d %d %d %d %s %s"):format(base, i, x, y, w, h, origin, quote(name)))
  end
end

function love.load(args)
  local unit, dump = args[1], args[2]
  assert(unit and dump and args[3], "usage: love GAMEDIR UNIT DUMP ATLAS.lua...")
  for i = 3, #args do dumpAtlas(unit, dump, args[i]) end
  print("done")
  love.event.quit(0)
end
