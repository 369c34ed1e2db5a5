#!/usr/bin/env python3
"""The pure-Python wheels the JupyterLite Pyodide kernel loads at start-up, for the offline site
(scripts/lite.sh). npm's `pyodide` package has Pyodide's core but none of the wheels its
pyodide-lock.json names; the kernel's worker loads `micropip`, then installs `ipykernel`, `comm`,
`pyodide-kernel`, `jedi` and `ipython` (and their dependencies from the lock) before the first cell.

    pyodide_wheels.py closure LOCK              # NAME==VERSION of every lock package start-up needs
    pyodide_wheels.py check LOCK WHEELS.txt     # WHEELS.txt (pinned, hashed) has exactly those
    pyodide_wheels.py lock LOCK WHEELDIR OUT    # OUT: LOCK with only the wheels in WHEELDIR
    pyodide_wheels.py pin WHEELDIR              # lines for startup-wheels.txt, hashes included

To move to a new Pyodide (docs/jupyterlite.md): `closure` into a requirements file (plus comm),
`pip download` those into a folder, then `pin` that folder into startup-wheels.txt.

`lock` keeps only the packages whose wheel is shipped (a missing one would be a 404 at run time; a
student's `import numpy` says ModuleNotFoundError instead) and rewrites each one's sha256 to the
shipped file's: Pyodide repacks every wheel it distributes, so its lock's hashes never match the
files on PyPI (checked for all 15 start-up wheels of Pyodide 314.0.6), and Pyodide refuses a wheel
whose hash differs from its lock entry. The PyPI files are checked instead, against the hashes
pinned in scripts/lite/startup-wheels.txt (pip download --require-hashes).
"""

import hashlib
import json
import re
import sys
from pathlib import Path

#: what the kernel's worker (@jupyterlite/pyodide-kernel, initPackageManager and initKernel)
#: loads or installs before the first cell; `ipykernel` and `pyodide-kernel` come from the
#: kernel extension's own piplite index, `comm` (not in Pyodide's lock) from the site's.
ROOTS = ["micropip", "jedi", "ipython"]


def norm(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def closure(lock):
    """Lock package names (as the lock spells them) that ROOTS need, sorted."""
    packages = lock["packages"]
    by_norm = {norm(k): k for k in packages}
    seen, stack = set(), list(ROOTS)
    while stack:
        name = stack.pop()
        key = by_norm.get(norm(name))
        if key is None:
            sys.exit(f"pyodide-lock.json has no package {name!r}")
        if key in seen:
            continue
        seen.add(key)
        stack += packages[key]["depends"]
    return sorted(seen, key=norm)


def pins(lock):
    return {norm(k): lock["packages"][k]["version"] for k in closure(lock)}


def cmd_closure(lock_path):
    lock = json.loads(Path(lock_path).read_text())
    for key in closure(lock):
        print(f"{lock['packages'][key]['name']}=={lock['packages'][key]['version']}")


def cmd_check(lock_path, wheels_txt):
    """Every start-up package of the lock is pinned in wheels_txt at the lock's version."""
    want = pins(json.loads(Path(lock_path).read_text()))
    have = {}
    for line in Path(wheels_txt).read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, version = line.split()[0].split("==")
            have[norm(name)] = version
    wrong = [f"{n}=={v} (pinned: {have.get(n, 'missing')})" for n, v in want.items() if have.get(n) != v]
    if wrong:
        sys.exit(f"{wheels_txt} does not match {lock_path}; the lock wants: " + ", ".join(wrong))


def cmd_lock(lock_path, wheel_dir, out_path):
    lock = json.loads(Path(lock_path).read_text())
    files = {p.name: p for p in Path(wheel_dir).glob("*.whl")}
    kept = {}
    for key, entry in lock["packages"].items():
        path = files.get(entry["file_name"])
        if path is None:
            continue
        entry = dict(entry, sha256=hashlib.sha256(path.read_bytes()).hexdigest())
        # Their test modules are not in the repacked wheels' lock entries either.
        entry["unvendored_tests"] = False
        kept[key] = entry
    missing = [k for k in closure(lock) if k not in kept]
    if missing:
        sys.exit(f"no wheel in {wheel_dir} for: {', '.join(missing)}")
    lock["packages"] = kept
    Path(out_path).write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")


def cmd_pin(wheel_dir):
    """NAME==VERSION --hash=sha256:... for every wheel in wheel_dir (names as their METADATA has them)."""
    import zipfile

    for path in sorted(Path(wheel_dir).glob("*.whl"), key=lambda p: p.name.lower()):
        with zipfile.ZipFile(path) as whl:
            meta = next(n for n in whl.namelist() if n.endswith(".dist-info/METADATA"))
            fields = dict(line.split(": ", 1) for line in whl.read(meta).decode().splitlines() if ": " in line and not line.startswith(" "))
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        print(f"{fields['Name']}=={fields['Version']} --hash=sha256:{digest}")


def main():
    commands = {"closure": (cmd_closure, 1), "check": (cmd_check, 2), "lock": (cmd_lock, 3), "pin": (cmd_pin, 1)}
    if len(sys.argv) < 2 or sys.argv[1] not in commands or len(sys.argv) - 2 != commands[sys.argv[1]][1]:
        sys.exit(__doc__)
    command, _ = commands[sys.argv[1]]
    command(*sys.argv[2:])


if __name__ == "__main__":
    main()
