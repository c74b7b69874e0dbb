// What `npm run audit` demands of Lighthouse, and how it reads several runs (DESIGN.md §7).

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Category scores out of 100. */
export type Scores = Record<Category, number>;

export const MINIMUM_SCORES: Scores = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
};

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** Each category's median over the runs: one slow run does not fail the page, nor one lucky pass it. */
export function medianScores(runs: readonly Scores[]): Scores {
  const scores = {} as Scores;
  for (const category of CATEGORIES) scores[category] = median(runs.map((run) => run[category]));
  return scores;
}

/** One line per category below its minimum; none when the page passes. */
export function shortfalls(page: string, scores: Scores): string[] {
  return CATEGORIES.filter((category) => scores[category] < MINIMUM_SCORES[category]).map(
    (category) => `${page}: ${category} ${scores[category]} < ${MINIMUM_SCORES[category]}`,
  );
}

// Lighthouse's default 4x CPU slowdown turns an idle high-end desktop (benchmark index about
// 1500) into a mid-tier phone (about 375). A host that is slower, or busy with other work, is
// slowed down less so the simulated phone stays the same; never more than the default.
const MID_TIER_PHONE_BENCHMARK = 375;
const DEFAULT_CPU_SLOWDOWN = 4;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  const multiplier = benchmarkIndex / MID_TIER_PHONE_BENCHMARK;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, multiplier)) * 10) / 10;
}
