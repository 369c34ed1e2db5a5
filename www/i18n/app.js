// Words of the page's frame: loading, language menu. One area of the dictionary (see index.js).
export default {
  en: {
    "lang.label": "Language",
    "app.loading": "Loading the engine…",
  },
  ja: {
    "lang.label": "言語",
    "app.loading": "エンジンを読み込んでいます…",
  },
  ko: {
    "lang.label": "언어",
    "app.loading": "엔진을 불러오는 중…",
  },
  zh: {
    "lang.label": "语言",
    "app.loading": "正在加载引擎…",
  },
};
