// Small DOM helpers the page's panels share: building an element in one call, and reading or
// writing localStorage where a browser may refuse it (private windows, file://, a full quota).

/**
 * `<tag>` with `props` and `children`: `text` sets its text; `aria…` (ariaLabel or aria-label),
 * `data-…`, `role` and `for` become attributes; any other key is set as a property.
 */
export function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "text") e.textContent = v;
    else if (k.startsWith("aria") || k.startsWith("data-") || k === "role" || k === "for") e.setAttribute(k.replace(/^aria([A-Z])/, (_, c) => `aria-${c.toLowerCase()}`), v);
    else e[k] = v;
  }
  e.append(...children);
  return e;
}

/** `storage.getItem(key)`, or null where the browser refuses. */
export function safeGet(storage, key) {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** `storage.setItem(key, value)`; where the browser refuses, nothing is remembered. */
export function safeSet(storage, key, value) {
  try {
    storage?.setItem(key, value);
  } catch {
    // not remembered; the panel still works
  }
}
