#!/usr/bin/env python3
"""Flattens the served page's module waterfall: adds to dist/index.html one
<link rel="modulepreload"> per module main.js reaches through static imports, and a preload of the
engine's wasm, so the browser fetches them all at once instead of one import depth at a time.

    python3 scripts/preload_links.py dist/index.html

Run after dist/playground.html is bundled (the single file inlines everything and needs none).
The page is unchanged if run twice (links between the PRELOAD markers are replaced)."""

import re
import sys
from pathlib import Path

STATIC_IMPORT = re.compile(r"""^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["'](\.{1,2}/[^"']+)["']|^\s*import\s*["'](\.{1,2}/[^"']+)["']""", re.M)
BEGIN, END = "<!-- PRELOAD (scripts/preload_links.py) -->", "<!-- /PRELOAD -->"


def reachable(root: Path, entry: Path) -> list[str]:
    """The modules `entry` reaches by static imports, relative to `root`, in discovery order."""
    seen, order, todo = set(), [], [entry.resolve()]
    while todo:
        path = todo.pop(0)
        if path in seen or not path.is_file():
            continue
        seen.add(path)
        order.append(path.relative_to(root.resolve()).as_posix())
        for m in STATIC_IMPORT.finditer(path.read_text(encoding="utf-8")):
            todo.append((path.parent / (m.group(1) or m.group(2))).resolve())
    return order


def main() -> None:
    page = Path(sys.argv[1])
    root = page.parent
    modules = reachable(root, root / "main.js")
    links = [f'<link rel="modulepreload" href="{m}">' for m in modules]
    if (root / "pkg/playground.js").is_file():  # engine.js imports it with import(), unseen above
        links.append('<link rel="modulepreload" href="pkg/playground.js">')
    if (root / "pkg/playground_bg.wasm").is_file():
        links.append('<link rel="preload" href="pkg/playground_bg.wasm" as="fetch" type="application/wasm" crossorigin>')
    block = "\n".join([BEGIN, *links, END])
    html = page.read_text(encoding="utf-8")
    html = re.sub(re.escape(BEGIN) + r".*?" + re.escape(END) + r"\n?", "", html, flags=re.S)
    html = html.replace('<link rel="stylesheet"', block + '\n<link rel="stylesheet"', 1)
    page.write_text(html, encoding="utf-8")
    print(f"{page}: {len(modules)} modules and the wasm preloaded")


if __name__ == "__main__":
    main()
