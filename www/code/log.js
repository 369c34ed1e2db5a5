// What a student's agent prints (console.log in JavaScript, print in Python), capped per move
// and in total so a print loop cannot flood the page.

/** Formats console arguments the way a student expects to read them. */
export function formatArgs(args) {
  return args.map((a) => (typeof a === "string" ? a : formatValue(a, 0))).join(" ");
}

function formatValue(v, depth) {
  if (v === null || v === undefined || typeof v === "number" || typeof v === "boolean") return String(v);
  if (typeof v === "string") return depth ? JSON.stringify(v) : v;
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "function") return `function ${v.name || ""}`.trim();
  if (v instanceof Error) return `${v.name}: ${v.message}`;
  if (depth > 3) return "…";
  if (ArrayBuffer.isView(v) || Array.isArray(v)) {
    const items = Array.from(v.slice(0, 100), (x) => formatValue(x, depth + 1));
    if (v.length > 100) items.push(`… ${v.length - 100} more`);
    return `[${items.join(", ")}]`;
  }
  try {
    const keys = Object.keys(v).slice(0, 50);
    return `{${keys.map((k) => `${k}: ${formatValue(v[k], depth + 1)}`).join(", ")}}`;
  } catch {
    return String(v);
  }
}

/**
 * @param {object} [caps]
 * @param {number} [caps.perMove] lines kept per move (default 100)
 * @param {number} [caps.total] lines kept in a game (default 2000)
 * @param {number} [caps.lineChars] characters kept per line (default 500)
 * @param {(line: string) => void} [onLine] told about each kept line (streaming)
 */
export function createLog({ perMove = 100, total = 2000, lineChars = 500 } = {}, onLine) {
  let lines = [];
  let cut = 0;
  let kept = 0;
  const log = {
    /** Adds one printed line (cut to lineChars); counts it as cut when over a cap. */
    write(text) {
      const s = String(text);
      if (lines.length >= perMove || kept >= total) {
        cut += 1;
        return;
      }
      const line = s.length > lineChars ? `${s.slice(0, lineChars)}… (${s.length - lineChars} more characters)` : s;
      lines.push(line);
      kept += 1;
      if (onLine) onLine(line);
    },
    /** The lines of the move that just ended and how many were cut; starts the next move. */
    takeMove() {
      const out = { logs: lines, logsCut: cut };
      if (cut) {
        const why = kept >= total ? `more than ${total} lines in this game` : `more than ${perMove} lines on one move`;
        out.logs = [...lines, `… ${cut} more line${cut === 1 ? "" : "s"} not shown (${why})`];
      }
      lines = [];
      cut = 0;
      return out;
    },
    /** Starts a new game: the total count starts again. */
    newGame() {
      lines = [];
      cut = 0;
      kept = 0;
    },
  };
  return log;
}

/** A console object whose every method writes to `log`. */
export function captureConsole(log) {
  const write = (...args) => log.write(formatArgs(args));
  const c = {};
  for (const name of ["log", "info", "warn", "error", "debug", "trace", "dir", "table"]) c[name] = write;
  c.assert = (ok, ...args) => {
    if (!ok) write("Assertion failed:", ...args);
  };
  for (const name of ["group", "groupEnd", "groupCollapsed", "time", "timeEnd", "count", "clear"]) c[name] = () => {};
  return c;
}
