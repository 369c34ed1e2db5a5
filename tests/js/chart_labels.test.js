// The Learn panel's axis labels (issue 26): short in every language (tickOptions) and never cut
// at the canvas's left edge (leftMargin makes room for the widest one). Today's cut labels were
// ".378万" (13,780 in Japanese) and ",157.3" (1,157.3) at 1366x768.
import test from "node:test";
import assert from "node:assert/strict";
import { tickOptions } from "../../www/learn/curve.js";
import { leftMargin } from "../../www/learn/chart.js";

const LOCALES = { en: "en", ja: "ja", ko: "ko", zh: "zh" };
const label = (locale, n) => new Intl.NumberFormat(locale, tickOptions(n)).format(n);

test("axis labels keep at most 3 significant digits and use the language's compact form from 10,000", () => {
  assert.equal(label("ja", 13780), "1.38万");
  assert.equal(label("zh", 13780), "1.38万");
  assert.equal(label("ko", 13780), "1.38만");
  assert.equal(label("en", 13780), "13.8K");
  assert.equal(label("en", 1157.3), "1,160");
  assert.equal(label("en", 0.01234), "0.0123");
  assert.equal(label("en", -2.5), "-2.5");
  for (const locale of Object.values(LOCALES)) {
    for (const n of [0, 0.5, 7.25, 99.99, 1157.3, 9999, 13780, 157300, 2.5e6, 3.1e9, -44777]) {
      const text = label(locale, n);
      // Digits, one separator or point, a sign and a unit: never longer than 6 characters.
      assert.ok(text.length <= 6, `${locale} ${n} -> "${text}"`);
    }
  }
});

test("the plot starts right of the widest y label, and at 42 px at least", () => {
  const measure = (text) => text.length * 7; // 12 px type: about 7 px a character
  assert.equal(leftMargin(["100%", "0"], measure), 42);
  const wide = ["1.38万", "-157,300.25"];
  const left = leftMargin(wide, measure);
  for (const text of wide) assert.ok(left - 3 - measure(text) >= 0, `"${text}" fits left of ${left} px`);
  assert.equal(leftMargin([], measure), 42);
});

test("a trend line's axis spans its raw measurements too, and every label it writes fits the canvas", async () => {
  const { drawCurve } = await import("../../www/learn/chart.js");
  const { trendLine, tickOptions: opts } = await import("../../www/learn/curve.js");
  const written = [];
  const ctx = new Proxy(
    {
      measureText: (text) => ({ width: String(text).length * 7 }),
      fillText(text, x) {
        written.push({ text: String(text), x, align: this.textAlign, width: String(text).length * 7 });
      },
    },
    { get: (o, k) => (k in o ? o[k] : () => {}), set: (o, k, v) => ((o[k] = v), true) },
  );
  const canvas = { clientWidth: 360, style: {}, getContext: () => ctx };
  // Puyo-like scores: one raw measurement (157,300) far above the trend's own values.
  const raw = [24850, 45712, 157300, 44981, 45732, 41647].map((y, i) => ({ x: i * 200, y, sd: 9000, n: 10 }));
  const points = trendLine(raw);
  assert.ok(Math.max(...points.map((p) => p.y)) < 157300);
  drawCurve(canvas, { series: [], lines: [{ title: "Score", points, trend: true }], losses: [], maxX: 1000, title: (id) => id, lossTitle: "loss", format: (n) => new Intl.NumberFormat("ja", opts(n)).format(n) });
  const texts = written.map((w) => w.text);
  assert.ok(texts.includes("15.7万"), texts.join(" | ")); // the axis top is the raw maximum
  for (const w of written) {
    const from = w.align === "right" ? w.x - w.width : w.align === "center" ? w.x - w.width / 2 : w.x;
    assert.ok(from >= 0 && from + w.width <= 360, `"${w.text}" at ${from}..${from + w.width}`);
  }
});

test("the x axis has its ticks and its name (episodes) inside the canvas, in a compact curve too", async () => {
  const { drawCurve, curveHeight } = await import("../../www/learn/chart.js");
  for (const compact of [false, true]) {
    const written = [];
    const ctx = new Proxy(
      { measureText: (text) => ({ width: String(text).length * 7 }), fillText: (text, x, y) => written.push({ text: String(text), x, y }) },
      { get: (o, k) => (k in o ? o[k] : () => {}), set: (o, k, v) => ((o[k] = v), true) },
    );
    const canvas = { clientWidth: 300, style: {}, getContext: () => ctx };
    const points = [0, 500, 1000].map((x) => ({ x, win: 0.5, draw: 0.2, loss: 0.3 }));
    drawCurve(canvas, { series: [{ opponent: "random", points }, { opponent: "mcts", points }], losses: [], maxX: 1000, title: (id) => id, lossTitle: "loss", format: String, xTitle: "episodes trained", compact });
    const height = parseFloat(canvas.style.height);
    assert.equal(height, curveHeight({ series: 2, compact }));
    const name = written.find((w) => w.text === "episodes trained");
    assert.ok(name, "the axis's name is written");
    assert.ok(name.y + 14 <= height, `the axis's name (y ${name.y}) fits the canvas's ${height} px`);
    for (const tick of ["0", "1000"]) assert.ok(written.some((w) => w.text === tick && w.y > height - 40), `tick ${tick} under the last band`);
  }
  assert.ok(curveHeight({ series: 2, compact: true }) <= 160, "two opponents fit a short panel");
});
