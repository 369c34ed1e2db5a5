#!/usr/bin/env python3
"""Bundles a static page and its ES modules into ONE html file that works opened from file://.

    python3 scripts/bundle_single_file.py dist/index.html dist/playground.html
    python3 scripts/bundle_single_file.py dist/index.html dist/playground-python.html --pyodide dist/pyodide

With --pyodide the file also carries Pyodide (gzipped, base64; see add_pyodide), so Python agents and
learners run in it from file:// too (www/code/pyodide_memory.js unpacks it in the sandbox worker).

Chromium refuses, from file://, module scripts from files, module workers and any import inside
a worker. So every module becomes an async function inside one classic <script> (a tiny
define/require runtime keeps each module's scope and its exports live), the wasm bytes are
inlined as base64, and a worker made with `new Worker(new URL("./w.js", import.meta.url), ...)`
is rebuilt at run time as a classic script Blob from the same functions (their source text).
The page itself needs no changes. The JavaScript it may use (checked; anything else is an error):

  import X from "./a.js";            import { a, b as c } from "./a.js";
  import * as ns from "./a.js";      import X, { a } from "./a.js";      import "./a.js";
  import("./a.js")  (a literal relative path)
  import(/* external */ expr)  (left as it is: loads a file at run time, e.g. Pyodide; may fail
                                from file://)
  export function / async function / function* / class / const / let / var NAME ...
  export default ...;                export { a, b as c };               export { a } from "./a.js";
  export * from "./a.js";
  new URL("./file", import.meta.url)  (a module -> worker script; .wasm -> its bytes; else a data: URL)

Import statements must start a line and are hoisted, as in ES modules. Imported names are
bound once the imported module has run (fine unless two modules import each other).
"""

import base64
import gzip
import json
import mimetypes
import posixpath
import re
import sys
from pathlib import Path

SPEC = r"""(?P<q>['"])(?P<spec>[^'"\n]+)(?P=q)"""
IMPORT_STMT = re.compile(
    r"^[ \t]*import\s*(?P<clause>[\w$\s{},*]*?)\s*(?:\bfrom\s*)?" + SPEC + r"[ \t]*;?",
    re.M,
)
DYNAMIC_IMPORT = re.compile(r"\bimport\s*\(\s*" + SPEC + r"\s*\)")
OTHER_DYNAMIC_IMPORT = re.compile(r"\bimport\s*\((?!\s*/\*\s*external\s*\*/)")
NEW_URL = re.compile(r"\bnew\s+URL\s*\(\s*" + SPEC + r"\s*,\s*import\.meta\.url\s*\)")
EXPORT_FROM = re.compile(
    r"^[ \t]*export\s*(?P<what>\*|\{[^}]*\})\s*from\s*" + SPEC + r"[ \t]*;?", re.M
)
EXPORT_LIST = re.compile(r"^[ \t]*export\s*\{(?P<names>[^}]*)\}[ \t]*;?", re.M)
EXPORT_DECL = re.compile(
    r"^(?P<indent>[ \t]*)export\s+(?P<kw>(?:async\s+)?function\s*\*?|class|const|let|var)\s+(?P<name>[\w$]+)",
    re.M,
)
EXPORT_DEFAULT_NAMED = re.compile(
    r"^(?P<indent>[ \t]*)export\s+default\s+(?P<kw>(?:async\s+)?function\s*\*?|class)\s+(?P<name>[\w$]+)",
    re.M,
)
EXPORT_DEFAULT = re.compile(r"^(?P<indent>[ \t]*)export\s+default\s+", re.M)
LEFTOVER = re.compile(r"^[ \t]*(import|export)\b(?!\s*\()", re.M)


# The single file's Content-Security-Policy (replaces the page's <meta> one): everything is inline,
# workers are blob: scripts (they inherit this policy, so student code in the sandbox gets it too:
# 'unsafe-eval' compiles it, and nothing may be fetched but the page's own data:/blob: URLs).
SINGLE_FILE_CSP = (
    "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:; "
    "worker-src blob:; connect-src data: blob:; img-src data: blob:; style-src 'unsafe-inline'; "
    "font-src data:; object-src 'none'; base-uri 'none'; form-action 'none'"
)
CSP_META = re.compile(
    r"""<meta\b[^>]*\bhttp-equiv\s*=\s*["']Content-Security-Policy["'][^>]*>""", re.I
)


class BundleError(Exception):
    """A construct the bundler does not support, with where it is."""


def fail(path, message):
    raise BundleError(f"{path}: {message}")


def resolve(importer, spec, root, url=False):
    """The path (relative to the page folder) a relative specifier in `importer` names
    (`url`: a URL relative to the module, where a plain name is relative too)."""
    if url and not re.match(r"^[a-zA-Z][\w+.-]*:", spec) and not spec.startswith(("/", ".")):
        spec = "./" + spec
    if not spec.startswith(("./", "../", "/")):
        fail(importer, f"'{spec}': only relative paths (./ or ../) can be bundled")
    base = posixpath.dirname(importer)
    path = posixpath.normpath(spec if spec.startswith("/") else posixpath.join(base, spec))
    path = path.lstrip("/")
    if path.startswith("..") or not (root / path).is_file():
        fail(importer, f"'{spec}' does not name a file inside the page folder")
    return path


def parse_names(names, path):
    """`a, b as c` -> [("a", "a"), ("c", "b")] as (exported or local name, source name)."""
    out = []
    for item in filter(None, (n.strip() for n in names.split(","))):
        parts = item.split()
        if len(parts) == 1:
            out.append((parts[0], parts[0]))
        elif len(parts) == 3 and parts[1] == "as":
            out.append((parts[2], parts[0]))
        else:
            fail(path, f"cannot read '{item}' in an import/export list")
    return out


class Module:
    """One ES module rewritten as the body of `async function (__pg_exports, __pg_import, __pg_url)`."""

    def __init__(self, path, source, root):
        self.path = path
        self.deps = set()  # modules it imports (statically or dynamically)
        self.urls = set()  # files it names with new URL(..., import.meta.url)
        self.body = self._rewrite(source, root)

    def _rewrite(self, src, root):
        path = self.path
        hoisted, exports, n = [], [], [0]

        def fresh():
            n[0] += 1
            return f"__pg_m{n[0]}"

        def dep(spec):
            target = resolve(path, spec, root)
            if target.endswith((".js", ".mjs")):
                self.deps.add(target)
            else:
                fail(path, f"'{spec}' is imported but is not a .js module")
            return json.dumps(target)

        def on_import(m):
            clause, target = m["clause"].strip(), dep(m["spec"])
            if not clause:
                hoisted.append(f"await __pg_import({target});")
                return ""
            ns = fresh()
            hoisted.append(f"const {ns} = await __pg_import({target});")
            default, _, rest = clause.partition(",") if not clause.startswith(("{", "*")) else ("", "", clause)
            if default.strip():
                hoisted.append(f"const {default.strip()} = {ns}.default;")
            rest = rest.strip()
            if rest.startswith("*"):
                star = re.fullmatch(r"\*\s*as\s+([\w$]+)", rest)
                if not star:
                    fail(path, f"cannot read 'import {clause}'")
                hoisted.append(f"const {star[1]} = {ns};")
            elif rest.startswith("{") and rest.endswith("}"):
                for local, name in parse_names(rest[1:-1], path):
                    hoisted.append(f"const {local} = {ns}.{name};")
            elif rest:
                fail(path, f"cannot read 'import {clause}'")
            return ""

        def on_export_from(m):
            ns = fresh()
            hoisted.append(f"const {ns} = await __pg_import({dep(m['spec'])});")
            if m["what"] == "*":
                hoisted.append(f"__pg_reexport_all(__pg_exports, {ns});")
            else:
                for name, source in parse_names(m["what"][1:-1], path):
                    exports.append((name, f"{ns}.{source}"))
            return ""

        def on_export_list(m):
            exports.extend(parse_names(m["names"], path))
            return ""

        def on_decl(m):
            exports.append((m["name"], m["name"]))
            return f"{m['indent']}{m['kw']} {m['name']}"

        def on_default_named(m):
            exports.append(("default", m["name"]))
            return f"{m['indent']}{m['kw']} {m['name']}"

        def on_default(m):
            exports.append(("default", "__pg_default"))
            return f"{m['indent']}const __pg_default = "

        def on_new_url(m):
            target = resolve(path, m["spec"], root, url=True)
            self.urls.add(target)
            return f"__pg_url({json.dumps(target)})"

        def on_dynamic(m):
            return f"__pg_import({dep(m['spec'])})"

        src = IMPORT_STMT.sub(on_import, src)
        src = EXPORT_FROM.sub(on_export_from, src)
        src = EXPORT_LIST.sub(on_export_list, src)
        src = EXPORT_DEFAULT_NAMED.sub(on_default_named, src)
        src = EXPORT_DECL.sub(on_decl, src)
        src = EXPORT_DEFAULT.sub(on_default, src)
        src = NEW_URL.sub(on_new_url, src)
        src = DYNAMIC_IMPORT.sub(on_dynamic, src)
        src = src.replace("import.meta.url", "__pg_url(null)")
        for bad, what in [
            (LEFTOVER, "an import/export form the bundler cannot read"),
            (OTHER_DYNAMIC_IMPORT, "import() of something that is not a literal relative path"),
        ]:
            found = bad.search(src)
            if found:
                line = src[found.start() :].splitlines()[0].strip()
                fail(path, f"{what}: {line[:80]}")
        if "import.meta" in src:
            fail(path, "import.meta is only supported as new URL('./file', import.meta.url)")
        getters = ", ".join(f"{json.dumps(name)}: () => {local}" for name, local in exports)
        head = "\n".join(hoisted + [f"__pg_export_all(__pg_exports, {{{getters}}});"])
        return f"{head}\n{src}"


RUNTIME = r"""
function __pg_export_all(target, getters) {
  for (const [name, get] of Object.entries(getters)) {
    Object.defineProperty(target, name, { get, enumerable: true });
  }
}
function __pg_reexport_all(target, source) {
  for (const name of Object.keys(source)) {
    if (name !== "default" && !(name in target)) {
      Object.defineProperty(target, name, { get: () => source[name], enumerable: true });
    }
  }
}
// Returns load(path): runs a module once (after what it imports) and resolves to its exports.
function __pg_runtime(factories, programs, files) {
  const done = new Map(), workerUrls = new Map(), ourWorkers = new Set();
  const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const meta = typeof document === "object" ? document.baseURI : self.location.href;
  // A classic script running module `path` in a worker, made of the same functions as this one.
  function workerSource(path) {
    const program = programs[path];
    const used = Object.fromEntries(Object.entries(files).filter(([p]) => program.files.includes(p)));
    // The Python single file's Pyodide (bundle_single_file.py --pyodide) goes to the workers that can run Python.
    const py = typeof document === "object" && program.modules.includes("code/python.js") ? document.getElementById("pg-pyodide") : null;
    return '"use strict";\n' + (py ? "self.__pg_pyodide = " + JSON.stringify({ index: JSON.parse(py.dataset.index), base64: py.textContent }) + ";\n" : "") +
      [__pg_export_all, __pg_reexport_all, __pg_runtime].join("\n") +
      "\n__pg_runtime({\n" +
      program.modules.map((p) => JSON.stringify(p) + ": " + factories[p].toString()).join(",\n") +
      "\n}, " + JSON.stringify(programs) + ", " + JSON.stringify(used) + ")(" + JSON.stringify(path) + ");\n";
  }
  function url(path) {
    if (path === null) return meta;
    if (path in factories) {
      if (!workerUrls.has(path)) {
        const u = URL.createObjectURL(new Blob([workerSource(path)], { type: "text/javascript" }));
        workerUrls.set(path, u);
        ourWorkers.add(u);
      }
      return new URL(workerUrls.get(path));
    }
    const file = files[path];
    if (file === undefined) throw new Error("single-file build: " + path + " was not bundled");
    return file.wasm ? bytes(file.base64) : new URL("data:" + file.mime + ";base64," + file.base64);
  }
  function load(path) {
    if (!done.has(path)) {
      const exports = Object.create(null);
      Object.defineProperty(exports, Symbol.toStringTag, { value: "Module" });
      done.set(path, factories[path](exports, load, url).then(() => exports));
    }
    return done.get(path);
  }
  if (typeof Worker === "function") {
    const NativeWorker = Worker;
    self.Worker = class extends NativeWorker {
      constructor(u, options) {
        // Ours are classic scripts: file:// pages cannot start module workers.
        super(u, ourWorkers.has(String(u)) ? { ...options, type: "classic" } : options);
      }
    };
  }
  return (path) => load(path).catch((e) => {
    console.error(e);
    throw e;
  });
}
"""


def collect(entries, root):
    """Every module reachable from `entries` (path -> Module)."""
    modules, todo = {}, list(entries)
    while todo:
        path = todo.pop()
        if path in modules:
            continue
        source = (root / path).read_text(encoding="utf-8")
        module = Module(path, source, root)
        modules[path] = module
        todo.extend(sorted(module.deps))  # (sorted: the same file from the same sources, whatever the hash seed)
        todo.extend(sorted(u for u in module.urls if u.endswith((".js", ".mjs"))))
    return modules


def program(start, modules):
    """What running `start` needs: the modules it reaches (imports and the workers it starts)
    and the other files they name with new URL."""
    seen, todo = [], [start]
    while todo:
        p = todo.pop()
        if p not in seen:
            seen.append(p)
            todo.extend(sorted(modules[p].deps | {u for u in modules[p].urls if u in modules}))
    files = sorted({u for p in seen for u in modules[p].urls if u not in modules})
    return {"modules": seen, "files": files}


def file_entry(path, root):
    data = (root / path).read_bytes()
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return {"wasm": path.endswith(".wasm"), "mime": mime, "base64": base64.b64encode(data).decode()}


def script_safe(js):
    """Text that cannot end or confuse the surrounding <script> element."""
    return js.replace("</script", "<\\/script").replace("<!--", "<\\!--")


def bundle(html_path, out_path):
    root = html_path.parent
    html = html_path.read_text(encoding="utf-8")
    entries, inline = [], {}

    def on_module_script(m):
        attrs, body = m["attrs"], m["body"]
        src = re.search(r"""\bsrc\s*=\s*["']([^"']+)["']""", attrs)
        if src:
            entries.append(resolve("index.html", src[1], root, url=True))
        else:
            name = f"__inline{len(inline)}.js"
            inline[name] = body
            entries.append(name)
        return "<!--pg-module-->" if len(entries) == 1 else ""

    module_tag = re.compile(
        r"""<script\b(?P<attrs>[^>]*\btype\s*=\s*["']module["'][^>]*)>(?P<body>.*?)</script>""", re.S | re.I
    )
    html = module_tag.sub(on_module_script, html)
    csp = f'<meta http-equiv="Content-Security-Policy" content="{SINGLE_FILE_CSP}">'
    html = CSP_META.sub(lambda _m: csp, html, count=1)
    html = re.sub(r"""<link\b[^>]*\brel\s*=\s*["'](?:modulepreload|preload)["'][^>]*>""", "", html, flags=re.I)

    def on_stylesheet(m):
        href = re.search(r"""\bhref\s*=\s*["']([^"':]+)["']""", m[0])
        if not href:
            return m[0]
        css = (root / href[1]).read_text(encoding="utf-8")
        css = css.replace("</style", "<\\/style")
        return f"<style>\n{css}\n</style>"

    html = re.sub(r"""<link\b[^>]*\brel\s*=\s*["']stylesheet["'][^>]*>""", on_stylesheet, html, flags=re.I)

    def on_classic_script(m):
        js = (root / m[1]).read_text(encoding="utf-8")
        return f"<script>\n{script_safe(js)}\n</script>"

    html = re.sub(r"""<script\b[^>]*\bsrc\s*=\s*["']([^"':]+)["'][^>]*>\s*</script>""", on_classic_script, html, flags=re.I)

    def on_icon(m):
        entry = file_entry(m["href"], root)
        return m[0].replace(m["href"], f"data:{entry['mime']};base64,{entry['base64']}")

    html = re.sub(r"""<link\b[^>]*\brel\s*=\s*["'][^"']*icon[^"']*["'][^>]*\bhref\s*=\s*["'](?P<href>[^"':]+)["'][^>]*>""", on_icon, html, flags=re.I)

    if not entries:
        raise BundleError(f"{html_path}: no <script type=\"module\"> to bundle")
    for name, body in inline.items():
        (root / name).write_text(body, encoding="utf-8")
    try:
        modules = collect(entries, root)
    finally:
        for name in inline:
            (root / name).unlink()

    programs = {p: program(p, modules) for p in modules}
    files = {p: file_entry(p, root) for p in sorted({f for e in entries for f in programs[e]["files"]})}
    factories = ",\n".join(
        f"{json.dumps(p)}: async function (__pg_exports, __pg_import, __pg_url) {{\n{m.body}\n}}"
        for p, m in modules.items()
    )
    program_text = f"""{RUNTIME}
const __pg_load = __pg_runtime({{
{factories}
}}, {json.dumps(programs)}, {json.dumps(files)});
async function __pg_start() {{
  for (const entry of {json.dumps(entries)}) await __pg_load(entry);
}}
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", __pg_start);
else __pg_start();
"""
    script = f"<script>\n\"use strict\";\n{script_safe(program_text)}\n</script>"
    html = html.replace("<!--pg-module-->", script, 1)
    out_path.write_text(html, encoding="utf-8")
    return len(html.encode())


# Pyodide's files the Python single file carries (what loadPyodide asks for, and no package):
# its two ES modules rewritten as classic scripts (file:// workers are classic), then its data.
# The names are those www/code/pyodide_memory.js evaluates and serves.
PYODIDE_INDEX = "memory://pyodide/"  # pyodide_memory.js MEMORY_INDEX
PYODIDE_EXPORTS = re.compile(r"\bexport\s*\{(?P<names>[^}]*)\}\s*;?")


def classic_pyodide(path, source, names, extra=None):
    """Pyodide's ES module `source` as a classic script: its exports become the object
    `self.__pg_pyodide_api` (names), or `export default X` becomes `self.__pg_pyodide_module = X`."""
    if names:
        found = list(PYODIDE_EXPORTS.finditer(source))
        if len(found) != 1:
            fail(path, "expected one export { ... } list")
        m = found[0]
        pairs = ", ".join(f"{json.dumps(n)}: {local}" for n, local in parse_names(m["names"], path))
        source = source[: m.start()] + f"self.__pg_pyodide_api = {{{pairs}}};" + source[m.end() :]
    else:
        source, count = re.subn(r"\bexport\s+default\s+([\w$]+)\s*;", r"self.__pg_pyodide_module = \1;", source)
        if count != 1:
            fail(path, "expected one 'export default NAME;'")
    source = source.replace("import.meta.url", json.dumps(PYODIDE_INDEX + (extra or "pyodide.mjs")))
    if re.search(r"^\s*(import|export)\b(?!\s*\()|\bimport\.meta\b|\bexport\s*[{*]", source, re.M):
        fail(path, "an import/export form left after making it a classic script")
    return source.encode()


def add_pyodide(out_path, folder):
    """Appends Pyodide (from `folder`, e.g. dist/pyodide) to the single file `out_path`: one gzip of
    its files back to back, base64 in a <script type="application/octet-stream" id="pg-pyodide">
    whose data-index names each file's [start, length] in the unzipped bytes."""
    parts = [
        ("pyodide.js", classic_pyodide(folder / "pyodide.mjs", (folder / "pyodide.mjs").read_text(encoding="utf-8"), True)),
        ("pyodide.asm.js", classic_pyodide(folder / "pyodide.asm.mjs", (folder / "pyodide.asm.mjs").read_text(encoding="utf-8"), False, "pyodide.asm.mjs")),
    ] + [(name, (folder / name).read_bytes()) for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")]
    index, at = {}, 0
    for name, data in parts:
        index[name] = [at, len(data)]
        at += len(data)
    packed = gzip.compress(b"".join(data for _, data in parts), compresslevel=9, mtime=0)
    tag = (
        f"<script type=\"application/octet-stream\" id=\"pg-pyodide\" data-index='{json.dumps(index)}'>"
        f"{base64.b64encode(packed).decode()}</script>\n"
    )
    html = out_path.read_text(encoding="utf-8")
    at_end = html.rfind("</body>")
    html = html[:at_end] + tag + html[at_end:] if at_end >= 0 else html + tag
    out_path.write_text(html, encoding="utf-8")
    return len(html.encode())


def main(argv):
    args = argv[1:]
    pyodide = None
    if len(args) == 4 and args[2] == "--pyodide":
        pyodide = Path(args[3])
        args = args[:2]
    if len(args) != 2:
        print("usage: bundle_single_file.py dist/index.html dist/playground.html [--pyodide dist/pyodide]", file=sys.stderr)
        return 2
    try:
        size = bundle(Path(args[0]), Path(args[1]))
        if pyodide:
            size = add_pyodide(Path(args[1]), pyodide)
    except (BundleError, OSError) as e:
        print(f"bundle_single_file: {e}", file=sys.stderr)
        return 1
    print(f"wrote {args[1]} ({size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
