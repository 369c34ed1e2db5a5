// Lesson links: `hide=seed,seats,options,series` and `lock=...` in the hash, as TensorFlow
// Playground's `_hide` does, so a teacher's link shows only what the lesson needs. A hidden
// control is gone from view and from the Tab order (display: none); a locked one shows but
// cannot change (its form controls stay disabled, even when the page rebuilds them).

import { t } from "../i18n/index.js";

/** The controls a link can hide or lock: name -> how to find its element from `$` (by id). */
export const CONTROLS = {
  games: ($) => $("picker"),
  options: ($) => $("options")?.closest("details"),
  seats: ($) => $("seats")?.closest("details"),
  seed: ($) => $("seed")?.closest("label"),
  series: ($) => $("series")?.closest(".row"),
  speed: ($) => $("speed")?.closest("label"),
  newgame: ($) => $("new-game"),
  play: ($) => $("play"),
  step: ($) => $("step"),
  hint: ($) => $("hint"),
  thinking: ($) => $("show-thinking")?.closest("label"),
  text: ($) => $("show-text")?.closest("label"),
  link: ($) => $("copy-link"),
  undo: ($) => $("undo"),
  moves: ($) => $("review-panel"),
  rules: ($) => $("rules"),
  setup: ($) => $("setup"),
  code: ($) => [$("code-toggle"), $("code-panel")],
  learn: ($) => [$("learn-toggle"), $("learn-panel")],
};

/**
 * What a lock fixes where it is not the whole control: the code panel keeps Run and Stop (its
 * program and language are fixed and the editor is read-only: code/panel.js), the Learn panel
 * keeps Start, Pause and Seat it (the learner and its settings are fixed).
 */
export const LOCK_TARGETS = {
  code: ($) => [$("code-agent"), $("code-name"), $("code-new"), $("code-delete"), $("code-lang"), $("code-starter"), $("code-load-files")],
  learn: ($) => [$("learn-learner"), $("learn-options"), $("learn-load")],
};

/**
 * The control names a flag's value lists ("seed, seats,options" -> ["seed", "seats", "options"]),
 * known ones only, each once.
 */
export function parseFlag(value) {
  const names = String(value ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s in CONTROLS);
  return [...new Set(names)];
}

const FORM = "input, select, textarea, button";

/** Makes the lesson keeper over `$` (find by id). apply(page) follows a link's flags. */
export function createLesson($) {
  let hidden = [];
  let locked = [];
  let lockedNames = [];
  const listeners = new Set();
  // A locked control stays disabled when the page rebuilds or re-enables it.
  const observer = typeof MutationObserver === "function" ? new MutationObserver(() => locked.forEach(lock)) : null;

  function lock(el) {
    const controls = el.matches(FORM) ? [el] : [...el.querySelectorAll(FORM)];
    for (const c of controls) if (!c.disabled) c.disabled = true;
  }

  return {
    /** The controls hidden now. */
    get hidden() {
      return hidden.slice();
    },
    /** Calls `fn` after each link's flags are applied (panels that lock themselves listen). */
    onApply(fn) {
      listeners.add(fn);
    },
    /** The controls locked now (their names). */
    get locked() {
      return lockedNames.slice();
    },
    /** Hides and locks what `page.hide` and `page.lock` name (undoing the last link's flags). */
    apply(page = {}) {
      observer?.disconnect();
      for (const el of document.querySelectorAll(".lesson-hidden")) el.classList.remove("lesson-hidden");
      for (const el of document.querySelectorAll(".lesson-locked")) {
        el.classList.remove("lesson-locked");
        el.title = el.dataset.lessonTitle ?? "";
        if (!el.title) el.removeAttribute("title");
        for (const c of el.matches(FORM) ? [el] : el.querySelectorAll(FORM)) c.disabled = false;
      }
      hidden = parseFlag(page.hide);
      locked = [];
      lockedNames = parseFlag(page.lock);
      for (const fn of listeners) queueMicrotask(() => fn());
      for (const name of hidden) for (const el of [CONTROLS[name]($)].flat()) el?.classList.add("lesson-hidden");
      for (const name of lockedNames) {
        for (const el of [(LOCK_TARGETS[name] ?? CONTROLS[name])($)].flat()) {
          if (!el) continue;
          el.classList.add("lesson-locked");
          el.dataset.lessonTitle = el.title;
          el.title = t("lesson.locked");
          locked.push(el);
          lock(el);
          observer?.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
        }
      }
      document.body.dataset.lessonLocked = lockedNames.join(" ");
    },
  };
}
