// Bundles the served page's scripts so the first board waits for a few files, not a hundred:
//
//   node scripts/bundle_page.mjs dist
//
// - DIST/main.bundle.js: main.js and every module it imports statically, minified (esbuild, from
//   scripts/vendor/). The modules loaded later with import() (CodeMirror, the Python runtime,
//   the engines' own pkg*/playground.js) stay separate files, fetched when first needed.
// - DIST/index.html loads main.bundle.js instead of main.js, and first engine_preload.bundle.js
//   (www/engine_preload.js bundled), which starts fetching and compiling the engine of the game
//   the link opens. Running it twice changes nothing more.
//
// The workers (agents, sandbox, trainer) keep loading the unbundled modules: they start after the
// first board. Each module's `import.meta.url` is rewritten to the module's own address (the
// bundle sits at DIST's root), so `new URL("./sandbox_worker.js", import.meta.url)` in
// code/runner.js still names code/sandbox_worker.js. dist/playground.html (the single file) is
// made from the unbundled page before this runs.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "vendor", "package.json"));
const esbuild = require("esbuild");

const dist = path.resolve(process.argv[2] ?? "dist");
const BEGIN = "<!-- BUNDLE (scripts/bundle_page.mjs) -->";
const END = "<!-- /BUNDLE -->";

/** Rewrites `import.meta.url` in each module of DIST to that module's own address. */
const ownAddress = {
  name: "own-address",
  setup(build) {
    // The files left out of the bundle keep their address, now seen from DIST's root.
    build.onResolve({ filter: /(^node:)|(\/pkg\/playground\.js$)|(\/vendor\/codemirror\.js$)/ }, (args) => {
      if (args.path.startsWith("node:")) return { path: args.path, external: true };
      const rel = path.relative(dist, path.resolve(args.resolveDir, args.path)).split(path.sep).join("/");
      return { path: `./${rel}`, external: true };
    });
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return { contents: source, loader: "js" };
      const rel = path.relative(dist, args.path).split(path.sep).join("/");
      const own = `new URL(${JSON.stringify(`./${rel}`)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", own), loader: "js" };
    });
  },
};

/** Bundles module `entry` of DIST with everything it imports into DIST's `out`, minified. */
function bundle(entry, out, extra = {}) {
  return esbuild.build({
    entryPoints: [path.join(dist, entry)],
    outfile: path.join(dist, out),
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    legalComments: "none",
    logLevel: "warning",
    plugins: [ownAddress],
    ...extra,
  });
}

const result = await bundle("main.js", "main.bundle.js", { metafile: true });
const inputs = Object.keys(result.metafile.inputs).length;
// engine_preload.js and the little it imports, as one file: it runs while the bundle still loads.
await bundle("engine_preload.js", "engine_preload.bundle.js");

const page = path.join(dist, "index.html");
let html = await readFile(page, "utf8");
const start = html.indexOf(BEGIN);
if (start >= 0) html = html.slice(0, start) + html.slice(html.indexOf(END) + END.length);
// Which game's engine the first board needs depends on the link: engine_preload.bundle.js (small,
// fetched beside the bundle) reads it and starts fetching and compiling that engine.
const links = [BEGIN, '<script type="module" src="engine_preload.bundle.js" async></script>', END].join("\n");
html = html.replace('<script type="module" src="main.js"></script>', '<script type="module" src="main.bundle.js"></script>');
if (!html.includes('src="main.bundle.js"')) throw new Error("dist/index.html has no <script type=module src=main.js> to replace");
html = html.replace('<link rel="stylesheet"', `${links}\n<link rel="stylesheet"`);
await writeFile(page, html);
console.log(`bundled ${inputs} modules into ${path.relative(process.cwd(), path.join(dist, "main.bundle.js"))}`);
