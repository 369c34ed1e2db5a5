#!/usr/bin/env python3
"""Serves a folder (default dist/) on 127.0.0.1 with the playground's Content-Security-Policy
headers, which also bind the workers started from those files (a worker's CSP comes from its own
script's response, not from the page):

    python3 scripts/serve_dist.py [PORT] [FOLDER]

- the page and everything else: PAGE_CSP, the same policy as the page's own <meta> tag (scripts
  and data from this origin only, wasm and 'unsafe-eval' allowed: student JavaScript is compiled
  with new Function in the sandbox worker). The page starts its workers from blob: URLs
  (www/workers/channel.js), which inherit the page's policies, header and <meta> alike, so the
  sandbox is bound by the same policy here as on a plain static host that sends no header: the
  header is a second copy, not the wall (connect-src stays 'self': the engine and Pyodide are
  fetched from here; the sandbox also removes fetch & co. before student code runs).
- lite/ (the offline JupyterLite site, scripts/lite.sh): LITE_CSP, still this origin only but with
  'unsafe-eval' (JupyterLab compiles its settings schemas with ajv: new Function), 'unsafe-inline' (each
  app's index.html starts with an inline script) and frames of this origin. No cross-origin
  isolation (COOP/COEP): the Pyodide kernel of jupyterlite-pyodide-kernel 0.8.6 cannot be
  interrupted either way (its Stop button does nothing; Kernel > Restart ends a loop), input() works
  without it (through JupyterLite's service worker), and with it the kernel's coincident channel
  throws an uncaught error on the page at start-up. The page keeps PAGE_CSP.
- wheels/ also answers with Access-Control-Allow-Origin: * so that a teacher's own JupyterLite on
  another address can `%pip install http://THIS-HOST/wheels/playground-....whl` (public files, no
  cookies: nothing else is shared).
"""

import functools
import http.server
import sys

PAGE_CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; connect-src 'self'; "
    "worker-src 'self' blob:; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
    "font-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
LITE_CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' 'unsafe-inline'; "
    "connect-src 'self'; worker-src 'self' blob:; frame-src 'self' blob: data:; img-src 'self' data: blob:; "
    "style-src 'self' 'unsafe-inline'; font-src 'self' data:; media-src 'self' data: blob:; "
    "object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'self'"
)


def is_lite(path):
    """Whether a request path is in the JupyterLite site (dist/lite/)."""
    path = path.split("?")[0]
    return path == "/lite" or path.startswith("/lite/")


def policy_for(path):
    """The CSP for a request path."""
    if is_lite(path):
        return LITE_CSP
    return PAGE_CSP


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the CSP header; .mjs as JavaScript and .wasm as application/wasm."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
    }

    def end_headers(self):
        self.send_header("Content-Security-Policy", policy_for(self.path))
        self.send_header("X-Content-Type-Options", "nosniff")
        if self.path.split("?")[0].startswith("/wheels/"):
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    folder = sys.argv[2] if len(sys.argv) > 2 else "dist"
    handler = functools.partial(Handler, directory=folder)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"serving {folder}/ on http://127.0.0.1:{port}/ with CSP headers", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
