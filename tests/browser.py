"""A real headless Chromium for the HTML report tests, driven over the DevTools protocol (CDP).

    from browser import browser, page  # noqa: F401  (pytest fixtures)

    def test_report(page, tmp_path):
        page.open(tmp_path / "report.html")
        assert page.console_errors == []
        assert page.evaluate("document.querySelectorAll('tr.mode').length") == 4
        page.click("a.kernel-link")
        assert page.evaluate("document.querySelector('#code').hidden") is False

Why CDP over `--remote-debugging-pipe` and the standard library: no package to install, no
driver binary to match to the browser (chromedriver), nothing that could download a browser,
and no TCP port (the protocol runs over two inherited pipes, fds 3 and 4, NUL-separated JSON).
The `browser` fixture skips with the reason when Chromium is not installed; a Chromium that is
installed but does not start fails the test.
"""

import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--disable-extensions",
    "--mute-audio",
    "--remote-debugging-pipe",
)
TIMEOUT_S = 30.0
SKIP_REASON = "headless Chromium is not installed (Debian: apt-get install chromium; .ci/run installs it)"


class BrowserError(AssertionError):
    """The browser did not answer, or a page's JavaScript failed."""


def find_chromium():
    """The Chromium executable ($CHROMIUM, else the first of BROWSER_NAMES on PATH), or None."""
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit if shutil.which(explicit) else None
    return next((found for found in map(shutil.which, BROWSER_NAMES) if found), None)


class Browser:
    """One headless Chromium process with a fresh profile; `new_page()` opens an isolated tab."""

    def __init__(self, executable):
        self._profile = tempfile.mkdtemp(prefix="ci-chromium-")
        # The protocol pipes must be the child's fds 3 (commands in) and 4 (replies out): a shell
        # moves them there from stdin/stdout, so no preexec_fn juggling is needed.
        command = [
            "sh",
            "-c",
            'exec "$@" 3<&0 4>&1 </dev/null >/dev/null',
            "chromium",
            executable,
            *FLAGS,
            f"--user-data-dir={self._profile}",
            "about:blank",
        ]
        self._log = open(Path(self._profile) / "stderr.log", "wb")
        self._process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log
        )
        self._buffer = b""
        self._next_id = 0
        self._events = []
        self.version = self.send("Browser.getVersion")["product"]

    def send(self, method, params=None, session_id=None, timeout=TIMEOUT_S):
        """One CDP command -> its result; events that arrive meanwhile are kept for `take_events`."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session_id:
            message["sessionId"] = session_id
        self._write(message)
        reply = self._read_until(lambda m: m.get("id") == message["id"], timeout, method)
        if "error" in reply:
            raise BrowserError(f"{method}: {reply['error'].get('message')}")
        return reply.get("result", {})

    def wait_for_event(self, method, session_id, timeout=TIMEOUT_S):
        for index, event in enumerate(self._events):
            if event.get("method") == method and event.get("sessionId") == session_id:
                return self._events.pop(index)
        return self._read_until(
            lambda m: m.get("method") == method and m.get("sessionId") == session_id, timeout, method
        )

    def take_events(self, session_id):
        """Events of one tab received so far, removed from the queue."""
        mine = [event for event in self._events if event.get("sessionId") == session_id]
        self._events = [event for event in self._events if event.get("sessionId") != session_id]
        return mine

    def new_page(self):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session_id = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Page(self, target, session_id)

    def close(self):
        if self._process.poll() is None:
            try:
                self._write({"id": 0, "method": "Browser.close", "params": {}})
                self._process.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self._process.kill()
                self._process.wait()
        self._log.close()
        shutil.rmtree(self._profile, ignore_errors=True)

    def _write(self, message):
        self._process.stdin.write(json.dumps(message).encode() + b"\0")
        self._process.stdin.flush()

    def _read_until(self, wanted, timeout, what):
        deadline = time.monotonic() + timeout
        while True:
            for message in self._drain():
                if wanted(message):
                    return message
                self._events.append(message)
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self._process.poll() is not None:
                raise BrowserError(f"no answer from Chromium to {what} ({self._stderr_tail()})")
            self._fill(remaining)

    def _drain(self):
        messages = []
        while b"\0" in self._buffer:
            raw, self._buffer = self._buffer.split(b"\0", 1)
            messages.append(json.loads(raw))
        return messages

    def _fill(self, timeout):
        fd = self._process.stdout.fileno()
        readable, _, _ = select.select([fd], [], [], timeout)
        if readable:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                self._process.wait(timeout=5)
            self._buffer += chunk

    def _stderr_tail(self):
        self._log.flush()
        text = (Path(self._profile) / "stderr.log").read_text(errors="replace").strip().splitlines()
        state = "it exited" if self._process.poll() is not None else "timed out"
        return state + (f"; last stderr line: {text[-1]}" if text else "")


class Page:
    """One tab: open a local file, read console errors, evaluate JavaScript, click like a mouse."""

    def __init__(self, browser, target_id, session_id):
        self._browser = browser
        self._target_id = target_id
        self._session = session_id
        self._errors = []
        self._requests = []
        for domain in ("Page", "Runtime", "Log", "Network"):
            self._send(f"{domain}.enable")

    def open(self, path):
        """Load a local HTML file and wait for its load event."""
        url = Path(path).resolve().as_uri()
        self._send("Page.navigate", {"url": url})
        self._browser.wait_for_event("Page.loadEventFired", self._session)
        return self

    @property
    def console_errors(self):
        """console.error calls, uncaught exceptions and browser-logged errors (failed loads, CSP), in order."""
        self._collect()
        return list(self._errors)

    @property
    def requests(self):
        """Every URL the page asked for (a self-contained report asks only for file: and data: URLs)."""
        self._collect()
        return list(self._requests)

    def evaluate(self, expression):
        """A JavaScript expression's value (JSON-able); raises BrowserError if it throws."""
        reply = self._send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}
        )
        if "exceptionDetails" in reply:
            details = reply["exceptionDetails"]
            raise BrowserError(
                f"{expression!r} threw: {details.get('exception', {}).get('description', details.get('text'))}"
            )
        return reply["result"].get("value")

    def click(self, selector):
        """A real mouse click at the centre of the first element matching `selector` (scrolled into view)."""
        box = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return null;"
            " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            " return {x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height}; })()"
        )
        if box is None:
            raise BrowserError(f"no element matches {selector!r}")
        if box["w"] == 0 or box["h"] == 0:
            raise BrowserError(f"{selector!r} is not visible (zero size), so it cannot be clicked")
        for kind in ("mousePressed", "mouseReleased"):
            self._send(
                "Input.dispatchMouseEvent",
                {"type": kind, "x": box["x"], "y": box["y"], "button": "left", "clickCount": 1},
            )

    def set_viewport(self, width, height):
        """Lay the page out as in a window of `width` x `height` CSS pixels."""
        self._send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )

    def screenshot(self, path, height=None, top=0):
        """Save a PNG of the viewport, or of `height` pixels of the page from `top` (look at it when a test fails)."""
        params = {"format": "png"}
        if height is not None:
            width = self.evaluate("document.documentElement.scrollWidth")
            params.update(clip={"x": 0, "y": top, "width": width, "height": height, "scale": 1},
                          captureBeyondViewport=True)  # fmt: skip
        data = self._send("Page.captureScreenshot", params)["data"]
        Path(path).write_bytes(base64.b64decode(data))
        return Path(path)

    def close(self):
        self._browser.send("Target.closeTarget", {"targetId": self._target_id})

    def _send(self, method, params=None):
        return self._browser.send(method, params, self._session)

    def _collect(self):
        for event in self._browser.take_events(self._session):
            method, params = event.get("method"), event.get("params", {})
            message = _error_message(method, params)
            if message is not None:
                self._errors.append(message)
            if method == "Network.requestWillBeSent":
                self._requests.append(params["request"]["url"])


def _error_message(method, params):
    if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
        return " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
    if method == "Runtime.exceptionThrown":
        details = params["exceptionDetails"]
        return details.get("exception", {}).get("description") or details.get("text", "uncaught exception")
    if method == "Log.entryAdded" and params["entry"].get("level") == "error":
        return params["entry"].get("text", "")
    return None


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for the whole test session; skips where Chromium is not installed."""
    executable = find_chromium()
    if executable is None:
        pytest.skip(SKIP_REASON)
    instance = Browser(executable)
    yield instance
    instance.close()


@pytest.fixture
def page(browser):
    """A fresh tab per test."""
    tab = browser.new_page()
    yield tab
    tab.close()
