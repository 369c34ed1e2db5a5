// What the code panel needs from CodeMirror 6, bundled by scripts/vendor.sh (esbuild) into
// dist/vendor/codemirror.js: one ES module.
export { EditorView, keymap, lineNumbers, Decoration, highlightActiveLine, highlightActiveLineGutter, drawSelection } from "@codemirror/view";
export { EditorState, Compartment, StateEffect, StateField } from "@codemirror/state";
export { basicSetup, minimalSetup } from "codemirror";
export { javascript } from "@codemirror/lang-javascript";
export { python } from "@codemirror/lang-python";
export { linter, lintGutter, setDiagnostics, forceLinting } from "@codemirror/lint";
export { indentWithTab, defaultKeymap, history, historyKeymap } from "@codemirror/commands";
export { indentUnit, indentService, syntaxHighlighting, defaultHighlightStyle, indentOnInput, bracketMatching, forceParsing } from "@codemirror/language";
