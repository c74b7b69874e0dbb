// Where a running stack tells the operator CLI how to reach it: DATA_DIR/operator.json holds the
// server's URL and a fresh token, readable only by the account that started the stack.
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OperatorAddress {
  url: string;
  token: string;
}

export const operatorFilePath = (dataDir: string) => path.join(dataDir, 'operator.json');

export const newOperatorToken = () => randomBytes(32).toString('hex');

export async function writeOperatorFile(dataDir: string, address: OperatorAddress): Promise<void> {
  await writeFile(operatorFilePath(dataDir), JSON.stringify(address), { mode: 0o600 });
}

export async function removeOperatorFile(dataDir: string): Promise<void> {
  await rm(operatorFilePath(dataDir), { force: true });
}

/** The running stack's address, or null when none has written one. */
export async function readOperatorFile(dataDir: string): Promise<OperatorAddress | null> {
  try {
    const parsed = JSON.parse(await readFile(operatorFilePath(dataDir), 'utf8')) as OperatorAddress;
    return typeof parsed.url === 'string' && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
