// The code editor: CodeMirror 6 (vendored by scripts/vendor.sh into vendor/codemirror.js and
// loaded on first use) with line numbers, syntax colours, auto-indent and the error line marked
// by a lint diagnostic. No autocompletion pop-up and no auto-closed brackets: what a student
// types is what they get.
//
//   const ed = await createEditor(host, { doc, language: "js", onChange, label });
//   ed.text(); ed.setText(text, language); ed.markError(line, message); ed.clearError(); ed.focus();

/** Loads the vendored CodeMirror bundle (once). */
let loading = null;
export function loadCodeMirror() {
  loading ??= import("../vendor/codemirror.js");
  return loading;
}

/** Makes an editor in `host`; resolves once it is on the page. */
export async function createEditor(host, { doc = "", language = "js", onChange = () => {}, label = "" } = {}) {
  const cm = await loadCodeMirror();
  const lang = new cm.Compartment();
  const editable = new cm.Compartment(); // a lesson link may lock the code (read-only)
  const langFor = (l) => (l === "python" ? [cm.python(), cm.indentUnit.of("    ")] : [cm.javascript(), cm.indentUnit.of("  ")]);
  let quiet = false; // setText() does not count as typing
  const view = new cm.EditorView({
    parent: host,
    doc,
    extensions: [
      cm.lineNumbers(),
      cm.highlightActiveLineGutter(),
      cm.highlightActiveLine(),
      cm.history(),
      cm.drawSelection(),
      cm.indentOnInput(),
      cm.bracketMatching(),
      cm.syntaxHighlighting(cm.defaultHighlightStyle, { fallback: true }),
      cm.lintGutter(),
      // Long lines wrap at the panel's edge (a Chromebook's narrow panel cuts none off).
      cm.EditorView.lineWrapping,
      // Enter first brings the syntax tree up to the cursor (it is parsed in idle time, which a busy
      // Chromebook may not have had yet: the new line then got no indent), then inserts the line.
      cm.keymap.of([{ key: "Enter", run: (v) => (cm.forceParsing(v, v.state.selection.main.head, 200), false) }, ...cm.defaultKeymap, ...cm.historyKeymap, cm.indentWithTab]),
      cm.EditorView.contentAttributes.of({ tabindex: "0", "aria-label": label, spellcheck: "false", autocapitalize: "off", autocorrect: "off" }),
      lang.of(langFor(language)),
      editable.of([cm.EditorState.readOnly.of(false), cm.EditorView.editable.of(true)]),
      cm.EditorView.updateListener.of((u) => {
        if (u.docChanged && !quiet) onChange(u.state.doc.toString());
      }),
    ],
  });

  return {
    view,
    /** The code in the editor. */
    text: () => view.state.doc.toString(),
    /** Replaces the code (and its language); does not call onChange. */
    setText(text, language2 = language) {
      quiet = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, effects: lang.reconfigure(langFor(language2)) });
        view.dispatch(cm.setDiagnostics(view.state, []));
      } finally {
        quiet = false;
      }
    },
    /** Switches the syntax colours and indent of the language. */
    setLanguage(l) {
      view.dispatch({ effects: lang.reconfigure(langFor(l)) });
    },
    /** Marks line `line` (1-based) with `message` (a lint diagnostic and a gutter sign). */
    markError(line, message) {
      const doc = view.state.doc;
      if (!Number.isInteger(line) || line < 1 || line > doc.lines) return;
      const l = doc.line(line);
      view.dispatch(cm.setDiagnostics(view.state, [{ from: l.from, to: Math.max(l.from, l.to), severity: "error", message }]));
    },
    /** Clears the marked error. */
    clearError() {
      view.dispatch(cm.setDiagnostics(view.state, []));
    },
    /** Makes the code read-only (a lesson link locked it) or editable again. */
    setReadOnly(on) {
      view.dispatch({ effects: editable.reconfigure([cm.EditorState.readOnly.of(!!on), cm.EditorView.editable.of(!on)]) });
    },
    /** Puts the keyboard focus in the editor. */
    focus: () => view.focus(),
  };
}
