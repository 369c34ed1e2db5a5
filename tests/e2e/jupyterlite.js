// JupyterLite in the e2e tests and benchmarks (tests/e2e/lite.test.js, bench_lite_open.mjs).

/**
 * Run > Run All Cells, until the notebook has started running (a cell's prompt shows [*] or a
 * number): on a loaded machine the menu can open before the notebook is the current widget, and
 * its Run All is then disabled and does nothing.
 */
export async function runAll(page, tries = 6) {
  for (let k = 0; k < tries; k++) {
    // A dialog (JupyterLab's "Select Kernel" when it is slow to match the notebook's) takes its default.
    const accept = await page.$(".jp-Dialog .jp-mod-accept");
    if (accept) await accept.click();
    await page.click(".jp-Notebook .jp-Cell .jp-InputArea"); // the notebook is the current widget
    await page.click('.lm-MenuBar-item:has-text("Run")');
    await page.click('.lm-Menu-item:has-text("Run All Cells")');
    try {
      await page.waitForFunction(() => [...document.querySelectorAll(".jp-InputPrompt")].some((p) => /\[(\*|\d+)\]/.test(p.textContent)), null, { timeout: 20_000 });
      return;
    } catch {
      await page.keyboard.press("Escape"); // a menu left open
    }
  }
  const seen = await page.evaluate(() => ({
    prompts: [...document.querySelectorAll(".jp-InputPrompt")].map((p) => p.textContent.trim()).join(" "),
    dialog: document.querySelector(".jp-Dialog")?.textContent ?? null,
    kernel: document.querySelector(".jp-Notebook-ExecutionIndicator, .jp-KernelStatus")?.textContent ?? null,
  }));
  throw new Error(`Run All Cells never started the notebook (${tries} tries): ${JSON.stringify(seen)}`);
}

