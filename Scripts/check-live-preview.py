#!/usr/bin/env python3
"""The live preview and the scenario report in a real browser: headless Chromium, driven over the
DevTools protocol (websocket-client), loads them from local servers on 127.0.0.1 and checks that

- the live page of a copy of Samples/Counter shows the screen after each scenario step,
- an edit of the screen file reloads the page by itself with the new picture,
- a broken file shows its diagnostics instead of pictures,
- `test --report`'s page, served over HTTP, shows every step's picture,
- and no page logs a console error or throws.

It saves a screenshot of each page in SHOTS (to look at). Usage:
    Scripts/check-live-preview.py .build/debug/construkt-gen SHOTS
"""
import base64
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

import websocket

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT = 30


class Browser:
    """One headless Chromium with one page, its console errors collected."""

    def __init__(self, profile):
        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
             f"--user-data-dir={profile}", "--window-size=1100,1000", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        address = None
        deadline = time.time() + TIMEOUT
        while address is None and time.time() < deadline:
            line = self.process.stderr.readline()
            if not line and self.process.poll() is not None:
                break
            if "DevTools listening on " in line:
                address = line.split("DevTools listening on ", 1)[1].strip()
        if address is None:
            raise SystemExit("error: headless Chromium did not start")
        threading.Thread(target=self.process.stderr.read, daemon=True).start()
        self.socket = websocket.create_connection(address, timeout=TIMEOUT)
        self.next_id = 0
        self.errors = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Runtime.enable", "Log.enable", "Page.enable"):
            self.call(domain, {}, self.session)

    def call(self, method, params, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise SystemExit(f"error: {method} failed: {reply['error']}")
                return reply.get("result", {})
            self.note(reply)

    def note(self, event):
        method = event.get("method")
        params = event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.errors.append("console: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            self.errors.append("exception: " + params.get("exceptionDetails", {}).get("text", ""))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            self.errors.append(f"log: {entry.get('text')} ({entry.get('url', '')})")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, self.session)
        return result.get("result", {}).get("value")

    def open(self, url):
        self.call("Page.navigate", {"url": url}, self.session)

    def wait_for(self, expression, what):
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.2)
        raise SystemExit(f"error: the page did not {what} within {TIMEOUT} s")

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, self.session)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        self.socket.close()
        self.process.terminate()
        self.process.wait(timeout=TIMEOUT)


class QuietFiles(http.server.SimpleHTTPRequestHandler):
    """Serves the report's files without logging each request."""

    def log_message(self, *arguments):
        pass


def first_picture_has(text):
    """JavaScript: whether the first step picture (an SVG data address) shows `text`."""
    return ("(() => { const image = document.querySelector('.scenario img'); if (!image) return false;"
            " const svg = atob(image.src.split(',')[1]); return svg.includes(" + json.dumps(">" + text + "<") + "); })()")


def main():
    tool, shots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(shots, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="live-preview-")
    processes = []
    try:
        app = os.path.join(scratch, "Counter")
        os.makedirs(app)
        for name in os.listdir(os.path.join(ROOT, "Samples/Counter")):
            if name.endswith(".yaml"):
                shutil.copy(os.path.join(ROOT, "Samples/Counter", name), app)
        shutil.copytree(os.path.join(ROOT, "Samples/Counter/__Snapshots__"), os.path.join(app, "__Snapshots__"))
        screen = os.path.join(app, "Counter.screen.yaml")
        original = open(screen, encoding="utf-8").read()

        server = subprocess.Popen([tool, "preview", "--serve", app, "--port", "0"], stdout=subprocess.PIPE, text=True)
        processes.append(server)
        line = server.stdout.readline()
        if " at http://127.0.0.1:" not in line:
            raise SystemExit(f"error: the live preview did not start: {line!r}")
        url = line.split(" at ", 1)[1].split(" ", 1)[0]

        browser = Browser(os.path.join(scratch, "profile"))
        browser.open(url)
        browser.wait_for(first_picture_has("Taps: 0"), "show the Counter scenario's first picture")
        browser.evaluate("window.stillTheSamePage = true")
        browser.screenshot(os.path.join(shots, "live-preview.png"))

        with open(screen, "w", encoding="utf-8") as file:
            file.write(original.replace('"${title}: ${count}"', '"${title} = ${count}"'))
        browser.wait_for("window.stillTheSamePage === undefined && " + first_picture_has("Taps = 0"),
                         "reload with the edited screen's picture")
        browser.screenshot(os.path.join(shots, "live-preview-edited.png"))

        with open(screen, "w", encoding="utf-8") as file:
            file.write(original.replace("${count}", "${cout}"))
        browser.wait_for("(document.querySelector('.diagnostics') || {}).textContent?.includes('CK0404') === true",
                         "show the broken file's diagnostics")
        if browser.evaluate("document.querySelectorAll('img').length") != 0:
            raise SystemExit("error: the page of a broken file still shows pictures")
        browser.screenshot(os.path.join(shots, "live-preview-broken.png"))

        with open(screen, "w", encoding="utf-8") as file:
            file.write(original)
        report = os.path.join(scratch, "report")
        subprocess.run([tool, "test", app, "--report", report], check=True, stdout=subprocess.DEVNULL)
        handler = functools.partial(QuietFiles, directory=report)
        files = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=files.serve_forever, daemon=True).start()
        browser.open(f"http://127.0.0.1:{files.server_address[1]}/index.html")
        browser.wait_for("document.readyState === 'complete' && document.images.length > 0 && "
                         "[...document.images].every((image) => image.complete && image.naturalWidth > 0)",
                         "show every step picture of the report")
        steps = browser.evaluate("document.querySelectorAll('.step').length")
        browser.screenshot(os.path.join(shots, "scenario-report.png"))
        files.shutdown()
        browser.close()

        if browser.errors:
            raise SystemExit("error: the pages logged errors:\n  " + "\n  ".join(browser.errors))
        print(f"live preview: 4 passed, 0 failed (reload on edit, diagnostics, report of {steps} steps); screenshots in {shots}")
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=TIMEOUT)
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
