// The code panel beside the board: the student's agents of the current game (several, named,
// saved as they are typed), the editor, JavaScript or Python, starters, Run / Stop, the time
// limit and the budget as it is spent, the console, errors with their line, files, links and
// the move-by-move debugger (debugger.js). One click on the header's Code button opens it; the
// browser remembers whether it was open.
//
// Run seats the agent (the first seat, unless it already sits somewhere), starts a new game and
// lets it play. Code that arrives in a link is shown but not saved and not run before Run.

import { t, language, onLanguageChange } from "../i18n/index.js";
import { forfeitText } from "../i18n/lookup.js";
import { parseHash } from "../hash.js";
import { starters, starterOf } from "./starters.js";
import { createEditor } from "./editor.js";
import { debounce, fileNameOf, nameOfFile } from "./store.js";
import { encodeCode, decodeCode } from "./share.js";
import { PREFIX } from "./source.js";
import { createDebugger } from "./debugger.js";
import { createTournament } from "./tournament.js";
import { DEFAULT_TIME_LIMIT_MS, MAX_TIME_LIMIT_MS } from "./runner.js";
import { el, safeGet, safeSet } from "../dom.js";
import { withLearned, splitLearned } from "./learned_file.js";
import { sortProgramFiles } from "./program_files.js";
import { createReferenceButton } from "./reference.js";
import { kaggleSubmission } from "./kaggle_submission.js";
import { hasKaggleExport } from "./kaggle_format.js";

/** localStorage keys: the panel open or closed, the time limit, the last agent per game. */
export const PANEL_KEY = "playground.codepanel";
export const LIMIT_KEY = "playground.code.limitMs";
const CURRENT_KEY = "playground.code.current.";
/** Lines kept in the console pane (older ones go). */
export const CONSOLE_LINES = 300;
/** Typing is saved this long after the last key. */
export const SAVE_DELAY_MS = 400;

/** The time limit in ms from what a person typed in seconds ("1.5" -> 1500), or null. */
export function limitFromSeconds(text) {
  const s = Number(String(text).replace(",", "."));
  if (!Number.isFinite(s)) return null;
  const ms = Math.round(s * 1000);
  return ms >= 100 && ms <= MAX_TIME_LIMIT_MS ? ms : null;
}

/**
 * Makes the panel in `root` (the empty `<aside id="code-panel" class="panel">`), opened by
 * `toggle`. The play modules come from main.js; `source` is the code source (source.js) and
 * `store` its saved agents (store.js).
 */
export function createCodePanel({ root, toggle, storage, store, source, catalog, setup, session, turns, status, pg, plain, makeCatalog, seating, link, lesson = null }) {
  let gameId = null;
  let current = null; // the id of the agent in the editor, or null for a draft from a link
  let draft = null; // {name, language, source}: code from a link, not saved, not run
  let editor = null;
  let editorReady = null;
  let pendingLines = []; // printed during the move that is running (shown if it never ends)
  let limitMs = Number(safeGet(storage, LIMIT_KEY)) || DEFAULT_TIME_LIMIT_MS;
  if (!limitFromSeconds(limitMs / 1000)) limitMs = DEFAULT_TIME_LIMIT_MS;

  // ---- the panel's elements
  const agentSelect = el("select", { id: "code-agent", ariaLabel: t("code.agentLabel"), "data-i18n-attr": "aria-label:code.agentLabel" });
  const nameInput = el("input", { id: "code-name", type: "text", maxLength: 40, ariaLabel: t("code.nameLabel"), "data-i18n-attr": "aria-label:code.nameLabel" });
  const newButton = el("button", { id: "code-new", type: "button", text: t("code.new"), "data-i18n": "code.new" });
  const deleteButton = el("button", { id: "code-delete", type: "button", text: t("code.delete") });
  const langSelect = el("select", { id: "code-lang", ariaLabel: t("code.langLabel"), "data-i18n-attr": "aria-label:code.langLabel" });
  langSelect.add(new Option("JavaScript", "js"));
  langSelect.add(new Option("Python", "python"));
  const starterSelect = el("select", { id: "code-starter", ariaLabel: t("code.starterLabel"), "data-i18n-attr": "aria-label:code.starterLabel" });
  const linkNote = el("p", { id: "code-link-note", className: "code-note", hidden: true });
  const editorHost = el("div", { id: "code-editor", className: "code-editor" });
  const runButton = el("button", { id: "code-run", type: "button", className: "primary", text: t("code.run"), "data-i18n": "code.run" });
  const stopButton = el("button", { id: "code-stop", type: "button", text: t("code.stop"), "data-i18n": "code.stop" });
  const hintButton = el("button", { id: "code-hint", type: "button", text: t("code.hint"), "data-i18n": "code.hint" });
  const limitInput = el("input", { id: "code-limit", type: "number", min: "0.1", max: String(MAX_TIME_LIMIT_MS / 1000), step: "0.1", value: String(limitMs / 1000), inputMode: "decimal" });
  const budgetBar = el("progress", { id: "code-budget", max: 1, value: 0 });
  const budgetText = el("span", { id: "code-budget-text" });
  const loadText = el("p", { id: "code-load", className: "code-note", hidden: true, role: "status" });
  const errorBox = el("p", { id: "code-error", className: "code-error", hidden: true, role: "alert" });
  const consolePre = el("pre", { id: "code-console", className: "code-console", tabIndex: 0, ariaLabel: t("code.console"), "data-i18n-attr": "aria-label:code.console" });
  const clearButton = el("button", { id: "code-clear", type: "button", className: "small", text: t("code.clear"), "data-i18n": "code.clear" });
  const downloadButton = el("button", { id: "code-download", type: "button", text: t("code.download"), "data-i18n": "code.download" });
  // Kaggle's ConnectX takes one Python file: shown for the games with a Kaggle format only.
  const kaggleButton = el("button", { id: "code-kaggle", type: "button", text: t("code.kaggleDownload"), "data-i18n": "code.kaggleDownload", hidden: true });
  const filesInput = el("input", { id: "code-files", type: "file", multiple: true, accept: ".js,.mjs,.py,text/javascript,text/x-python", className: "visually-hidden", tabIndex: -1, ariaLabel: t("code.loadFiles"), "data-i18n-attr": "aria-label:code.loadFiles" });
  const filesButton = el("button", { id: "code-load-files", type: "button", text: t("code.loadFiles"), "data-i18n": "code.loadFiles" });
  const shareButton = el("button", { id: "code-share", type: "button", text: t("code.share"), "data-i18n": "code.share" });
  const shareInput = el("input", { id: "code-share-link", type: "text", readOnly: true, hidden: true, ariaLabel: t("code.shareLabel"), "data-i18n-attr": "aria-label:code.shareLabel" });
  const debugHost = el("details", { id: "code-debug" });

  root.replaceChildren(
    el("h2", { text: t("code.title"), "data-i18n": "code.title" }),
    el("div", { className: "row code-agents" }, agentSelect, newButton, deleteButton),
    el("label", { className: "row small" }, el("span", { text: t("code.nameLabel"), "data-i18n": "code.nameLabel" }), " ", nameInput),
    el("div", { className: "row" }, langSelect, starterSelect),
    linkNote,
    editorHost,
    el("div", { className: "row buttons actions", id: "code-actions" }, runButton, stopButton, hintButton, createReferenceButton(() => langSelect.value)),
    el("label", { className: "row small" }, el("span", { text: t("code.limitLabel"), "data-i18n": "code.limitLabel" }), " ", limitInput, " ", el("span", { text: t("code.seconds"), "data-i18n": "code.seconds" })),
    el("div", { className: "row small code-budget" }, budgetBar, budgetText),
    loadText,
    errorBox,
    el("div", { className: "row small code-console-head" }, el("span", { text: t("code.console"), "data-i18n": "code.console" }), clearButton),
    consolePre,
    el("div", { className: "row buttons" }, downloadButton, kaggleButton, filesButton, shareButton, filesInput),
    shareInput,
    debugHost,
  );
  const debug = createDebugger({ root: debugHost, source, setup, session });
  const tournament = createTournament({
    root,
    pg,
    plain,
    makeCatalog,
    catalog,
    setup,
    store,
    storage,
    status,
    link,
    currentAgent: () => (draft ? null : agentOf()),
  });

  // The browser's storage full (or refused): the change lives in memory until the page closes, and
  // the student is told how to keep it; what was saved before stays saved.
  store.onChange((game, { saved } = {}) => {
    if (saved === false) status.error(() => t("code.storageFull"), "game");
  });

  // ---- open / closed
  function setOpen(open, remember = false) {
    root.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.textContent = open ? t("code.hidePanel") : t("code.showPanel");
    document.body.dataset.code = open ? "open" : "closed";
    if (remember) safeSet(storage, PANEL_KEY, open ? "open" : "closed");
    if (open) ensureEditor();
  }
  toggle.addEventListener("click", () => setOpen(root.hidden, true));
  // A language switch re-words the toggle, the fixed words and accessible names (data-i18n and
  // data-i18n-attr, read by main.js's translateDom), the starter menu and a starter the student
  // has not changed (rewordStarter); words drawn from a state (messages, the budget) follow at
  // their next change.
  onLanguageChange(() => {
    toggle.textContent = root.hidden ? t("code.showPanel") : t("code.hidePanel");
    deleteButton.textContent = t(deleteButton.dataset.confirm ? "code.reallyDelete" : "code.delete");
    if (!gameId) return;
    fillStarters();
    rewordStarter();
  });

  // ---- the editor and the agents
  const agentOf = () => (current ? store.get(gameId, current) : null);
  const shown = () => draft ?? agentOf();

  function ensureEditor() {
    if (!editorReady) {
      editorReady = createEditor(editorHost, { doc: shown()?.source ?? "", language: shown()?.language ?? "js", onChange: typed, label: t("code.editorLabel") }).then((ed) => {
        editor = ed;
        const s = shown();
        if (s && ed.text() !== s.source) ed.setText(s.source, s.language);
        return ed;
      });
    }
    return editorReady;
  }

  const save = debounce((game, id, text) => store.update(game, id, { source: text }), SAVE_DELAY_MS);
  function typed(text) {
    clearError();
    if (draft) draft.source = text;
    else if (current) save(gameId, current, text);
  }

  function showAgent() {
    const a = shown();
    agentSelect.replaceChildren();
    if (draft) agentSelect.add(new Option(t("code.fromLink", { name: draft.name }), "#draft"));
    for (const x of store.list(gameId)) agentSelect.add(new Option(x.name, x.id));
    agentSelect.value = draft ? "#draft" : current ?? "";
    nameInput.value = a?.name ?? "";
    nameInput.disabled = !!draft;
    deleteButton.disabled = !a;
    delete deleteButton.dataset.confirm;
    deleteButton.textContent = t("code.delete");
    langSelect.value = a?.language ?? "js";
    linkNote.hidden = !draft;
    linkNote.textContent = draft ? t("code.linkNote") : "";
    if (editor) editor.setText(a?.source ?? "", a?.language ?? "js");
    clearError();
    debug.refresh();
    tournament.refresh();
  }

  function pick(id) {
    save.flush();
    draft = null;
    current = id;
    if (id) safeSet(storage, CURRENT_KEY + gameId, id);
    showAgent();
  }

  function fillStarters() {
    starterSelect.replaceChildren(new Option(t("code.startFrom"), ""));
    for (const s of starters(gameId, language())) starterSelect.add(new Option(`${t("code.starter." + s.id)} (${s.language === "python" ? "Python" : "JavaScript"})`, `${s.id}|${s.language}`));
  }

  /** Switches to the game on screen: its agents, its starters. */
  function showGame() {
    save.flush();
    gameId = setup.gameId;
    kaggleButton.hidden = !hasKaggleExport(gameId);
    fillStarters();
    if (!draft && !store.list(gameId).length) {
      const first = starters(gameId, language()).find((s) => s.language === "js");
      if (first) store.create(gameId, { name: t("code.defaultName"), language: "js", source: first.source });
      catalog.changed();
    }
    const remembered = safeGet(storage, CURRENT_KEY + gameId);
    const list = store.list(gameId);
    current = list.find((a) => a.id === remembered)?.id ?? list[0]?.id ?? null;
    showAgent();
  }

  function createAgent(name, language, code) {
    save.flush();
    const a = store.create(gameId, { name, language, source: code });
    catalog.changed();
    pick(a.id);
    return a;
  }

  agentSelect.addEventListener("change", () => {
    if (agentSelect.value === "#draft") return;
    pick(agentSelect.value);
  });
  // An agent made by New and not typed in yet: "Start from an example" then fills it rather than
  // leaving it behind as a stray copy of the random starter.
  let untouched = null; // {id, source}
  newButton.addEventListener("click", () => {
    const lang = shown()?.language ?? "js";
    const s = starters(gameId, language()).find((x) => x.id === "random" && x.language === lang);
    const a = createAgent(t("code.defaultName"), lang, s?.source ?? "");
    untouched = { id: a.id, source: a.source };
    editor?.focus();
  });
  nameInput.addEventListener("change", () => {
    if (!current) return;
    nameInput.value = store.rename(gameId, current, nameInput.value) ?? nameInput.value;
    catalog.changed();
    showAgent();
  });
  deleteButton.addEventListener("click", () => {
    if (draft) {
      draft = null;
      showGame();
      return;
    }
    if (!current) return;
    if (!deleteButton.dataset.confirm) {
      deleteButton.dataset.confirm = "1";
      deleteButton.textContent = t("code.reallyDelete");
      return;
    }
    save.flush();
    store.remove(gameId, current);
    source.closeAll();
    catalog.changed();
    current = store.list(gameId)[0]?.id ?? null;
    status.show(t("code.deleted"));
    if (!current) showGame();
    else pick(current);
  });
  langSelect.addEventListener("change", () => {
    const lang = langSelect.value;
    const a = shown();
    if (!a) return;
    // A starter's code switches to the same starter in the other language (its comments in the
    // page's language); the student's own stays.
    const same = starterOf(gameId, a.source);
    const twin = same && starters(gameId, language()).find((s) => s.id === same.id && s.language === lang);
    const code = twin ? twin.source : a.source;
    if (draft) Object.assign(draft, { language: lang, source: code });
    else {
      save.flush();
      store.update(gameId, current, { language: lang, source: code });
    }
    editor?.setText(code, lang);
    catalog.changed();
  });
  starterSelect.addEventListener("change", () => {
    const [id, lang] = starterSelect.value.split("|");
    starterSelect.value = "";
    const s = starters(gameId, language()).find((x) => x.id === id && x.language === lang);
    if (!s) return;
    save.flush();
    const fresh = untouched && current === untouched.id && store.get(gameId, current)?.source === untouched.source;
    untouched = null;
    if (!fresh) return void createAgent(t("code.starter." + s.id), s.language, s.source);
    store.update(gameId, current, { source: s.source, language: s.language });
    store.rename(gameId, current, t("code.starter." + s.id));
    catalog.changed();
    pick(current);
  });

  /**
   * After a language switch: the agent on screen, when its code is exactly a starter's (in any of
   * the page's languages, so the student has not changed a character), becomes the same starter
   * with its comments in the new language. Edited code, and code a lesson link locked, stay.
   */
  function rewordStarter() {
    if (lesson?.locked?.includes("code")) return;
    save.flush();
    const a = shown();
    if (!a || (editor && editor.text() !== a.source)) return;
    const was = starterOf(gameId, a.source);
    if (!was || was.language !== a.language) return;
    const now = starters(gameId, language()).find((s) => s.id === was.id && s.language === was.language);
    if (!now || now.source === a.source) return;
    if (draft) draft.source = now.source;
    else store.update(gameId, current, { source: now.source });
    if (untouched && untouched.id === current && !draft) untouched.source = now.source;
    editor?.setText(now.source, a.language);
    catalog.changed();
  }

  // ---- errors and the console
  function clearError() {
    errorBox.hidden = true;
    errorBox.textContent = "";
    editor?.clearError();
  }
  function showError(r) {
    const where = r.line ? t("code.lineN", { line: r.line }) + ": " : "";
    errorBox.textContent = where + forfeitText(r);
    errorBox.hidden = false;
    if (r.line) editor?.markError(r.line, forfeitText(r));
  }
  function print(lines, cls = "") {
    for (const line of lines) {
      const span = el("span", { className: cls, text: String(line) + "\n" });
      consolePre.append(span);
    }
    while (consolePre.childNodes.length > CONSOLE_LINES) consolePre.firstChild.remove();
    consolePre.scrollTop = consolePre.scrollHeight;
  }
  clearButton.addEventListener("click", () => consolePre.replaceChildren());

  source.on("progress", (p) => {
    budgetBar.max = p.budget || 1;
    budgetBar.value = p.calls ?? 0;
    budgetText.textContent = t("code.budget", { calls: p.calls ?? 0, budget: p.budget ?? 0 });
    pendingLines.push(...p.logs);
  });
  source.on("load", (p) => {
    loadText.hidden = p.percent >= 100;
    loadText.textContent = t("code.loadingPython", { percent: Math.round(p.percent ?? 0) });
  });
  source.on("result", ({ agentId, result, record }) => {
    loadText.hidden = true;
    const lines = result.logs ?? pendingLines;
    pendingLines = [];
    if (result.calls !== undefined) {
      budgetBar.max = result.budget || 1;
      budgetBar.value = result.calls;
      budgetText.textContent = t("code.budget", { calls: result.calls, budget: result.budget });
    }
    print(lines);
    if (result.cancelled) return print([t("code.stopped")], "note");
    if (!result.ok) {
      print([`${t("code.moveN", { move: record.move })}: ${forfeitText(result)}`], "error");
      if (agentId === current) showError(result);
    }
  });

  // ---- the time limit
  limitInput.addEventListener("change", () => {
    const ms = limitFromSeconds(limitInput.value);
    if (ms === null) {
      status.error(t("code.limitError", { max: MAX_TIME_LIMIT_MS / 1000 }));
      limitInput.value = String(limitMs / 1000);
      return;
    }
    limitMs = ms;
    safeSet(storage, LIMIT_KEY, String(ms));
  });

  // ---- Run, Stop, Hint
  async function run() {
    save.flush();
    clearError();
    if (draft) {
      const d = draft;
      draft = null;
      const a = store.create(gameId, d);
      if (d.learned) store.update(gameId, a.id, { learned: d.learned });
      current = a.id;
      catalog.changed();
      showAgent();
    }
    const a = agentOf();
    if (!a) return;
    if (editor && editor.text() !== a.source) store.update(gameId, a.id, { source: editor.text() });
    const id = PREFIX + a.id;
    const sits = setup.seats.findIndex((s) => s.kind === "agent" && s.id === id);
    const k = sits < 0 ? 0 : sits;
    runButton.disabled = true;
    print([t("code.running", { name: a.name })], "note");
    const check = await source.prepare({ game: gameId, agentId: a.id, seed: setup.seed * 2 + k });
    runButton.disabled = false;
    loadText.hidden = true;
    if (!check.ok) {
      if (check.cancelled) return;
      showError(check);
      print([forfeitText(check)], "error");
      status.error(() => `${t("code.myAgent", { name: a.name })}: ${check.line ? t("code.lineN", { line: check.line }) + ": " : ""}${forfeitText(check)}`, "game");
      return;
    }
    // Seated through the one seating command (play/seats.js): the seats are read now, after the
    // wait, so nothing a person did meanwhile is lost; a new game starts and plays.
    seating.seat(id, { at: "first", game: "new" });
  }
  runButton.addEventListener("click", run);
  stopButton.addEventListener("click", () => {
    source.cancel();
    turns.setPlaying(false);
  });
  hintButton.addEventListener("click", async () => {
    save.flush();
    if (draft) return status.show(t("code.linkNote"));
    if (current) turns.askHint(false, PREFIX + current);
  });

  // ---- files and links
  downloadButton.addEventListener("click", () => {
    const a = shown();
    if (!a) return;
    // A learner's file carries what it learned and saved (learned_file.js): it plays again after loading.
    const text = withLearned(editor ? editor.text() : a.source, a.language, a.learned ?? null);
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = el("a", { href: url, download: fileNameOf(a) });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  kaggleButton.addEventListener("click", () => {
    const a = shown();
    if (!a) return;
    // One submission.py with the program and, in plain Python, what it uses of our API (kaggle_submission.js).
    const made = kaggleSubmission(editor ? editor.text() : a.source, a.language);
    if (!made.ok) return status.error(() => t(`code.${made.reason.key}`), "game");
    const url = URL.createObjectURL(new Blob([made.text], { type: "text/x-python" }));
    const link = el("a", { href: url, download: "submission.py" });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    status.show(t("code.kaggleSaved", { file: "submission.py" }));
  });
  filesButton.addEventListener("click", () => filesInput.click());
  filesInput.addEventListener("change", async () => {
    const files = [...filesInput.files];
    filesInput.value = "";
    // Not a program, empty, too big, unreadable, or a name twice: one sentence each, the rest load.
    const { ok, bad } = await sortProgramFiles(
      files.map((f) => ({ file: f.name, size: f.size, read: () => f.text() })),
      { t, nameOfFile },
    );
    let last = null;
    let loaded = 0;
    for (const p of ok) {
      const { source: code, learned, error } = splitLearned(p.text);
      // A damaged learned line (learned_file.js) loads nothing of that file, and says so.
      if (error) {
        bad.push(t("code.badLearnedFile", { file: p.file }));
        continue;
      }
      last = store.create(gameId, { name: p.name, language: p.language, source: code });
      if (learned) store.update(gameId, last.id, { learned });
      loaded += 1;
    }
    if (last) {
      catalog.changed();
      pick(last.id);
    }
    if (bad.length) status.error(() => [loaded ? t("code.loaded", { n: loaded }) : null, ...bad].filter(Boolean).join(" "), "game");
    else if (loaded) status.show(t("code.loaded", { n: loaded }));
  });
  shareButton.addEventListener("click", async () => {
    const a = shown();
    if (!a) return;
    const code = await encodeCode(withLearned(editor ? editor.text() : a.source, a.language, a.learned ?? null));
    const seats = setup.seats.map((s) => (s.kind === "agent" && s.id.startsWith(PREFIX) ? { kind: "human", options: {} } : s));
    shareInput.value = link.build({ page: { panel: "code", code, codeLang: a.language, codeName: a.name }, seats, drop: ["moves"] });
    shareInput.hidden = false;
    shareInput.select();
    try {
      await navigator.clipboard.writeText(shareInput.value);
      status.show(t("code.shareCopied"));
    } catch {
      status.show(t("code.shareSelect"));
    }
  });

  /** A lesson link's lock=code: the program, its language and the code are fixed; Run still works. */
  async function applyLock() {
    const locked = !!lesson?.locked?.includes("code");
    if (locked || editor) (await ensureEditor()).setReadOnly?.(locked);
  }
  lesson?.onApply?.(applyLock);

  /**
   * Code in a link (`page` keys of the hash): `code=` (the program), else `starter=ID` (with
   * `codeLang`): shown in the editor as a draft, never run before Run.
   */
  async function fromLink(page, wanted = null) {
    if (!page?.code && page?.starter) {
      const codeLang = page.codeLang === "python" ? "python" : "js";
      const s = starters(gameId, language()).find((x) => x.id === page.starter && x.language === codeLang);
      if (!s) return status.error(t("code.linkBroken", { message: page.starter }), "setup");
      draft = { name: page.codeName || t("code.starter." + s.id), language: codeLang, source: s.source, learned: null };
      setOpen(true);
      await ensureEditor();
      showAgent();
      return applyLock();
    }
    if (!page?.code) return;
    try {
      const { source: code, learned } = splitLearned(await decodeCode(page.code));
      draft = { name: page.codeName || t("code.defaultName"), language: page.codeLang === "python" ? "python" : "js", source: code, learned };
      setOpen(true);
      await ensureEditor();
      if (seatsNaming(wanted, page.codeId).length) restoreSeated(wanted, page.codeId);
      showAgent();
      applyLock();
    } catch (err) {
      status.error(t("code.linkBroken", { message: err.message }), "setup");
    }
  }

  /** Whether seat `s` names program `codeId` (as `code:ID` or `code:ID@trained`). */
  const namesProgram = (s, codeId) => s?.kind === "agent" && typeof s.id === "string" && s.id.replace(/@trained$/, "") === PREFIX + codeId;

  /** The seats of link `wanted` that name program `codeId`, whatever its game. */
  function seatsOfProgram(wanted, codeId) {
    if (!codeId) return [];
    return (wanted?.seats ?? []).map((s, k) => (namesProgram(s, codeId) ? k : -1)).filter((k) => k >= 0);
  }

  /** The seats of link `wanted` that name program `codeId`, when the link is for this game. */
  function seatsNaming(wanted, codeId) {
    return wanted?.game !== undefined && wanted.game !== gameId ? [] : seatsOfProgram(wanted, codeId);
  }

  /**
   * A link that seats the program it carries (a teacher's lesson link): the draft is saved as a
   * program (the same program saved before is used again, never copied twice), and the seats that
   * named it by the teacher's id are put back naming it by its id here, through the one seating
   * command (play/seats.js). The student's own programs keep their ids whatever the teacher's was.
   */
  function restoreSeated(wanted, codeId) {
    const d = draft;
    draft = null;
    const same = store.list(gameId).find((a) => a.language === d.language && a.source === d.source && (a.learned?.text ?? null) === (d.learned?.text ?? null));
    const a = same ?? store.create(gameId, d);
    if (!same && d.learned) store.update(gameId, a.id, { learned: d.learned });
    current = a.id;
    catalog.changed();
    const seats = wanted.seats.map((s) => (namesProgram(s, codeId) ? { ...s, id: PREFIX + a.id + (s.id.endsWith("@trained") ? "@trained" : "") } : s));
    seating.restore(seats);
  }

  // ---- what the rest of the page tells us
  session.on("newgame", () => {
    if (setup.gameId !== gameId) {
      draft = null;
      showGame();
    }
    pendingLines = [];
    budgetBar.value = 0;
    budgetText.textContent = "";
  });
  // Links arrive through the link's one owner (play/link.js).
  link.addPart(
    "code",
    (page, wanted) => {
      if (String(page.panel ?? "").split(",").includes("code")) setOpen(true);
      fromLink(page, wanted);
    },
    // A lesson link's program is seated by restoreSeated once saved here, under its id here.
    (wanted) => (wanted.page?.code ? seatsOfProgram(wanted, wanted.page.codeId) : []),
  );

  const first = parseHash(location.hash);
  const remembered = safeGet(storage, PANEL_KEY);
  setOpen(remembered === "open" || String(first.page.panel ?? "").split(",").includes("code"));

  return {
    /** Opens or closes the panel. */
    setOpen,
    /** The time limit per move in ms. */
    limitMs: () => limitMs,
    /** The panel's keys for a lesson link: the program in the editor, compressed. */
    async linkPart() {
      const a = shown();
      if (!a) return {};
      const code = await encodeCode(withLearned(editor ? editor.text() : a.source, a.language, a.learned ?? null));
      return { code, codeLang: a.language, codeName: a.name, ...(draft ? {} : { codeId: a.id }) };
    },
    /** Shows the code a link carried (play/link.js calls the part; kept for tests). */
    start: () => fromLink(first.page, first),
    /** The editor once loaded (tests, focus). */
    editor: () => ensureEditor(),
    /** A new program `name` in `lang` ("js" | "python") holding `code`, shown in the open panel (the Course panel's "Start this step"). */
    startProgram(name, lang, code) {
      setOpen(true, true);
      draft = null;
      return createAgent(name, lang, code);
    },
    /** The program in the editor now, as typed: {name, language, source}, or null. */
    program() {
      const a = shown();
      return a ? { name: a.name, language: a.language, source: editor ? editor.text() : a.source } : null;
    },
  };
}
