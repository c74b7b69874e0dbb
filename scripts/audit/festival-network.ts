// The first screens on a festival network, as a phone's user sees them: each run is a new browser
// context (no HTTP cache, no service worker) at 375 px, on DevTools' "3G" preset with the CPU
// slowed 4x (./festival-targets.ts). The times are read off the page itself, from the start of
// its navigation.
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  devices,
  type Page,
} from '@playwright/test';
import type { DemoUser } from '../stack/demo-account';
import { FESTIVAL_CPU_SLOWDOWN, FESTIVAL_NETWORK, FIGURES, type Figures } from './festival-targets';

// A page that has not got there by then is reported as never getting there.
const GIVE_UP_MS = 60_000;
const TYPED = 'fan';
/** index.html's product name carries this element-timing identifier. */
export const SHELL_ELEMENT_TIMING = 'product-name';

const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

export interface FestivalRun {
  figures: Figures;
  /** First contentful paint of the /login run, to tell a blank page from a slow shell. */
  firstPaintMs: number | null;
}

export async function measureFestivalNetwork(
  chromiumPath: string,
  baseURL: string,
  user: DemoUser,
  runs: number,
  log: (line: string) => void,
): Promise<FestivalRun[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const storageState = await signedInState(browser, baseURL, user);
    const results: FestivalRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const login = await coldLogin(browser, baseURL);
      const homeCards = await coldHome(browser, baseURL, storageState);
      const result: FestivalRun = {
        figures: { shell: login.shell, loginTyping: login.typing, homeCards },
        firstPaintMs: login.firstPaint,
      };
      results.push(result);
      log(
        `festival network run ${run}: ${FIGURES.map((figure) => `${figure} ${ms(result.figures[figure])}`).join(', ')}; first paint of /login ${ms(result.firstPaintMs)}`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}

function ms(value: number | null): string {
  return value === null ? 'never' : `${Math.round(value)} ms`;
}

/** The demo customer signed in through the login form, on a fast network; its storage. */
async function signedInState(browser: Browser, baseURL: string, user: DemoUser) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await main.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await firstCard(page).waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

function firstCard(page: Page) {
  return page.getByRole('main').getByTestId('registration-card').first();
}

/** A new context with the festival network and CPU on its page, before it navigates. */
async function throttledPage(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE, ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...FESTIVAL_NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FESTIVAL_CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/** Milliseconds from the page's navigation start to now. */
async function sinceNavigationStart(page: Page, seenAt: number): Promise<number> {
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return seenAt - timeOrigin;
}

/**
 * A cold /login: when index.html's product name was painted (Element Timing), the first paint,
 * and when the e-mail field first took a tap and typing and showed the text.
 */
async function coldLogin(
  browser: Browser,
  baseURL: string,
): Promise<{ shell: number | null; typing: number | null; firstPaint: number | null }> {
  const { page, close } = await throttledPage(browser, {});
  try {
    const deadline = Date.now() + GIVE_UP_MS;
    await page.goto(`${baseURL}/login`, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    const typing = await typedAt(page, deadline);
    const paints = await page.evaluate(paintTimes, SHELL_ELEMENT_TIMING);
    return {
      shell: paints.shell,
      typing: typing === null ? null : await sinceNavigationStart(page, typing),
      firstPaint: paints.firstPaint,
    };
  } finally {
    await close();
  }
}

/** When (Date.now()) typing into the e-mail field first showed the text; null if never. */
async function typedAt(page: Page, deadline: number): Promise<number | null> {
  const email = page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true });
  while (Date.now() < deadline) {
    try {
      // A tap needs the field visible, steady and enabled; the keys then go where the focus is.
      await email.click({ timeout: deadline - Date.now() });
      await page.keyboard.type(TYPED);
      if ((await email.inputValue({ timeout: deadline - Date.now() })) === TYPED) return Date.now();
      // The field was replaced while the keys went in: as a person would, start again.
      await email.clear({ timeout: deadline - Date.now() });
    } catch {
      return null;
    }
  }
  return null;
}

// Runs in the page: the render time of the element carrying `identifier` and of the first
// contentful paint, from the navigation's start.
function paintTimes(
  identifier: string,
): Promise<{ shell: number | null; firstPaint: number | null }> {
  interface ElementTiming extends PerformanceEntry {
    identifier: string;
    renderTime: number;
    loadTime: number;
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      const entry = (list.getEntries() as ElementTiming[]).find(
        (candidate) => candidate.identifier === identifier,
      );
      resolve({ shell: entry ? entry.renderTime || entry.loadTime : null, firstPaint });
    });
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    observer.observe({ type: 'element', buffered: true });
    // No element entries at all: the observer is never called.
    setTimeout(() => {
      observer.disconnect();
      resolve({ shell: null, firstPaint });
    }, 1000);
  });
}

/** A cold /home with the stored sign-in: when the customer's first card was visible. */
async function coldHome(
  browser: Browser,
  baseURL: string,
  storageState: BrowserContextOptions['storageState'],
): Promise<number | null> {
  const { page, close } = await throttledPage(browser, { storageState });
  try {
    await page.goto(`${baseURL}/home`, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    try {
      await firstCard(page).waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    } catch {
      return null;
    }
    return await sinceNavigationStart(page, Date.now());
  } finally {
    await close();
  }
}
