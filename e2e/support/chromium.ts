/** Debian's Chromium; playwright-core never downloads a browser here. CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags known to work with Debian's Chromium on these machines (see stack-notes). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
