/** The single row an insert … returning or a lookup by key must produce. */
export function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected one ${what} row, got none`);
  return row;
}
