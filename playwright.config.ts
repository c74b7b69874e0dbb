import { defineConfig, devices } from '@playwright/test';

// Debian's chromium, never a downloaded browser (see scripts/check-chromium.ts).
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One stack serves every test; two workers keep two cores busy without starving the stack.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // CI ends on the summary; locally the HTML report shows the screenshots and traces.
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    // CI keeps only its log, so a trace recorded there (for every test, to keep the failing
    // ones) is read by no one and costs the run about a sixth of its time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A fresh context per test would install the service worker and precache the whole build
    // (80 files) every time; the specs about it (pwa, offline, push) allow it themselves.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  // A test that belongs to one width says so in its title (@phone or @desktop); the other
  // project leaves it out, so no test is skipped at run time. Behaviour that does not depend on
  // the width (addresses, refusals, the service worker, the camera) is walked once, at phone
  // width; every screen is still laid out and checked by axe at both.
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop\b/,
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
