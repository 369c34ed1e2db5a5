// The one options form of the page: the game setup (play/setup.js) and the Learn panel's settings
// (learn/panel.js) are both built here, from the engine's option specs plus a page-only overlay.
//
// A spec is what the engine publishes for every option of a game (`pg.games()`) or a learner
// (`pg.learners(gameId)`), from Rust's OptionSpec (src/options.rs):
//   {name, kind: "whole"|"real"|"bool"|"seed"|"file"|"choice", min?, max?, choices?, default, help}
// (`default` "" means unset: the engine decides, e.g. from a preset). The engine owns names,
// kinds, ranges, choices and defaults and checks every value; the page owns the words (the
// dictionary, by id) and the presentation: which fields show when, what is sent, page-only
// fields (each game module's `optionsOverlay`).

import { t } from "./i18n/index.js";
import { optionLabel, optionHelp, choiceLabel } from "./i18n/lookup.js";

/**
 * A field, as fieldsFromSpecs makes it and buildOptionsForm draws it:
 * {key, kind: "whole"|"real"|"seed"|"bool"|"choice"|"text", label, help?, choices?: [[value, label]],
 * min?, max?, default?, optional? (empty is allowed: the engine decides), placeholder?,
 * showIf?: (values) => boolean (shown only then), sendIf?: (values) => boolean (sent only then),
 * ui?: true (page-only, never sent), onInput?: (value, set(key, value)) (after a change)}.
 */

/**
 * The fields for engine option `specs` (file options skipped), worded by `words`
 * ({label(spec), help(spec), choice(spec, value)}), shaped by the page's `overlay`:
 * {extra?: [page-only fields, drawn first], fields?: {[name]: patch}} where a patch may set
 * `hidden` (neither drawn nor sent), `extraChoices` ([value], page-only choices, worded by
 * `words.choice`), or any field property (showIf, sendIf, placeholder, onInput...).
 */
export function fieldsFromSpecs(specs, words, overlay = {}) {
  const fields = [...(overlay.extra ?? [])];
  for (const spec of specs ?? []) {
    if (spec.kind === "file") continue; // a file comes from elsewhere (a run, a weights file)
    const { hidden, extraChoices = [], ...patch } = overlay.fields?.[spec.name] ?? {};
    if (hidden) continue;
    const field = {
      key: spec.name,
      kind: spec.kind,
      label: words.label(spec),
      help: words.help(spec),
      default: spec.default,
      optional: spec.default === "",
    };
    if (spec.kind === "choice") field.choices = [...(spec.choices ?? []), ...extraChoices].map((v) => [String(v), words.choice(spec, v)]);
    if (spec.min != null) field.min = spec.min;
    if (spec.max != null) field.max = spec.max;
    if (spec.kind === "seed") field.min = 0;
    fields.push({ ...field, ...patch });
  }
  return fields;
}

/**
 * The words of game `gameId`'s options: `option.<game>.<name>.label`, `option.<game>.<name>.help`
 * and `choice.<game>.<name>.<value>` from the dictionary, else the engine's name, help and word.
 */
export function gameWords(gameId) {
  return {
    label: (spec) => optionLabel(gameId, spec.name),
    help: (spec) => optionHelp(gameId, spec.name, spec.help ?? ""),
    choice: (spec, value) => choiceLabel(gameId, spec.name, String(value)),
  };
}

/** Whether an option value means "on": true, or "true"/"1"/"yes" from a link. */
export function isTrue(v) {
  return v === true || (typeof v === "string" && /^(true|1|yes|on)$/i.test(v.trim()));
}

/**
 * What is wrong with `values` for `fields` as {key, message} (in the page's language), or null:
 * whole and seed fields need whole numbers and numbers in range (an optional one may be empty).
 * The engine checks again; this lets a form say so before anything starts.
 */
export function checkValues(fields, values) {
  for (const f of fields) {
    if (!["whole", "real", "seed"].includes(f.kind) || values[f.key] === undefined) continue;
    const text = String(values[f.key]).trim();
    if (text === "" && f.optional) continue;
    const n = Number(text);
    const whole = f.kind !== "real";
    const bad = text === "" || !Number.isFinite(n) || (whole && !Number.isInteger(n)) || (f.min != null && n < f.min) || (f.max != null && n > f.max);
    if (!bad) continue;
    const ranged = f.kind !== "seed" && f.min != null && f.max != null;
    const message = ranged ? t(whole ? "learn.badWhole" : "learn.badNumber", { name: f.label, min: f.min, max: f.max }) : t("learn.badSeed", { name: f.label });
    return { key: f.key, message };
  }
  return null;
}

/** Draws one field's control (name `f.key`, id `id` when given) showing `value`. */
function control(f, value, id) {
  let input;
  if (f.kind === "choice") {
    input = document.createElement("select");
    for (const [v, text] of f.choices ?? []) input.add(new Option(text, v));
    if (value != null && (f.choices ?? []).some(([v]) => v === String(value))) input.value = String(value);
  } else if (f.kind === "bool") {
    input = document.createElement("input");
    input.type = "checkbox";
    input.checked = isTrue(value);
  } else {
    input = document.createElement("input");
    const number = ["whole", "real", "seed"].includes(f.kind);
    input.type = number ? "number" : "text";
    if (number) {
      input.inputMode = f.kind === "real" ? "decimal" : "numeric";
      input.step = f.kind === "real" ? "any" : "1";
    }
    if (f.min != null) input.min = String(f.min);
    if (f.max != null) input.max = String(f.max);
    if (f.placeholder) input.placeholder = f.placeholder;
    input.value = value == null ? "" : String(value);
  }
  input.name = f.key;
  if (id) input.id = id;
  return input;
}

/**
 * Builds `form` from `fields` showing `values` (a field's `default` where a value is missing);
 * `onChange()` runs after people change a field. Layouts: "inline" (the setup form: each field a
 * `label.row[data-key]` holding its control, the help as its title) or "help" (the Learn panel:
 * a `div.learn-option[data-key]` with the label, the control `#<idPrefix><key>` and the help
 * paragraph `#<idPrefix><key>-help`). Returns `read({check})`: the values by key (a checkbox as
 * true/false, the rest as trimmed text); with `check`, a bad number (checkValues) focuses its
 * field and throws an Error saying what to give.
 */
export function buildOptionsForm(form, fields, values, onChange = () => {}, { layout = "inline", idPrefix = "" } = {}) {
  form.replaceChildren();
  const inputs = new Map();
  for (const f of fields) {
    const id = idPrefix ? `${idPrefix}${f.key}` : "";
    const input = control(f, values[f.key] ?? f.default, id);
    input.addEventListener("change", () => {
      if (f.onInput) f.onInput(input.value, (k, v) => inputs.has(k) && (inputs.get(k).value = v));
      showHide();
      onChange();
    });
    inputs.set(f.key, input);
    if (layout === "help") {
      const row = document.createElement("div");
      row.className = "learn-option";
      row.dataset.key = f.key;
      const label = document.createElement("label");
      label.className = f.kind === "bool" ? "row check" : "row";
      if (id) label.htmlFor = id;
      label.append(f.label + " ");
      const help = document.createElement("p");
      help.className = "help";
      if (id) help.id = `${id}-help`;
      help.textContent = f.help ?? "";
      if (help.id) input.setAttribute("aria-describedby", help.id);
      if (f.kind === "bool") {
        label.prepend(input);
        row.append(label, help);
      } else {
        const line = document.createElement("div");
        line.className = "row";
        line.append(label, input);
        row.append(line, help);
      }
      form.append(row);
    } else {
      const label = document.createElement("label");
      label.className = f.kind === "bool" ? "row check" : "row";
      label.dataset.key = f.key;
      if (f.help) label.title = f.help;
      label.append(f.label + " ", input);
      form.append(label);
    }
  }
  function showHide() {
    const v = readValues();
    for (const f of fields) if (f.showIf) form.querySelector(`[data-key="${f.key}"]`).hidden = !f.showIf(v);
  }
  function readValues() {
    const v = {};
    for (const [k, input] of inputs) v[k] = input.type === "checkbox" ? input.checked : input.value.trim();
    return v;
  }
  if (!fields.length && layout === "inline") {
    const note = document.createElement("p");
    note.className = "about";
    note.textContent = t("setup.noOptions");
    form.append(note);
  }
  showHide();
  return ({ check = false } = {}) => {
    const v = readValues();
    const problem = check ? checkValues(fields, v) : null;
    if (problem) {
      inputs.get(problem.key)?.focus();
      throw new Error(problem.message);
    }
    return v;
  };
}

/** The engine options from form values: non-empty values of fields that are not page-only and whose sendIf allows them. */
export function optionsFromValues(fields, values) {
  const out = {};
  for (const [k, v] of Object.entries(values)) {
    const f = fields.find((x) => x.key === k);
    if (v === "" || (f && (f.ui || (f.sendIf && !f.sendIf(values))))) continue;
    out[k] = v;
  }
  return out;
}
