// Drawing: one redraw per animation frame, whatever asked for it. Composes what the game's view
// needs (observation, whose turn, the agents' thinking, the space the board has) and writes the
// heads-up line, the end-of-game banner, the thinking text and the text picture around it.

import { explainText } from "../overlay.js";
import { resultOf } from "./series.js";
import { createPlans } from "./plan.js";
import { formatNumber, t } from "../i18n/index.js";
import { forfeitText } from "../i18n/lookup.js";
import { pictureText } from "./text_picture.js";

/** Characters past which the end banner is set in smaller type (style.css: #banner.long). */
export const BANNER_LONG = 48;

/** Room the row and column numbers around a board take (px, each direction). */
const COORDS = 22;

/** The space a board's view has in `wrap` (its coordinates take the rest): {w, h} in CSS px. */
export function boardSpace(wrap) {
  return { w: wrap.clientWidth - COORDS, h: wrap.clientHeight - COORDS };
}

/**
 * The sentence shown when a game ends, saying why. Two-player games: the winner and how (the
 * game module's `winReason(obs)`), or a draw; one-player games: the module's endText.
 */
export function endBanner(mod, obs, result, seatName) {
  const f = result.forfeit;
  if (f && mod.players.length > 1) return t("code.forfeitWin", { winner: seatName(result.winner), loser: seatName(f.by), reason: forfeitText(f) });
  if (f) return t("code.forfeitOne", { loser: seatName(f.by), reason: forfeitText(f) });
  if (mod.players.length > 1) {
    if (result.winner < 0) return t("play.draw", { why: mod.drawReason?.(obs) ?? t("play.noOneWon") });
    const why = mod.winReason?.(obs);
    return why ? t("play.winsWhy", { who: seatName(result.winner), why }) : t("play.wins", { who: seatName(result.winner) });
  }
  return mod.endText?.(obs, result) ?? t("play.gameOverScore", { score: formatNumber(Math.round(result.score)) });
}

/** Makes the drawer. `els` holds the page's elements by name; the rest comes from main.js. */
export function createDraw({ session, turns, anim, setup, board, els, thinkbar, series }) {
  let queued = false;
  const plans = createPlans();
  let clock = 0;

  function draw() {
    queued = false;
    const mod = setup.mod;
    const frame = anim.frame;
    const obs = frame && session.obs ? { ...session.obs, ...frame } : session.obs;
    const terminal = session.terminal;
    const seat = turns.seatToMove();
    const state = {
      obs,
      options: session.options,
      info: session.info,
      terminal,
      animating: anim.running,
      currentPlayer: session.currentPlayer,
      humanTurn: turns.humanMayAct(),
      overlay: turns.overlay,
      hint: turns.hint,
      avail: boardSpace(els.wrap),
      who: session.live && !terminal ? setup.seatName(Math.max(0, session.currentPlayer)) : "",
      // Whose search the overlay shows: the agent to move, or the hint agent on a human's turn.
      by: session.live && !terminal ? (turns.overlayWho?.() ?? setup.seatName(Math.max(0, session.currentPlayer))) : "",
      plan: null,
      elapsed: session.elapsed(),
      started: session.elapsed() > 0 || session.clockRunning,
      legal: mod.wantsMask && session.live && !terminal ? session.actionMask() : null,
    };
    // An agent's planned move drawn on the board (Puyo's ghost pair), asked of the engine.
    const planned = state.overlay?.plannedAction;
    if (mod.chainFrames && Number.isInteger(planned) && planned >= 0 && !terminal && !anim.running) state.plan = plans.get(session, planned);
    els.board.hidden = !obs;
    els.board.toggleAttribute("data-busy", anim.running || turns.busy); // tests wait on this
    if (obs) board.view.draw(state);
    // A board with a least cell keeps the height for it; the tally and the banner give way (style.css).
    const least = board.view?.leastHeight?.() ?? 0;
    els.wrap.style.setProperty("--least", least ? `${least + COORDS}px` : "0px");

    // Heads-up line: whose turn (in the player's colour), then the game's own numbers.
    const chips = [];
    if (session.live && mod.players.length > 1 && !terminal) {
      const k = Math.max(0, session.currentPlayer);
      chips.push([t("play.toMove"), setup.seatName(k), `turn p${k}`]);
    }
    if (obs) chips.push(...(board.view.hud?.(state) ?? []));
    if (seat?.kind === "agent" && turns.busy) chips.push(["", t("play.thinking", { who: setup.seatName(Math.max(0, session.currentPlayer)) })]);
    els.hud.replaceChildren(
      ...chips.map(([label, value, cls]) => {
        const span = document.createElement("span");
        span.className = cls ? `chip ${cls}` : "chip";
        if (label) {
          const b = document.createElement("b");
          b.textContent = label;
          span.append(b, " ");
        }
        span.append(typeof value === "number" ? formatNumber(value) : String(value));
        return span;
      }),
    );

    const over = terminal && !anim.running;
    const result = over ? resultOf(session, mod.players.length) : null;
    const nameOf = (k) => series?.nameInLastGame(k) ?? setup.seatName(k);
    const text = over ? endBanner(mod, session.obs, result, nameOf) : obs ? "" : t("play.fixOptions");
    if (els.banner.textContent !== text) els.banner.textContent = text;
    els.banner.className = over ? "over " + (result.forfeit ? "forfeit" : (mod.bannerClass?.(session.obs, result) ?? "")) : "";
    // A long banner (a forfeit's reason) in smaller type, so it never takes the board's room.
    els.banner.classList.toggle("long", text.length > BANNER_LONG);

    const describe = mod.describeAction && session.obs ? (a) => mod.describeAction(a, session.obs) : null;
    const explain = state.overlay ? explainText(state.overlay, session.numActions, describe, state.who) : "";
    const cells = obs?.board?.length;
    thinkbar?.update(state.overlay, cells, state.who, !!state.plan, state.by);
    if (els.again) els.again.hidden = !over;
    if (els.explain.textContent !== explain) els.explain.textContent = explain;
    if (!els.textPanel.hidden && session.live) els.textPicture.textContent = pictureText(session.render(), mod.players);
    els.step.disabled = !seat || seat.kind !== "agent";
    els.play.disabled = !setup.seats.some((x) => x.kind === "agent");
    els.play.textContent = t(turns.playing ? "play.pause" : "play.play");
    els.play.setAttribute("aria-pressed", String(turns.playing));
    // A running clock redraws when its next whole second is due (one pending tick at a time).
    clearTimeout(clock);
    if (session.clockRunning && mod.hasTimer) clock = setTimeout(request, 1000 - ((session.elapsed() * 1000) % 1000) + 5);
  }

  /** Redraws on the next animation frame (many changes, one draw). */
  function request() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => queued && draw());
  }

  return {
    request,
    /**
     * Redraws now, without waiting for the next frame (a requested frame then has nothing left to
     * do): a game's end is in the page before a series starts the next game, however long a loaded
     * machine takes to paint.
     */
    flush: draw,
  };
}
