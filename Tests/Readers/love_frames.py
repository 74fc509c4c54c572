#!/usr/bin/env python3
"""An independent reader of Bezel's LÖVE atlases (`bezel render --format love`): hands every `*.lua`
atlas of a unit folder to the real LÖVE 11.4 engine, run headless (no window, graphics, audio or
input modules; no X display needed), which loads the atlas, decodes its `image` with love.image,
checks the image size against `width`/`height`, cuts every frame with ImageData:paste and writes it
with ImageData:encode("png").

usage: love_frames.py UNIT_FOLDER DUMP_FOLDER   (use a fresh DUMP_FOLDER: nothing in it is removed)
Writes DUMP_FOLDER/<atlas base>/<index>.png, the frame's pixels as LÖVE decoded them (rgba8, straight
alpha, gAMA ignored), index = 1.. over the frame names sorted by bytes. LÖVE's encoder picks the PNG
colour type: frames of few colours come out as palette PNGs (PLTE + tRNS), so compare decoded RGBA,
not PNG bytes. Prints LÖVE's lines (the name last, as a Lua string literal: \\, \", control bytes \ddd,
other bytes, UTF-8 included, as they are):
  atlas <base> <image> <width> <height> <scale> <pixel format> <frame count>
  frame <base> <index> <x> <y> <w> <h> <ox,oy | -> "<name>"   (ox, oy: the origin of a sprite
                                                              with a shadow margin, else -)
  done
Exit 0 on success; 1 when LÖVE fails or reports an error (its output is printed on stderr); 2 bad
usage or no atlases; 4 when `love` is not installed (apt-get install love).
"""
import os
import shutil
import subprocess
import sys
import tempfile

GAME = os.path.join(os.path.dirname(os.path.abspath(__file__)), "love_frames")
TIMEOUT = 60


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    unit, dump = (os.path.abspath(p) for p in sys.argv[1:])
    love = shutil.which("love")
    if love is None:
        print("love is not installed (apt-get install love)", file=sys.stderr)
        return 4
    if not os.path.isdir(unit):
        print(f"{unit}: not a folder", file=sys.stderr)
        return 2
    atlases = sorted(n for n in os.listdir(unit) if n.endswith(".lua") and os.path.isfile(os.path.join(unit, n)))
    if not atlases:
        print(f"{unit}: no *.lua atlases", file=sys.stderr)
        return 2
    for name in atlases:
        os.makedirs(os.path.join(dump, name[:-4]), exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="love_frames-") as home:
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        env.update(HOME=home, XDG_RUNTIME_DIR=home, XDG_DATA_HOME=os.path.join(home, "data"),
                   SDL_VIDEODRIVER="x11")  # with no DISPLAY: anything that wants a window fails
        os.chmod(home, 0o700)
        try:
            run = subprocess.run([love, GAME, unit, dump, *atlases], env=env, cwd=home,
                                 stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired as e:
            sys.stderr.buffer.write((e.stdout or b"") + (e.stderr or b""))
            print(f"love did not finish in {TIMEOUT} s", file=sys.stderr)
            return 1
    lines = run.stdout.splitlines()
    if run.returncode != 0 or lines[-1:] != [b"done"]:
        sys.stderr.buffer.write(run.stdout + run.stderr)
        print(f"love exited with status {run.returncode}", file=sys.stderr)
        return 1
    sys.stderr.buffer.write(run.stderr)
    sys.stdout.buffer.write(run.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
