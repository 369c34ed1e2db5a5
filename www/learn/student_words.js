// A student learner's stops and curve lines in the page's language. A stop carries a kind and
// fields (student_run.js, code/sandbox_worker.js); the sentence is chosen by the kind, never by
// reading English text. A student's own runtime error keeps the runtime's words ("TypeError: …"),
// framed in the page's language.

import { t, formatNumber } from "../i18n/index.js";
import { mistakeSentence } from "../code/mistakes.js";

/**
 * The sentence for `stop` ({kind, episode?, line?, lineText?, message?, got?, why?, limitMs?,
 * keptEpisodes?}); an error from a common mistake (code/mistakes.js) gets its own sentence too.
 */
export function stopMessage(stop) {
  const s = stop ?? {};
  const seconds = s.limitMs != null ? formatNumber(s.limitMs / 1000, { maximumFractionDigits: 2 }) : "";
  const where = s.line ? t("mine.where", { line: s.line }) : "";
  // A module the page's Python lacks (numpy, ...): the sentence that points to nn, Python's own text inside.
  const runtime = s.module ? t("forfeit.noModule", { module: s.module, runtime: s.message ?? "" }) : (s.message ?? "");
  switch (s.kind) {
    case "error": {
      const text = t("mine.stop.error", { episode: s.episode, where }) + " " + runtime;
      const mistake = mistakeSentence(s.message, s.lineText ?? null);
      return mistake ? t("forfeit.withMistake", { text, mistake }) : text;
    }
    case "timeout":
      return t("mine.stop.timeout", { episode: s.episode, seconds }) + " " + (s.keptEpisodes ? t("mine.kept", { episodes: s.keptEpisodes }) : t("mine.keptNone"));
    case "badReturn":
      return t("mine.stop.badReturn", { episode: s.episode, got: s.got ?? "?", example: "{ reward: 1 }" });
    case "nolearn":
      return t("mine.stop.nolearn");
    case "noact":
      return t("mine.stop.noact");
    case "syntax":
    case "compile":
      return t("mine.stop.compile", { where }) + " " + runtime;
    case "topTimeout":
      return t("mine.stop.topTimeout", { seconds });
    case "nosave":
    case "noload":
      return t("mine.needsSave");
    case "saveError":
      return t("mine.stop.saveError", { where }) + " " + runtime;
    case "loadError":
      return t("mine.stop.loadError", { where }) + " " + runtime;
    case "saveTimeout":
      return t("mine.stop.saveTimeout", { seconds });
    case "loadTimeout":
      return t("mine.stop.loadTimeout", { seconds });
    case "unsaveable":
      return t("mine.stop.unsaveable", { got: s.got ?? "?" }) + " " + (s.why === "python" ? runtime : t(`mine.why.${s.why ?? "function"}`));
    case "act":
      return t("mine.stop.act", { episode: s.episode ?? 0, where }) + " " + runtime;
    default:
      return t("mine.stop.crashed") + " " + runtime;
  }
}

/** The title of a curve line: "evalWon", "evalScore", "evalChain", or ("learn", key) for learn()'s numbers. */
export function lineTitle(kind, key) {
  if (kind === "learn") return t("mine.line", { key });
  return t(`mine.${kind}`);
}
