// The header's link to the teachers' guide (docs/teachers/*.md, rendered into dist/teachers/LANG.html
// by scripts/teachers_guide.mjs): each language's link opens its own guide in a new tab, by an address
// relative to the page (any host, any folder; the service worker keeps the guides for offline use).
// The single file (file://) has no guide beside it: there the link stays hidden.

import { language, onLanguageChange } from "../i18n/index.js";

/** The guide's address for language `code`, relative to the page. */
export function guideHref(code) {
  return `teachers/${code}.html`;
}

/** Whether the page has the guide beside it: served over http(s), not opened from a file. */
export function canLinkGuide(loc = globalThis.location) {
  return /^https?:$/.test(loc?.protocol ?? "");
}

/** Shows link `a` (hidden in the HTML) pointing at the current language's guide, following language changes. */
export function createGuideLink(a, loc = globalThis.location) {
  if (!a || !canLinkGuide(loc)) return;
  const show = () => {
    a.href = guideHref(language());
    a.hreflang = language();
  };
  show();
  onLanguageChange(show);
  a.hidden = false;
}
