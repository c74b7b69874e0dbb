import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level DESIGN.md §7 asks of every screen. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** The pauses before axe looks again at a page it found fault with. */
const SETTLE_MS = [500, 1_000];

/**
 * Fails with every axe-core violation on the page as it is now: call it on each dialog, alert
 * and screen a spec reaches. Every test also gets one call at its end (./test.ts).
 */
export async function expectNoAxeViolations(
  page: Page,
  where = page.url(),
  /** A CSS selector to check only part of the page (a dialog), which is quicker. */
  within?: string,
): Promise<void> {
  // A Mantine transition mid-way (an opening dialog, a fading alert) has colours that are
  // neither the start nor the end; axe judges the screen once it has settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  // A transition about to start is not running yet, and a busy machine can hold it there long
  // enough for axe to read its first frame (a dialog's Confirm button at 3.99:1 once in a CI-like
  // run): a violation must still be there a moment later, as one a customer can see is. No
  // overall time limit: on a long page (250 rows) one analysis alone takes seconds.
  // The app's pages hold no frames; axe's frame-by-frame mode would open a helper page for every
  // check (about a second each), so it is used only where a frame appears.
  const analyze = async () => {
    const builder = new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .setLegacyMode(page.frames().length === 1);
    return (await (within ? builder.include(within) : builder).analyze()).violations;
  };
  let violations = await analyze();
  for (const settle of SETTLE_MS) {
    if (violations.length === 0) break;
    await page.waitForTimeout(settle);
    violations = await analyze();
  }
  expect(violations, `axe on ${where}:\n${describe(violations)}`).toEqual([]);
}

function describe(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ')}`,
      );
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}
