// The series tally: wins per player (two-player games, also split by the side each played) or
// wins, losses and scores (one-player games), a small chart of the win rate (or the scores) game
// after game, and the list of games, from the results the engine gave for each finished game.

import { t, formatNumber } from "./i18n/index.js";

/** A percentage for people ("67%"), "–" of nothing. */
const percent = (k, n) => (n ? formatNumber(k / n, { style: "percent", maximumFractionDigits: 0 }) : "–");

/**
 * The running win rate of a player after each game (0..1): `won(result)` says whether a result
 * counts as a win. [] for no games.
 */
export function winRates(results, won) {
  let wins = 0;
  return results.map((r, i) => {
    if (won(r)) wins++;
    return wins / (i + 1);
  });
}

/**
 * The wins of line-up player `k` split by side: [{games, won}] per side (side 0 = the first
 * player's side), from results carrying `winner` (line-up index) and `swapped`.
 */
export function bySide(results, k) {
  const out = [
    { games: 0, won: 0 },
    { games: 0, won: 0 },
  ];
  for (const r of results) {
    const side = r.swapped ? 1 - k : k;
    out[side].games++;
    if (r.winner === k) out[side].won++;
  }
  return out;
}

/** Line colours of the chart, one per line-up player (the turn colours of the page). */
export const LINE = ["#0072b2", "#a63c00"];

/** A number of the chart's scale: a percentage for rates, a whole number for scores. */
function scale(v, top, plain) {
  return plain ? formatNumber(Math.round(v)) : formatNumber(v / (top || 1), { style: "percent", maximumFractionDigits: 0 });
}

/**
 * Draws `lines` (arrays of values in 0..`top`) on `canvas`, one point per game: a line chart, or
 * bars when `bars`. Grid lines at 0, half and top.
 */
export function drawChart(canvas, lines, { top = 1, bars = false } = {}) {
  const w = 240;
  const h = 72;
  const dpr = globalThis.devicePixelRatio || 1;
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  const g = canvas.getContext("2d");
  if (!g) return;
  g.scale(dpr, dpr);
  g.clearRect(0, 0, w, h);
  const pad = 6;
  const left = 40; // room for the scale's numbers
  const y = (v) => h - pad - (Math.max(0, Math.min(top, v)) / (top || 1)) * (h - 2 * pad);
  g.strokeStyle = "#d9dde3";
  g.lineWidth = 1;
  g.fillStyle = "#52606d";
  g.font = "11px system-ui, sans-serif";
  g.textAlign = "right";
  g.textBaseline = "middle";
  for (const v of [0, top / 2, top]) {
    g.beginPath();
    g.moveTo(left, y(v));
    g.lineTo(w, y(v));
    g.stroke();
    g.fillText(scale(v, top, bars), left - 4, y(v));
  }
  const n = Math.max(1, ...lines.map((l) => l.length));
  const span = w - left - 2 * pad;
  const x = (i) => left + pad + (n === 1 ? span / 2 : (i * span) / (n - 1));
  lines.forEach((line, k) => {
    g.strokeStyle = g.fillStyle = LINE[k % LINE.length];
    if (bars) {
      const bw = Math.max(1, span / n - 1);
      line.forEach((v, i) => g.fillRect(left + pad + i * (span / n), y(v), bw, y(0) - y(v)));
      return;
    }
    g.lineWidth = 2.5;
    g.beginPath();
    line.forEach((v, i) => (i ? g.lineTo(x(i), y(v)) : g.moveTo(x(i), y(v))));
    g.stroke();
    line.forEach((v, i) => g.fillRect(x(i) - 2, y(v) - 2, 4, 4));
  });
}

/**
 * Writes the running tally of series `s` ({target, results, names}: see play/series.js) into
 * `el`, large enough to read from the back of a room. `players` are the game's seat names;
 * `gameId` picks the sentence that explains the score of one-player games.
 */
export function renderTally(el, s, players, gameId = "") {
  const n = s.results.length;
  const node = (tag, cls, ...parts) => {
    const p = document.createElement(tag);
    if (cls) p.className = cls;
    p.append(...parts);
    return p;
  };
  const line = (cls, ...parts) => node("p", cls, ...parts);
  const head = line("head", n ? t("series.head", { n, total: s.target }) : t("series.headFirst", { total: s.target }));
  const rows = [];
  const canvas = document.createElement("canvas");
  canvas.className = "chart";
  const items = [];
  if (players.length > 1) {
    s.names.forEach((name, k) => {
      const wins = s.results.filter((r) => r.winner === k).length;
      const b = document.createElement("b");
      b.style.borderBottom = `4px solid ${LINE[k % LINE.length]}`; // the player's line in the chart
      b.textContent = wins === 1 ? t("series.wins1", { name }) : t("series.wins", { name, n: wins });
      const rate = node("span", "rate", n ? " " + t("series.rate", { pct: percent(wins, n) }) : "");
      const sides = bySide(s.results, k)
        .map((x, side) => (x.games ? t("series.bySide", { side: players[side], won: x.won, games: x.games }) : ""))
        .filter(Boolean)
        .join(" · ");
      rows.push(node("div", "player", line("", b, rate), line("sides", sides)));
    });
    rows.push(line("player", t("series.draws", { n: s.results.filter((r) => r.winner === -1).length })));
    head.append(node("span", "note", " · " + t("series.swap", { name: s.names[0], side: players[0] })));
    drawChart(canvas, s.names.map((_, k) => winRates(s.results, (r) => r.winner === k)));
    canvas.setAttribute("aria-label", t("series.chart"));
    s.results.forEach((r, i) => {
      const seat = r.swapped ? [s.names[1], s.names[0]] : s.names;
      const result = r.winner >= 0 ? t("series.gameWon", { name: s.names[r.winner] }) : t("series.gameDraw");
      items.push(t("series.game2", { k: i + 1, first: `${seat[0]} (${players[0]})`, second: `${seat[1]} (${players[1]})`, result }));
    });
  } else {
    const mean = n ? s.results.reduce((a, r) => a + r.score, 0) / n : 0;
    const won = s.results.filter((r) => r.won === true).length;
    const lost = s.results.filter((r) => r.won === false).length;
    const chains = s.results.map((r) => r.chain).filter((c) => c !== undefined);
    const hasWins = s.results.some((r) => r.won !== undefined);
    if (hasWins) {
      rows.push(line("player", t("series.wonLost", { won, lost })));
      if (n) rows.push(line("player", t("series.winRate", { pct: percent(won, n) })));
      drawChart(canvas, [winRates(s.results, (r) => r.won === true)]);
      canvas.setAttribute("aria-label", t("series.chart"));
    } else {
      const scores = s.results.map((r) => Math.max(0, r.score));
      drawChart(canvas, [scores], { top: Math.max(1, ...scores), bars: true });
      canvas.setAttribute("aria-label", t("series.chartScore"));
    }
    rows.push(line("player", t("series.meanScore", { n: Math.round(mean) })));
    if (chains.length) rows.push(line("player", t("series.largestChain", { n: Math.max(...chains) })));
    const help = t(`series.score.${gameId}`);
    rows.push(line("note", help === `series.score.${gameId}` ? t("series.score.other") : help));
    s.results.forEach((r, i) => {
      const result = r.won === true ? t("series.won") : r.won === false ? t("series.lost") : t("series.ended");
      items.push(t("series.game1", { k: i + 1, result, score: Math.round(r.score) }));
    });
  }
  rows.push(...forfeitLines(s, line));
  canvas.setAttribute("role", "img");
  const out = [head, ...rows];
  if (n) out.push(node("figure", "chart", node("figcaption", "", canvas.getAttribute("aria-label")), canvas));
  if (items.length) {
    const list = node("ul", "games", ...items.map((text) => node("li", "", text)));
    out.push(node("details", "games", node("summary", "", t("series.games")), list));
  }
  el.replaceChildren(...out);
}

/** Per player of the line-up, how many games it forfeited and why (student agents only). */
function forfeitLines(s, line) {
  const out = [];
  s.names.forEach((name, k) => {
    const lost = s.results.filter((r) => r.forfeit && r.forfeit.player === k);
    if (!lost.length) return;
    const kinds = ["timeout", "error", "illegal"]
      .map((kind) => [kind, lost.filter((r) => r.forfeit.kind === kind).length])
      .filter(([, n]) => n)
      .map(([kind, n]) => `${t("code.kind." + kind)} ${n}`)
      .join(", ");
    out.push(line("player forfeits", t("code.tallyForfeits", { name, n: lost.length, kinds })));
  });
  return out;
}
