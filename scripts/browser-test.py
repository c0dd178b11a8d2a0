#!/usr/bin/env python3
"""Real-browser test of `vault serve`: headless Chromium driven over the DevTools protocol.

Builds a small vault from TestData with the real `vault` binary, starts `vault serve` on a
free loopback port, and in Chromium: screenshots the review page (receipt with outlined
fields) and the journey page (charts), edits a draft's total and accepts it with the page's
keyboard shortcuts, then checks both changes in the SQLite database.

Standard library only: Chromium is driven through --remote-debugging-pipe (NUL-delimited JSON
on file descriptors 3 and 4). Every wait has a deadline; the whole run is limited by SIGALRM.
"""
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
import time
import base64

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.environ.get("VAULT_BIN", os.path.join(ROOT, ".build", "debug", "vault"))
OUT = os.environ.get("BROWSER_TEST_OUT", os.path.join(tempfile.gettempdir(), "vault-browser-test"))
TOTAL_SECONDS = 240


def fail(message):
    print(f"browser test: FAILED: {message}", flush=True)
    print("browser test: 0 passed, 1 failed", flush=True)
    sys.exit(1)


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    fail("chromium is not installed (apt-get install chromium)")


def vault(*args, vault_dir):
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    result = subprocess.run([VAULT, *args, "--vault", vault_dir], capture_output=True, text=True, env=env,
                            timeout=120)
    if result.returncode != 0:
        fail(f"vault {' '.join(args)}: {result.stderr.strip()}")
    return result.stdout


class DevTools:
    """The DevTools protocol over Chromium's pipe."""

    def __init__(self, binary, profile):
        to_chrome_read, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_write = os.pipe()

        def child_fds():
            os.dup2(to_chrome_read, 3)
            os.dup2(from_chrome_write, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
             f"--user-data-dir={profile}", "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            # The pipes are moved to fds 3 and 4 after the fork, so nothing may close them later.
            preexec_fn=child_fds, close_fds=False)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def send(self, method, params=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = self.read(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    fail(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)
        fail(f"{method}: no answer in {timeout} s")

    def read(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                fail("chromium stopped answering")
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                fail("chromium closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for_event(self, name, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == name:
                    del self.events[index]
                    return event
            self.events.append(self.read(deadline))
        fail(f"no {name} in {timeout} s")

    def open_page(self):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")

    def size(self, width, height, mobile=False):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def navigate(self, url):
        self.events = [e for e in self.events if e.get("method") != "Page.loadEventFired"]
        self.send("Page.navigate", {"url": url})
        self.wait_for_event("Page.loadEventFired")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            fail(f"script failed: {expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_until(self, expression, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.1)
        fail(f"page never reached: {expression}")

    def key(self, key, code, key_code, text=None):
        down = {"type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": key_code}
        if text is not None:
            down["text"] = text
        self.send("Input.dispatchKeyEvent", down)
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code,
                                             "windowsVirtualKeyCode": key_code})

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        print(f"browser test: screenshot {path}", flush=True)

    def close(self):
        try:
            self.session = None
            os.write(self.to_chrome, json.dumps({"id": 0, "method": "Browser.close"}).encode() + b"\0")
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def main():
    signal.signal(signal.SIGALRM, lambda *_: fail(f"took longer than {TOTAL_SECONDS} s"))
    signal.alarm(TOTAL_SECONDS)
    if not os.path.exists(VAULT):
        fail(f"{VAULT} is missing: run swift build first")
    browser = chromium_binary()
    os.makedirs(OUT, exist_ok=True)
    work = tempfile.mkdtemp(prefix="vault-browser-")
    server = None
    chrome = None
    passed = 0
    try:
        vault_dir = os.path.join(work, "vault")
        data = os.path.join(ROOT, "TestData")
        vault("journey", "add", "nyc", "--name", "New York", "--from", "2025-03-10", "--to", "2025-03-16",
              "--currency", "USD", vault_dir=vault_dir)
        vault("import", os.path.join(data, "receipt-en-usd-diner.png"), "--journey", "nyc", vault_dir=vault_dir)
        # An airline's confirmation e-mail: its night flight New York -> Paris joins the itinerary.
        vault("import", os.path.join(data, "mail", "mail-flight-en-skylark-overnight.eml"), "--journey", "nyc",
              vault_dir=vault_dir)
        for merchant, total, day in (("Yellow Cab", "23.50", "2025-03-11"), ("Subway", "5.80", "2025-03-13"),
                                     ("Museum", "30.00", "2025-03-13")):
            vault("expense", "add", "--merchant", merchant, "--total", total, "--currency", "USD", "--date", day,
                  "--journey", "nyc", vault_dir=vault_dir)
        database = sqlite3.connect(os.path.join(vault_dir, "vault.sqlite"))
        draft_id, draft_minor = database.execute(
            "SELECT id, amountMinor FROM expense WHERE status = 'draft' AND documentId IS NOT NULL").fetchone()
        database.close()

        server = subprocess.Popen([VAULT, "serve", "--port", "0", "--vault", vault_dir], stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, env=dict(os.environ, OMP_THREAD_LIMIT="1"))
        line = server.stdout.readline()
        if "http://127.0.0.1:" not in line:
            fail(f"vault serve did not start: {line!r}")
        base = line.split()[2].rstrip("/")
        # A token made for the run: the address printed with it unlocks this browser once.
        unlock = next((word.rstrip(";") for word in line.split() if "/unlock?token=" in word), None)
        if not unlock:
            fail(f"vault serve printed no address to unlock with: {line!r}")

        chrome = DevTools(browser, os.path.join(work, "profile"))
        chrome.open_page()
        chrome.size(1280, 900)
        chrome.navigate(unlock)
        if chrome.evaluate("location.pathname") != "/":
            fail(f"the printed address did not unlock the vault: {chrome.evaluate('location.href')}")

        chrome.navigate(f"{base}/review/{draft_id}")
        chrome.wait_until("document.querySelectorAll('.canvas rect.box').length >= 3")
        boxes = chrome.evaluate("[...document.querySelectorAll('.canvas rect.box')].map(b => b.dataset.field)")
        if "total" not in boxes:
            fail(f"the total's line is not outlined: {boxes}")
        chrome.evaluate("""new Promise(done => { const i = new Image(); i.onload = () => done(i.naturalWidth);
            i.onerror = () => done(0); i.src = document.querySelector('.canvas image').getAttribute('href'); })""")
        chrome.screenshot(os.path.join(OUT, "review.png"))
        passed += 1

        chrome.navigate(f"{base}/journeys/nyc")
        bars = chrome.evaluate("document.querySelectorAll('.chart svg rect.bar').length")
        if bars < 3:
            fail(f"the journey page shows {bars} bars")
        itinerary = chrome.evaluate("document.body.innerText")
        if "SL 24" not in itinerary or "2025-03-14 22:10" not in itinerary:
            fail("the journey page's itinerary lacks the flight from the e-mail")
        if "America/New_York → Europe/Paris" not in itinerary:
            fail("the journey page's itinerary does not say which zones the flight's times are in")
        chrome.screenshot(os.path.join(OUT, "journey.png"))
        passed += 1

        # The calendar to subscribe to: refused without the token, zoned times with it (the
        # browser's cookie, or the token as a calendar program sends it).
        token = unlock.split("token=", 1)[1]
        calendar_url = f"{base}/calendar.ics?journey=nyc"
        try:
            urllib.request.urlopen(calendar_url, timeout=10)
            fail("/calendar.ics answered without the token")
        except urllib.error.HTTPError as error:
            if error.code != 401:
                fail(f"/calendar.ics without the token answered {error.code}, not 401")
        status = chrome.evaluate("fetch('/calendar.ics?journey=nyc').then(r => r.status)")
        if status != 200:
            fail(f"/calendar.ics with the browser's cookie answered {status}")
        request = urllib.request.Request(calendar_url, headers={"Authorization": f"Bearer {token}"})
        body = urllib.request.urlopen(request, timeout=10).read()
        from icalendar import Calendar
        events = {str(e["SUMMARY"]): e for e in Calendar.from_ical(body).walk("VEVENT")}
        night = next((e for name, e in events.items() if name.startswith("Flight SL 24")), None)
        if night is None:
            fail(f"/calendar.ics lacks the night flight: {list(events)}")
        start = night.decoded("DTSTART")
        if (str(start.tzinfo), start.strftime("%Y-%m-%d %H:%M")) != ("America/New_York", "2025-03-14 22:10"):
            fail(f"the night flight starts {start} ({start.tzinfo})")
        passed += 1

        # Edit the total: `e` focuses a field, then the total is typed and saved with Enter.
        chrome.navigate(f"{base}/review/{draft_id}")
        chrome.key("e", "KeyE", 69, "e")
        chrome.wait_until("document.activeElement && document.activeElement.tagName === 'INPUT'")
        chrome.evaluate("const f = document.getElementById('field-total'); f.focus(); f.select(); true")
        chrome.send("Input.insertText", {"text": "35.15"})
        chrome.key("Enter", "Enter", 13, "\r")
        chrome.wait_for_event("Page.loadEventFired")
        chrome.wait_until("document.querySelector('.message') !== null")
        database = sqlite3.connect(os.path.join(vault_dir, "vault.sqlite"))
        status, minor = database.execute("SELECT status, amountMinor FROM expense WHERE id = ?", (draft_id,)).fetchone()
        database.close()
        if (status, minor) != ("draft", 3515):
            fail(f"after editing the total the expense is {status} {minor} (was {draft_minor})")
        passed += 1

        chrome.size(390, 844, mobile=True)
        chrome.navigate(f"{base}/review/{draft_id}")
        chrome.screenshot(os.path.join(OUT, "review-phone.png"))
        chrome.key("a", "KeyA", 65, "a")
        chrome.wait_for_event("Page.loadEventFired")
        database = sqlite3.connect(os.path.join(vault_dir, "vault.sqlite"))
        status, minor = database.execute("SELECT status, amountMinor FROM expense WHERE id = ?", (draft_id,)).fetchone()
        database.close()
        if (status, minor) != ("confirmed", 3515):
            fail(f"after pressing a the expense is {status} {minor}")
        passed += 1
    finally:
        if chrome:
            chrome.close()
        if server:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(work, ignore_errors=True)
    print(f"browser test: {passed} passed, 0 failed", flush=True)


if __name__ == "__main__":
    main()
