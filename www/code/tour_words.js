// A class tournament's words in the page's language: why a program forfeited (its first
// forfeit's sentence with its line, www/i18n/lookup.js forfeitText) and the CSV's headers and
// values (league.js toCsv). The page's table and scripts/tournament.mjs both use them.

import { t } from "../i18n/index.js";
import { forfeitText } from "../i18n/lookup.js";
import { CSV_WORDS_EN } from "./league.js";

/** A forfeit ({kind, message, line, reason}) as one sentence: "line 3: act() stopped with an error: ...". */
export function reasonText(f) {
  if (!f) return "";
  const text = forfeitText(f);
  return f.line ? t("code.tourReason", { where: t("code.lineN", { line: f.line }), text }) : text;
}

/** A table row's reason (league.js leagueTable): its first forfeit, and how many games it then missed; "" without one. */
export function rowReason(row) {
  if (!row?.firstForfeit) return "";
  const reason = reasonText(row.firstForfeit);
  return row.carried ? t("code.tourOut", { reason, n: row.carried }) : reason;
}

/** The CSV's words (league.js CSV_WORDS_EN's keys) in the page's language. */
export function csvWords() {
  return Object.fromEntries(Object.keys(CSV_WORDS_EN).map((k) => [k, t(`code.csv.${k}`)]));
}
