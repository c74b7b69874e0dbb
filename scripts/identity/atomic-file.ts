// Replacing a file so that a crash at any moment leaves either the old or the new content whole:
// write a sibling, flush it to disk, rename it over the target, flush the directory entry.
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

let sequence = 0;

/** Sibling names never end in .json, so a leftover is not mistaken for a store. */
export const TEMP_MARKER = '.tmp-';

export async function writeFileAtomic(file: string, data: string): Promise<void> {
  sequence += 1;
  const temp = `${file}${TEMP_MARKER}${process.pid}-${sequence}`;
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
