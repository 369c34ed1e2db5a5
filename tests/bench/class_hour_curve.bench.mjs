// A class hour's first minute in the page (Chromium): the Tic-tac-toe starter learner, at the
// default speed (full), draws three curve points within 20 s of its first episode. A time on this
// machine, not behaviour: the suite's tests/e2e/class_hour.test.js checks that the three points come
// (with a deadline only as a guard against a hang).

/** Seconds from the first episode to three curve points, in a fresh page. */
async function secondsToThreePoints() {
  const { serve, launch, openFresh, openCodePanel, pickMyLearner } = await import("../e2e/harness.js");
  const server = await serve();
  const context = await launch();
  try {
    const page = await openFresh(context, server.url, "#game=tictactoe&seat0=human&seat1=random&seed=1");
    await openCodePanel(page);
    await page.selectOption("#code-starter", "learner|js");
    await pickMyLearner(page);
    await page.click("#learn-start");
    await page.waitForFunction(() => Number(document.querySelector("#learn-progress").dataset.episodes) > 0, null, { timeout: 60_000 });
    const t0 = Date.now();
    await page.waitForFunction(() => Number(document.querySelector("#learn-chart").dataset.points) >= 3, null, { timeout: 120_000 });
    return (Date.now() - t0) / 1000;
  } finally {
    await context.close();
    await server.close();
  }
}

export default {
  name: "class-hour-curve",
  what: "the Tic-tac-toe starter learner's curve in Chromium at full speed: seconds from the first episode to three points",
  smoke: "tests/e2e/class_hour.test.js (the three points come; its deadline is only a guard)",
  async run() {
    const s = await secondsToThreePoints();
    return [{ figure: "seconds to three curve points", value: s.toFixed(1), target: "≤ 20", pass: s <= 20 }];
  },
};
