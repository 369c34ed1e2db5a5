#!/usr/bin/env bash
# Builds DIST/lite/ (default dist/lite/): a JupyterLite site with the Pyodide kernel that works
# with no network at all. Everything is fetched here, at build time only:
#   - jupyterlite-core, jupyterlite-pyodide-kernel, jupyter_server, jupyterlab_server and
#     JupyterLab's language packs (ja-JP, ko-KR, zh-CN) from PyPI into target/lite-venv (every
#     version pinned in scripts/lite/requirements.txt): the packs become api/translations/;
#   - Pyodide's core from npm at exactly the version the kernel pins (scripts/lite/package.json,
#     package-lock.json committed; npm ci);
#   - the pure-Python wheels the kernel loads at start-up (micropip, ipython, jedi, ...) from PyPI,
#     checked against the hashes in scripts/lite/startup-wheels.txt; they go beside Pyodide's core
#     with a pyodide-lock.json rewritten to just them (scripts/lite/pyodide_wheels.py says why);
#   - DIST/wheels/*-py3-none-any.whl (the playground wheel) and comm go into the site's own piplite
#     index (PipliteAddon.piplite_urls), so `%pip install playground` works offline; the PyPI
#     fallback is off.
# The site opens on its notebooks: the course (DIST/notebooks/<lang>/<game>.ipynb, from
# scripts/course_notebooks.mjs), scripts/lite/content/ and the generated playground.ipynb
# (scripts/lite/make_notebook.py). Its entry (scripts/lite/site/index.html) opens the course's first
# notebook in the browser's language; every app loads scripts/lite/site/playground-site.js first,
# which sets JupyterLab's language to the notebook's folder (ja/ -> Japanese) or the browser's.
# Edits are saved every few seconds (jupyter-lite.json: settingsOverrides, docmanager autosave).
#
# Nothing changed since the last build (the same inputs, wheels and notebooks: a stamp) -> a
# second or so: the site built before is kept in target/lite-build/site and copied into DIST.
#
#   bash scripts/lite.sh [DIST]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

DIST="$(cd "${1:-$ROOT/dist}" && pwd)"
LITE="$ROOT/scripts/lite"
WORK="$ROOT/target/lite-build"
VENV="$ROOT/target/lite-venv"
OUT="$DIST/lite"
start=$SECONDS

# The wheels a student may %pip install (whatever the build put in DIST/wheels).
shopt -s nullglob
wheels=("$DIST"/wheels/*-py3-none-any.whl)
shopt -u nullglob
[ "${#wheels[@]}" -gt 0 ] || say "lite: no DIST/wheels/*-py3-none-any.whl: the site will have no playground wheel"

# Every input of the site, hashed: the stamp.
stamp="$(
    {
        sha256sum "$ROOT/scripts/lite.sh" "$LITE"/requirements.txt "$LITE"/package-lock.json \
            "$LITE"/startup-wheels.txt "$LITE"/jupyter-lite.json "$LITE"/jupyter_lite_config.json \
            "$LITE"/make_notebook.py "$LITE"/pyodide_wheels.py "$LITE"/site/*
        [ "${#wheels[@]}" -eq 0 ] || sha256sum "${wheels[@]}"
        [ ! -d "$LITE/content" ] || (cd "$LITE/content" && find . -type f ! -name '.*' -print0 | sort -z | xargs -0r sha256sum)
        [ ! -d "$DIST/notebooks" ] || (cd "$DIST/notebooks" && find . -type f \( -name '*.ipynb' -o -name index.json \) -print0 | sort -z | xargs -0r sha256sum)
    } | sed "s|$ROOT/||; s|$DIST/||" | sha256sum | cut -d' ' -f1
)"

# The site's size on disk and gzipped (every file, gzip -6), measured once per build.
report() {
    say "lite: $OUT: $(cat "$WORK/site.size" 2>/dev/null || du -sh "$OUT" | cut -f1); $(( SECONDS - start )) s"
}

if [ "$(cat "$OUT/.stamp" 2>/dev/null)" = "$stamp" ]; then
    say "lite: $OUT is up to date"
    report
    exit 0
fi
if [ "$(cat "$WORK/site/.stamp" 2>/dev/null)" != "$stamp" ]; then
    say "lite: building the JupyterLite site"

    # The build venv, (re)made when the pinned requirements change.
    req_sum="$(sha256sum "$LITE/requirements.txt" | cut -d' ' -f1)"
    if [ "$(cat "$VENV/.requirements" 2>/dev/null)" != "$req_sum" ]; then
        say "lite: the build venv target/lite-venv (PyPI)"
        python3 -m venv --clear "$VENV"
        nice "$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$LITE/requirements.txt"
        echo "$req_sum" > "$VENV/.requirements"
    fi

    # Pyodide's core at the kernel's version.
    pin="$("$VENV/bin/python" -c 'from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as v; print(v)')"
    lock_sum="$(sha256sum "$LITE/package-lock.json" | cut -d' ' -f1)"
    if [ "$(cat "$LITE/node_modules/.lite-lock" 2>/dev/null)" != "$lock_sum" ]; then
        say "lite: pyodide $pin from npm (scripts/lite/package-lock.json)"
        (cd "$LITE" && npm ci --no-audit --no-fund --silent)
        echo "$lock_sum" > "$LITE/node_modules/.lite-lock"
    fi
    core="$LITE/node_modules/pyodide"
    have="$(node -p "require('$core/package.json').version")"
    if [ "$have" != "$pin" ]; then
        echo "jupyterlite-pyodide-kernel pins Pyodide $pin but scripts/lite/package.json has $have: change it, then npm install there" >&2
        exit 1
    fi

    # The start-up wheels, checked against the lock's versions and the pinned hashes.
    python3 "$LITE/pyodide_wheels.py" check "$core/pyodide-lock.json" "$LITE/startup-wheels.txt"
    mkdir -p "$WORK/wheel-cache"
    # For Pyodide's Python (3.14), not this machine's: pure-Python wheels only. The ones downloaded
    # before answer first (a rebuild for a new playground wheel needs no network).
    download=(nice "$VENV/bin/pip" download --quiet --disable-pip-version-check --no-deps --only-binary=:all:
        --python-version 3.14 --implementation py --abi none --platform any
        --require-hashes -r "$LITE/startup-wheels.txt" -d "$WORK/wheel-cache")
    "${download[@]}" --no-index --find-links "$WORK/wheel-cache" 2>/dev/null || "${download[@]}"

    # The JupyterLite project folder: config, Pyodide where the kernel's addon looks for it
    # (static/pyodide: copied into the site, and pyodideUrl set to it), the notebooks.
    src="$WORK/src"
    rm -rf "$src" "$WORK/site.new"
    mkdir -p "$src/static/pyodide" "$src/content" "$src/piplite"
    cp "$LITE/jupyter-lite.json" "$src/"
    cp "$core"/{pyodide.mjs,pyodide.js,pyodide.asm.mjs,pyodide.asm.wasm,python_stdlib.zip,package.json} "$src/static/pyodide/"
    lock_names="$(python3 "$LITE/pyodide_wheels.py" closure "$core/pyodide-lock.json" | cut -d= -f1 | tr 'A-Z_.' 'a-z--')"
    for whl in "$WORK"/wheel-cache/*.whl; do
        name="$(basename "$whl" | cut -d- -f1 | tr 'A-Z_.' 'a-z--')"
        if grep -qx "$name" <<<"$lock_names"; then
            cp "$whl" "$src/static/pyodide/"
        else
            cp "$whl" "$src/piplite/"
        fi
    done
    python3 "$LITE/pyodide_wheels.py" lock "$core/pyodide-lock.json" "$src/static/pyodide" "$src/static/pyodide/pyodide-lock.json"
    [ "${#wheels[@]}" -eq 0 ] || cp "${wheels[@]}" "$src/piplite/"
    [ ! -d "$LITE/content" ] || cp -R "$LITE/content/." "$src/content/"
    # The course as notebooks, one folder per language (scripts/course_notebooks.mjs).
    [ ! -d "$DIST/notebooks" ] || cp -R "$DIST/notebooks/." "$src/content/"
    rm -f "$src/content/README.md" "$src/content/index.json"
    python3 "$LITE/make_notebook.py" "$src/content/playground.ipynb"

    # The wheels of the site's piplite index, as a teacher's site would name them
    # (docs/jupyterlite.md): PipliteAddon.piplite_urls in jupyter_lite_config.json.
    python3 - "$LITE/jupyter_lite_config.json" "$src" <<'EOF'
import json, sys
from pathlib import Path
config, src = json.loads(Path(sys.argv[1]).read_text()), Path(sys.argv[2])
urls = sorted(p.relative_to(src).as_posix() for p in (src / "piplite").glob("*.whl"))
config.setdefault("PipliteAddon", {})["piplite_urls"] = urls
(src / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2) + "\n")
EOF
    # Its task list goes to a log, shown when the build fails.
    if ! (cd "$src" && nice "$VENV/bin/jupyter" lite build --lite-dir "$src" --output-dir "$WORK/site.new" \
        --contents content --log-level=WARN) > "$WORK/build.log" 2>&1; then
        tail -40 "$WORK/build.log" >&2
        echo "jupyter lite build failed (the whole log: target/lite-build/build.log)" >&2
        exit 1
    fi

    # Nothing may go out: Pyodide and the piplite index are the site's own, PyPI is off.
    "$VENV/bin/python" - "$WORK/site.new/jupyter-lite.json" <<'EOF'
import json, sys
config = json.load(open(sys.argv[1]))["jupyter-config-data"]
kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
assert kernel["pyodideUrl"].startswith("./"), kernel
assert kernel["disablePyPIFallback"] is True, kernel
assert all(url.startswith("./") for url in kernel.get("pipliteUrls", [])), kernel
print(f"   pyodideUrl {kernel['pyodideUrl']}, pipliteUrls {kernel.get('pipliteUrls')}, PyPI fallback off")
EOF
    # JupyterLab in the student's language (scripts/lite/site/playground-site.js, loaded by every
    # app in place of its bundle, then loading it) and the entry that opens the course.
    python3 - "$WORK/site.new" "$LITE/site" "$DIST/notebooks/index.json" <<'EOF'
import json, re, sys
from pathlib import Path
site, ours, index = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
(site / "playground-site.js").write_text((ours / "playground-site.js").read_text())
main = re.compile(r'(<link id="jupyter-lite-main" rel="preload" href=")([^"]+)(")')
apps = []
for page in sorted(site.glob("*/index.html")):
    text = page.read_text()
    found = main.search(text)
    if not found:
        continue
    loader = "../playground-site.js?bundle=" + found.group(2).replace("?", "%3F").replace("&", "%26").replace("=", "%3D")
    page.write_text(main.sub(lambda m: m.group(1) + loader + m.group(3), text, count=1))
    apps.append(page.parent.name)
assert {"lab", "notebooks", "repl", "tree"} <= set(apps), f"the apps' index.html changed: only {apps} load a bundle"
course = json.loads(index.read_text()) if index.exists() else {"languages": [], "games": []}
first = {lang: f"{lang}/{course['games'][0]}.ipynb" for lang in course["languages"] if course["games"]}
assert all((site / "files" / p).exists() for p in first.values()), first
(site / "index.html").write_text((ours / "index.html").read_text().replace("__FIRST__", json.dumps(first, sort_keys=True)))
translations = sorted(p.stem for p in (site / "api/translations").glob("*.json") if p.stem != "all")
assert {"ja_JP", "ko_KR", "zh_CN"} <= set(translations), translations
config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
autosave = config["settingsOverrides"]["@jupyterlab/docmanager-extension:plugin"]["autosaveInterval"]
print(f"   languages {', '.join(translations)}; apps {', '.join(apps)} set theirs; autosave every {autosave} s; the entry opens {first or 'the Lab'}")
EOF
    echo "$stamp" > "$WORK/site.new/.stamp"
    rm -rf "$WORK/site"
    mv "$WORK/site.new" "$WORK/site"
    gz="$(tar -C "$WORK/site" -cf - . | gzip -6 | wc -c)"
    echo "$(du -sh "$WORK/site" | cut -f1) on disk, $(( gz / 1048576 )).$(( gz % 1048576 * 10 / 1048576 )) MiB gzipped" > "$WORK/site.size"
fi
rm -rf "$OUT"
cp -R "$WORK/site" "$OUT"
report
