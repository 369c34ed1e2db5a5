// The link's owner (www/play/link.js): a seat that a part seats itself once it has read the link (a
// lesson link's program) is shown as a person's until then; the parts still read the whole link.
import test from "node:test";
import assert from "node:assert/strict";

globalThis.window ??= { addEventListener() {} };
globalThis.location ??= { hash: "", href: "http://127.0.0.1/" };
const { createLink } = await import("../../www/play/link.js");
const { formatHash } = await import("../../www/hash.js");

const setup = { gameId: "tictactoe", options: {}, seats: [], seed: 1, page: {}, lastHash: "" };
const teacherProgram = { kind: "agent", id: "code:bot-2", options: {} };
const random = { kind: "agent", id: "random", options: {} };

test("a seat a part will seat itself waits as a person's; the parts are told the link as it came", () => {
  const routed = [];
  const told = [];
  const link = createLink({ setup, route: (wanted) => routed.push(wanted) });
  link.addPart("code", (page, wanted) => told.push(wanted), (wanted) => (wanted.page.codeId ? wanted.seats.map((s, k) => (s.id === `code:${wanted.page.codeId}` ? k : -1)).filter((k) => k >= 0) : []));
  link.open(`http://127.0.0.1/${formatHash({ game: "tictactoe", options: {}, seats: [random, teacherProgram], seed: 3, page: { code: "x", codeId: "bot-2" } })}`);
  assert.deepEqual(
    routed[0].seats.map((s) => s.kind === "human" ? "human" : s.id),
    ["random", "human"],
    "the program's seat waits as a person's: a program of the same id here never plays in its place",
  );
  assert.equal(told[0].seats[1].id, "code:bot-2", "the part reads the seat as the link named it");

  // A link without the program: nothing is held.
  link.open(`http://127.0.0.1/${formatHash({ game: "tictactoe", options: {}, seats: [random, teacherProgram], seed: 3, page: {} })}`);
  assert.equal(routed[1].seats[1].id, "code:bot-2");
});

test("held() leaves a link alone when no part holds a seat", () => {
  const link = createLink({ setup, route: () => {} });
  link.addPart("learn", () => {});
  const wanted = { game: "tictactoe", options: {}, seats: [random, teacherProgram], seed: 1, page: { codeId: "bot-2" } };
  assert.equal(link.held(wanted), wanted);
});
