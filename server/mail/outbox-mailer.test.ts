import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeMail } from './code-mail';
import { outboxPath, readLatestCode } from './outbox-file';
import { createOutboxMailer } from './outbox-mailer';

const AT = new Date('2026-03-01T10:00:00.000Z');

describe('outbox mailer', () => {
  let dataDir: string;
  let lines: string[];
  const mailer = () =>
    createOutboxMailer({ dataDir, print: (line) => void lines.push(line), now: () => AT });
  const code = (kind: 'SignUp' | 'ForgotPassword', to: string, value: string) =>
    mailer().send(codeMail({ kind, to, code: value, productName: 'TapWallet' }));

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-mailer-'));
    lines = [];
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps a code mail in the outbox, private to the owner, in the outbox format', async () => {
    await code('SignUp', 'ann@example.com', '482913');
    const file = outboxPath(dataDir);
    expect(file).toBe(path.join(dataDir, 'outbox.jsonl'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    const entries = (await readFile(file, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(entries).toEqual([
      {
        at: AT.toISOString(),
        email: 'ann@example.com',
        username: 'ann@example.com',
        kind: 'SignUp',
        code: '482913',
        subject: 'TapWallet: verify your e-mail address',
        text: expect.stringMatching(/^Your TapWallet verification code is 482913\.\n/),
      },
    ]);
  });

  it('prints one line with the code for the person running the stack', async () => {
    await code('ForgotPassword', 'ann@example.com', '112233');
    expect(lines).toEqual(['[identity] ForgotPassword code for ann@example.com: 112233']);
  });

  it('keeps any other mail, whose line names it without a code', async () => {
    await mailer().send({ to: 'ann@example.com', subject: 'Hello', text: 'Just saying 123456.' });
    expect(lines).toEqual(['[mail] "Hello" for ann@example.com is in the outbox']);
    expect(await readLatestCode(dataDir, 'ann@example.com')).toBeNull();
  });

  it('answers the newest code for an address, of a kind, whatever the case of the address', async () => {
    await code('SignUp', 'ann@example.com', '111111');
    await code('SignUp', 'bob@example.com', '222222');
    await code('ForgotPassword', 'Ann@Example.com', '333333');
    await mailer().send({ to: 'ann@example.com', subject: 'News', text: 'No code here.' });
    expect(await readLatestCode(dataDir, 'ann@example.com')).toBe('333333');
    expect(await readLatestCode(dataDir, 'ANN@example.com', 'SignUp')).toBe('111111');
    expect(await readLatestCode(dataDir, 'bob@example.com', 'ForgotPassword')).toBeNull();
    expect(await readLatestCode(dataDir, 'carl@example.com')).toBeNull();
  });

  it('reads the lines the cognito-local outbox wrote, and appends after them', async () => {
    await code('SignUp', 'ann@example.com', '111111');
    const file = outboxPath(dataDir);
    const legacy = {
      at: AT.toISOString(),
      email: 'ann@example.com',
      username: '6a1f9c1e-1111-4c5e-9d3b-000000000000',
      code: '222222',
      kind: 'SignUp',
    };
    await writeFile(file, `${JSON.stringify(legacy)}\n`, { flag: 'a' });
    expect(await readLatestCode(dataDir, 'ann@example.com', 'SignUp')).toBe('222222');
    await code('SignUp', 'ann@example.com', '333333');
    expect(await readLatestCode(dataDir, 'ann@example.com', 'SignUp')).toBe('333333');
  });

  it('finds nothing before the first mail', async () => {
    expect(await readLatestCode(dataDir, 'ann@example.com')).toBeNull();
  });
});
