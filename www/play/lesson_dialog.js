// The "Lesson link" dialog: a teacher builds a lesson link from the page as it is, choosing for
// each control whether the class sees it, sees it locked or does not see it, and whether the link
// carries the program in the editor, the learner with its settings and a step of the game's course
// (course=ID: the Course panel opens at it). The link is built by the link's one owner
// (play/link.js); play/lesson.js and the panels read it back.

import { t, language } from "../i18n/index.js";
import { el } from "../dom.js";
import { CONTROLS } from "./lesson.js";
import { stepsOf, findStep } from "../course/course.js";

/** The choices for one control, in the order the menu shows them. */
export const STATES = ["show", "hide", "lock"];

/**
 * The page keys of a lesson link: `choices` maps control names to "show" | "hide" | "lock";
 * `parts` are the panels' own keys to carry. Pure (tests/js/lesson_link.test.js).
 */
export function lessonKeys(choices, parts = {}) {
  const pick = (state) => Object.keys(CONTROLS).filter((name) => choices[name] === state).join(",");
  const page = { ...parts, hide: pick("hide"), lock: pick("lock") };
  for (const k of Object.keys(page)) if (page[k] === "" || page[k] == null) delete page[k];
  return page;
}

/**
 * Makes the dialog, opened by `button`. `link` builds links (play/link.js); `codePart()` and
 * `learnPart()` give the code and Learn panels' keys (async allowed); `lesson` says what the
 * current link hides and locks (the dialog starts from it); `setup` (play/setup.js) gives the game
 * on screen, whose course steps the Course menu lists, and the page's `course` key it starts from.
 * The button is hidden while the page's lesson link hides or locks anything.
 */
export function createLessonDialog({ button, link, lesson, codePart, learnPart, status, setup }) {
  const dialog = el("dialog", { id: "lesson-dialog", className: "lesson-dialog" });
  const title = el("h2");
  const intro = el("p", { className: "about" });
  const table = el("div", { className: "lesson-controls" });
  const withCode = el("input", { type: "checkbox", id: "lesson-with-code" });
  const withLearner = el("input", { type: "checkbox", id: "lesson-with-learner" });
  const codeLabel = el("label", { className: "row check", for: "lesson-with-code" });
  const learnerLabel = el("label", { className: "row check", for: "lesson-with-learner" });
  const course = el("select", { id: "lesson-course" });
  const courseText = el("span");
  const courseLabel = el("label", { className: "row", for: "lesson-course" }, courseText, course);
  const out = el("input", { id: "lesson-url", type: "text", readOnly: true });
  const build = el("button", { id: "lesson-build", type: "button", className: "primary" });
  const close = el("button", { id: "lesson-close", type: "button" });
  dialog.append(title, intro, table, codeLabel, learnerLabel, courseLabel, el("div", { className: "row buttons" }, build, close), out);
  document.body.append(dialog);
  const menus = new Map(); // control name -> select

  function fill() {
    title.textContent = t("lesson.dialog.title");
    intro.textContent = t("lesson.dialog.intro");
    codeLabel.replaceChildren(withCode, " " + t("lesson.dialog.withCode"));
    learnerLabel.replaceChildren(withLearner, " " + t("lesson.dialog.withLearner"));
    courseText.textContent = t("lesson.dialog.course") + " ";
    // The steps of the game on screen; the menu starts at the step the page's link names.
    const steps = stepsOf(setup?.gameId);
    course.replaceChildren(new Option(t("lesson.dialog.noCourse"), ""));
    steps.forEach((s, i) => course.append(new Option(`${i + 1}. ${s.titles[language()] ?? s.titles.en}`, s.id)));
    const now = findStep(setup?.page?.course);
    course.value = now && steps.includes(now) ? now.id : "";
    courseLabel.hidden = !steps.length;
    build.textContent = t("lesson.dialog.build");
    close.textContent = t("lesson.dialog.close");
    out.setAttribute("aria-label", t("lesson.dialog.title"));
    table.replaceChildren();
    menus.clear();
    for (const name of Object.keys(CONTROLS)) {
      const id = `lesson-ctl-${name}`;
      const select = el("select", { id, name });
      for (const state of STATES) select.append(new Option(t(`lesson.state.${state}`), state));
      select.value = lesson.hidden.includes(name) ? "hide" : lesson.locked.includes(name) ? "lock" : "show";
      menus.set(name, select);
      table.append(el("label", { className: "row", for: id }, el("span", { text: t(`lesson.control.${name}`) }), select));
    }
  }

  // Under a lesson that hides or locks anything, the button goes: a student cannot make a new link
  // that unlocks what the teacher's link fixed.
  const follow = () => (button.hidden = lesson.hidden.length + lesson.locked.length > 0);
  lesson.onApply?.(follow);
  follow();

  button.addEventListener("click", () => {
    if (button.hidden) return;
    fill();
    out.value = "";
    dialog.showModal?.() ?? dialog.setAttribute("open", "");
  });
  close.addEventListener("click", () => dialog.close?.() ?? dialog.removeAttribute("open"));
  build.addEventListener("click", async () => {
    const choices = Object.fromEntries([...menus].map(([name, select]) => [name, select.value]));
    const parts = {};
    if (withCode.checked) Object.assign(parts, await codePart(), { panel: "code" });
    if (withLearner.checked) {
      Object.assign(parts, learnPart());
      parts.panel = parts.panel ? `${parts.panel},learn` : "learn";
    }
    // The Course panel opens at the step on the student's page (course/panel.js reads course=).
    if (course.value) parts.course = course.value;
    // A lesson link carries only what the dialog chose (and the page's language), no moves.
    out.value = link.build({ page: lessonKeys(choices, parts), only: true });
    out.select();
    try {
      await navigator.clipboard.writeText(out.value);
      status?.show?.(t("lesson.dialog.copied"));
    } catch {
      status?.show?.(t("code.shareSelect"));
    }
  });
  return { dialog };
}
