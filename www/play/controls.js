// The shared controls, wired once: New game, Play/Pause, Step, speed, seed, series, thinking,
// text picture, hint, copy link, the skip link, and the keyboard: N / P / S shortcuts (only when
// the focus is not in a text field or menu) and the game's own keys (Puyo's arrows, Minesweeper's
// F), which go to the board whenever no form control wants them.

import { t, onLanguageChange } from "../i18n/index.js";

/** Pause between agent moves for each position of the speed slider, in milliseconds. */
export const DELAYS = [2000, 1400, 1000, 700, 450, 300, 180, 100, 50, 15, 0];

/** The delay for slider position `v` (300 ms for anything unexpected). */
export function delayAt(v) {
  return DELAYS[Number(v)] ?? 300;
}

/** Shortcut keys and the button each presses. */
export const SHORTCUTS = { n: "new-game", p: "play", s: "step" };

/** Form controls whose keys are their own but that take no typing (shortcuts still work there). */
const KEYED = new Set(["checkbox", "radio", "range"]);

/**
 * Where a key event lands: "text" (a text field or menu: every key is typing), "control" (a
 * checkbox, radio or slider: letter shortcuts work, arrows stay its own), or "page".
 */
export function keyTarget(target) {
  const field = target?.closest?.('input, select, textarea, [contenteditable="true"]');
  if (!field) return "page";
  return field.tagName === "INPUT" && KEYED.has(field.type) ? "control" : "text";
}

/**
 * Wires the controls. `$` finds elements by id; the play modules come from main.js; `newGame()`
 * starts a new game (keeping Pause); `copyLink()` copies a link to the position (play/review.js).
 */
export function wireControls({ $, turns, series, setup, status, board, draw, newGame, copyLink }) {
  // A series survives New game: the game is replayed, the tally stays.
  $("new-game").addEventListener("click", () => newGame());
  $("play").addEventListener("click", () => turns.setPlaying(!turns.playing));
  $("step").addEventListener("click", () => turns.step());
  const speedOut = () => ($("speed-out").value = t("play.ms", { n: delayAt($("speed").value) }));
  $("speed").addEventListener("input", speedOut);
  speedOut();
  onLanguageChange(speedOut);
  $("seed").addEventListener("change", () => {
    const n = Number($("seed").value);
    if (!Number.isInteger(n) || n < 0) {
      status.error(() => t("status.badSeed"));
      $("seed").value = setup.seed;
      return;
    }
    setup.setSeed(n);
    setup.saveHash();
    newGame();
  });
  $("series").addEventListener("click", () => {
    if (series.running) {
      series.stop(() => t("status.seriesStopped"), true);
      return;
    }
    const n = Number($("series-n").value);
    if (!Number.isInteger(n) || n < 1) {
      status.error(() => t("status.badSeries"));
      return;
    }
    series.start(n);
    turns.setPlaying(true);
    newGame();
  });
  $("show-text").addEventListener("change", () => {
    $("text-panel").hidden = !$("show-text").checked;
    draw.request();
  });
  $("show-thinking").addEventListener("change", () => turns.setThinking($("show-thinking").checked));
  $("hint").addEventListener("click", () => turns.askHint(false));
  $("copy-link").addEventListener("click", () => copyLink());
  $("skip").addEventListener("click", (e) => {
    e.preventDefault(); // the hash holds the setup: never navigate to #board
    board.focus();
  });

  document.addEventListener("keydown", (e) => {
    const where = keyTarget(e.target);
    if (e.defaultPrevented || where === "text") return;
    const onControl = e.target.closest?.("button, a, summary, input");
    // Enter or Space on a focused button presses that button, not the board.
    if ((e.key === "Enter" || e.key === " ") && onControl) return;
    if (!e.ctrlKey && !e.metaKey && !e.altKey) {
      const id = SHORTCUTS[e.key.toLowerCase()];
      if (id) {
        const button = $(id);
        // A control a lesson link hid has no key either.
        if (!button.disabled && !button.closest(".lesson-hidden")) button.click();
        e.preventDefault();
        return;
      }
    }
    if (where === "page" && board.key(e)) e.preventDefault();
  });
}
