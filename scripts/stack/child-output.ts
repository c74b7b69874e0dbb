import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** Calls `onLine` for each line of `stream` and keeps the last `keep` lines for error reports. */
export function followLines(
  stream: Readable,
  onLine: (line: string) => void,
  keep = 40,
): () => string {
  const tail: string[] = [];
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    tail.push(line);
    if (tail.length > keep) tail.shift();
    onLine(line);
  });
  return () => tail.join('\n');
}
