// Minesweeper's extras around the board: best times per size (kept in the browser when a human
// wins) and an optional sound (off by default; short WebAudio beeps, no sound files). Listens to
// the session; knows no rules: it reads the observation's board codes and `won`/`exploded`.

import { t } from "../i18n/index.js";
import { recordTime, sizeKey } from "./best.js";

/** localStorage key of the sound switch ("on" or absent). */
export const SOUND_KEY = "playground.sound";

/** The beep for an event: [frequency Hz, seconds] notes played one after another. */
export const TUNES = {
  open: [[660, 0.05]],
  flag: [[440, 0.04]],
  boom: [
    [140, 0.18],
    [90, 0.25],
  ],
  win: [
    [523, 0.1],
    [659, 0.1],
    [784, 0.18],
  ],
};

/** Which tune a Minesweeper event plays: by its kind and the observation after it (or null). */
export function tuneFor(kind, after, ended) {
  if (ended) return after?.won ? "win" : "boom";
  if (kind === "flag") return "flag";
  if (kind === "step" || kind === "chord") return "open";
  return null;
}

/** Makes the extras; `sound` is the checkbox, `toggle` its label (shown in Minesweeper only). */
export function createMinesExtras({ session, setup, status, sound, toggle }) {
  const storage = globalThis.localStorage;
  let ctx = null;
  try {
    sound.checked = storage?.getItem(SOUND_KEY) === "on";
  } catch {
    sound.checked = false;
  }
  sound.addEventListener("change", () => {
    try {
      if (sound.checked) storage?.setItem(SOUND_KEY, "on");
      else storage?.removeItem(SOUND_KEY);
    } catch {
      /* a browser that keeps nothing: the switch works for this visit */
    }
  });
  const mines = () => setup.gameId === "minesweeper";

  /** Plays `name`'s notes (nothing when the switch is off or the browser has no WebAudio). */
  function play(name) {
    if (!sound.checked || !TUNES[name]) return;
    const Ctx = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!Ctx) return;
    ctx ??= new Ctx();
    let at = ctx.currentTime;
    for (const [freq, len] of TUNES[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "square";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + len);
      at += len;
    }
    document.body.dataset.lastSound = name; // tests read what would have sounded
  }

  session.on("newgame", () => {
    toggle.hidden = !mines();
  });
  session.on("move", ({ event }) => {
    if (mines() && !session.terminal) play(tuneFor(event[0], session.obs, false));
  });
  session.on("end", () => {
    if (!mines()) return;
    const obs = session.obs;
    play(tuneFor("", obs, true));
    // Best times count a human's wins only.
    if (obs?.won && setup.seats[0]?.kind === "human") {
      const key = sizeKey(obs);
      const secs = Math.floor(session.elapsed());
      if (recordTime(storage, key, secs)) status.show(t("mines.newBest", { size: `${obs.rows}×${obs.cols}`, n: secs }), "info", "game");
    }
  });
  return { play };
}
