// A probe for the tests (tests/e2e/wall.test.js, through code/selfcheck.html?probe=URL): a worker
// with no lockdown at all that tries the address it is sent by fetch, a dynamic import and a font.
// Started through channel.js like every worker of the page, it shows the page's own policy (its
// <meta> tag, inherited by the blob: worker) binding workers where no server sends a header.
self.onmessage = async ({ data: url }) => {
  const out = {};
  const attempt = async (name, f) => {
    try {
      await f();
      out[name] = "GOT OUT";
    } catch (err) {
      out[name] = String(err?.message ?? err);
    }
  };
  await attempt("fetch", () => fetch(url));
  await attempt("import", () => import(/* external */ url));
  await attempt("font", () => new FontFace("probe", `url(${url})`).load());
  self.postMessage(out);
};
