// The game-options form, built from the engine's `defaults` plus each game's field list
// (choices, number ranges, which fields show when). No game rules here: the engine checks
// every value and its error message is shown if one is wrong.

import { t } from "./i18n/index.js";
import { optionLabel } from "./i18n/lookup.js";

/**
 * A field: {key, label, type: "select"|"number"|"text"|"checkbox" (a true/false value), choices?: [[value, label]], min?, max?,
 * placeholder?, showIf?: (values) => boolean (shown only then), sendIf?: (values) => boolean
 * (sent to the engine only then), ui?: true (page-only, never sent)}.
 */

/**
 * Builds the form for `fields` (plus a text field for any default the game module did not list,
 * labelled `option.<gameId>.<key>.label` from the dictionary, else by its key).
 */
export function buildOptionsForm(form, fields, defaults, values, onChange, gameId = "") {
  form.replaceChildren();
  const all = [...fields];
  for (const [key, value] of defaults) {
    if (all.some((f) => f.key === key)) continue;
    // An engine option with a true/false default (e.g. Minesweeper's noGuess) is a checkbox.
    all.push({ key, label: optionLabel(gameId, key), type: typeof value === "boolean" ? "checkbox" : "text" });
  }
  const inputs = new Map();
  for (const f of all) {
    const label = document.createElement("label");
    label.className = "row";
    label.dataset.key = f.key;
    label.append(f.label + " ");
    let input;
    if (f.type === "select") {
      input = document.createElement("select");
      for (const [v, text] of f.choices) input.add(new Option(text, v));
    } else if (f.type === "checkbox") {
      input = document.createElement("input");
      input.type = "checkbox";
      label.classList.add("check");
    } else {
      input = document.createElement("input");
      input.type = f.type === "number" ? "number" : "text";
      if (f.type === "number") input.inputMode = "numeric";
      if (f.min !== undefined) input.min = f.min;
      if (f.max !== undefined) input.max = f.max;
      if (f.placeholder) input.placeholder = f.placeholder;
    }
    input.name = f.key;
    if (f.type === "checkbox") input.checked = isTrue(values[f.key]);
    else input.value = values[f.key] ?? "";
    input.addEventListener("change", () => {
      if (f.onInput) f.onInput(input.value, (k, v) => (inputs.get(k).value = v));
      showHide();
      onChange();
    });
    label.append(input);
    form.append(label);
    inputs.set(f.key, input);
  }
  function showHide() {
    const v = readValues();
    for (const f of all) if (f.showIf) form.querySelector(`[data-key="${f.key}"]`).hidden = !f.showIf(v);
  }
  function readValues() {
    const v = {};
    for (const [k, input] of inputs) v[k] = input.type === "checkbox" ? input.checked : input.value.trim();
    return v;
  }
  if (!all.length) {
    const note = document.createElement("p");
    note.className = "about";
    note.textContent = t("setup.noOptions");
    form.append(note);
  }
  showHide();
  return readValues;
}

/** Whether an option value means "on": true, or "true"/"1"/"yes" from a link. */
export function isTrue(v) {
  return v === true || (typeof v === "string" && /^(true|1|yes|on)$/i.test(v.trim()));
}

/** The engine options from form values: visible, non-empty, non-UI fields. */
export function optionsFromValues(fields, values) {
  const out = {};
  for (const [k, v] of Object.entries(values)) {
    const f = fields.find((x) => x.key === k);
    if (v === "" || (f && (f.ui || (f.sendIf && !f.sendIf(values))))) continue;
    out[k] = v;
  }
  return out;
}
