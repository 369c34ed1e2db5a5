// The series tally: wins per player (two-player games) or wins, losses and scores (one-player
// games), from the results the engine gave for each finished game.

/** A percentage for people ("67%"). */
const percent = (k, n) => (n ? `${Math.round((100 * k) / n)}%` : "–");

/**
 * Writes the running tally of series `s` ({target, results, names}: see startSeries in main.js)
 * into `el`, large enough to read from the back of a room. `players` are the game's seat names:
 * two-player games count wins per player of the line-up and draws; one-player games count wins,
 * losses, the mean score and the largest chain.
 */
export function renderTally(el, s, players) {
  const n = s.results.length;
  const line = (cls, ...parts) => {
    const p = document.createElement("p");
    p.className = cls;
    p.append(...parts);
    return p;
  };
  const head = line("head", n ? `Game ${n} of ${s.target}` : `Game 1 of ${s.target}…`);
  const rows = [];
  const rateOf = (k) => (n ? ` (win rate ${percent(k, n)})` : "");
  if (players.length > 1) {
    s.names.forEach((name, k) => {
      const wins = s.results.filter((r) => r.winner === k).length;
      const b = document.createElement("b");
      b.textContent = `${name}: ${wins} ${wins === 1 ? "win" : "wins"}`;
      const rate = document.createElement("span");
      rate.className = "rate";
      rate.textContent = rateOf(wins);
      rows.push(line("player", b, rate));
    });
    rows.push(line("player", `draws: ${s.results.filter((r) => r.winner === -1).length}`));
    const note = document.createElement("span");
    note.className = "note";
    note.textContent = ` · sides swap every game: ${s.names[0]} started as ${players[0]}`;
    head.append(note);
  } else {
    const mean = n ? s.results.reduce((a, r) => a + r.score, 0) / n : 0;
    const won = s.results.filter((r) => r.won === true).length;
    const lost = s.results.filter((r) => r.won === false).length;
    const chains = s.results.map((r) => r.chain).filter((c) => c !== undefined);
    if (s.results.some((r) => r.won !== undefined)) {
      rows.push(line("player", `won ${won} · lost ${lost}`));
      if (n) rows.push(line("player", `win rate ${percent(won, n)}`));
    }
    rows.push(line("player", `mean score ${mean.toFixed(1)}`));
    if (chains.length) rows.push(line("player", `largest chain ${Math.max(...chains)}`));
  }
  el.replaceChildren(head, ...rows);
}
