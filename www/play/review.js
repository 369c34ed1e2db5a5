// The Moves panel: Undo, the move list with back / forward review, the position in a link
// (`moves=` in the hash) and Copy link. The session owns the moves; this module only asks it to
// go to, take back or replay them, and draws the list.
//
// Undo against agents goes back to the position before your last move (the agents' answers go
// too); with only agents seated it takes back one move and pauses. Back / forward shows an
// earlier position and keeps the later moves; a move played there starts a new line.

import { t } from "../i18n/index.js";
import { encodeMoves, decodeMoves, moveWords, parseForfeitField } from "../moves.js";

/**
 * The length the line is cut to when a player of `isHuman(by)` seats takes back their last
 * move from position `n` of `line` ([{event, by}]): just before the last move a human made; with
 * only agents seated (`anyHuman` false), one move back. -1 when there is nothing to take back.
 */
export function undoTarget(line, n, isHuman, anyHuman = true) {
  if (n <= 0) return -1;
  for (let k = n - 1; k >= 0; k--) if (isHuman(line[k].by)) return k;
  return anyHuman ? -1 : n - 1;
}

/**
 * Makes the panel. `els` = {title, list, undo, first, back, forward, last, link}; the play modules
 * come from main.js.
 */
export function createReview({ session, turns, setup, series, status, els }) {
  const isHuman = (by) => setup.seats[by]?.kind === "human";

  /** The panel's fixed words in the current language. */
  function words() {
    els.title.textContent = t("review.panel");
    els.undo.textContent = t("review.undo");
    els.undo.title = t("review.undoTitle");
    for (const [name, key] of [["first", "review.first"], ["back", "review.back"], ["forward", "review.forward"], ["last", "review.last"]]) {
      els[name].setAttribute("aria-label", t(key));
      els[name].title = t(key);
    }
  }
  words();

  /** Stops what review would confuse (a running series), then runs `fn`. */
  function act(fn) {
    if (series.running) series.stop();
    fn();
  }

  function undo() {
    const n = session.history.length;
    const to = undoTarget(session.line, n, isHuman, setup.seats.some((seat) => seat.kind === "human"));
    if (to < 0) {
      status.show(t("review.nothingToUndo"));
      return;
    }
    act(() => {
      const humanMove = isHuman(session.line[to].by);
      if (!humanMove) turns.setPlaying(false); // agents only: they would play the move again
      session.undoTo(to);
      viewing = false;
      const k = n - to;
      status.show(k === 1 ? t("review.undoneOne") : t("review.undone", { n: k }));
    });
  }

  /** The words of move `k` of the line: "3. X: row 2, column 2". */
  function label(k) {
    const { event, by } = session.line[k];
    const [key, vars] = moveWords(setup.gameId, event, session.obs?.cols ?? 3);
    const who = setup.mod.players.length > 1 ? `${setup.mod.players[by] ?? ""}: ` : "";
    return `${who}${t(key, vars)}`;
  }

  let shown = -1; // the list as drawn: line length and position (redraw only when they change)
  let shownKey = "";
  function draw() {
    const line = session.line;
    const at = session.history.length;
    const key = `${session.gen}:${line.length}:${at}:${line.length ? line[line.length - 1].event.join() : ""}`;
    els.undo.disabled = at === 0;
    els.first.disabled = els.back.disabled = at === 0;
    els.forward.disabled = els.last.disabled = at >= line.length;
    if (key === shownKey && shown === at) return;
    shownKey = key;
    shown = at;
    const items = [];
    const start = document.createElement("li");
    start.append(moveButton(0, t("review.start"), at === 0));
    items.push(start);
    for (let k = 0; k < line.length; k++) {
      const li = document.createElement("li");
      li.append(moveButton(k + 1, `${k + 1}. ${label(k)}`, at === k + 1));
      if (k + 1 > at) li.className = "later";
      items.push(li);
    }
    els.list.replaceChildren(...items);
    if (!line.length) {
      const none = document.createElement("li");
      none.className = "none";
      none.textContent = t("review.none");
      els.list.append(none);
    }
    const current = els.list.querySelector('[aria-current="step"]');
    if (current) els.list.scrollTop = Math.max(0, current.offsetTop - els.list.clientHeight / 2);
  }

  function moveButton(n, text, current) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.dataset.move = String(n);
    if (current) b.setAttribute("aria-current", "step");
    b.tabIndex = current ? 0 : -1; // one Tab stop for the whole list; arrow keys walk it
    b.addEventListener("click", () => goTo(n));
    return b;
  }

  let viewing = false; // the status line says which move is looked at
  /** Says which move is looked at while reviewing; clears that once back at the end. */
  function sayWhere() {
    if (session.reviewing) {
      status.show(t("review.viewing", { n: session.history.length, total: session.line.length }), "info", "game");
      viewing = true;
    } else if (viewing) {
      status.clear();
      viewing = false;
    }
  }

  function goTo(n) {
    act(() => {
      session.goTo(n);
      sayWhere();
    });
  }

  els.undo.addEventListener("click", undo);
  els.first.addEventListener("click", () => goTo(0));
  els.back.addEventListener("click", () => goTo(session.history.length - 1));
  els.forward.addEventListener("click", () => goTo(session.history.length + 1));
  els.last.addEventListener("click", () => goTo(session.line.length));
  els.list.addEventListener("keydown", (e) => {
    // Inside the list the arrow keys walk through the moves.
    const d = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
    if (!d) return;
    e.preventDefault();
    goTo(Math.max(0, Math.min(session.line.length, session.history.length + d)));
    els.list.querySelector('[aria-current="step"]')?.focus();
  });
  session.on("move", ({ branched }) => {
    if (branched) {
      status.show(t("review.branched", { n: session.history.length - 1 }));
      viewing = false;
    } else if (viewing) sayWhere(); // the line's own next move: still looking back, or at its end
    draw();
  });
  session.on("newgame", () => {
    viewing = false;
    // A new game: the address no longer shows the shared position (a reload starts afresh).
    if (/[#&]moves=/.test(location.hash)) setup.saveHash();
    draw();
  });
  session.on("jump", draw);

  /** The moves on the board as link text (`moves=`); "" when there are none. */
  const movesText = () => (session.live && session.history.length ? encodeMoves(session.history, session.numActions) : "");

  return {
    /** Redraws the panel (the language changed). */
    draw: () => {
      words();
      shownKey = "";
      draw();
    },
    /** Takes back your last move (see the top of this file). */
    undo,
    /** Shows the position after `n` moves of the line. */
    goTo,
    /** The moves on the board as link text (`moves=`); "" when there are none. */
    movesText,
    /**
     * Plays the moves of a link (text from `moves=`) on the game just started; says in the status
     * line how many were played and where a bad one stopped them. Pauses when an agent is to move,
     * so the position can be looked at first. A replay (`replay`: a tournament game's link) is
     * played whole or not at all: a damaged one says so and leaves the new game as it is.
     */
    loadMoves(text, { replay = false, forfeit = null } = {}) {
      if (replay && !session.live) return;
      if (replay && !text) {
        turns.setPlaying(false);
        return status.error(t("review.replayDamaged", { why: t("review.replayNoMoves") }), "game");
      }
      // How a replayed game ended when a side forfeited: "SIDE.KIND" (tournament.js), else damaged.
      const ended = replay && forfeit !== null ? parseForfeitField(forfeit) : null;
      if (replay && forfeit !== null && (!ended || ended.by >= setup.seats.length)) {
        turns.setPlaying(false);
        return status.error(t("review.replayDamaged", { why: t("review.replayBadForfeit") }), "game");
      }
      if (!text || !session.live) return;
      const { moves, error } = decodeMoves(text, session.numActions);
      if (replay) {
        const whole = error ? null : session.replay(moves.map((event) => ({ event })));
        if (error || whole) {
          if (!error) session.undoTo(0); // none of it stays: the page is as a new game, paused
          turns.setPlaying(false);
          setup.saveHash();
          status.error(t("review.replayDamaged", { why: error ? t(error.key, error.vars) : whole.error }), "game");
          return draw();
        }
        turns.setPlaying(false); // the class looks at it; Play goes on from where it is looked at
        setup.saveHash({ moves: movesText(), replay: "1", ...(ended ? { forfeit } : {}) });
        if (ended) status.show(t("review.replayForfeit", { n: session.history.length, name: setup.seatName(ended.by), why: t(`review.forfeitWhy.${ended.kind}`) }), "info", "game");
        else status.show(t("review.replayLoaded", { n: session.history.length }), "info", "game");
        return draw();
      }
      const result = session.replay(moves.map((event) => ({ event })));
      const played = session.history.length;
      setup.saveHash({ moves: movesText() }); // the good moves stay in the address
      if (result || error) {
        const why = result ? result.error : t(error.key, error.vars);
        status.error(t("review.linkStopped", { n: played, bad: played + 1, why }), "game");
      } else if (turns.seatToMove()?.kind === "agent") {
        turns.setPlaying(false);
        status.show(t("review.agentPaused"), "info", "game");
      } else status.show(t("review.linkLoaded", { n: played }), "info", "game");
      draw();
    },
    /**
     * Copy link: the link to this position (setup and moves). Opened from a file (file://) the
     * address works on this computer only, so the part after '#' is copied (and shown) with words
     * on where to paste it.
     */
    async copyLink() {
      setup.saveHash({ moves: movesText() });
      const file = location.protocol === "file:";
      const text = file ? location.hash : location.href;
      els.link.value = text;
      els.link.setAttribute("aria-label", t(file ? "share.fileLabel" : "share.linkLabel"));
      if (file) els.link.hidden = false;
      try {
        await navigator.clipboard.writeText(text);
        status.show(t(file ? "share.fileCopied" : "share.copied"), "info", "game");
      } catch {
        els.link.hidden = false;
        els.link.focus();
        els.link.select();
        status.show(t(file ? "share.fileSelect" : "share.selectIt"), "info", "game");
      }
    },
  };
}
