// The setup of the game on screen: which game, its options, who sits in each seat, the seed.
// Builds the options form and the players panel, keeps the URL hash (and the link box) in step,
// and shows an options error beside the field it is about.
//
// Events: "options" (people changed an option), "seats" (people changed the line-up).

import { gameToShow } from "../hash.js";
import { plain } from "../engine.js";
import { formatHash } from "../hash.js";
import { buildOptionsForm, fieldsFromSpecs, gameWords, optionsFromValues } from "../options.js";
import { buildSeats } from "../seats.js";
import { pairs } from "../catalog.js";
import { createEmitter } from "./events.js";
import { engineMessage } from "../i18n/lookup.js";
import { unattendedOptions } from "../unattended.js";
import { playableAgents } from "../playable.js";

/** The option key an engine message is about ("option 'nInRow': ..." -> "nInRow"), or null. */
export function optionKeyOf(message) {
  const m = /option '([^']+)'/.exec(String(message));
  return m ? m[1] : null;
}

/**
 * Makes the setup keeper. `games` is the engine's games() list, `modules` the page module of
 * each game, `els` the form, seats and link elements.
 */
export function createSetup({ pg, catalog, games, modules, els }) {
  const events = createEmitter();
  const s = { gameId: null, mod: null, entry: null, fields: [], options: {}, seats: [], seed: 1, page: {}, readValues: null, readSeats: null };
  let lastError = null; // the options error shown (re-worded when the language changes)
  let lastHash = "";

  /** The agents that can play the board on screen (playable.js: AlphaZero only where it has a net). */
  function agentsHere() {
    const values = { ...Object.fromEntries(pairs(s.entry?.defaults)), ...s.options };
    let nets = [];
    try {
      nets = typeof pg.shippedNets === "function" ? plain(pg.shippedNets()) : [];
    } catch {
      nets = [];
    }
    return playableAgents(catalog.agents(s.gameId), s.gameId, values, nets);
  }

  /** The first observation for `options` (null when the engine refuses them). */
  function observe(options) {
    let env = null;
    try {
      env = pg.make(s.gameId, options);
      return plain(env.reset(0)[0]);
    } catch {
      return null;
    } finally {
      env?.free?.();
    }
  }

  /**
   * Builds the options form for the game on screen with `values`: the engine's option specs
   * (`entry.options`) shaped by the game module's `optionsOverlay`, worded in the page's language.
   */
  function buildForm(values) {
    s.fields = fieldsFromSpecs(s.entry.options ?? [], gameWords(s.gameId), s.mod.optionsOverlay ?? {});
    s.readValues = buildOptionsForm(els.options, s.fields, values, () => {
      s.options = optionsFromValues(s.fields, s.readValues());
      events.emit("options");
    });
  }

  const setup = {
    /** Subscribes to "options" or "seats" (people changed them). */
    on: events.on,
    /** The id of the game on screen. */
    get gameId() {
      return s.gameId;
    },
    /** The game's page module (options overlay, players, view, input...). */
    get mod() {
      return s.mod;
    },
    /** The engine's entry for the game ({id, name, description, defaults, options}). */
    get entry() {
      return s.entry;
    },
    /** The engine options of the game on screen. */
    get options() {
      return s.options;
    },
    /**
     * The options a game starts with: the form's, plus the game's unattended defaults (unattended.js)
     * when no human plays (a game between agents always ends: Puyo's pair limit), for each option
     * the form leaves empty.
     */
    get playOptions() {
      if (!s.seats.length || s.seats.some((seat) => seat.kind !== "agent")) return s.options;
      return unattendedOptions(s.gameId, s.options).options;
    },
    /** Who sits where: [{kind: "human"} | {kind: "agent", id, options}]. */
    get seats() {
      return s.seats;
    },
    /** The game's seed. */
    get seed() {
      return s.seed;
    },
    /** The page's own keys from the link (lang, hide, lock, ...; not the moves; see hash.js PAGE_KEYS): kept in links written. */
    get page() {
      return s.page;
    },
    /** Sets one of the page's own link keys (written by the next saveHash). */
    setPage(key, value) {
      s.page = { ...s.page, [key]: value };
    },
    /** The hash written last (a hashchange to it is our own). */
    get lastHash() {
      return lastHash;
    },
    /** The games this page can show, in the engine's order. */
    known: () => games.filter((g) => modules[g.id]),

    /** Switches to `setup` (as parseHash gives it); returns what in it could not be honoured. */
    apply(wanted) {
      const known = setup.known().map((g) => g.id);
      const id = gameToShow(wanted.game, known);
      s.gameId = id;
      s.mod = modules[id];
      s.entry = games.find((g) => g.id === id);
      if (wanted.seed !== undefined) s.seed = wanted.seed;
      // The page's keys come with the setup; only a chosen language outlives a change of setup.
      const lang = s.page.lang;
      s.page = { ...(wanted.page ?? {}) };
      if (lang && !s.page.lang) s.page.lang = lang;
      delete s.page.moves; // the moves belong to the game the link opens, not to the setup
      delete s.page.replay; // as does the mark of a replay (review.js loadMoves)
      delete s.page.forfeit; // and how the replayed game ended
      els.seed.value = s.seed;
      const defaults = pairs(s.entry.defaults);
      const values = s.mod.valuesFromOptions
        ? s.mod.valuesFromOptions(wanted.options, Object.fromEntries(defaults), observe)
        : { ...Object.fromEntries(defaults), ...wanted.options };
      buildForm(values);
      s.options = optionsFromValues(s.fields, s.readValues());
      const agents = agentsHere();
      setup.showSeats(s.mod.players.map((_, k) => wanted.seats[k] ?? s.mod.defaultSeat?.(k, agents) ?? { kind: "human", options: {} }));
      const problems = {};
      if (wanted.game && wanted.game !== id) problems.game = wanted.game;
      const unknown = wanted.seats.findIndex((seat, k) => k < s.mod.players.length && seat?.kind === "agent" && !agents.some((a) => a.id === seat.id));
      if (unknown >= 0) problems.seat = { k: unknown, id: wanted.seats[unknown].id };
      return problems;
    },

    /** Builds the players panel for `seats` (people's changes emit "seats"). */
    showSeats(seats) {
      s.readSeats = buildSeats(els.seats, s.mod.players, agentsHere(), seats, () => {
        s.seats = s.readSeats();
        events.emit("seats");
      }, s.mod.humanHelp);
      s.seats = s.readSeats();
    },

    /**
     * After a change of options: every seat whose agent cannot play the new board takes the
     * game's usual agent (its defaultSeat, else the first that can play). Returns the seats
     * changed, [{k, from, to}] (agent names), for the page's note; [] when none.
     */
    fitSeats() {
      const agents = agentsHere();
      const changed = [];
      const seats = s.seats.map((seat, k) => {
        if (seat?.kind !== "agent" || agents.some((a) => a.id === seat.id)) return seat;
        const usual = s.mod.defaultSeat?.(k, agents);
        const to = usual?.kind === "agent" && agents.some((a) => a.id === usual.id) ? usual : agents[0] ? { kind: "agent", id: agents[0].id, options: {} } : { kind: "human", options: {} };
        changed.push({ k, from: catalog.name(s.gameId, seat), to: catalog.name(s.gameId, to) });
        return to;
      });
      setup.showSeats(seats);
      return changed;
    },

    /** Re-labels the options form and the players panel in the current language (values kept). */
    relabel() {
      if (!s.mod) return;
      buildForm(s.readValues());
      setup.showSeats(s.seats);
      setup.showOptionError(lastError);
    },

    /** Sets the seed (the seed field follows). */
    setSeed(n) {
      s.seed = n;
      els.seed.value = n;
    },

    /** The name of seat `k` as shown to people ("O (MCTS)", or "MCTS" in one-player games). */
    seatName(k) {
      const who = catalog.name(s.gameId, s.seats[k]);
      return s.mod.players.length > 1 ? `${s.mod.players[k]} (${who})` : who;
    },

    /** Writes the setup (and `page` keys such as the moves) into the URL hash and the link box. */
    saveHash(page = {}) {
      const hash = formatHash({ game: s.gameId, options: s.options, seats: s.seats, seed: s.seed, page: { ...s.page, ...page } });
      lastHash = hash;
      try {
        history.replaceState(null, "", hash);
      } catch {
        location.hash = hash;
      }
      els.link.value = location.href;
    },

    /**
     * Shows an engine error about the options beside the field it names (or at the top of the
     * form when it names none), in the page's language; `null` clears it. Takes the engine's
     * Error (with `kind` and `fields`) or its message.
     */
    showOptionError(error) {
      lastError = error ?? null;
      for (const old of els.options.querySelectorAll(".field-error")) old.remove();
      for (const input of els.options.querySelectorAll("[aria-invalid]")) {
        input.removeAttribute("aria-invalid");
        input.removeAttribute("aria-describedby");
      }
      if (!error) return;
      const key = error.fields?.option ?? optionKeyOf(error.message ?? error);
      const p = document.createElement("p");
      p.className = "field-error";
      p.id = "option-error";
      p.textContent = engineMessage(error, { game: s.gameId });
      const label = key && els.options.querySelector(`[data-key="${CSS.escape(key)}"]`);
      if (label && !label.hidden) {
        label.after(p);
        const input = label.querySelector("input, select");
        input?.setAttribute("aria-invalid", "true");
        input?.setAttribute("aria-describedby", p.id);
      } else els.options.prepend(p);
    },
  };
  return setup;
}
