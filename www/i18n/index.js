// The page's words in four languages: English, Japanese, Korean and Simplified Chinese.
//
// Every visible word goes through `t(key, vars)`. The words are kept by area (app.js, and one file
// per part of the page: play, games, code panel, Learn panel, ...), each exporting
// `{en: {...}, ja: {...}, ko: {...}, zh: {...}}` with the same keys in every language
// (tests/js/i18n.test.js fails when one lacks a key another has, or two areas share a key). A new
// area is one file and one line in AREAS below. (starters.js here is not an area: it holds the
// starter programs' comments, filled into their code by its worded(), not words for t().)
// Placeholders are written `{name}`; numbers passed in `vars` are formatted with
// `Intl.NumberFormat` for the current language. Static HTML is translated by `translateDom`, which
// reads `data-i18n="key"` (text) and `data-i18n-attr="title:key;aria-label:key2"` (attributes).
//
// The language comes from the link (`lang=ja`), else from what the page remembered, else from the
// browser's languages, else English.

import app from "./app.js";
import thinking from "./thinking.js";
import series from "./series.js";
import code from "./code.js";
import learn from "./learn.js";
import review from "./review.js";
import rules from "./rules.js";
import play from "./play.js";
import status from "./status.js";
import setup from "./setup.js";
import games from "./games.js";
import agents from "./agents.js";
import engine from "./engine.js";
import mine from "./mine.js";
import forfeit from "./forfeit.js";
import seats from "./seats.js";
import lesson from "./lesson.js";
import sandbox from "./sandbox.js";
import course from "./course.js";
import reference from "./reference.js";

/** The dictionary's areas, each `{en, ja, ko, zh}` of key -> text. */
export const AREAS = { app, thinking, series, code, learn, review, rules, play, status, setup, games, agents, engine, mine, forfeit, seats, lesson, course, sandbox, reference };

/** The languages the page speaks: code -> its own name (shown in the language menu). */
export const LANGUAGES = { en: "English", ja: "日本語", ko: "한국어", zh: "简体中文" };

/** Each language's words, by key: the areas merged. */
export const DICTIONARIES = Object.fromEntries(
  Object.keys(LANGUAGES).map((code) => [code, Object.assign({}, ...Object.values(AREAS).map((area) => area[code] ?? {}))]),
);
const en = DICTIONARIES.en;

let current = "en";
const listeners = new Set();

/**
 * The language to use: the first of `wanted` (codes such as "ja", "ko-KR", "zh-Hans-CN") that the
 * page speaks, else "en".
 * @param {Array<string|undefined|null>} wanted  most preferred first
 */
export function pickLanguage(wanted) {
  for (const tag of wanted) {
    if (!tag) continue;
    const code = String(tag).toLowerCase().split(/[-_]/)[0];
    if (code in LANGUAGES) return code;
  }
  return "en";
}

/** The current language's code. */
export function language() {
  return current;
}

/** Switches the language (an unknown code is refused with an Error) and tells the listeners. */
export function setLanguage(code) {
  if (!(code in LANGUAGES)) {
    throw new Error(`The page speaks ${Object.keys(LANGUAGES).join(", ")}; "${code}" is not one of them.`);
  }
  if (code === current) return;
  current = code;
  if (typeof document !== "undefined") document.documentElement.lang = code;
  for (const fn of listeners) fn(code);
}

/** Calls `fn(code)` after every language change; returns a function that stops it. */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A number written the current language's way (`Intl.NumberFormat` options allowed). */
export function formatNumber(n, options) {
  return new Intl.NumberFormat(current, options).format(n);
}

/**
 * The text of `key` in the current language (English when the language lacks it, the key itself
 * when no language has it), with `{name}` replaced by `vars.name`; numbers go through
 * `formatNumber`, other values through `String`.
 */
export function t(key, vars = {}) {
  const text = DICTIONARIES[current][key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!(name in vars)) return whole;
    const v = vars[name];
    return typeof v === "number" ? formatNumber(v) : String(v);
  });
}

/** Whether some language has a text for `key`. */
export function has(key) {
  return key in en || key in DICTIONARIES[current];
}

/**
 * `t(key, vars)` when the dictionary has `key`, else `fallback` (words that come from the engine
 * in English, such as an agent's description, stay English until someone translates them).
 */
export function tOr(key, fallback, vars = {}) {
  return has(key) ? t(key, vars) : fallback;
}

/** Translates the static HTML under `root`: `data-i18n` text and `data-i18n-attr` attributes. */
export function translateDom(root) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of el.dataset.i18nAttr.split(";")) {
      const [attr, key] = pair.split(":").map((s) => s.trim());
      if (attr && key) el.setAttribute(attr, t(key));
    }
  }
}
