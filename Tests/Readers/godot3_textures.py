#!/usr/bin/python3
"""Hands a Bezel unit folder with Godot 3 resources to the real Godot 3 engine and dumps what it shows.

usage: godot3_textures.py UNIT_FOLDER DUMP_FOLDER [SCRIPT [SCENE]]
       (standard library only; needs `godot3-server`, 3.2.x)

1. Copies UNIT_FOLDER to res://unit/ of a fresh temporary project (the user's folder stays untouched).
2. Imports every PNG with `godot3-server --no-window --editor` (only the editor imports), polling until
   every `X.png.import` names an existing .stex, then kills the editor.
3. Runs godot3_dump.gd (beside this file) with `--script`; it loads res://unit/godot/*.tscn and
   res://unit/godot/**/*.stylebox.tres and writes PNGs with Godot's Image.save_png into DUMP_FOLDER:
   DUMP/<scene base>/<normal|pressed|hover|disabled|focused>.png, DUMP/styleboxes/<path, / -> _>.png.
   With SCRIPT (a .gd file beside this one, e.g. godot3_press.gd) that script runs instead, with
   BEZEL_GODOT_SCENE=SCENE in its environment.
Exit 0 printing the dump's lines (scene/texture/stylebox/press/done); else exit 1 with Godot's output.
Env: GODOT3 (default godot3-server), BEZEL_GODOT_TIMEOUT (seconds per step, default 120),
BEZEL_GODOT_KEEP=1 keeps the temporary project and prints where it is.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

GODOT = os.environ.get("GODOT3", "godot3-server")
TIMEOUT = float(os.environ.get("BEZEL_GODOT_TIMEOUT", "120"))
READERS = os.path.dirname(os.path.abspath(__file__))
PROJECT_GODOT = 'config_version=4\n\n[application]\n\nconfig/name="bezel-godot3-check"\n'
DUMP_LINE = re.compile(r"^(scene|texture|stylebox|press|done)\b")


def fail(message, output=""):
    if output:
        sys.stderr.write(output if output.endswith("\n") else output + "\n")
    sys.stderr.write("godot3_textures: %s\n" % message)
    sys.exit(1)


def pending_imports(project):
    """PNG files under the project whose .import does not yet name an existing imported file."""
    pending = []
    for folder, dirs, files in os.walk(project):
        dirs[:] = [d for d in dirs if not d.startswith(".")]  # skip .import/ and hidden folders
        for name in files:
            if name.startswith(".") or not name.lower().endswith(".png"):
                continue
            png = os.path.join(folder, name)
            try:
                with open(png + ".import", encoding="utf-8") as f:
                    found = re.search(r'^path(?:\.\w+)?="res://(.+?)"', f.read(), re.M)
            except OSError:
                found = None
            if not found or not os.path.isfile(os.path.join(project, found.group(1))):
                pending.append(os.path.relpath(png, project))
    return pending


def stop(process):
    """Ends the editor's whole process group (it was started in its own session)."""
    if process.poll() is None:
        for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
            try:
                os.killpg(process.pid, sig)
                process.wait(wait)
                return
            except ProcessLookupError:
                return
            except subprocess.TimeoutExpired:
                continue


def main():
    if not 3 <= len(sys.argv) <= 5:
        fail("usage: godot3_textures.py UNIT_FOLDER DUMP_FOLDER [SCRIPT [SCENE]]")
    unit, dump = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    script = os.path.join(READERS, sys.argv[3] if len(sys.argv) > 3 else "godot3_dump.gd")
    scene = sys.argv[4] if len(sys.argv) > 4 else ""
    if not os.path.isdir(os.path.join(unit, "godot")):
        fail("%s has no godot/ folder" % unit)
    if not shutil.which(GODOT):
        fail("%s not found (Debian package godot3-server)" % GODOT)
    os.makedirs(dump, exist_ok=True)
    temp = tempfile.mkdtemp(prefix="bezel-godot3-")
    try:
        run(unit, dump, temp, script, scene)
    finally:
        if os.environ.get("BEZEL_GODOT_KEEP") == "1":
            sys.stderr.write("godot3_textures: kept %s\n" % temp)
        else:
            shutil.rmtree(temp, ignore_errors=True)


def run(unit, dump, temp, script, scene):
    project, home = os.path.join(temp, "project"), os.path.join(temp, "home")
    shutil.copytree(unit, os.path.join(project, "unit"))
    shutil.copyfile(script, os.path.join(project, "dump.gd"))
    with open(os.path.join(project, "project.godot"), "w", encoding="utf-8") as f:
        f.write(PROJECT_GODOT)
    # Godot writes editor settings, caches and logs under HOME / XDG folders: keep them in temp.
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CACHE_HOME=os.path.join(home, "cache"),
               LANG="en_US.UTF-8", BEZEL_GODOT_DUMP=dump, BEZEL_GODOT_SCENE=scene)  # LANG: no "Invalid locale 'C'" noise
    for key in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        os.makedirs(env[key], exist_ok=True)

    # Step 2: import. The editor imports on its first scan; it never quits by itself.
    started = time.monotonic()
    log_path = os.path.join(temp, "editor.log")
    with open(log_path, "wb") as log:
        editor = subprocess.Popen([GODOT, "--no-window", "--path", project, "--editor"], env=env,
                                  stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                  start_new_session=True)
    try:
        while True:
            pending = pending_imports(project)
            if not pending:
                break
            with open(log_path, encoding="utf-8", errors="replace") as f:
                if "Error importing" in f.read():  # e.g. a corrupt PNG: fail now, not at the timeout
                    failure = "Godot could not import %s" % ", ".join(pending)
                    break
            if editor.poll() is not None:
                failure = "editor exited (%s) before importing %s" % (editor.returncode, ", ".join(pending))
                break
            if time.monotonic() - started > TIMEOUT:
                failure = "timeout after %.0f s importing %s" % (TIMEOUT, ", ".join(pending))
                break
            time.sleep(0.25)
    finally:
        stop(editor)
    if pending:
        with open(log_path, encoding="utf-8", errors="replace") as f:
            fail(failure, f.read())
    imported = time.monotonic()

    # Step 3: dump with a SceneTree script.
    command = [GODOT, "--no-window", "--path", project, "--script", "res://dump.gd"]
    try:
        result = subprocess.run(command, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                                timeout=TIMEOUT, start_new_session=True)
    except subprocess.TimeoutExpired as error:
        output = (error.stdout or b"") + (error.stderr or b"")
        fail("dump timed out after %.0f s" % TIMEOUT, output.decode("utf-8", "replace"))
    stdout = result.stdout.decode("utf-8", "replace")
    output = stdout + result.stderr.decode("utf-8", "replace")
    lines = [line for line in stdout.splitlines() if DUMP_LINE.match(line)]
    # Godot prints script errors but still exits 0: only a final "done" and no error lines count.
    if result.returncode != 0 or not lines or lines[-1] != "done" or "SCRIPT ERROR" in output:
        fail("dump failed (exit %d)" % result.returncode, output)
    print("\n".join(lines))
    sys.stderr.write("godot3_textures: import %.1f s, dump %.1f s\n"
                     % (imported - started, time.monotonic() - imported))


if __name__ == "__main__":
    main()
