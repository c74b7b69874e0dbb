import { accessSync, constants } from 'node:fs';

// The e2e suite drives the system's Chromium; Playwright is never allowed to download one.
const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    [
      `Chromium was not found at ${path}; the end-to-end tests need it.`,
      '',
      'On Debian install it with:',
      '  sudo apt-get install chromium',
      '',
      'Or point CHROMIUM_PATH at an existing Chromium or Chrome binary:',
      '  CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
    ].join('\n'),
  );
  process.exit(1);
}
