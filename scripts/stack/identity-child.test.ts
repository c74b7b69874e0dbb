import { describe, expect, it } from 'vitest';
import { IdentityStartError, READY_PREFIX, startIdentityChild } from './identity-child';

const info = {
  endpoint: 'http://127.0.0.1:1',
  region: 'ap-southeast-2',
  userPoolId: 'local_abc',
  clientId: 'client',
  hostedDomain: 'http://127.0.0.1:1',
  issuer: 'http://127.0.0.1:1/local_abc',
  jwksUrl: 'http://127.0.0.1:1/local_abc/.well-known/jwks.json',
  demoUser: { email: 'demo@tapwallet.example', password: 'secret', sub: 'sub-1' },
};

// Stand-ins for scripts/identity/serve.ts, run with `node -e`.
function fakeChild(script: string) {
  return ['-e', script];
}

const base = { cwd: process.cwd(), port: 0, dataDir: '/tmp', publicOrigin: 'http://x' };

describe('startIdentityChild', () => {
  it('resolves with the ready line and passes its settings to the child', async () => {
    const lines: string[] = [];
    const child = await startIdentityChild({
      ...base,
      port: 4321,
      print: (line) => lines.push(line),
      args: fakeChild(
        `console.log('booting on ' + process.env.IDENTITY_PORT + ' ' + process.env.PUBLIC_ORIGIN);` +
          `console.log(${JSON.stringify(READY_PREFIX + JSON.stringify(info))});` +
          'setInterval(() => {}, 1000);',
      ),
    });
    expect(child.info).toEqual(info);
    expect(lines).toEqual(['identity | booting on 4321 http://x']);
    await child.stop();
  });

  it('reports the exit and the stderr of a child that dies before it is ready', async () => {
    const failure = startIdentityChild({
      ...base,
      print: () => {},
      args: fakeChild("console.error('cannot open the pool'); process.exit(3)"),
    });
    await expect(failure).rejects.toBeInstanceOf(IdentityStartError);
    await expect(failure).rejects.toThrow(/exited with code 3[\s\S]*cannot open the pool/);
  });

  it('gives up after the timeout instead of hanging', async () => {
    const failure = startIdentityChild({
      ...base,
      timeoutMs: 300,
      print: () => {},
      args: fakeChild("console.error('still thinking'); setInterval(() => {}, 1000)"),
    });
    await expect(failure).rejects.toThrow(/did not report ready within 0.3 s[\s\S]*still thinking/);
  });

  it('rejects a ready line that is not the expected JSON', async () => {
    const failure = startIdentityChild({
      ...base,
      print: () => {},
      args: fakeChild(
        `console.log(${JSON.stringify(`${READY_PREFIX}{"nope":1}`)}); setInterval(() => {}, 1000)`,
      ),
    });
    await expect(failure).rejects.toThrow(/not the expected JSON/);
  });

  it('tells the caller when a running child dies, but not when it was stopped', async () => {
    const exits: Array<number | null> = [];
    const ready = JSON.stringify(READY_PREFIX + JSON.stringify(info));
    const dying = await startIdentityChild({
      ...base,
      print: () => {},
      onUnexpectedExit: (code) => exits.push(code),
      args: fakeChild(`console.log(${ready}); setTimeout(() => process.exit(7), 50)`),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(exits).toEqual([7]);
    await dying.stop();

    const stopped = await startIdentityChild({
      ...base,
      print: () => {},
      onUnexpectedExit: (code) => exits.push(code),
      args: fakeChild(`console.log(${ready}); setInterval(() => {}, 1000)`),
    });
    await stopped.stop();
    expect(exits).toEqual([7]);
  });
});
