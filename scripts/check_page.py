#!/usr/bin/env python3
"""Opens a page in headless Chromium through chromedriver (plain W3C WebDriver over HTTP: no
packages needed) and waits until an element's text contains a marker.

    python3 scripts/check_page.py URL [--element ID | --expr JS] [--until TEXT] [--timeout SECONDS]

Prints the element's text (or the JS expression's value) and the browser console; exits 0 when
the text was reached and holds no line starting with "FAIL", else 1. Browser flags are the ones
in webdriver.json.
"""

import argparse
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(base, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        base + path, data=data, method=method, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read() or b"{}").get("value")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("--element", default="out")
    parser.add_argument("--expr", help="a JS expression to watch instead of an element's text")
    parser.add_argument("--until", default="DONE")
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args()

    capabilities = json.loads((Path(__file__).parent.parent / "webdriver.json").read_text())
    capabilities["goog:loggingPrefs"] = {"browser": "ALL"}
    port = free_port()
    driver = subprocess.Popen(
        [os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"), f"--port={port}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    session = None
    try:
        for _ in range(100):
            try:
                call(base, "GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        session = call(base, "POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        sid = session["sessionId"]
        call(base, "POST", f"/session/{sid}/url", {"url": args.url})
        script = (
            f"return String({args.expr});"
            if args.expr
            else "const e = document.getElementById(arguments[0]); return e ? e.textContent : null;"
        )
        text, deadline = None, time.time() + args.timeout
        while time.time() < deadline:
            text = call(base, "POST", f"/session/{sid}/execute/sync", {"script": script, "args": [args.element]})
            if text and args.until in text:
                break
            time.sleep(0.2)
        try:
            for entry in call(base, "POST", f"/session/{sid}/se/log", {"type": "browser"}) or []:
                print(f"console {entry.get('level')}: {entry.get('message')}")
        except OSError:
            pass
        print(text)
        ok = bool(text) and args.until in text and not any(
            line.startswith("FAIL") for line in text.splitlines()
        )
        print("page check:", "passed" if ok else f"FAILED (no '{args.until}' or a FAIL line)")
        return 0 if ok else 1
    finally:
        if session:
            try:
                call(base, "DELETE", f"/session/{session['sessionId']}")
            except OSError:
                pass
        driver.terminate()
        driver.wait()


if __name__ == "__main__":
    sys.exit(main())
