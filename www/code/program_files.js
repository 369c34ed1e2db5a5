// Which program files load (the Code panel's "Load files" and scripts/tournament.mjs share it):
// a file that is not JavaScript or Python, is empty, is too big, cannot be read, or has the name
// of a file before it in the same batch gets one sentence in the page's language, and the rest
// load. The words are code.tour* in www/i18n/code.js.
//
//   const { ok, bad } = await sortProgramFiles(files, { t, nameOfFile });
//   files: [{file, size, read}]  (read() gives the text; it may throw or reject)
//   ok:    [{file, name, language, text}]     bad: [sentence]

/** The largest program file that loads (bytes): far more than any student's program. */
export const MAX_PROGRAM_BYTES = 1_000_000;

/** "python" for .py, "js" for .js and .mjs (the page's downloads are .js and .py), else null. */
export function programLanguage(fileName) {
  if (/\.py$/i.test(fileName)) return "python";
  if (/\.(js|mjs)$/i.test(fileName)) return "js";
  return null;
}

/**
 * Sorts `files` into those that load and one sentence for each that does not.
 * @param {{file: string, size: number, read: () => (string | Promise<string>)}[]} files
 * @param {{t: Function, nameOfFile: (f: string) => string}} words
 */
export async function sortProgramFiles(files, { t, nameOfFile }) {
  const ok = [];
  const bad = [];
  const taken = new Map(); // name -> the file that has it
  for (const { file, size, read } of files) {
    const language = programLanguage(file);
    if (!language) {
      bad.push(t("code.tourNotProgram", { file }));
      continue;
    }
    if (size > MAX_PROGRAM_BYTES) {
      bad.push(t("code.tourTooBig", { file, size: (size / 1e6).toFixed(1), max: MAX_PROGRAM_BYTES / 1e6 }));
      continue;
    }
    let text;
    try {
      text = String(await read());
    } catch (err) {
      bad.push(t("code.tourUnreadable", { file, why: err?.code ?? err?.message ?? String(err) }));
      continue;
    }
    if (!text.trim()) {
      bad.push(t("code.tourEmptyFile", { file }));
      continue;
    }
    const name = nameOfFile(file);
    if (taken.has(name)) {
      bad.push(t("code.tourSameName", { file, other: taken.get(name), name }));
      continue;
    }
    taken.set(name, file);
    ok.push({ file, name, language, text: text.replace(/^\uFEFF/, "") });
  }
  return { ok, bad };
}
