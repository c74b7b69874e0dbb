// What `npm run audit` demands of the first screens on a festival network (DESIGN.md §7), and
// the network it simulates: Chrome DevTools' "3G" preset (formerly "Slow 3G") with the CPU
// slowed 4x, what a phone gets at a crowded event.
import { median } from './audit-scores';

export const FESTIVAL_NETWORK = {
  offline: false,
  /** Added to every request, as DevTools does. */
  latency: 2000,
  /** 400 kbit/s each way, in bytes per second. */
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
} as const;
export const FESTIVAL_CPU_SLOWDOWN = 4;

export const FIGURES = ['shell', 'loginTyping', 'homeCards'] as const;
export type Figure = (typeof FIGURES)[number];
/** Milliseconds from the navigation's start; null when the page never got there. */
export type Figures = Record<Figure, number | null>;

export const FIGURE_NAMES: Record<Figure, string> = {
  shell: 'product name and loader painted from index.html (cold /login)',
  loginTyping: 'cold /login accepts typing',
  homeCards: "cold /home with a stored sign-in shows the customer's cards",
};

export const FIGURE_TARGETS_MS: Record<Figure, number> = {
  shell: 2500,
  loginTyping: 6000,
  homeCards: 9000,
};

/** Each figure's median over the runs; a run that never got there counts as the slowest. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const figures = {} as Figures;
  for (const figure of FIGURES) {
    const values = runs.map((run) => run[figure] ?? Number.POSITIVE_INFINITY);
    const middle = median(values);
    figures[figure] = Number.isFinite(middle) ? middle : null;
  }
  return figures;
}

/** One line per figure above its target (or never reached); none when all are met. */
export function figureShortfalls(figures: Figures): string[] {
  return FIGURES.filter((figure) => {
    const value = figures[figure];
    return value === null || value > FIGURE_TARGETS_MS[figure];
  }).map(
    (figure) =>
      `${FIGURE_NAMES[figure]}: ${describeMs(figures[figure])} > ${describeMs(FIGURE_TARGETS_MS[figure])}`,
  );
}

export function describeMs(value: number | null): string {
  return value === null ? 'never' : `${Math.round(value)} ms`;
}

export function describeFigures(figures: Figures): string {
  return FIGURES.map((figure) => `${figure} ${describeMs(figures[figure])}`).join(', ');
}
