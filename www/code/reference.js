// The Code panel's Reference: a button beside Run that opens a dialog listing every env call and
// field, each game's observation, the agent and learner contracts and `nn`, each with its example
// program in the editor's language (JavaScript or Python, switchable in the dialog). The content is
// reference_data.js; its words are www/i18n/reference.js in the page's language.

import { t, onLanguageChange } from "../i18n/index.js";
import { gameName } from "../i18n/lookup.js";
import { el } from "../dom.js";
import { REFERENCE, SECTIONS } from "./reference_data.js";

/** The dialog's body for `codeLanguage` ("js" or "python"), in the page's language. */
function contents(codeLanguage, setLanguage) {
  const pick = el("select", { id: "code-reference-lang", ariaLabel: t("code.langLabel"), "data-i18n-attr": "aria-label:code.langLabel" });
  pick.add(new Option("JavaScript", "js"));
  pick.add(new Option("Python", "python"));
  pick.value = codeLanguage;
  pick.addEventListener("change", () => setLanguage(pick.value));
  const parts = [el("p", { className: "code-note", text: t("ref.intro") }), el("div", { className: "row" }, pick)];
  for (const section of SECTIONS) {
    parts.push(el("h3", { text: t(`ref.section.${section}`) }));
    for (const entry of REFERENCE.filter((e) => e.section === section)) {
      const example = entry.example[codeLanguage];
      parts.push(
        el(
          "section",
          { className: "reference-entry", id: `ref-${entry.id.replace(/\./g, "-")}` },
          el("pre", { className: "reference-sig" }, el("code", { text: entry[codeLanguage] })),
          el("p", { text: t(`ref.${entry.id}`) }),
          el(
            "details",
            {},
            el("summary", { text: t("ref.gameOf", { game: gameName({ id: entry.game, name: entry.game }) }) }),
            el("pre", { className: "reference-example" }, el("code", { text: example })),
          ),
        ),
      );
    }
  }
  return parts;
}

/**
 * The Reference button; clicking it opens the dialog. `codeLanguage()` says the editor's language
 * (the dialog starts with its examples).
 * @param {() => string} codeLanguage
 * @returns {HTMLButtonElement}
 */
export function createReferenceButton(codeLanguage) {
  const button = el("button", { id: "code-reference-open", type: "button", text: t("ref.button"), "data-i18n": "ref.button", ariaHaspopup: "dialog" });
  let dialog = null;
  let shown = "js";
  const body = el("div", { className: "reference-body" });
  const render = () => body.replaceChildren(...contents(shown, (lang) => ((shown = lang), render())));
  function build() {
    const title = el("h2", { id: "code-reference-title", text: t("ref.title"), "data-i18n": "ref.title" });
    const close = el("button", { id: "code-reference-close", type: "button", text: t("ref.close"), "data-i18n": "ref.close" });
    close.addEventListener("click", () => dialog.close());
    dialog = el("dialog", { id: "code-reference", className: "reference", ariaLabelledby: "code-reference-title" }, el("div", { className: "row reference-head" }, title, close), body);
    document.body.append(dialog);
    onLanguageChange(() => {
      title.textContent = t("ref.title");
      close.textContent = t("ref.close");
      if (dialog.open) render();
    });
  }
  button.addEventListener("click", () => {
    if (!dialog) build();
    shown = codeLanguage() === "python" ? "python" : "js";
    render();
    dialog.showModal();
  });
  return button;
}
