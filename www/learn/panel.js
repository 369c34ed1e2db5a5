// The Learn panel beside the board: choose a learner of the current game and its settings (a
// form built from the engine's option specs, each with its help sentence shown), Start / Pause /
// Reset, a speed, progress, and the live learning curve (chart.js). Training runs in its own
// worker (trainer_worker.js) one slice at a time, so Pause answers at once and the page stays
// responsive. "Seat it" puts the current snapshot in a seat (source.js); Save keeps it in the
// browser (store.js); Download / Load move it as a .bin file.
//
// The student's own learners (programs of the code panel that define learn; api.md "Your own
// learner") are listed as "My learner: NAME" beside the engine's: their runs go through
// student_run.js in a sandbox worker of their own, with the same Start / Pause / Reset, speeds
// and curve; Seat it and Save keep what save() returns (code/source.js, code/store.js), with the
// run's curve and settings (saved_curve.js): choosing the learner again, with no run, shows them.
// Curves are drawn as their trend (curve.js trendLine / trendShares) with a key in words.
//
// Each game has its own run: switching games or closing the panel leaves a run training, and
// coming back shows its curve. While a run has training that is not saved, the page asks before
// a reload would lose it. The header's Learn button opens the panel; the browser remembers it.

import { t, formatNumber, onLanguageChange } from "../i18n/index.js";
import { engineMessage, agentName } from "../i18n/lookup.js";
import { createChannel, webWorkerPort } from "../workers/channel.js";
import { SPEEDS, DEFAULT_SPEED, paceFor, curveSeries, measureLines, formatDuration, appendCapped, mergeCurve, thin, tickOptions, trendLine, trendShares, TREND_WINDOW } from "./curve.js";
import { packCurve, readCurve } from "./saved_curve.js";
import { drawCurve, COLORS } from "./chart.js";
import { readHeader, snapshotId, fileNameOf } from "./store.js";
import { PREFIX } from "./source.js";
import { words, optionLabel, optionHelp, choiceLabel, learnerName, learnerAbout as learnerAboutText, ownPlaySummary } from "./words.js";
import { el, safeGet, safeSet } from "../dom.js";
import { buildOptionsForm, fieldsFromSpecs } from "../options.js";
import { MINE_ID, studentLearners, studentOptionSpecs, OPPONENT_OPTIONS } from "./student_learner.js";
import { createStudentRun } from "./student_run.js";
import { createStudentAgent, browserSpawn as sandboxSpawn } from "../code/runner.js";
import { stopMessage, lineTitle } from "./student_words.js";
import { withLearned } from "../code/learned_file.js";
import { fileNameOf as fileNameOfProgram } from "../code/store.js";
import { unattendedOptions } from "../unattended.js";

/** The most curve points drawn (a long run's curve is thinned evenly for the picture). */
const MAX_DRAWN = 800;

/** localStorage keys: the panel open or closed, the speed. */
export const PANEL_KEY = "playground.learnpanel";
export const SPEED_KEY = "playground.learn.speed";

/** Milliseconds `run` has been running (paused time left out). */
function elapsedMs(run) {
  return run.elapsedMs + (run.state === "running" && run.since != null ? performance.now() - run.since : 0);
}
/** Marks `run` running or not, keeping its running time. */
function setRunning(run, on) {
  if (on && run.state !== "running") run.since = performance.now();
  if (!on && run.state === "running") run.elapsedMs += performance.now() - (run.since ?? performance.now());
  run.state = on ? "running" : run.state;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (err) => String(err?.message ?? err);

/**
 * Makes the panel in `root` (the empty `<aside id="learn-panel" class="panel">`), opened by
 * `toggle`. `pg` is the engine (learner lists, checking loaded files), `source` the net source,
 * `store` the saved snapshots, `catalog`/`setup`/`session`/`turns`/`status` the play modules;
 * `spawn` makes the training worker's port (tests may pass their own).
 */
export function createLearnPanel({ root, toggle, storage, pg, plain = (v) => v, source, store, catalog, setup, session, turns, status, spawn, codeStore = null, codeSource = null, spawnSandbox = sandboxSpawn, seating, link = null }) {
  const browserSpawn = () => {
    if (typeof Worker === "undefined") throw new Error(t("learn.noWorker"));
    return webWorkerPort(new URL("./trainer_worker.js", import.meta.url));
  };
  const channel = createChannel({ spawn: spawn ?? browserSpawn });
  const runs = new Map(); // gameId -> run
  let nextRun = 1;
  let gameId = null;
  let speed = safeGet(storage, SPEED_KEY);
  if (!(speed in SPEEDS)) speed = DEFAULT_SPEED;
  let drawPending = false;
  let revealPending = false; // a run just started: bring its curve into view once it is drawn

  // ---- elements
  const title = el("h2");
  const intro = el("p", { className: "about" });
  const learnerLabel = el("span");
  const learnerSelect = el("select", { id: "learn-learner" });
  const learnerAbout = el("p", { id: "learn-about", className: "about" });
  const ownNote = el("p", { id: "learn-own", className: "about" });
  const form = el("form", { id: "learn-options", autocomplete: "off" });
  const settingsTitle = el("summary");
  const settings = el("details", { id: "learn-settings", open: true }, settingsTitle, form);
  const speedLabel = el("span");
  const speedSelect = el("select", { id: "learn-speed" });
  const startButton = el("button", { id: "learn-start", type: "button", className: "primary" });
  const pauseButton = el("button", { id: "learn-pause", type: "button" });
  const resetButton = el("button", { id: "learn-reset", type: "button" });
  const stateText = el("p", { id: "learn-state", className: "learn-state", role: "status" });
  const progressText = el("p", { id: "learn-progress", className: "learn-progress" });
  const errorBox = el("p", { id: "learn-error", className: "learn-error", hidden: true, role: "alert" });
  const curveTitle = el("h3");
  const legend = el("p", { className: "learn-legend" });
  const canvas = el("canvas", { id: "learn-chart", className: "learn-chart", role: "img" });
  const summary = el("p", { id: "learn-summary", className: "about" });
  const trendKey = el("p", { id: "learn-trend-key", className: "about learn-trend-key", hidden: true });
  const seatButton = el("button", { id: "learn-seat", type: "button" });
  const saveButton = el("button", { id: "learn-save", type: "button" });
  const downloadButton = el("button", { id: "learn-download", type: "button" });
  const snapNote = el("p", { id: "learn-note", className: "about", role: "status" });
  const savedTitle = el("h3");
  const savedList = el("ul", { id: "learn-saved", className: "learn-saved" });
  const fileInput = el("input", { id: "learn-file", type: "file", accept: ".bin,application/octet-stream", className: "visually-hidden", tabIndex: -1 });
  const fileButton = el("button", { id: "learn-load", type: "button" });
  const fileError = el("p", { id: "learn-file-error", className: "learn-error", hidden: true, role: "alert" });
  const noneText = el("p", { id: "learn-none", className: "about", hidden: true });
  const trainBox = el(
    "div",
    { id: "learn-train" },
    el("label", { className: "row" }, learnerLabel, learnerSelect),
    learnerAbout,
    ownNote,
    settings,
    el("label", { className: "row" }, speedLabel, speedSelect),
    el("div", { className: "row buttons actions", id: "learn-actions" }, startButton, pauseButton, resetButton),
    stateText,
    progressText,
    errorBox,
    curveTitle,
    legend,
    canvas,
    trendKey,
    summary,
    el("div", { className: "row buttons actions", id: "learn-keep" }, seatButton, saveButton, downloadButton),
    snapNote,
  );
  root.replaceChildren(
    title,
    intro,
    noneText,
    trainBox,
    savedTitle,
    savedList,
    el("div", { className: "row" }, fileButton, fileInput),
    fileError,
  );

  // ---- words (again on a change of language)
  function relabel() {
    toggle.textContent = t("learn.toggle");
    toggle.title = t("learn.toggleTitle");
    root.setAttribute("aria-label", t("learn.title"));
    title.textContent = t("learn.title");
    intro.textContent = t("learn.intro");
    learnerLabel.textContent = t("learn.learner") + " ";
    ownNote.textContent = t("learn.ownLearner");
    speedLabel.textContent = t("learn.speed") + " ";
    settingsTitle.textContent = t("learn.settings");
    speedSelect.replaceChildren(...Object.keys(SPEEDS).map((k) => new Option(t(`learn.speed.${k}`), k)));
    speedSelect.value = speed;
    pauseButton.textContent = t("learn.pause");
    resetButton.textContent = t("learn.reset");
    curveTitle.textContent = t("learn.curveTitle");
    legend.replaceChildren(
      ...["win", "draw", "loss"].map((k) => el("span", { className: "key" }, el("i", { className: `swatch ${k}` }), t(`learn.legend.${k}`))),
    );
    for (const i of legend.querySelectorAll("i")) i.style.background = COLORS[i.className.split(" ")[1]];
    seatButton.textContent = t("learn.seat");
    seatButton.title = t("learn.seatTitle");
    saveButton.textContent = t("learn.save");
    saveButton.title = t("learn.saveTitle");
    downloadButton.textContent = t("learn.download");
    savedTitle.textContent = t("learn.savedTitle");
    fileButton.textContent = t("learn.load");
    fileInput.setAttribute("aria-label", t("learn.load"));
  }

  // ---- the learners of the current game and the settings form
  let learners = [];
  function learnerOf(id) {
    return learners.find((l) => l.id === id) ?? null;
  }
  /** The id learner words are looked up by: a student learner's are shared ("mine"). */
  const wordsId = (learner) => (learner.student ? MINE_ID : learner.id);
  /** A learner's name in the menu and the snapshots. */
  const nameOf = (learner) => (learner.student ? t("mine.name", { name: learner.name }) : learnerName(gameId, learner));
  /** The student's learners of `id` as menu entries with their run settings. */
  function mineOf(id) {
    if (!codeStore) return [];
    let agentIds = [];
    try {
      agentIds = plain(pg.agents(id)).map((a) => a.id);
    } catch {
      agentIds = [];
    }
    return studentLearners(codeStore.list(id)).map((l) => ({ ...l, student: true, options: studentOptionSpecs(id, agentIds) }));
  }

  /** Reads the settings form (options.js buildOptionsForm's reader); null before a form. */
  let readOptions = null;

  /** Builds the settings form for `learner` (the shared options form, from its specs) showing `values`. */
  function buildForm(learner, values = {}) {
    readOptions = null;
    form.replaceChildren();
    if (!learner) return;
    const learnWords = {
      label: (spec) => optionLabel(gameId, wordsId(learner), spec),
      help: (spec) => optionHelp(gameId, wordsId(learner), spec),
      // An opponent is an agent: its name as the seat menus word it (agentName), in the page's language.
      choice: (spec, value) => (spec.name === "opponent" ? agentName(gameId, { id: String(value) }) : choiceLabel(spec, value)),
    };
    const fields = fieldsFromSpecs(learner.options ?? [], learnWords);
    readOptions = buildOptionsForm(form, fields, values, undefined, { layout: "help", idPrefix: "learn-opt-" });
  }

  /**
   * What a student learner saved with its program: {episodes, curve, lines, settings}, or null
   * (not a student learner, nothing saved, or a save from before curves were kept or damaged).
   */
  function savedOf(learner) {
    if (!learner?.student || !codeStore) return null;
    const learned = codeStore.get(gameId, learner.agentId)?.learned;
    if (!learned) return null;
    try {
      const kept = readCurve(learned);
      return kept ? { episodes: learned.episodes, ...kept } : null;
    } catch {
      return null;
    }
  }

  /** The settings form for `learner` with no run: the settings it was saved with, if any (and their speed). */
  function formFor(learner) {
    const saved = savedOf(learner);
    if (saved?.settings.speed in SPEEDS) {
      speed = saved.settings.speed;
      speedSelect.value = speed;
    }
    buildForm(learner, saved?.settings.options ?? {});
  }

  /** The form's values as learner options; throws an Error naming a bad field (and focuses it). */
  function readForm() {
    return readOptions ? readOptions({ check: true }) : {};
  }

  function showGame(id) {
    gameId = id;
    try {
      learners = plain(pg.learners(id)) ?? [];
    } catch {
      learners = [];
    }
    learners = learners.concat(mineOf(id));
    const run = runs.get(id);
    if (run && !learnerOf(run.learner)) learners.push(run.learnerEntry);
    learnerSelect.replaceChildren(...learners.map((l) => new Option(nameOf(l), l.id)));
    noneText.hidden = learners.length > 0;
    noneText.textContent = t("learn.none", { game: setup.entry?.name ?? id });
    trainBox.hidden = learners.length === 0;
    if (run) {
      learnerSelect.value = run.learner;
      buildForm(learnerOf(run.learner), run.options);
    } else if (learners.length) {
      learnerSelect.value = learners[0].id;
      formFor(learners[0]);
    }
    snapNote.textContent = "";
    fileError.hidden = true;
    render();
    showSaved();
  }

  /** The code panel's programs changed: a new or renamed learner shows in the menu (the choice stays). */
  codeStore?.onChange((changed) => {
    if (changed !== gameId || !gameId) return;
    showSaved(); // a program's saved learning is listed with the snapshots
    const chosen = learnerSelect.value;
    const before = learners.map((l) => `${l.id}|${l.name}`).join();
    const run = runs.get(gameId);
    try {
      learners = (plain(pg.learners(gameId)) ?? []).concat(mineOf(gameId));
    } catch {
      learners = mineOf(gameId);
    }
    if (run && !learnerOf(run.learner)) learners.push(run.learnerEntry);
    if (learners.map((l) => `${l.id}|${l.name}`).join() === before) return;
    learnerSelect.replaceChildren(...learners.map((l) => new Option(nameOf(l), l.id)));
    learnerSelect.value = run?.learner ?? (learnerOf(chosen) ? chosen : learners[0]?.id ?? "");
    if (!run && learnerSelect.value !== chosen) formFor(learnerOf(learnerSelect.value));
    render();
  });

  learnerSelect.addEventListener("change", () => {
    if (!runs.get(gameId)) formFor(learnerOf(learnerSelect.value));
    render();
  });
  speedSelect.addEventListener("change", () => {
    speed = speedSelect.value in SPEEDS ? speedSelect.value : DEFAULT_SPEED;
    safeSet(storage, SPEED_KEY, speed);
  });

  // ---- runs
  function unsaved(run) {
    return !!run && (run.progress?.episodes ?? 0) > run.savedEpisodes;
  }
  function anyUnsaved() {
    return [...runs.values()].some(unsaved);
  }
  function onBeforeUnload(event) {
    event.preventDefault();
    event.returnValue = t("learn.unsaved");
    return event.returnValue;
  }
  let guarding = false;
  function guard() {
    const want = anyUnsaved();
    if (want === guarding) return;
    guarding = want;
    if (want) window.addEventListener("beforeunload", onBeforeUnload);
    else window.removeEventListener("beforeunload", onBeforeUnload);
  }

  function absorb(run, progress) {
    run.curve = mergeCurve(run.curve, progress);
    run.lines = progress.lines ?? run.lines ?? [];
    run.progress = { ...progress, curve: run.curve };
    if (progress.loss != null && Number.isFinite(progress.loss)) appendCapped(run.losses, { x: progress.episodes, loss: progress.loss });
    if (run.game === gameId) render();
    guard();
  }

  /** `#learn-state[data-slice]` while the shown run's loop is on (a slice in flight or its wait): tests wait for it to end. */
  const markSlice = (run) => run.game === gameId && stateText.toggleAttribute("data-slice", run.looping);

  async function loop(run) {
    if (run.looping) return;
    run.looping = true;
    markSlice(run);
    try {
      while (run.state === "running" && runs.get(run.game) === run) {
        const pace = paceFor(speed);
        const began = performance.now();
        let progress;
        try {
          progress = run.student ? await studentSlice(run, pace) : await channel.request("train", { run: run.id, episodes: pace.episodes, ms: pace.ms });
        } catch (err) {
          if (runs.get(run.game) !== run) return;
          setRunning(run, false);
          run.state = "error";
          run.error = t("learn.stopped", { message: messageOf(err) });
          if (run.game === gameId) render();
          return;
        }
        if (runs.get(run.game) !== run) return;
        absorb(run, progress);
        if (run.student && progress.stop) {
          setRunning(run, false);
          run.state = "error";
          run.error = stopMessage(progress.stop);
          if (run.game === gameId) render();
          return;
        }
        const wait = pace.waitMs(performance.now() - began);
        if (wait > 0) await sleep(wait);
      }
    } finally {
      run.looping = false;
      markSlice(run);
    }
  }

  /** One slice of a student learner's run: its progress in the engine runs' shape (+ lines, stop). */
  async function studentSlice(run, pace) {
    await run.driver.train({ episodes: pace.episodes, ms: pace.ms });
    return run.driver.progress();
  }

  /** Starts a student learner's run: its own sandbox worker, compiled, and the first curve point. */
  async function startStudent(run, learner) {
    const program = codeStore?.get(run.game, learner.agentId);
    if (!program) throw new Error(t("code.noSuchAgent", { name: learner.name }));
    const o = run.options;
    const agent = createStudentAgent({ spawn: spawnSandbox, source: program.source, language: program.language, timeLimitMs: Number(o.timeLimitMs) || 1000, seed: Number(o.seed) || 0 });
    run.driver = createStudentRun({
      agent,
      pg,
      game: run.game,
      gameOptions: run.gameOptions,
      runSeed: Number(o.seed) || 0,
      evalEvery: Number(o.evalEvery) || 0,
      evalGames: Number(o.evalGames) || 0,
      opponent: o.opponent ?? "random",
      opponentOptions: OPPONENT_OPTIONS[o.opponent] ?? {},
      early: true, // a class hour watches the first minutes: points sooner (schedule.js)
    });
    run.state = "loading";
    render();
    const r = await run.driver.start((p) => {
      run.loading = p.percent;
      if (run.game === gameId) render();
    });
    run.loading = null;
    return r.ok ? run.driver.progress() : { ...run.driver.progress(), stop: r.stop };
  }

  async function start() {
    revealPending = true;
    let run = runs.get(gameId);
    if (run && run.state === "paused") {
      setRunning(run, true);
      render();
      loop(run);
      return;
    }
    if (run) return;
    showError(null);
    const learner = learnerOf(learnerSelect.value);
    if (!learner) return;
    let options;
    try {
      options = readForm();
    } catch (err) {
      showError(messageOf(err));
      return;
    }
    settings.open = false;
    // A student learner's games are agents alone: the unattended defaults apply (Puyo: 100 pairs),
    // or with a person on the board its first evaluation game with no pair limit may never end.
    const gameOptions = learner.student ? unattendedOptions(gameId, setup.options).options : { ...setup.options };
    run = { id: nextRun++, game: gameId, learner: learner.id, learnerEntry: learner, learnerName: nameOf(learner), student: !!learner.student, agentId: learner.agentId ?? null, options, gameOptions, state: "starting", curve: [], lines: [], elapsedMs: 0, since: null, progress: null, losses: [], savedEpisodes: 0, error: null, looping: false };
    runs.set(gameId, run);
    render();
    showCurve();
    try {
      const progress = run.student ? await startStudent(run, learner) : await channel.request("start", { run: run.id, game: run.game, learner: run.learner, options, gameOptions: run.gameOptions });
      if (runs.get(run.game) !== run) return;
      if (progress.stop) {
        absorb(run, progress);
        run.state = "error";
        run.error = stopMessage(progress.stop);
        render();
        return;
      }
      setRunning(run, true);
      absorb(run, progress);
      loop(run);
    } catch (err) {
      if (runs.get(run.game) === run) runs.delete(run.game);
      if (run.game === gameId) {
        settings.open = true;
        render();
        showError(messageOf(err));
      }
    }
  }

  /**
   * The curve is what a student watches: scrolls the panel (only the panel, not the page) so the
   * run's state line sits just under the Start row (at 1366x768 with the Code panel open the
   * curve starts below the panel's fold).
   */
  function showCurve() {
    let box = stateText.parentElement;
    while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
    if (!box || box === document.documentElement || box === document.body) return;
    const actions = startButton.parentElement.getBoundingClientRect();
    const top = stateText.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop - actions.height;
    box.scrollTop = Math.max(0, top);
  }

  function pause() {
    const run = runs.get(gameId);
    if (!run || run.state !== "running") return;
    setRunning(run, false);
    run.state = "paused";
    render();
  }

  function reset() {
    const run = runs.get(gameId);
    if (!run) return;
    runs.delete(gameId);
    run.state = "gone";
    if (run.student) run.driver?.close();
    else channel.request("reset", { run: run.id }).catch(() => {});
    guard();
    showError(null);
    settings.open = true;
    formFor(learnerOf(learnerSelect.value));
    snapNote.textContent = "";
    render();
  }

  startButton.addEventListener("click", start);
  pauseButton.addEventListener("click", pause);
  resetButton.addEventListener("click", reset);

  function showError(message) {
    errorBox.hidden = !message;
    errorBox.textContent = message ?? "";
  }

  // ---- drawing
  function opponentName(id) {
    return catalog.find(gameId, id)?.name ?? id;
  }

  function render() {
    const run = runs.get(gameId);
    const state = run?.state ?? "idle";
    const locked = !!run;
    learnerSelect.disabled = locked;
    for (const input of form.elements) input.disabled = locked;
    const learner = learnerOf(run?.learner ?? learnerSelect.value);
    learnerAbout.textContent = learner ? (learner.student ? t("mine.about") : learnerAboutText(gameId, learner)) : "";
    startButton.textContent = state === "paused" ? t("learn.resume") : t("learn.start");
    startButton.disabled = !learner || state === "running" || state === "starting" || state === "loading" || state === "error";
    pauseButton.disabled = state !== "running";
    resetButton.disabled = !run;
    const has = (run?.progress?.episodes ?? 0) > 0;
    seatButton.disabled = !has;
    saveButton.disabled = !has;
    downloadButton.disabled = !has;
    stateText.textContent = state === "loading" && run?.loading != null ? t("code.loadingPython", { percent: Math.round(run.loading) }) : t(`learn.state.${state === "gone" ? "idle" : state}`);
    stateText.dataset.state = state;
    stateText.toggleAttribute("data-slice", !!run?.looping);
    if (run?.error) showError(state === "error" ? `${run.error} ${t("learn.afterStop")}` : run.error);
    // With no run, a student learner saved with its curve shows that curve and says so.
    const saved = run ? null : savedOf(learner);
    const view = run ?? (saved ? { student: true, progress: { episodes: saved.episodes, games: saved.episodes, curve: saved.curve }, lines: saved.lines, losses: [] } : null);
    const p = view?.progress;
    // A student learner's episode is whatever its learn() plays (Puyo's starter: 5 pairs), not a game: episodes only.
    const progressKey = view?.student ? "mine.progress" : "learn.progress";
    progressText.textContent = saved ? t("learn.savedCurve", { episodes: formatNumber(saved.episodes) }) : p ? t(progressKey, { games: p.games, episodes: p.episodes, time: formatDuration(elapsedMs(run) / 1000) }) : "";
    progressText.dataset.episodes = String(run ? p?.episodes ?? 0 : 0);
    progressText.dataset.saved = saved ? String(saved.episodes) : "";
    canvas.dataset.points = String(p?.curve?.length ?? 0);
    canvas.dataset.lines = (view?.lines ?? []).map((l) => l.key).join(" ");
    // The first and last measurement and line values, for tests and benchmarks (tests/e2e/bench_learners.mjs).
    if (view?.student) {
      const c = p?.curve ?? [];
      canvas.dataset.curve = JSON.stringify({ first: c[0] ?? null, last: c.at(-1) ?? null, lines: (view.lines ?? []).map((l) => ({ key: l.key, first: l.points[0]?.y ?? null, last: l.points.at(-1)?.y ?? null })) });
    } else delete canvas.dataset.curve;
    const last = p?.curve?.[p.curve.length - 1];
    summary.textContent = last
      ? ownPlaySummary(last.results) + last.results.filter((r) => !r.measure || r.measure === "games").map((r) => t("learn.summary", { name: opponentName(r.opponent), wins: r.wins, draws: r.draws, losses: r.losses, games: r.games })).join(" ") +
        (p.loss != null ? " " + t("learn.lossNow", { loss: formatNumber(p.loss, { maximumSignificantDigits: 3 }) }) : "")
      : view
        ? t("learn.noPoints")
        : t(gameOnePlayer() ? "learn.notStartedOne" : "learn.notStarted");
    canvas.setAttribute("aria-label", `${t("learn.curveTitle")}. ${summary.textContent}`);
    // The wins/draws/losses key only where there are games against an opponent to show.
    legend.hidden = !curveSeries(p?.curve ?? []).length && (!!p || gameOnePlayer());
    // The trend's key wherever a trend is drawn (a line of measurements, or shares against an opponent).
    trendKey.hidden = !(p?.curve ?? []).some((q) => q.results?.length);
    trendKey.textContent = t(measureLines(p?.curve ?? []).length ? "learn.trendKey" : "learn.trendKeyShares", { k: TREND_WINDOW });
    if (!drawPending && !root.hidden) {
      drawPending = true;
      requestAnimationFrame(() => {
        drawPending = false;
        const r = runs.get(gameId);
        const kept = r ? null : savedOf(learnerOf(learnerSelect.value));
        const shown = r ?? (kept ? { progress: { episodes: kept.episodes, curve: kept.curve }, lines: kept.lines, losses: [] } : null);
        const pr = shown?.progress;
        // The trend (curve.js trendLine / trendShares) over every point, then thinned for the picture.
        drawCurve(canvas, {
          series: curveSeries(pr?.curve ?? []).map((sr) => ({ ...sr, points: thin(trendShares(sr.points), MAX_DRAWN) })),
          lines: runLines(shown, pr?.curve ?? []),
          losses: shown?.losses ?? [],
          maxX: Math.max(pr?.episodes ?? 0, 1),
          title: (id) => t("learn.vs", { name: opponentName(id) }),
          lossTitle: t("learn.lossTitle"),
          format: (n) => formatNumber(n, tickOptions(n)),
          xTitle: t("learn.axisEpisodes"),
          // Under the Code panel (stacked, a short panel) the bands are shorter, so the curve fits in view.
          compact: root.clientHeight > 0 && root.clientHeight < 480,
        });
        if (revealPending && (pr?.curve?.length ?? 0) > 0) {
          revealPending = false;
          revealCurve();
        }
      });
    }
  }

  /**
   * Scrolls the panel (only the panel) so the curve is in view below its sticky Start row and
   * above its sticky Seat row: a run's first curve shows without the student scrolling, even with
   * the Code panel open above it.
   */
  function revealCurve() {
    if (root.hidden || root.scrollHeight <= root.clientHeight) return;
    const panel = root.getBoundingClientRect();
    const box = canvas.getBoundingClientRect();
    const top = document.getElementById("learn-actions")?.getBoundingClientRect().height ?? 0;
    const bottom = document.getElementById("learn-keep")?.getBoundingClientRect().height ?? 0;
    const visibleTop = panel.top + top + 8;
    const visibleBottom = panel.bottom - bottom - 16;
    if (box.top >= visibleTop && box.bottom <= visibleBottom) return;
    // The least scroll that shows the whole curve; a curve taller than the room keeps its top
    // (its bands read from the top) just under the Start row.
    root.scrollTop += box.top < visibleTop ? box.top - visibleTop : Math.min(box.top - visibleTop, box.bottom - visibleBottom);
  }

  /** Whether the game on screen is a one-player game (its learners measure their own play). */
  function gameOnePlayer() {
    return (setup.mod?.players?.length ?? 2) === 1;
  }

  /** A run's line bands: its own play on fixed games (one-player measures, as their trend), then learn()'s numbers. */
  function runLines(run, curve) {
    const titles = { won: "evalWon", score: "evalScore", chain: "evalChain" };
    const out = measureLines(curve).map((l) => ({ title: lineTitle(titles[l.measure]), points: thin(trendLine(l.points), MAX_DRAWN), percent: l.percent, trend: true }));
    for (const line of run?.lines ?? []) out.push({ title: lineTitle("learn", line.key), points: thin(line.points, MAX_DRAWN) });
    return out;
  }

  // ---- snapshots: seat, save, download, load
  async function snapshot() {
    const run = runs.get(gameId);
    if (!run) return null;
    const { bytes, progress } = await channel.request("save", { run: run.id });
    const games = progress.games ?? progress.episodes ?? 0;
    const snap = { id: snapshotId(run.learner, games), game: run.game, gameOptions: run.gameOptions, learner: run.learner, name: run.learnerName, games, episodes: progress.episodes, bytes };
    return { run, snap, progress };
  }

  /** Seats `snap` (in the last seat that is not already it; the first seat for one-player games). */
  function seat(snap) {
    source.keep(snap);
    catalog.changed();
    seatAgent(PREFIX + snap.id);
  }

  /**
   * Seats agent `id` of the catalog through the one seating command (play/seats.js), in a new game:
   * never a person's open-ended one, so the game starts with the unattended limits when only
   * agents play (unattended.js: Puyo stops after 100 pairs).
   */
  function seatAgent(id) {
    const r = seating.seat(id, { at: "last", game: "new" });
    if (r.ok) snapNote.textContent = t("learn.seated", { name: r.name, player: r.player });
  }

  /** save() of the current student run, kept for this visit: {agentId, learned} or null (the reason shown). */
  async function studentSnapshot(run) {
    const r = await run.driver.snapshot();
    if (!r.ok) {
      showError(r.stop.kind === "nosave" || r.stop.kind === "noload" ? t("mine.needsSave") : stopMessage(r.stop));
      return null;
    }
    // The run's curve and settings go with what it learned (saved_curve.js), so they come back with it.
    const learned = { text: r.text, episodes: r.episodes, ...packCurve({ curve: run.curve, lines: run.lines, options: run.options, speed, gameOptions: run.gameOptions }) };
    codeSource?.keepTrained(run.game, run.agentId, learned);
    return { agentId: run.agentId, learned };
  }

  seatButton.addEventListener("click", async () => {
    const run = runs.get(gameId);
    if (run?.student) {
      const got = await studentSnapshot(run);
      if (!got) return;
      catalog.changed();
      return seatAgent(codeSource.trainedId(got.agentId));
    }
    try {
      const got = await snapshot();
      if (got) seat(got.snap);
    } catch (err) {
      showError(messageOf(err));
    }
  });

  saveButton.addEventListener("click", async () => {
    const run = runs.get(gameId);
    if (run?.student) {
      const got = await studentSnapshot(run);
      if (!got) return;
      codeStore.update(run.game, got.agentId, { learned: got.learned });
      run.savedEpisodes = got.learned.episodes;
      guard();
      catalog.changed();
      snapNote.textContent = t("mine.savedMsg", { name: t("mine.trainedName", { name: run.learnerEntry.name, episodes: got.learned.episodes }) });
      showSaved();
      return;
    }
    try {
      const got = await snapshot();
      if (!got) return;
      store.add(got.snap);
      got.run.savedEpisodes = got.progress.episodes;
      guard();
      catalog.changed();
      snapNote.textContent = t("learn.savedMsg", { name: t("learn.trainedName", { name: got.snap.name, games: got.snap.games }) });
      showSaved();
    } catch (err) {
      showError(messageOf(err));
    }
  });

  function downloadText(text, name) {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = el("a", { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function download(snap) {
    const url = URL.createObjectURL(new Blob([snap.bytes], { type: "application/octet-stream" }));
    const a = el("a", { href: url, download: fileNameOf(snap) });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  downloadButton.addEventListener("click", async () => {
    const run = runs.get(gameId);
    if (run?.student) {
      const got = await studentSnapshot(run);
      const program = got && codeStore.get(run.game, got.agentId);
      if (!program) return;
      downloadText(withLearned(program.source, program.language, got.learned), fileNameOfProgram(program));
      run.savedEpisodes = got.learned.episodes;
      guard();
      return;
    }
    try {
      const got = await snapshot();
      if (!got) return;
      download(got.snap);
      got.run.savedEpisodes = got.progress.episodes;
      guard();
    } catch (err) {
      showError(messageOf(err));
    }
  });

  function showSaved() {
    const list = gameId ? store.list(gameId) : [];
    // Students' learners keep what they learned inside their program (code/store.js): listed too.
    const programs = gameId ? codeStore.list(gameId).filter((a) => a.learned) : [];
    savedList.replaceChildren();
    if (!list.length && !programs.length) savedList.append(el("li", { className: "about", text: t("learn.savedNone") }));
    for (const a of programs) {
      const seatIt = el("button", { type: "button", className: "small", text: t("learn.seat") });
      seatIt.addEventListener("click", () => {
        catalog.changed();
        seatAgent(codeSource.trainedId(a.id));
      });
      savedList.append(el("li", { "data-program": a.id }, el("span", { className: "name", text: t("learn.savedProgram", { name: a.name, episodes: a.learned.episodes }) }), el("span", { className: "row buttons" }, seatIt)));
    }
    for (const snap of list) {
      const name = t("learn.trainedName", { name: snap.name ?? snap.learner, games: snap.games ?? 0 });
      const seatIt = el("button", { type: "button", className: "small", text: t("learn.seat") });
      const down = el("button", { type: "button", className: "small", text: t("learn.download") });
      const del = el("button", { type: "button", className: "small", text: t("learn.delete") });
      seatIt.addEventListener("click", () => seat(snap));
      down.addEventListener("click", () => download(snap));
      del.addEventListener("click", () => {
        store.remove(snap.game, snap.id);
        catalog.changed();
        showSaved();
      });
      savedList.append(el("li", { "data-id": snap.id }, el("span", { className: "name", text: name }), el("span", { className: "row buttons" }, seatIt, down, del)));
    }
  }

  fileButton.addEventListener("click", () => fileInput.click());
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    fileInput.value = "";
    if (!file) return;
    fileError.hidden = true;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const header = readHeader(bytes);
      const learnerId = typeof header?.learner === "string" ? header.learner : learnerSelect.value || learners[0]?.id;
      if (!learnerId) throw new Error(t("learn.none", { game: setup.entry?.name ?? gameId }));
      // The engine is the judge: a bad file or one for another game, board or learner (checked
      // against the game on screen) is refused with its own message.
      const agent = pg.makeAgent(gameId, learnerId, { weights: bytes });
      const unfit = session?.check?.(agent) ?? null;
      agent.free?.();
      if (unfit) throw unfit;
      const training = header?.training ?? {};
      const games = Number(training.games ?? training.episodes) || 0;
      const snap = {
        id: snapshotId(learnerId, games, source.ids(gameId)),
        game: gameId,
        gameOptions: header?.gameOptions ?? {},
        learner: learnerId,
        name: learnerOf(learnerId)?.name ?? file.name.replace(/\.bin$/i, ""),
        games,
        episodes: Number(training.episodes) || games,
        bytes,
      };
      store.add(snap);
      catalog.changed();
      showSaved();
      snapNote.textContent = t("learn.loaded", { name: t("learn.trainedName", { name: snap.name, games }) });
    } catch (err) {
      fileError.hidden = false;
      fileError.textContent = t("learn.badFile", { file: file.name, message: engineMessage(err, { game: gameId }) });
    }
  });

  // ---- open / closed; following the game
  function setOpen(open, remember = false) {
    root.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    if (remember) safeSet(storage, PANEL_KEY, open ? "open" : "closed");
    if (open) render();
  }
  toggle.addEventListener("click", () => setOpen(root.hidden, true));
  session.on("newgame", () => {
    if (setup.gameId !== gameId) showGame(setup.gameId);
  });
  onLanguageChange(() => {
    relabel();
    showGame(gameId);
  });
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(() => render()).observe(canvas);

  relabel();
  setOpen(safeGet(storage, PANEL_KEY) === "open");

  /** `learnOpts` of a link ("evalEvery:200,seed:3") as option values. */
  const optsOf = (text) => Object.fromEntries(String(text ?? "").split(",").map((kv) => kv.split(":")).filter(([k, v]) => k && v !== undefined).map(([k, v]) => [k.trim(), v.trim()]));

  // A link may open the panel (panel=learn) with a learner and its settings (learner=, learnOpts=).
  link?.addPart("learn", (page) => {
    if (String(page.panel ?? "").split(",").includes("learn")) setOpen(true);
    if (!page.learner || runs.get(gameId)) return;
    const learner = learnerOf(page.learner);
    if (!learner) return;
    setOpen(true);
    learnerSelect.value = learner.id;
    buildForm(learner, optsOf(page.learnOpts));
    render();
  });

  return {
    setOpen,
    /** The panel's keys for a lesson link: the learner chosen and its settings as typed now. */
    linkPart() {
      const learner = learnerOf(learnerSelect.value);
      if (!learner || learner.student) return {};
      let options = {};
      try {
        options = readForm();
      } catch {
        options = {};
      }
      return { learner: learner.id, learnOpts: Object.entries(options).map(([k, v]) => `${k}:${v}`).join(",") };
    },
    /** Shows game `id`'s learners and run (main.js calls it once the first game is routed). */
    showGame,
    /** Whether any run has training that is not saved (the page warns before a reload). */
    unsaved: anyUnsaved,
    /** The run of `id` (tests and debugging): {state, progress, ...} or null. */
    run: (id = gameId) => runs.get(id) ?? null,
  };
}
