/** How every e2e run and the web benchmark start Debian's chromium (CI installs it with apt-get). */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** No sandbox (CI runs as root), and nothing in the background that would add network noise. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
