// The page's language: chosen from the link (`lang=ko`), else what this browser remembered from
// the language menu, else the browser's own languages; the menu in the header switches it
// without a reload (every module re-labels itself on `onLanguageChange`), remembers the choice
// and keeps it in the link.

import { LANGUAGES, pickLanguage, setLanguage, language, onLanguageChange, t } from "../i18n/index.js";

/** localStorage key of the language picked in the menu. */
export const LANG_KEY = "playground.lang";

/**
 * The language to start in: `fromLink` (the link's `lang=`) when the page speaks it, else
 * `remembered`, else the first of `browser` (navigator.languages) the page speaks, else "en".
 */
export function chooseLanguage(fromLink, remembered, browser = []) {
  for (const code of [fromLink, remembered]) if (code && code in LANGUAGES) return code;
  return pickLanguage(browser);
}

/** The remembered language, or null (storage refused or empty). */
export function rememberedLanguage(storage) {
  try {
    return storage?.getItem(LANG_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Fills the language menu `select` (each language in its own name), shows the current one, and
 * calls `onPick(code)` after people pick another (the language is already switched and remembered
 * in `storage` then).
 */
export function createLanguageMenu(select, { storage, onPick }) {
  select.replaceChildren(...Object.entries(LANGUAGES).map(([code, name]) => {
    const o = new Option(name, code);
    o.lang = code;
    return o;
  }));
  const show = () => {
    select.value = language();
    select.setAttribute("aria-label", t("lang.label"));
  };
  show();
  onLanguageChange(show);
  select.addEventListener("change", () => {
    const code = select.value;
    try {
      storage?.setItem(LANG_KEY, code);
    } catch {
      // storage refused (file://, privacy settings): the link still carries the choice
    }
    setLanguage(code);
    onPick?.(code);
  });
}
