// The bench's printed tables.
import type { LoadRun } from './measure';

export function loadTable(runs: readonly (LoadRun & { note?: string })[]): string[] {
  const header = ['Scenario', 'req/s', 'mean ms', 'p99 ms', 'non-2xx', 'errors', 'note'];
  const rows = runs.map((run) => [
    run.label,
    run.requestsPerSecond.toFixed(0),
    run.meanMs.toFixed(2),
    run.p99Ms.toFixed(0),
    String(run.non2xx),
    String(run.errors),
    run.note ?? '',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1
          ? cell.padEnd(widths[i] ?? 0)
          : cell.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** 'x2.35': how many times a exceeds b. */
export function ratio(a: number, b: number): string {
  return b === 0 ? 'n/a' : `x${(a / b).toFixed(2)}`;
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The value below which `share` of the values fall (nearest rank); 0 for none. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

/** 'PASS' or 'FAIL' with the figure and the target it was held against. */
export function verdict(ok: boolean, figure: string, target: string): string {
  return `${ok ? 'PASS' : 'FAIL'}  ${figure} (target ${target})`;
}
