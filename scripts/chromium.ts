/**
 * Debian's Chromium (or CHROME_PATH) and the flags it needs here: headless, and kept off the
 * network, which this machine and CI do not have. Shared by the browser tests and the benchmark.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
