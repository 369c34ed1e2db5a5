// The page's languages: every language has every key, placeholders match, and t() formats.

import { test } from "node:test";
import assert from "node:assert/strict";
import { AREAS, DICTIONARIES, LANGUAGES, t, setLanguage, pickLanguage, language } from "../../www/i18n/index.js";

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test("every language has exactly the keys every other has", () => {
  const codes = Object.keys(LANGUAGES);
  const all = new Set(codes.flatMap((c) => Object.keys(DICTIONARIES[c])));
  for (const code of codes) {
    const missing = [...all].filter((k) => !(k in DICTIONARIES[code]));
    assert.deepEqual(missing, [], `${code} lacks keys`);
  }
});

test("no two areas of the dictionary define the same key", () => {
  const seen = new Map();
  for (const [name, area] of Object.entries(AREAS)) {
    for (const key of Object.keys(area.en)) {
      assert.ok(!seen.has(key), `${key} is in both ${seen.get(key)} and ${name}`);
      seen.set(key, name);
    }
  }
});

test("translations keep the English placeholders", () => {
  for (const [key, text] of Object.entries(DICTIONARIES.en)) {
    for (const code of Object.keys(LANGUAGES)) {
      assert.deepEqual(placeholders(DICTIONARIES[code][key]), placeholders(text), `${code} ${key}`);
    }
  }
});

test("t() fills placeholders and formats numbers for the language", () => {
  DICTIONARIES.en["test.count"] = "{n} games by {who}";
  DICTIONARIES.ja["test.count"] = "{who}の{n}ゲーム";
  try {
    setLanguage("en");
    assert.equal(t("test.count", { n: 12345, who: "X" }), "12,345 games by X");
    setLanguage("ja");
    assert.equal(language(), "ja");
    assert.equal(t("test.count", { n: 2, who: "X" }), "Xの2ゲーム");
    assert.equal(t("no.such.key"), "no.such.key");
    assert.throws(() => setLanguage("fr"), /speaks en, ja, ko, zh; "fr"/);
  } finally {
    delete DICTIONARIES.en["test.count"];
    delete DICTIONARIES.ja["test.count"];
    setLanguage("en");
  }
});

test("the browser's language tags pick a language the page speaks", () => {
  assert.equal(pickLanguage(["ko-KR", "en"]), "ko");
  assert.equal(pickLanguage([undefined, "zh-Hans-CN"]), "zh");
  assert.equal(pickLanguage(["fr-FR", "de"]), "en");
  assert.equal(pickLanguage(["JA"]), "ja");
});
