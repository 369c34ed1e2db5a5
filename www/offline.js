// Installable and usable offline: adds the web app manifest and registers the service worker
// (sw.js), over http(s) only. Opened from a file (file://) neither is possible nor needed.

/** Whether the page may register a service worker here (http or https, and the browser has them). */
export function canWorkOffline(loc = globalThis.location, nav = globalThis.navigator) {
  return /^https?:$/.test(loc?.protocol ?? "") && !!nav && "serviceWorker" in nav;
}

/** How long after the page's load the worker is registered: the first visit's own loading goes first. */
export const REGISTER_AFTER_MS = 1500;

/**
 * Links the manifest and, once the page has loaded, registers sw.js (scope: the page's folder);
 * resolves to the registration or null.
 */
export async function setUpOffline() {
  if (!canWorkOffline()) return null;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "manifest.webmanifest";
  document.head.append(link);
  if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
  await new Promise((resolve) => setTimeout(resolve, REGISTER_AFTER_MS));
  try {
    return await navigator.serviceWorker.register("sw.js", { scope: "./" });
  } catch {
    return null; // no offline copy (a private window, a blocked worker): the page works online
  }
}
