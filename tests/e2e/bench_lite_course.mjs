// The course notebook in the offline JupyterLite site, timed as issue 40 asks (not a test: what it
// reads is the machine's speed). Each run: a fresh browser profile in ja-JP, the site on a
// school's plain static host (harness.js plainHost), then
//   - open: seconds from the address (lite/lab/index.html?path=ja/GAME.ipynb) to the first board:
//     the notebook shown, the first cell and the board cell run (Shift+Enter twice);
//   - edit: a line typed into the first step's program, then a reload RELOAD_S (10) seconds later:
//     whether the line is still there (kept), and when the autosave had stored it (saved_s, the
//     tab's unsaved mark gone; null when it had not by the reload);
//   - reload: seconds from that reload to a usable notebook again (the first cell and the board
//     cell run, the board drawn).
// Prints one JSON line per run and a summary (medians). Run it capped as a Chromebook:
//
//   CHROMEBOOK_CORES=0.5 /work/shared/tools/chromebook-run node tests/e2e/bench_lite_course.mjs [runs=3] [game=puyo]

import { launch, plainHost } from "./harness.js";

const runs = Number(process.argv[2] ?? 3);
const game = process.argv[3] ?? "puyo";
const RELOAD_S = 10;
const host = await plainHost();
const secs = (ms) => Math.round(ms / 100) / 10;

/** Runs the notebook's first two code cells (setup, board) and waits for the board. */
async function firstBoard(page) {
  await page.waitForSelector(".jp-Notebook .jp-CodeCell", { timeout: 900_000 });
  for (const k of [0, 1]) {
    await page.click(`.jp-Notebook .jp-CodeCell >> nth=${k} >> .cm-content`);
    await page.keyboard.press("Shift+Enter");
  }
  await page.waitForSelector(".jp-OutputArea-output .playground-board svg", { timeout: 900_000 });
}

const results = [];
for (let k = 0; k < runs; k++) {
  const context = await launch({ locale: "ja-JP" }); // a new profile each run: nothing cached
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(`${host.url}lite/lab/index.html?path=ja/${game}.ipynb`);
  await firstBoard(page);
  const open = secs(Date.now() - t0);

  const mine = `# bench ${k} ${Date.now()}`;
  await page.click(".jp-Notebook .jp-CodeCell >> nth=2 >> .cm-content");
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(`\n${mine}`);
  const typed = Date.now();
  const dirty = ".lm-DockPanel .lm-TabBar-tab.lm-mod-current.jp-mod-dirty";
  const saved = await page
    .waitForSelector(dirty, { timeout: 5_000 })
    .then(() => page.waitForSelector(dirty, { state: "detached", timeout: RELOAD_S * 1000 }))
    .then(() => secs(Date.now() - typed))
    .catch(() => null);
  await page.waitForTimeout(Math.max(0, typed + RELOAD_S * 1000 - Date.now()));
  const t1 = Date.now();
  await page.reload();
  await firstBoard(page);
  const reload = secs(Date.now() - t1);
  const kept = await page.$$eval(".jp-Notebook .jp-CodeCell .cm-content", (els, mine) => els[2]?.innerText.includes(mine) ?? false, mine);
  const run = { open_s: open, saved_s: saved, kept_after_reload_at_10s: kept, reload_to_usable_s: reload };
  console.log(JSON.stringify(run));
  results.push(run);
  await context.close();
}
const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};
console.log(
  JSON.stringify({
    game,
    runs: results.length,
    median_open_s: median(results.map((r) => r.open_s)),
    median_reload_to_usable_s: median(results.map((r) => r.reload_to_usable_s)),
    median_saved_s: median(results.map((r) => r.saved_s)),
    kept: `${results.filter((r) => r.kept_after_reload_at_10s).length} of ${results.length}`,
  }),
);
host.close();
