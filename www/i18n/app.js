// Words of the page's frame: loading, language menu, the link to the teachers' guide. One area of
// the dictionary (see index.js).
export default {
  en: {
    "lang.label": "Language",
    "app.loading": "Loading the engine…",
    "app.guide": "For teachers",
    "app.guideTitle": "The guide for teachers (opens in a new tab)",
  },
  ja: {
    "lang.label": "言語",
    "app.loading": "エンジンを読み込んでいます…",
    "app.guide": "先生向けガイド",
    "app.guideTitle": "先生向けのガイド（新しいタブで開きます）",
  },
  ko: {
    "lang.label": "언어",
    "app.loading": "엔진을 불러오는 중…",
    "app.guide": "교사용 안내",
    "app.guideTitle": "교사용 안내 (새 탭에서 열려요)",
  },
  zh: {
    "lang.label": "语言",
    "app.loading": "正在加载引擎…",
    "app.guide": "教师指南",
    "app.guideTitle": "教师指南（在新标签页中打开）",
  },
};
