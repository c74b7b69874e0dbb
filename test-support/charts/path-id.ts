// Short ids for generated paths. charts may not import node:crypto, and an id needs no secrecy,
// only to be the same on every machine and to stay apart from the few hundred other ids of a
// chart: FNV-1a over 64 bits, printed as 8 base-36 characters, does both.
const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

function fnv1a64(text: string): bigint {
  let hash = OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * PRIME) & MASK;
  }
  return hash;
}

/** The id of a path taking these steps (each a key of its transitions and event), in order. */
export function pathId(stepKeys: readonly string[]): string {
  return (fnv1a64(stepKeys.join('\n')) % 36n ** 8n).toString(36).padStart(8, '0');
}
