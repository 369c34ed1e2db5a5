// The one options form (www/options.js): fields from the engine's option specs and a page
// overlay, the checks on numbers, the form drawn (on a small fake DOM) in its two layouts, and
// the game modules' overlays and words against the options the engine publishes (src/games/).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fieldsFromSpecs, checkValues, buildOptionsForm, optionsFromValues, gameWords, isTrue } from "../../www/options.js";
import { LANGUAGES, setLanguage } from "../../www/i18n/index.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// ---- a fake DOM: just what options.js uses
class FakeText {
  constructor(text) {
    this.textContent = text;
  }
}
class FakeElement {
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    this.children = [];
    this.dataset = {};
    this.attributes = {};
    this.listeners = {};
    this.hidden = false;
    this.className = "";
    this.id = "";
    this.options = [];
    this.ownValue = "";
    this.checked = false;
    this.type = "";
  }
  get value() {
    return this.ownValue;
  }
  set value(v) {
    if (this.tagName === "SELECT" && !this.options.some((o) => o.value === String(v))) return;
    this.ownValue = String(v);
  }
  get text() {
    return this.children.map((c) => (c instanceof FakeText ? c.textContent : c.text ?? "")).join("") + (this.textContent ?? "");
  }
  append(...xs) {
    for (const x of xs) this.children.push(typeof x === "string" ? new FakeText(x) : x);
  }
  prepend(...xs) {
    this.children.unshift(...xs.map((x) => (typeof x === "string" ? new FakeText(x) : x)));
  }
  replaceChildren(...xs) {
    this.children = [];
    this.append(...xs);
  }
  add(option) {
    this.options.push(option);
    if (this.options.length === 1) this.ownValue = option.value;
  }
  setAttribute(k, v) {
    this.attributes[k] = String(v);
  }
  getAttribute(k) {
    return this.attributes[k] ?? null;
  }
  addEventListener(type, f) {
    (this.listeners[type] ??= []).push(f);
  }
  change(value) {
    if (this.type === "checkbox") this.checked = value;
    else this.value = value;
    for (const f of this.listeners.change ?? []) f();
  }
  focus() {
    fakeDocument.activeElement = this;
  }
  *walk() {
    for (const c of this.children) {
      if (c instanceof FakeElement) {
        yield c;
        yield* c.walk();
      }
    }
  }
  querySelector(selector) {
    const key = /^\[data-key="([^"]+)"\]$/.exec(selector)?.[1];
    const id = /^#(.+)$/.exec(selector)?.[1];
    for (const e of this.walk()) if ((key && e.dataset.key === key) || (id && e.id === id)) return e;
    return null;
  }
  byName(name) {
    for (const e of this.walk()) if (e.name === name) return e;
    return null;
  }
}
const fakeDocument = { createElement: (tag) => new FakeElement(tag), activeElement: null, documentElement: {} };
globalThis.document = fakeDocument;
globalThis.Option = class {
  constructor(text, value) {
    this.text = text;
    this.value = value;
  }
};

/** Words that show where each text came from. */
const WORDS = { label: (s) => `L:${s.name}`, help: (s) => `H:${s.help}`, choice: (s, v) => `C:${s.name}.${v}` };

/** A few specs of every kind, as pg.games()/pg.learners() send them. */
const SPECS = [
  { name: "preset", kind: "choice", choices: ["small", "big"], default: "small", help: "Which board." },
  { name: "rows", kind: "whole", min: 2, max: 100, default: "", help: "Rows." },
  { name: "rate", kind: "real", min: 0, max: 1, default: 0.5, help: "A rate." },
  { name: "fast", kind: "bool", default: false, help: "Hurry." },
  { name: "seed", kind: "seed", default: 0, help: "A seed." },
  { name: "weights", kind: "file", default: "", help: "A file." },
];

test("fields come from the specs: kinds, ranges, choices, defaults and words; a file is skipped", () => {
  const fields = fieldsFromSpecs(SPECS, WORDS);
  assert.deepEqual(fields.map((f) => [f.key, f.kind]), [["preset", "choice"], ["rows", "whole"], ["rate", "real"], ["fast", "bool"], ["seed", "seed"]]);
  const [preset, rows, rate, , seed] = fields;
  assert.deepEqual(preset.choices, [["small", "C:preset.small"], ["big", "C:preset.big"]]);
  assert.equal(preset.label, "L:preset");
  assert.equal(preset.help, "H:Which board.");
  assert.deepEqual([rows.min, rows.max, rows.optional, rows.default], [2, 100, true, ""]);
  assert.deepEqual([rate.min, rate.max, rate.optional], [0, 1, false]);
  assert.equal(seed.min, 0, "a seed is 0 or more");
});

test("the overlay adds page-only fields first, hides options, adds page-only choices and patches fields", () => {
  const custom = (v) => v.preset === "custom";
  const fields = fieldsFromSpecs(SPECS, WORDS, {
    extra: [{ key: "board", kind: "choice", label: "Board", ui: true, choices: [["a", "A"]] }],
    fields: { preset: { extraChoices: ["custom"], sendIf: (v) => !custom(v) }, rows: { showIf: custom, placeholder: "any" }, rate: { hidden: true } },
  });
  assert.deepEqual(fields.map((f) => f.key), ["board", "preset", "rows", "fast", "seed"]);
  assert.deepEqual(fields[1].choices.map(([v]) => v), ["small", "big", "custom"]);
  assert.equal(fields[1].choices[2][1], "C:preset.custom");
  assert.equal(fields[2].placeholder, "any");
  assert.equal(fields[2].showIf({ preset: "custom" }), true);
  assert.equal(fields[2].min, 2, "the engine's range stays");
});

test("numbers are checked against the specs, in the page's words", () => {
  const fields = fieldsFromSpecs(SPECS, WORDS);
  const ok = { preset: "big", rows: "", rate: "0.25", fast: true, seed: "7" };
  assert.equal(checkValues(fields, ok), null, "an optional whole number may stay empty");
  assert.deepEqual(checkValues(fields, { ...ok, rows: "1" }), { key: "rows", message: "L:rows: give a whole number from 2 to 100." });
  assert.equal(checkValues(fields, { ...ok, rows: "2.5" }).key, "rows");
  assert.equal(checkValues(fields, { ...ok, rate: "2" }).message, "L:rate: give a number from 0 to 1.");
  assert.equal(checkValues(fields, { ...ok, rate: "" }).key, "rate", "a number with a default must be given");
  assert.equal(checkValues(fields, { ...ok, seed: "-1" }).message, "L:seed: give a whole number, 0 or more.");
  assert.equal(checkValues(fields, { ...ok, seed: "x" }).key, "seed");
});

test("the inline layout (setup form): labelled rows by key, shown and sent as the overlay says", () => {
  const form = new FakeElement("form");
  let changes = 0;
  const fields = fieldsFromSpecs(SPECS, WORDS, {
    extra: [{ key: "board", kind: "choice", label: "Board", ui: true, choices: [["s", "S"], ["custom", "Custom"]], onInput: (v, set) => v === "s" && set("rows", "9") }],
    fields: { rows: { showIf: (v) => v.board === "custom", sendIf: (v) => v.board === "custom" } },
  });
  const read = buildOptionsForm(form, fields, { board: "custom", rows: "12", fast: "true" }, () => changes++);
  const row = form.querySelector('[data-key="rows"]');
  assert.equal(row.tagName, "LABEL");
  assert.equal(row.className, "row");
  assert.equal(row.title, "H:Rows.", "the help is the row's title");
  assert.equal(row.children[0].textContent, "L:rows ");
  const rows = form.byName("rows");
  assert.deepEqual([rows.type, rows.min, rows.max, rows.step, rows.value], ["number", "2", "100", "1", "12"]);
  assert.equal(form.byName("fast").checked, true, "a link's fast=true ticks the box");
  assert.equal(form.byName("rate").value, "0.5", "a missing value shows the default");
  assert.equal(form.byName("preset").value, "small");
  assert.equal(row.hidden, false);
  assert.deepEqual(optionsFromValues(fields, read()), { preset: "small", rows: "12", rate: "0.5", fast: true, seed: "0" });
  form.byName("board").change("s");
  assert.equal(changes, 1);
  assert.equal(rows.value, "9", "a page-only field fills another");
  assert.equal(row.hidden, true);
  assert.deepEqual(Object.keys(optionsFromValues(fields, read())), ["preset", "rate", "fast", "seed"], "hidden by sendIf, page-only never sent");
  form.byName("fast").change(false);
  assert.equal(read().fast, false);
});

test("a form with no fields says so in the inline layout", () => {
  const form = new FakeElement("form");
  buildOptionsForm(form, [], {});
  assert.equal(form.children.length, 1);
  assert.equal(form.children[0].className, "about");
});

test("the help layout (Learn panel): ids, help paragraphs, and a bad number refused with its field focused", () => {
  const form = new FakeElement("form");
  const read = buildOptionsForm(form, fieldsFromSpecs(SPECS, WORDS), { rate: "0.2" }, undefined, { layout: "help", idPrefix: "learn-opt-" });
  const rate = form.querySelector("#learn-opt-rate");
  assert.equal(rate.name, "rate");
  assert.equal(rate.step, "any");
  assert.equal(rate.inputMode, "decimal");
  assert.equal(rate.getAttribute("aria-describedby"), "learn-opt-rate-help");
  assert.equal(form.querySelector("#learn-opt-rate-help").textContent, "H:A rate.");
  const fast = form.querySelector('[data-key="fast"]');
  assert.equal(fast.className, "learn-option");
  assert.equal(fast.children[0].className, "row check");
  assert.equal(fast.children[0].children[0], form.querySelector("#learn-opt-fast"), "a checkbox comes before its label text");
  assert.deepEqual(read({ check: true }), { preset: "small", rows: "", rate: "0.2", fast: false, seed: "0" });
  rate.change("7");
  assert.throws(() => read({ check: true }), /L:rate: give a number from 0 to 1\./);
  assert.equal(fakeDocument.activeElement, rate);
  assert.equal(read().rate, "7", "without check, values are read as typed");
});

test("isTrue reads links' true/false words", () => {
  assert.equal(isTrue("yes"), true);
  assert.equal(isTrue(true), true);
  assert.equal(isTrue("0"), false);
  assert.equal(isTrue(undefined), false);
});

/** A game's options as the engine defines them (`pub const OPTIONS` in its Rust file): name, help, choices. */
function rustGameOptions(file) {
  const src = readFileSync(path.join(ROOT, file), "utf8");
  const lists = Object.fromEntries([...src.matchAll(/const (\w+): &\[&str\] = &\[([^\]]*)\]/g)].map((m) => [m[1], [...m[2].matchAll(/"(\w+)"/g)].map((x) => x[1])]));
  const start = src.indexOf("pub const OPTIONS");
  const block = src.slice(start, src.indexOf("\n];", start));
  return block
    .split("OptionSpec {")
    .slice(1)
    .map((spec) => {
      const choices = /choices:\s*(\w+)/.exec(spec)?.[1];
      return { name: spec.match(/name: "(\w+)"/)[1], help: spec.match(/help: "((?:[^"\\]|\\.)*)"/)[1], choices: choices ? lists[choices] : [] };
    });
}
const GAMES = { minesweeper: "src/games/minesweeper/setup.rs", gomoku: "src/games/gomoku/options.rs", puyo: "src/games/puyo/mod.rs" };

test("every game option has a label, a help sentence and choice texts in every language", () => {
  try {
    for (const code of Object.keys(LANGUAGES)) {
      setLanguage(code);
      for (const [game, file] of Object.entries(GAMES)) {
        const specs = rustGameOptions(file);
        assert.ok(specs.length >= 3, `${file}: its OPTIONS were not read`);
        const words = gameWords(game);
        for (const spec of specs) {
          const where = `${code} ${game} ${spec.name}`;
          assert.notEqual(words.label(spec), spec.name, `${where}: no label`);
          const help = words.help({ ...spec, help: "(engine)" });
          assert.notEqual(help, "(engine)", `${where}: no help`);
          if (code === "en") assert.equal(help, spec.help, `${where}: the English help is the engine's sentence`);
          for (const choice of spec.choices) assert.notEqual(words.choice(spec, choice), choice, `${where}=${choice}: no text`);
        }
      }
    }
  } finally {
    setLanguage("en");
  }
});

test("the game modules' overlays shape only options the engine has, and repeat no ranges or choices", async () => {
  for (const [game, file] of Object.entries(GAMES)) {
    const names = rustGameOptions(file).map((s) => s.name);
    const mod = (await import(`../../www/${game}/index.js`)).default;
    assert.equal(mod.fields, undefined, `${game}: the form comes from the engine's specs`);
    const overlay = mod.optionsOverlay ?? {};
    for (const [key, patch] of Object.entries(overlay.fields ?? {})) {
      assert.ok(names.includes(key), `${game}: the overlay shapes '${key}', which the engine does not take`);
      for (const owned of ["min", "max", "choices", "default", "kind"]) assert.equal(patch[owned], undefined, `${game}.${key}: '${owned}' is the engine's`);
    }
    for (const extra of overlay.extra ?? []) assert.ok(extra.ui && !names.includes(extra.key), `${game}: '${extra.key}' is page-only`);
  }
});
