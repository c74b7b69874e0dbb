import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendOutboxEntry, identityDir, readLatestCode } from './outbox';

describe('readLatestCode', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    await mkdir(identityDir(dataDir), { recursive: true });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const send = (email: string, code: string, kind = 'SignUp') =>
    appendOutboxEntry(dataDir, { at: new Date().toISOString(), email, username: 'u', code, kind });

  it('is null when nothing was sent', async () => {
    expect(await readLatestCode(dataDir, 'a@example.com')).toBeNull();
  });

  it('returns the newest code sent to the address, whatever the case of the address', async () => {
    await send('a@example.com', '111111');
    await send('b@example.com', '222222');
    await send('A@Example.com', '333333');
    expect(await readLatestCode(dataDir, 'a@example.com')).toBe('333333');
    expect(await readLatestCode(dataDir, 'b@example.com')).toBe('222222');
    expect(await readLatestCode(dataDir, 'c@example.com')).toBeNull();
  });

  it('filters by kind', async () => {
    await send('a@example.com', '111111', 'SignUp');
    await send('a@example.com', '222222', 'ForgotPassword');
    expect(await readLatestCode(dataDir, 'a@example.com', 'SignUp')).toBe('111111');
    expect(await readLatestCode(dataDir, 'a@example.com', 'ForgotPassword')).toBe('222222');
    expect(await readLatestCode(dataDir, 'a@example.com')).toBe('222222');
  });
});
