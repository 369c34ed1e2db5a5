// scripts/release.sh on a throwaway git repository holding the script, its lib.sh, the two Cargo
// manifests and a small made-up dist/ (--no-build: nothing is compiled): the names carry
// Cargo.toml's version, SHA256SUMS verifies, the site's zip holds the page, lite/, notebooks/ and
// wheels/ (the same bytes when made again), and the refusals (uncommitted changes, another
// version's files in dist/release/, a version python/Cargo.toml does not share) are one line each
// and write nothing. No build needed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./dist_helpers.js";

const VERSION = "3.2.1";

function sh(cwd, cmd, args, env = {}) {
  return spawnSync(cmd, args, { cwd, encoding: "utf8", env: { ...process.env, ...env } });
}

/** A git repository with release.sh, lib.sh, the manifests at VERSION and a made-up dist/, committed. */
function repo() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "release-test-"));
  const put = (rel, text) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  for (const f of ["scripts/release.sh", "scripts/lib.sh"]) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    copyFileSync(path.join(ROOT, f), path.join(dir, f));
  }
  put("Cargo.toml", `[package]\nname = "playground"\nversion = "${VERSION}"\n\n[dependencies]\nversion = "9.9.9"\n`);
  put("python/Cargo.toml", `[package]\nname = "playground-python"\nversion = "${VERSION}"\n`);
  put(".gitignore", "/dist\n");
  put("CHANGELOG.md", `# Changelog\n\n## [Unreleased]\n\n- soon\n\n## [${VERSION}] - 2026-12-01\n\n### Added\n\n- this\n\n## [3.2.0] - 2026-11-01\n\n- older\n`);
  put("dist/index.html", `<h1>Playground</h1>\n  <span id="version" class="version">${VERSION}</span>\n`);
  put("dist/playground.html", "single file");
  put("dist/playground-python.html", "single file with Python");
  put("dist/lite/index.html", "lite");
  put("dist/lite/api/contents/all.json", "{}");
  put("dist/lite/.stamp", "build bookkeeping");
  put("dist/notebooks/en/puyo.ipynb", "{}");
  put(`dist/wheels/playground-${VERSION}-py3-none-any.whl`, "notebook wheel");
  put(`dist/wheels/playground-${VERSION}-cp39-abi3-manylinux2014_x86_64.manylinux_2_17_x86_64.whl`, "binary wheel");
  put("dist/wheels/playground-0.0.1-py3-none-any.whl", "an older version's wheel");
  put("dist/code/sandbox_worker.js", "// sandbox");
  const git = (...args) => assert.equal(sh(dir, "git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args]).status, 0, `git ${args}`);
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "fixture");
  return dir;
}

const release = (dir, ...flags) => sh(dir, "bash", ["scripts/release.sh", "--no-build", ...flags]);
const lines = (text) => text.split("\n").filter((l) => l.trim() !== "");
const zipNames = (file) => lines(sh(ROOT, "python3", ["-c", "import sys, zipfile; print('\\n'.join(zipfile.ZipFile(sys.argv[1]).namelist()))", file]).stdout);

test("release.sh --no-build: versioned names, SHA256SUMS verifies, the site's zip holds the site and is the same bytes again", () => {
  const dir = repo();
  try {
    const out = release(dir);
    assert.equal(out.status, 0, out.stderr);
    const files = readdirSync(path.join(dir, "dist/release")).sort();
    assert.deepEqual(files, [
      "SHA256SUMS",
      `playground-${VERSION}-cp39-abi3-manylinux2014_x86_64.manylinux_2_17_x86_64.whl`,
      `playground-${VERSION}-py3-none-any.whl`,
      `playground-${VERSION}.html`,
      `playground-python-${VERSION}.html`,
      `playground-site-${VERSION}.zip`,
    ]);
    for (const f of files) if (f !== "SHA256SUMS") assert.ok(f.includes(`-${VERSION}`), f);
    const check = sh(path.join(dir, "dist/release"), "sha256sum", ["-c", "SHA256SUMS"]);
    assert.equal(check.status, 0, check.stdout + check.stderr);
    assert.equal(lines(check.stdout).length, files.length - 1, "every other file is in SHA256SUMS");
    assert.equal(readFileSync(path.join(dir, "dist/release", `playground-${VERSION}.html`), "utf8"), "single file");

    const zip = path.join(dir, "dist/release", `playground-site-${VERSION}.zip`);
    const names = zipNames(zip);
    for (const want of ["index.html", "lite/index.html", "notebooks/en/puyo.ipynb", `wheels/playground-${VERSION}-py3-none-any.whl`, "code/sandbox_worker.js"]) {
      assert.ok(names.includes(want), `${want} in ${names}`);
    }
    assert.ok(names.includes("lite/") && names.includes("wheels/"), "folders have entries");
    assert.deepEqual(names, [...names].sort(), "sorted entries");
    for (const left of ["playground.html", "playground-python.html", "wheels/playground-0.0.1-py3-none-any.whl", "lite/.stamp"]) assert.ok(!names.includes(left), left);
    assert.ok(!names.some((n) => n.startsWith("release")), "no release files inside the site");
    assert.match(out.stderr, /binary wheels included: playground-3\.2\.1-cp39-abi3-manylinux2014/);
    assert.match(out.stderr, /left out, not version 3\.2\.1: playground-0\.0\.1-py3-none-any\.whl/);

    // The GitHub Release's notes: this version's section of CHANGELOG.md.
    const notes = sh(dir, "bash", ["scripts/release.sh", "--notes"]);
    assert.equal(notes.status, 0, notes.stderr);
    assert.equal(notes.stdout.trim(), "### Added\n\n- this");

    // Again (the same version's files are made again): the same bytes.
    const first = readFileSync(zip);
    const again = release(dir);
    assert.equal(again.status, 0, again.stderr);
    assert.ok(readFileSync(zip).equals(first), "the zip is the same bytes for the same dist/ and commit");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("release.sh refuses in one line and writes nothing: uncommitted changes, another version's files, python/Cargo.toml's version", () => {
  const dir = repo();
  try {
    // An untracked file (not ignored) is an uncommitted change; dist/ (ignored) is not.
    writeFileSync(path.join(dir, "notes.txt"), "draft");
    let out = release(dir);
    assert.notEqual(out.status, 0);
    assert.equal(lines(out.stderr).length, 1, out.stderr);
    assert.match(out.stderr, /^release\.sh: the tree has 1 uncommitted change\(s\) \(first: notes\.txt\): commit them, or pass --allow-dirty\n$/);
    assert.ok(!existsSync(path.join(dir, "dist/release")), "nothing written");
    // A developer's release from a dirty tree.
    out = release(dir, "--allow-dirty");
    assert.equal(out.status, 0, out.stderr);
    rmSync(path.join(dir, "notes.txt"));
    rmSync(path.join(dir, "dist/release"), { recursive: true });

    // A changed tracked file.
    writeFileSync(path.join(dir, "scripts/lib.sh"), readFileSync(path.join(dir, "scripts/lib.sh"), "utf8") + "\n# edited\n");
    out = release(dir);
    assert.equal(out.status, 1);
    assert.match(out.stderr, /^release\.sh: the tree has 1 uncommitted change\(s\) \(first: scripts\/lib\.sh\)/);
    assert.equal(lines(out.stderr).length, 1, out.stderr);
    assert.ok(!existsSync(path.join(dir, "dist/release")), "nothing written");
    sh(dir, "git", ["checkout", "-q", "scripts/lib.sh"]);

    // Another version's file in dist/release/.
    mkdirSync(path.join(dir, "dist/release"));
    writeFileSync(path.join(dir, "dist/release/playground-3.2.0.html"), "old");
    out = release(dir);
    assert.equal(out.status, 1);
    assert.equal(lines(out.stderr).length, 1, out.stderr);
    assert.match(out.stderr, /^release\.sh: dist\/release\/ holds files that are not version 3\.2\.1's \(playground-3\.2\.0\.html\)/);
    assert.deepEqual(readdirSync(path.join(dir, "dist/release")), ["playground-3.2.0.html"], "nothing written");
    // A version that only starts with this one is another.
    rmSync(path.join(dir, "dist/release/playground-3.2.0.html"));
    writeFileSync(path.join(dir, "dist/release/playground-site-3.2.1rc1.zip"), "rc");
    out = release(dir);
    assert.equal(out.status, 1);
    assert.match(out.stderr, /playground-site-3\.2\.1rc1\.zip/);
    // SHA256SUMS naming another version's file.
    rmSync(path.join(dir, "dist/release/playground-site-3.2.1rc1.zip"));
    writeFileSync(path.join(dir, "dist/release/SHA256SUMS"), `${"0".repeat(64)}  playground-3.2.0.html\n`);
    out = release(dir);
    assert.equal(out.status, 1);
    assert.equal(lines(out.stderr).length, 1, out.stderr);
    assert.match(out.stderr, /SHA256SUMS names playground-3\.2\.0\.html/);
    assert.deepEqual(readdirSync(path.join(dir, "dist/release")), ["SHA256SUMS"], "nothing written");
    rmSync(path.join(dir, "dist/release"), { recursive: true });

    // A dist/ of another version (--no-build takes it as it is).
    writeFileSync(path.join(dir, "dist/index.html"), '<span id="version" class="version">3.2.0</span>');
    out = release(dir);
    assert.equal(out.status, 1);
    assert.equal(lines(out.stderr).length, 1, out.stderr);
    assert.match(out.stderr, /dist\/index\.html does not show version 3\.2\.1/);
    assert.ok(!existsSync(path.join(dir, "dist/release")), "nothing written");

    // python/Cargo.toml's version must be Cargo.toml's.
    writeFileSync(path.join(dir, "python/Cargo.toml"), '[package]\nname = "playground-python"\nversion = "3.2.0"\n');
    out = release(dir, "--allow-dirty");
    assert.equal(out.status, 1);
    assert.equal(lines(out.stderr).length, 1, out.stderr);
    assert.match(out.stderr, /python\/Cargo\.toml's version 3\.2\.0 is not Cargo\.toml's 3\.2\.1/);
    assert.ok(!existsSync(path.join(dir, "dist/release")), "nothing written");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
