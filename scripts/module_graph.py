#!/usr/bin/env python3
"""Import circles in the crate's modules (`src/**/*.rs`) and in the page's scripts (`www/**/*.js`).

    python3 scripts/module_graph.py            # Rust and JS; exit 1 if either has a circle
    python3 scripts/module_graph.py --rust-only
    python3 scripts/module_graph.py --js-only
    python3 scripts/module_graph.py --edges    # also print every edge it found

Rust. Every file under `src/` (except `src/bin/`, separate crates that only import the library) is one
node, named by its module path (`src/games/tictactoe/state.rs` is `crate::games::tictactoe::state`;
inline `mod x { .. }` blocks belong to their file). An edge A -> B means A's code names an item of B: a
`use crate::..`, `use super::..`, `use self::..` or `use child::..` tree, or a `crate::..`/`super::..` path
in code (comments and strings are skipped, `$crate` counts as `crate`). A path is resolved to the deepest
module it names; if the next name is something that module imports (`pub use` or a plain `use`), the
edge follows the import to the module that defines it, so a parent that re-exports a sibling's item
does not hide a circle between siblings. `mod x;` itself is not an edge.

What counts as a circle: edges from a module to itself or to one of its ancestors are dropped (a child
using its parent's own items, `use super::*` in tests, is the usual parent/child relation, not a circle),
after re-exports are followed. Every other edge stays, parent -> child included, so a child that uses a
sibling (or the parent's re-export of it) while that sibling, or the parent through it, uses the child
back is a circle. The graph is checked twice: at file granularity, and collapsed to the top-level
modules (`crate::games`, `crate::state`, `crate::learn`, ...; the floors), where code in `#[cfg(test)]`
modules, in their own files or inline, is left out (test code is a dev-dependency, free to use any
floor). At file granularity test code counts: an inline `mod tests` is part of its file, so a test
that reaches back into a module that depends on its file belongs in a separate tests file. A circle
is a strongly connected component with more than one node.

JS. Every `www/**/*.js` file (not `www/pkg`, `www/vendor`, which are built or vendored) is a node; an
edge is a static `import .. from "./rel.js"`, `import "./rel.js"` or `export .. from "./rel.js"` with a
relative specifier that names a file that exists. Dynamic `import()` is lazy and not an edge.

Python 3 standard library only.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# ---------------------------------------------------------------------------------------------
# Rust: lexing


def rust_tokens(text):
    """Identifiers, `::`, and single punctuation characters of `text`, without comments, strings,
    char literals and lifetimes. Each token is (kind, value) with kind "id" or "p"."""
    toks = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j + 1
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c in "rb" and re.match(r"(?:br|r)#*\"", text[i:i + 40]):
            m = re.match(r"(?:br|r)(#*)\"", text[i:])
            close = '"' + m.group(1)
            j = text.find(close, i + m.end())
            i = n if j < 0 else j + len(close)
        elif c == '"' or (c == "b" and text.startswith('b"', i)):
            i = text.index('"', i) + 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            i += 1
        elif c == "'" or (c == "b" and text.startswith("b'", i)):
            i = text.index("'", i)
            m = re.match(r"'(?:\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|.)|[^\\'])'", text[i:])
            if m:
                i += m.end()  # a char literal
            else:
                m = re.match(r"'[A-Za-z_][A-Za-z0-9_]*", text[i:])  # a lifetime or label
                i += m.end() if m else 1
        elif c.isalpha() or c == "_" or (c == "$" and text.startswith("$crate", i)):
            m = re.match(r"\$?[A-Za-z_][A-Za-z0-9_]*", text[i:])
            word = m.group(0)
            toks.append(("id", "crate" if word == "$crate" else word))
            i += m.end()
        elif c.isdigit():
            m = re.match(r"[0-9][0-9A-Za-z_]*(?:\.[0-9][0-9A-Za-z_]*)?", text[i:])
            i += m.end()
        elif text.startswith("::", i):
            toks.append(("p", "::"))
            i += 2
        else:
            toks.append(("p", c))
            i += 1
    return toks


# ---------------------------------------------------------------------------------------------
# Rust: one file's modules, uses and path references


class Module:
    """One module: a file or an inline `mod x { .. }` block inside one."""

    def __init__(self, path, file, test):
        self.path = path  # tuple of names below `crate`
        self.file = file  # the file node it belongs to
        self.test = test  # under #[cfg(test)]
        self.children = set()  # names of `mod x` declared here
        self.imports = {}  # name -> absolute path (tuple) it imports
        self.refs = []  # absolute paths (tuples) named here


def file_module_path(rel):
    """`src/a/b.rs` -> ("a", "b"); `src/a/mod.rs` -> ("a",); `src/lib.rs` -> ()."""
    parts = rel[len("src/"):-len(".rs")].split("/")
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return tuple(parts)


def parse_use_tree(toks, i):
    """Parse a use tree at toks[i]; return (list of (path tuple, alias or None), next index).
    A glob ends in "*"; `self` inside braces names the prefix itself."""
    prefix = []
    while i < len(toks):
        kind, val = toks[i]
        if kind == "id":
            prefix.append(val)
            i += 1
            if i < len(toks) and toks[i][1] == "::":
                i += 1
                continue
            if i + 1 < len(toks) and toks[i][1] == "as":
                return [(tuple(prefix), toks[i + 1][1])], i + 2
            return [(tuple(prefix), None)], i
        if val == "*":
            return [(tuple(prefix + ["*"]), None)], i + 1
        if val == "{":
            i += 1
            out = []
            while i < len(toks) and toks[i][1] != "}":
                if toks[i][1] == ",":
                    i += 1
                    continue
                sub, i = parse_use_tree(toks, i)
                for path, alias in sub:
                    if path and path[0] == "self":
                        path = path[1:]
                    out.append((tuple(prefix) + path, alias))
            return out, i + 1
        if val == "::" and not prefix:  # `use ::std::..`
            i += 1
            continue
        break
    return [(tuple(prefix), None)], i


def absolute(mod_path, path, children):
    """The absolute module path of `path` as written in module `mod_path`, or None if external."""
    if not path:
        return None
    head = path[0]
    if head == "crate":
        return tuple(path[1:])
    if head in ("super", "self"):
        base = list(mod_path)
        k = 0
        while k < len(path) and path[k] in ("super", "self"):
            if path[k] == "super":
                if not base:
                    return None
                base.pop()
            k += 1
        return tuple(base) + tuple(path[k:])
    if head in children:  # 2018 paths: `use board::Board` in the parent of `board`
        return tuple(mod_path) + tuple(path)
    return None


def parse_rust_file(rel, text):
    """The modules of one file, in order: the file's own first, then its inline blocks."""
    toks = rust_tokens(text)
    top = Module(file_module_path(rel), rel, False)
    if re.search(r"#!\[cfg\(test\)\]", text):
        top.test = True
    modules = [top]
    stack = [(top, -1)]  # (module, brace depth at which its block closes)
    depth = 0
    pending_test = False  # a #[cfg(test)] attribute precedes the next item
    pending_uses = []  # (module, path) whose relative heads are resolved after `mod` lines are known
    i = 0
    while i < len(toks):
        kind, val = toks[i]
        cur = stack[-1][0]
        if val == "#" and i + 2 < len(toks) and toks[i + 1][1] == "[":
            # an attribute: note #[cfg(test)], skip the rest
            j, d = i + 2, 1
            words = []
            while j < len(toks) and d:
                if toks[j][1] == "[":
                    d += 1
                elif toks[j][1] == "]":
                    d -= 1
                else:
                    words.append(toks[j][1])
                j += 1
            if words[:4] == ["cfg", "(", "test", ")"]:
                pending_test = True
            i = j
            continue
        if val == "{":
            depth += 1
        elif val == "}":
            depth -= 1
            if stack[-1][1] == depth and len(stack) > 1:
                stack.pop()
        elif kind == "id" and val == "mod" and i + 2 < len(toks) and toks[i + 1][0] == "id":
            name = toks[i + 1][1]
            cur.children.add(name)
            if toks[i + 2][1] == "{":
                child = Module(cur.path + (name,), rel, cur.test or pending_test)
                modules.append(child)
                stack.append((child, depth))
                depth += 1
                i += 3
                pending_test = False
                continue
            if pending_test:
                TEST_MODULES.add(cur.path + (name,))
        elif kind == "id" and val == "use":
            trees, j = parse_use_tree(toks, i + 1)
            for path, alias in trees:
                pending_uses.append((cur, path, alias))
            i = j
            pending_test = False
            continue
        elif kind == "id" and val in ("crate", "super", "self") and i + 1 < len(toks) and toks[i + 1][1] == "::":
            # a path in code: crate::a::b::C, super::x, self::y
            path = [val]
            j = i + 1
            while j + 1 < len(toks) and toks[j][1] == "::" and toks[j + 1][0] == "id":
                path.append(toks[j + 1][1])
                j += 2
            pending_uses.append((cur, tuple(path), "<ref>"))
            i = j
            continue
        elif kind == "id" and i + 2 < len(toks) and toks[i + 1][1] == "::" and toks[i + 2][0] == "id":
            # `name::Item` in code, where `name` is a child module or a name imported here (checked below)
            if i == 0 or toks[i - 1][1] != "::":
                path = [val]
                j = i + 1
                while j + 1 < len(toks) and toks[j][1] == "::" and toks[j + 1][0] == "id":
                    path.append(toks[j + 1][1])
                    j += 2
                pending_uses.append((cur, tuple(path), "<name-ref>"))
                i = j
                continue
        if val in (";", "}", "{"):
            pending_test = False
        i += 1
    for mod, path, alias in pending_uses:
        if alias in ("<ref>", "<name-ref>"):
            continue
        absp = absolute(mod.path, path, mod.children)
        if absp is None:
            continue
        mod.refs.append(absp)
        if absp and absp[-1] != "*":
            mod.imports[alias or absp[-1]] = absp
    for mod, path, alias in pending_uses:
        if alias == "<ref>":
            absp = absolute(mod.path, path, mod.children)
        elif alias == "<name-ref>":
            if path[0] in mod.children:
                absp = mod.path + path
            elif path[0] in mod.imports:
                absp = mod.imports[path[0]] + path[1:]
            else:
                absp = None
        else:
            continue
        if absp is not None:
            mod.refs.append(absp)
    return modules


TEST_MODULES = set()  # module paths declared with #[cfg(test)] `mod x;`


def rust_graph(root):
    """(file edges, file edges outside test code, module path of each file)."""
    TEST_MODULES.clear()
    modules = {}  # path -> Module
    files = {}  # rel -> file module path
    src = os.path.join(root, "src")
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames.sort()
        rel_dir = os.path.relpath(dirpath, root).replace(os.sep, "/")
        if rel_dir == "src/bin" or rel_dir.startswith("src/bin/"):
            continue
        for name in sorted(filenames):
            if not name.endswith(".rs"):
                continue
            rel = rel_dir + "/" + name
            with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                text = f.read()
            for m in parse_rust_file(rel, text):
                modules[m.path] = m
            files[rel] = file_module_path(rel)
    file_of = {p: m.file for p, m in modules.items()}

    def is_test(path):
        for k in range(len(path), 0, -1):
            p = path[:k]
            if p in TEST_MODULES or (p in modules and modules[p].test):
                return True
        return False

    def resolve(absp, seen=()):
        """The module (path) that defines what absolute path `absp` names."""
        k = len(absp)
        while k > 0 and absp[:k] not in modules:
            k -= 1
        mod = modules.get(absp[:k]) if k > 0 else modules.get(())
        if mod is None:
            return None
        rest = absp[k:]
        if rest and rest[0] in mod.imports and (mod.path, rest[0]) not in seen:
            target = mod.imports[rest[0]] + rest[1:]
            if target != absp:
                found = resolve(target, seen + ((mod.path, rest[0]),))
                if found is not None:
                    return found
        return mod.path

    edges = {}  # file -> set of files
    prod = {}  # the same, from code outside #[cfg(test)] modules only
    for rel in files:
        edges.setdefault(rel, set())
        prod.setdefault(rel, set())
    for mod in modules.values():
        in_test = is_test(mod.path)
        for ref in mod.refs:
            if ref and ref[-1] == "*":
                ref = ref[:-1]
            target = resolve(ref)
            if target is None:
                continue
            src_file, dst_file = mod.file, file_of[target]
            src_path = files[src_file]
            dst_path = files[dst_file]
            if dst_path == src_path[: len(dst_path)]:
                continue  # itself or an ancestor
            edges[src_file].add(dst_file)
            if not in_test and not is_test(dst_path):
                prod[src_file].add(dst_file)
    return edges, prod, files


def mod_name(path):
    return "crate" + "".join("::" + p for p in path)


# ---------------------------------------------------------------------------------------------
# JS


JS_IMPORT = re.compile(
    r"^\s*(?:import|export)\b[^;]*?\bfrom\s*([\"'])([^\"']+)\1|^\s*import\s*([\"'])([^\"']+)\3",
    re.M,
)


def js_graph(root):
    www = os.path.join(root, "www")
    edges = {}
    for dirpath, dirnames, filenames in os.walk(www):
        rel_dir = os.path.relpath(dirpath, root).replace(os.sep, "/")
        dirnames[:] = sorted(d for d in dirnames if not (rel_dir == "www" and d in ("pkg", "vendor", "node_modules")))
        for name in sorted(filenames):
            if not name.endswith(".js"):
                continue
            rel = rel_dir + "/" + name
            with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                text = f.read()
            text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
            text = re.sub(r"^\s*//.*$", "", text, flags=re.M)
            out = edges.setdefault(rel, set())
            for m in JS_IMPORT.finditer(text):
                spec = m.group(2) or m.group(4)
                if not spec.startswith("."):
                    continue
                spec = spec.split("?")[0].split("#")[0]
                target = os.path.normpath(os.path.join(rel_dir, spec)).replace(os.sep, "/")
                if os.path.isfile(os.path.join(root, target)) and target != rel:
                    out.add(target)
    return edges


# ---------------------------------------------------------------------------------------------
# Strongly connected components (Tarjan, iterative)


def cycles(edges):
    """The strongly connected components with more than one node, each sorted, sorted."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(edges.get(nxt, ())))))
                    advanced = True
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return sorted(out)


def report(title, comps, edges, name=lambda x: x):
    if not comps:
        print(f"{title}: no cycles")
        return 0
    print(f"{title}: {len(comps)} cycle(s)")
    for comp in comps:
        members = set(comp)
        print("  cycle: " + ", ".join(name(c) for c in comp))
        for a in comp:
            for b in sorted(edges.get(a, ())):
                if b in members:
                    print(f"    {name(a)} -> {name(b)}")
    return 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rust-only", action="store_true", help="check only src/**/*.rs")
    ap.add_argument("--js-only", action="store_true", help="check only www/**/*.js")
    ap.add_argument("--edges", action="store_true", help="print every edge too")
    ap.add_argument("--root", default=ROOT, help="the repository root (default: this script's)")
    args = ap.parse_args()
    bad = 0
    # The crate (src/) and the Python package's crate (python/src/), each a graph of its own.
    crates = [("Rust", args.root), ("Python package's Rust", os.path.join(args.root, "python"))]
    for label, crate_root in crates if not args.js_only else []:
        edges, prod, files = rust_graph(crate_root)

        def name(rel):
            return mod_name(files[rel])

        if args.edges:
            for a in sorted(edges):
                for b in sorted(edges[a]):
                    print(f"edge {name(a)} -> {name(b)}")
        bad |= report(f"{label} modules ({len(files)} files)", cycles(edges), edges, name)
        top = {}
        for a, bs in prod.items():
            ta = mod_name(files[a][:1])
            top.setdefault(ta, set())
            for b in bs:
                tb = mod_name(files[b][:1])
                if tb != ta:
                    top[ta].add(tb)
        bad |= report(f"{label} top-level modules ({len(top)}, test code left out)", cycles(top), top)
    if not args.rust_only:
        jedges = js_graph(args.root)
        if args.edges:
            for a in sorted(jedges):
                for b in sorted(jedges[a]):
                    print(f"edge {a} -> {b}")
        bad |= report(f"JS modules ({len(jedges)} files in www/)", cycles(jedges), jedges)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
