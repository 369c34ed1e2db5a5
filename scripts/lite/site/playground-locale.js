// JupyterLab's menus and dialogs in the student's language (scripts/lite.sh puts this file in
// dist/lite/ and points each app's index.html at it instead of the app's bundle).
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
  script.textContent = JSON.stringify(config);
  document.documentElement.lang = lang;
  var bundle = document.createElement("script");
  bundle.src = new URL(new URL(me.src).searchParams.get("bundle"), window.location.href).href;
  bundle.main = me.main;
  document.head.appendChild(bundle);
})();
