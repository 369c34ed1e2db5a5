// Whose turn it is and what happens next: human moves (refused with a reason when it is not
// their turn), agent moves (asked from the catalog, shown, then played), Play / Pause / Step,
// hints, and the agents' thinking on the board.
//
// Time to look: an agent's thinking (overlay and text) stays on the board until the next
// thinking replaces it, so auto-play does not flicker. Paused, the first Step shows what the
// agent thinks and holds its move; the second Step plays it. New game keeps Pause.
//
// Events: "change" (redraw), "hint" {action} (a hint a human asked for), "over" (the game is
// over and the agents are playing: a series may start its next game).

import { createEmitter } from "./events.js";
import { t } from "../i18n/index.js";
import { engineMessage, forfeitText } from "../i18n/lookup.js";

/** The engine's error in a worker's answer ({error, errorKind?, errorFields?}) for people. */
const answerError = (res) => engineMessage(res.errorKind ? { message: res.error, kind: res.errorKind, fields: res.errorFields } : res.error);

/** The shortest time an agent's thinking stays up before its move in auto-play, in ms. */
const LOOK_MS = 350;

/**
 * Makes the turn keeper. `session`, `catalog`, `setup` (current game, seats, seed), `status`,
 * `anim` (the chain animator) and `delay()` (ms between agent moves) come from main.js.
 */
export function createTurns({ session, catalog, setup, status, anim, delay }) {
  const events = createEmitter();
  let playing = true;
  let busy = false; // an agent move is being computed
  let thinking = false; // show agents' thinking
  let overlay = null; // the last explanation shown (stays until the next)
  let overlayBy = null; // {agent, seat} when the overlay is a hint agent's, for a human's turn
  let hint = null; // the action the last explanation or hint points at (cleared by a move)
  let held = null; // {action, gen, moves, k, shown}: an agent move computed but not yet played
  let stepAsked = false; // Step was pressed while the agent was still thinking
  let timer = 0;
  const changed = () => events.emit("change");

  /** The seat that moves now (null when no game or the game is over). */
  function seatToMove() {
    if (!session.live || session.terminal) return null;
    const p = Math.max(0, session.currentPlayer);
    return setup.seats[p] ?? { kind: "human", options: {} };
  }
  /** Whether a human may act now. */
  const humanMayAct = () => seatToMove()?.kind === "human" && !anim.running;

  /** A move in words ("row 2, column 3"), from the position before it. */
  function describe(action, obs) {
    return setup.mod.describeAction?.(action, obs) ?? t("status.action", { n: action });
  }

  /** A human's event: refused with a message when it is not a human's turn. */
  function humanAct(event) {
    if (!session.live) return false;
    if (!humanMayAct()) {
      if (session.reviewing && !session.terminal && !anim.running) status.show(() => t("review.agentTurn", { name: setup.seatName(Math.max(0, session.currentPlayer)) }));
      else if (session.terminal) status.show(() => t("status.over"), "info", "game");
      else if (!anim.running && playing) status.show(() => t("status.waitAgent", { who: setup.seatName(Math.max(0, session.currentPlayer)) }));
      else if (!anim.running) status.show(() => t("status.agentTurn"));
      return false;
    }
    try {
      session.apply(event, Math.max(0, session.currentPlayer));
      return true;
    } catch (err) {
      status.error(() => engineMessage(err));
      return false;
    }
  }

  /** After every move: the hint ring goes, a chain may be shown, then whatever comes next. */
  session.on("move", ({ event, before }) => {
    hint = null;
    held = null;
    status.expire("move");
    if (event[0] === "step" && setup.mod.chainFrames) anim.start(setup.mod.chainFrames(before, session.obs, session.info));
    changed();
    pump();
  });

  /** Undo, review or a link's moves rebuilt the position: what was shown or asked is stale. */
  session.on("jump", () => {
    clearTimeout(timer);
    anim.stop();
    busy = false; // an answer still on its way is for an old position (session.gen moved on)
    held = null;
    stepAsked = false;
    hint = null;
    overlay = null;
    overlayBy = null;
    status.expire("move");
    changed();
    pump();
  });

  /** The agent options for seat `k` (its seed follows the game's seed). */
  const agentOptions = (seat, k) => ({ seed: String(setup.seed * 2 + k), ...seat.options });

  /** Asks the agent to move; shows its thinking; plays (auto) or holds the move (Step). */
  async function agentMove(manual = false) {
    const seat = seatToMove();
    if (!seat || seat.kind !== "agent" || busy || anim.running) return;
    const k = Math.max(0, session.currentPlayer);
    const gen = session.gen;
    const moves = session.history.length;
    busy = true;
    changed();
    const look = thinking || manual;
    const res = await catalog.request({
      ...session.position(),
      agent: seat.id,
      agentOptions: agentOptions(seat, k),
      act: true,
      explain: look,
    });
    if (gen !== session.gen) return; // a new game started meanwhile
    busy = false;
    // Step pressed while this move was being computed counts as this move's Step.
    if (stepAsked) {
      stepAsked = false;
      manual = true;
    }
    const now = seatToMove();
    if (moves !== session.history.length || now?.kind !== "agent" || now.id !== seat.id) {
      pump(); // the position or the seat changed while it thought: ask again
      return;
    }
    if (res.cancelled) {
      changed(); // stopped from the code panel: the move is asked again on Play or Step
      return;
    }
    if (res.forfeit) {
      // A student's agent timed out, threw or answered no legal move: it loses this game; the
      // position stays as it was (the bad answer was never played).
      const where = res.forfeit.line ? ` (${t("code.lineN", { line: res.forfeit.line })})` : "";
      status.error(() => `${setup.seatName(k)}: ${forfeitText(res.forfeit)}${where}`, "game");
      session.forfeit(k, res.forfeit);
      changed();
      pump();
      return;
    }
    if (res.error) {
      status.error(() => `${setup.seatName(k)}: ${answerError(res)}`);
      setPlaying(false);
      changed();
      return;
    }
    const shown = look && res.explanation != null;
    if (manual && !look) {
      // Asked (while playing) without its thinking, then Step: ask again, thinking shown.
      changed();
      agentMove(true);
      return;
    }
    if (shown) {
      overlay = res.explanation;
      overlayBy = null; // the agent to move: its seat's name says whose thinking it is
      hint = res.action;
    }
    held = { action: res.action, gen, moves, k, shown };
    changed();
    if (manual && shown) {
      const obs = session.obs;
      status.show(() => t("status.wouldPlay", { who: setup.seatName(k), move: describe(res.action, obs) }));
      return;
    }
    if (manual || playing) {
      clearTimeout(timer);
      if (shown && !manual) timer = setTimeout(playHeld, Math.max(delay(), LOOK_MS));
      else playHeld();
    }
    // Paused meanwhile: the move waits (its thinking stays on the board) until Play or Step.
  }

  /** Plays the held agent move if it still fits the position; false when there was none. */
  function playHeld() {
    const h = held;
    held = null;
    clearTimeout(timer);
    if (!h || h.gen !== session.gen || h.moves !== session.history.length) return false;
    const before = session.obs;
    try {
      session.apply(["step", h.action], h.k);
      status.announce(() => t("status.played", { who: setup.seatName(h.k), move: describe(h.action, before) }));
    } catch (err) {
      status.error(() => `${setup.seatName(h.k)}: ${engineMessage(err)}`);
      setPlaying(false);
    }
    return true;
  }

  /** Schedules what happens next: an agent's move, a hint for a human, or nothing. */
  function pump() {
    clearTimeout(timer);
    if (!session.live || busy || anim.running) return;
    if (session.reviewing) return; // looking back: agents wait (a move played here branches)
    if (session.terminal) {
      if (playing) events.emit("over");
      return;
    }
    const seat = seatToMove();
    if (seat.kind === "agent" && playing) timer = setTimeout(held ? playHeld : agentMove, delay());
    else if (seat.kind === "human" && thinking && hint === null) timer = setTimeout(() => askHint(true), 50);
  }

  /**
   * Asks the game's hint agent (or the agent `agentId`, e.g. the student's own) what it would
   * play; shows its thinking and (asked) the move.
   */
  async function askHint(auto = false, agentId = null) {
    const agent = agentId ? catalog.find(setup.gameId, agentId) : catalog.firstOf(setup.gameId, setup.mod.hintAgents);
    if (!agent || !session.live || session.terminal) return;
    const gen = session.gen;
    const moves = session.history.length;
    const asking = t("status.asking", { who: agent.name });
    if (!auto) status.show(asking);
    const res = await catalog.request({ ...session.position(), agent: agent.id, agentOptions: { seed: "1" }, act: true, explain: true, hint: true });
    if (gen !== session.gen || moves !== session.history.length) {
      if (status.text() === asking) status.clear(); // the position moved on: no answer to show
      return;
    }
    if (res.cancelled) return;
    if (res.error || res.forfeit) {
      status.error(() => `${agent.name}: ${res.error ? answerError(res) : forfeitText(res.forfeit)}`);
      return;
    }
    overlay = res.explanation ?? overlay;
    // The thinking shown is the hint agent's, for the human to move: credited to it, not to them.
    overlayBy = res.explanation ? { agent: catalog.find(setup.gameId, agent.id)?.name ?? agent.name, seat: Math.max(0, session.currentPlayer) } : overlayBy;
    hint = res.action;
    if (!auto && humanMayAct()) events.emit("hint", { action: res.action });
    const obs = session.obs;
    if (!auto) status.show(() => t("status.suggests", { who: catalog.find(setup.gameId, agent.id)?.name ?? agent.name, move: describe(res.action, obs) }));
    changed();
  }

  /** Lets the agents move by themselves (Play) or stops them (Pause). */
  function setPlaying(on) {
    playing = on;
    if (on) stepAsked = false;
    changed();
    if (on) {
      if (!playHeld()) pump();
    } else clearTimeout(timer);
  }

  return {
    /** Subscribes to "change", "hint" or "over" (see the top of this file). */
    on: events.on,
    /** Whether the agents move by themselves. */
    get playing() {
      return playing;
    },
    /** Whether an agent's move is being computed. */
    get busy() {
      return busy;
    },
    /** Whether the agents' thinking is shown. */
    get thinking() {
      return thinking;
    },
    /** The explanation to draw: shown while thinking is on or a hint/held move points at it. */
    get overlay() {
      return thinking || hint !== null ? overlay : null;
    },
    /**
     * Whose thinking the overlay shows, in words: the seat to move for an agent's own move, or
     * "MCTS (hint for X (Human))" for a hint shown on a human's turn.
     */
    overlayWho() {
      if (!overlayBy) return null;
      return t("think.hintFor", { agent: overlayBy.agent, seat: setup.seatName(overlayBy.seat) });
    },
    /** The action the last hint or shown thinking points at (null after a move). */
    get hint() {
      return hint;
    },
    /** The seat that moves now, or null. */
    seatToMove,
    /** Whether a human may act now. */
    humanMayAct,
    /** A human's event (["step", a] | ["flag", i] | ["chord", i]); false when refused. */
    humanAct,
    /** Play (true) or Pause (false). */
    setPlaying,
    /** Schedules what happens next. */
    pump,
    /** Asks the hint agent (auto: for the thinking overlay only, no message). */
    askHint,
    /** Step: pause; show the next agent move's thinking, or play the move already shown. */
    step() {
      setPlaying(false);
      if (busy) {
        stepAsked = true; // the move being computed is shown when it comes
        return;
      }
      // A move computed while playing but never shown: Step shows its thinking first.
      if (held && !held.shown) held = null;
      if (!playHeld()) agentMove(true);
    },
    /** Shows or hides the agents' thinking. */
    setThinking(on) {
      thinking = on;
      if (!on) {
        overlay = null;
        overlayBy = null;
        hint = null;
      }
      changed();
      pump();
    },
    /** Starts a new game with the current setup; Play or Pause stays as it was. */
    newGame() {
      clearTimeout(timer);
      anim.stop();
      busy = false;
      held = null;
      stepAsked = false;
      overlay = null;
      overlayBy = null;
      hint = null;
      catalog.forget();
      session.start(setup.gameId, setup.playOptions ?? setup.options, setup.seed);
      changed();
      pump();
    },
    /** The people changed the line-up: agents start afresh and play. */
    lineupChanged() {
      catalog.forget();
      held = null;
      overlay = null;
      overlayBy = null;
      hint = null;
      changed();
      setPlaying(true);
    },
  };
}
