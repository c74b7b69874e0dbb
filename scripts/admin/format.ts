// How the CLI prints percentages and lists.

/** Basis points as the operator typed them: 500 → '5%', 250 → '2.5%'. */
export function formatPercent(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/** Left-aligned columns separated by two spaces, the header first. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** A moment to the minute, in UTC so that every operator reads the same: '2026-05-01 14:05 UTC'. */
export function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
