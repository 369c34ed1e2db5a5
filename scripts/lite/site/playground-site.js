// The site's own start, before JupyterLab's (scripts/lite.sh puts this file in dist/lite/ and points
// each app's index.html at it instead of the app's bundle): JupyterLab's menus and dialogs in the
// student's language, and her edits saved within seconds.
//
// JupyterLite's config-utils.js has merged the site's configuration into #jupyter-config-data and
// then loads this script in place of the bundle. It sets the translation plugin's locale as a
// settings override (a language the student picks in Settings > Language is her own setting and
// wins): the notebook's folder (?path=ja/puyo.ipynb -> ja_JP), else the browser's language, else
// English. Then it loads the app's own bundle (?bundle= in this script's address).
(function () {
  var LOCALES = { en: "en", ja: "ja_JP", ko: "ko_KR", zh: "zh_CN" };
  var PLUGIN = "@jupyterlab/translation-extension:plugin";
  var me = document.currentScript;
  var folder = (new URLSearchParams(window.location.search).get("path") || "").replace(/^\/+/, "").split("/")[0];
  var browser = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"])
    .map(function (l) { return String(l).slice(0, 2).toLowerCase(); })
    .filter(function (l) { return LOCALES[l]; })[0];
  var lang = LOCALES[folder] ? folder : browser || "en";
  var script = document.getElementById("jupyter-config-data");
  var config = JSON.parse(script.textContent);
  config.settingsOverrides = config.settingsOverrides || {};
  config.settingsOverrides[PLUGIN] = Object.assign({}, config.settingsOverrides[PLUGIN], { locale: LOCALES[lang] });
  // window.jupyterapp, for keepSaving below.
  config.exposeAppInBrowser = "true";
  script.textContent = JSON.stringify(config);
  document.documentElement.lang = lang;
  var bundle = document.createElement("script");
  bundle.src = new URL(new URL(me.src).searchParams.get("bundle"), window.location.href).href;
  bundle.main = me.main;
  bundle.addEventListener("load", whenStarted);
  document.head.appendChild(bundle);

  // Her edits kept within seconds, on any machine. JupyterLab's own autosave (every 5 s,
  // jupyter-lite.json) waits ten times the last save's length between saves: on a slow Chromebook,
  // once a notebook's outputs were saved, that gap passed 10 s and a reload lost her typing. So
  // every SAVE_EVERY_MS each open document with unsaved changes is saved (into the browser's
  // storage: JupyterLite's contents live there), one save at a time per document.
  var SAVE_EVERY_MS = 2000;
  function whenStarted() {
    if (!window.jupyterapp) {
      setTimeout(whenStarted, 100);
      return;
    }
    window.jupyterapp.restored.then(function () { keepSaving(window.jupyterapp); });
  }
  function keepSaving(app) {
    var saving = new Set();
    setInterval(function () {
      Array.from(app.shell.widgets("main")).forEach(function (widget) {
        var context = widget.context;
        var model = context && context.model;
        if (!model || !model.dirty || model.readOnly || saving.has(context)) return;
        saving.add(context);
        context.save().catch(function () {}).then(function () { saving.delete(context); });
      });
    }, SAVE_EVERY_MS);
  }
})();
