#!/usr/bin/env python3
"""Drives headless Chromium over the DevTools protocol (standard library only) to look at a page as a
person would: hover with the mouse, move the keyboard focus with Tab, switch the colour scheme, read
an element's text, and take screenshots. Used by Bezel's CSS tests.

usage: chromium_page.py CHROMIUM URL WIDTH HEIGHT STEPS_JSON OUT_FOLDER
STEPS_JSON is a list of steps, run in order:
  {"scheme": "dark" | "light"}          emulate prefers-color-scheme
  {"media": {"feature": "value", ...}}  emulate these media features (and no others)
  {"hover": [x, y]}                     move the mouse to (x, y) CSS px
  {"tab": n}                            press Tab n times
  {"eval": "js expression"}             print the value (JSON) on a line of its own
  {"name": "css selector"}              print the accessible name (JSON) Chromium gives that element
  {"shot": "name"}                      write OUT_FOLDER/name.png (the viewport, 1 device px per CSS px)
Exit 4 when Chromium cannot be started.
"""
import base64
import json
import os
import subprocess
import sys


class Browser:
    def __init__(self, chromium, width, height):
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def wire():
            # Python's pipes are close-on-exec, and may already be fds 3 or 4: move them out of the
            # way first, then onto 3 and 4 as inheritable descriptors.
            read_end, write_end = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(read_end, 3, inheritable=True)
            os.dup2(write_end, 4, inheritable=True)

        # Headless Chromium has no pointing device ((hover: none)): present a desktop with a mouse,
        # (hover: hover) and (pointer: fine), as the hover tests need.
        args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
                "--force-device-scale-factor=1", f"--window-size={width},{height}", "--no-first-run",
                "--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4",
                "about:blank"]
        # fds 3 and 4 are made in the child after the fork, so nothing may close them: close_fds off.
        self.process = subprocess.Popen(args, close_fds=False, preexec_fn=wire,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method):
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[i]
                    return event
            self.events.append(self.read())

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        self.process.wait(timeout=10)


def accessible_name(browser, session, selector):
    """The name in Chromium's accessibility tree of the first element matching selector."""
    root = browser.send("DOM.getDocument", session=session)["root"]["nodeId"]
    node = browser.send("DOM.querySelector", {"nodeId": root, "selector": selector}, session=session)["nodeId"]
    if not node:
        raise RuntimeError(f"no element matches {selector}")
    nodes = browser.send("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False}, session=session)["nodes"]
    return nodes[0].get("name", {}).get("value") if nodes else None


def main():
    chromium, url, width, height, steps, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), json.loads(sys.argv[5]), sys.argv[6]
    try:
        browser = Browser(chromium, width, height)
    except OSError as error:
        print(f"cannot start {chromium}: {error}", file=sys.stderr)
        sys.exit(4)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.send("Page.enable", session=session)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=session)
        for step in steps:
            if "scheme" in step:
                browser.send("Emulation.setEmulatedMedia",
                             {"features": [{"name": "prefers-color-scheme", "value": step["scheme"]}]}, session=session)
            elif "media" in step:
                browser.send("Emulation.setEmulatedMedia",
                             {"features": [{"name": k, "value": v} for k, v in step["media"].items()]}, session=session)
            elif "name" in step:
                print(json.dumps(accessible_name(browser, session, step["name"])))
            elif "hover" in step:
                x, y = step["hover"]
                browser.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y}, session=session)
            elif "tab" in step:
                for _ in range(step["tab"]):
                    for kind in ("keyDown", "keyUp"):
                        browser.send("Input.dispatchKeyEvent", {"type": kind, "key": "Tab", "code": "Tab",
                                                                "windowsVirtualKeyCode": 9}, session=session)
            elif "eval" in step:
                result = browser.send("Runtime.evaluate", {"expression": step["eval"], "returnByValue": True}, session=session)
                print(json.dumps(result.get("result", {}).get("value")))
            elif "shot" in step:
                data = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)["data"]
                with open(os.path.join(out, step["shot"] + ".png"), "wb") as f:
                    f.write(base64.b64decode(data))
            elif "navigate" in step:
                browser.send("Page.navigate", {"url": url}, session=session)
                browser.wait_for("Page.loadEventFired")
    finally:
        browser.close()


if __name__ == "__main__":
    main()
