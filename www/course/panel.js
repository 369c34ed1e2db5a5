// The Course panel: the steps of the game on screen (course/steps/), the chosen step's text in
// the page's language, "Start this step" (its starting program becomes a new program in the Code
// panel, through the code panel's own startProgram), "Check my program" (course/check.js on the
// program in the editor, in the sandbox), hints one at a time, and the progress kept in the browser
// and moved with Download / Load (course/progress.js). A link opens a step with `course=ID`
// (play/link.js hands the key over; hash.js reads it).

import { t, language, onLanguageChange } from "../i18n/index.js";
import { gameName } from "../i18n/lookup.js";
import { el, safeGet, safeSet } from "../dom.js";
import { browserSpawn } from "../code/runner.js";
import { stepsOf, findStep, stepLanguage, hintsOf, starterOf, textOf } from "./course.js";
import { runCheck } from "./check.js";
import { readProgress, writeProgress, markPassed, parseProgress, mergeProgress, progressText } from "./progress.js";

/** Whether the panel was left open (localStorage). */
export const COURSE_PANEL_KEY = "playground.coursepanel";
/** The step last chosen, per game (localStorage, + game id). */
export const COURSE_STEP_KEY = "playground.course.step.";

/**
 * @param {object} o
 * @param {HTMLElement} o.root the panel (<aside id="course-panel">)
 * @param {HTMLElement} o.toggle its button in the header
 * @param {Storage} o.storage
 * @param {object} o.setup gameId, known() (play/setup.js)
 * @param {object} o.session on("newgame") (play/session.js)
 * @param {object} o.codePanel startProgram(name, language, source), program(), setOpen (code/panel.js)
 * @param {object} o.pg the engine (engine.js's router)
 * @param {object} o.link addPart (play/link.js)
 * @param {() => object} [o.spawn] the sandbox worker (default: code/runner.js browserSpawn)
 */
export function createCoursePanel({ root, toggle, storage, setup, session, codePanel, pg, link, spawn = browserSpawn }) {
  let gameId = null;
  let step = null;
  let hintsShown = 0;
  let running = null; // AbortController of the check in progress
  let progress = readProgress(storage);
  let lastResult = null; // {stepId, passed, message} of the latest check, shown until the step changes

  const list = el("ol", { id: "course-steps", className: "course-steps" });
  const stepTitle = el("h3", { id: "course-step-title" });
  const stepCount = el("p", { id: "course-step-count", className: "about" });
  const stepText = el("p", { id: "course-step-text", className: "course-text" });
  const langSelect = el("select", { id: "course-lang", ariaLabel: t("code.langLabel"), "data-i18n-attr": "aria-label:code.langLabel" });
  langSelect.add(new Option("JavaScript", "js"));
  langSelect.add(new Option("Python", "python"));
  const startButton = el("button", { id: "course-start", type: "button", text: t("course.start"), "data-i18n": "course.start" });
  const checkButton = el("button", { id: "course-check", type: "button", className: "primary", text: t("course.check"), "data-i18n": "course.check" });
  const result = el("p", { id: "course-result", className: "course-result", role: "status" });
  const hintButton = el("button", { id: "course-hint", type: "button", text: t("course.hint"), "data-i18n": "course.hint" });
  const hints = el("ol", { id: "course-hints", className: "course-hints" });
  const downloadButton = el("button", { id: "course-download", type: "button", text: t("course.download"), "data-i18n": "course.download" });
  const fileInput = el("input", { id: "course-file", type: "file", accept: ".json,application/json", className: "visually-hidden", tabIndex: -1, ariaLabel: t("course.load"), "data-i18n-attr": "aria-label:course.load" });
  const loadButton = el("button", { id: "course-load", type: "button", text: t("course.load"), "data-i18n": "course.load" });
  const note = el("p", { id: "course-note", className: "about", role: "status" });
  const stepBox = el("section", { id: "course-step", ariaLabelledby: "course-step-title" }, stepTitle, stepCount, stepText,
    el("div", { className: "row buttons" }, langSelect, startButton),
    el("div", { className: "row buttons actions", id: "course-actions" }, checkButton, hintButton),
    result, hints);

  root.replaceChildren(
    el("h2", { text: t("course.title"), "data-i18n": "course.title" }),
    el("p", { className: "about", text: t("course.steps"), "data-i18n": "course.steps" }),
    list,
    stepBox,
    el("div", { className: "row buttons" }, downloadButton, loadButton, fileInput),
    note,
  );

  // ---- open / closed
  function setOpen(open, remember = false) {
    root.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    document.body.dataset.course = open ? "open" : "closed";
    if (remember) safeSet(storage, COURSE_PANEL_KEY, open ? "open" : "closed");
  }
  toggle.addEventListener("click", () => setOpen(root.hidden, true));

  // ---- the steps of the game on screen
  function showGame() {
    gameId = setup.gameId;
    const steps = stepsOf(gameId);
    const remembered = findStep(safeGet(storage, COURSE_STEP_KEY + gameId));
    choose(step?.game === gameId ? step : remembered?.game === gameId ? remembered : (steps[0] ?? null), false);
  }

  function drawList() {
    const steps = stepsOf(gameId);
    list.replaceChildren(
      ...steps.map((s, i) => {
        const done = Boolean(progress.passed[s.id]);
        const b = el("button", { type: "button", className: "course-step-button", "data-step": s.id, text: `${i + 1}. ${s.titles[language()] ?? s.titles.en}${done ? " ✓" : ""}` });
        if (s === step) b.setAttribute("aria-current", "step");
        if (done) b.title = t("course.passedMark");
        b.addEventListener("click", () => choose(s, true));
        return el("li", {}, b);
      }),
    );
    if (!steps.length) list.replaceChildren(el("li", { text: t("course.noSteps") }));
  }

  function drawStep() {
    stepBox.hidden = !step;
    if (!step) return drawList();
    const lang = language();
    const steps = stepsOf(step.game);
    stepTitle.textContent = step.titles[lang] ?? step.titles.en;
    stepCount.textContent = `${t("course.step", { n: steps.indexOf(step) + 1, total: steps.length })}${progress.passed[step.id] ? ` · ${t("course.passedMark")} ✓` : ""}`;
    const which = stepLanguage(step);
    for (const o of langSelect.options) o.disabled = which !== "both" && o.value !== which;
    if (langSelect.selectedOptions[0]?.disabled) langSelect.value = which;
    stepText.textContent = textOf(step, writing(), lang);
    const all = hintsOf(step, writing(), lang);
    hints.replaceChildren(...all.slice(0, hintsShown).map((h) => el("li", { text: h })));
    if (hintsShown > all.length) hints.append(el("li", { text: t("course.noMoreHints") }));
    result.textContent = lastResult?.stepId === step.id ? lastResult.message : "";
    result.dataset.passed = lastResult?.stepId === step.id ? String(lastResult.passed) : "";
    drawList();
  }

  /** The language the student writes in: the Code panel's program's, else the panel's menu. */
  function writing() {
    const written = codePanel.program?.()?.language;
    return written === "js" || written === "python" ? written : langSelect.value;
  }

  /** Shows step `s` (remembered per game when `remember`). */
  function choose(s, remember) {
    if (s !== step) {
      hintsShown = 0;
      running?.abort();
    }
    step = s;
    if (s && remember) {
      safeSet(storage, COURSE_STEP_KEY + s.game, s.id);
      // The link follows the step picked (setup.js keeps the page's keys; the link's one owner reads them).
      setup.setPage?.("course", s.id);
      setup.saveHash?.();
    }
    drawStep();
  }

  // ---- start, check, hints
  startButton.addEventListener("click", () => {
    if (!step) return;
    const lang = langSelect.value;
    const source = starterOf(step, lang, language());
    if (typeof source !== "string") return;
    codePanel.startProgram(step.titles[language()] ?? step.titles.en, lang, source);
    drawStep();
  });
  langSelect.addEventListener("change", () => drawStep());

  checkButton.addEventListener("click", async () => {
    if (running) {
      running.abort();
      return;
    }
    if (!step) return;
    const program = codePanel.program();
    if (!program) {
      result.textContent = t("course.noCode");
      return;
    }
    if (step.game !== setup.gameId) {
      result.textContent = t("course.wrongGame", { game: gameName(setup.known().find((g) => g.id === step.game) ?? { id: step.game }) });
      return;
    }
    const mine = step;
    running = new AbortController();
    checkButton.textContent = t("code.stop");
    result.dataset.passed = "";
    result.textContent = t("course.checking", { done: 0, total: mine.check.games });
    let r;
    try {
      r = await runCheck({
        step: mine,
        source: program.source,
        language: program.language,
        pg,
        spawn,
        lang: language(),
        signal: running.signal,
        onProgress: (p) => {
          if (step !== mine) return;
          result.textContent = p.phase === "train" ? t("course.training", { episodes: p.episodes }) : t("course.checking", { done: p.done, total: p.total });
        },
      });
    } catch (err) {
      r = { passed: false, message: String(err?.message ?? err), figures: {} };
    } finally {
      running = null;
      checkButton.textContent = t("course.check");
    }
    if (r.cancelled) {
      lastResult = null;
      drawStep();
      return;
    }
    lastResult = { stepId: mine.id, passed: r.passed, message: r.message };
    if (r.passed) {
      progress = markPassed(progress, mine, r.figures);
      writeProgress(storage, progress);
    }
    if (step === mine) drawStep();
  });

  hintButton.addEventListener("click", () => {
    if (!step) return;
    hintsShown += 1;
    drawStep();
  });

  // ---- progress file
  downloadButton.addEventListener("click", () => {
    const url = URL.createObjectURL(new Blob([progressText(progress)], { type: "application/json" }));
    const a = el("a", { href: url, download: "course-progress.json" });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
  loadButton.addEventListener("click", () => fileInput.click());
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    fileInput.value = "";
    if (!file) return;
    const r = parseProgress(await file.text());
    if (!r.ok) {
      note.textContent = t("course.badFile", { why: r.why });
      return;
    }
    progress = mergeProgress(progress, r.progress);
    writeProgress(storage, progress);
    note.textContent = t("course.loaded", { n: Object.keys(progress.passed).length });
    drawStep();
  });

  // ---- the rest of the page
  session.on("newgame", () => {
    if (setup.gameId !== gameId) showGame();
  });
  onLanguageChange(() => drawStep());
  link.addPart("course", (page) => {
    if (!page?.course) return;
    const s = findStep(page.course);
    setOpen(true);
    if (!s) {
      note.textContent = t("course.unknownStep", { id: page.course });
      return;
    }
    if (s.game === setup.gameId) {
      gameId = s.game;
      choose(s, true);
    } else safeSet(storage, COURSE_STEP_KEY + s.game, s.id);
  });

  setOpen(safeGet(storage, COURSE_PANEL_KEY) === "open");
  showGame();

  return {
    /** Opens or closes the panel. */
    setOpen,
    /** The step shown (tests). */
    step: () => step,
  };
}
