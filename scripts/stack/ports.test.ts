import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, freePort, PortInUseError, parsePort } from './ports';

let blocker: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
  blocker = undefined;
});

describe('assertPortFree', () => {
  it('passes for a free port', async () => {
    const port = await freePort();
    await expect(assertPortFree(port, '127.0.0.1', 'PORT')).resolves.toBeUndefined();
  });

  it('names the busy port and the variable that picks another', async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(port, '127.0.0.1', resolve));
    const check = assertPortFree(port, '127.0.0.1', 'API_PORT');
    await expect(check).rejects.toBeInstanceOf(PortInUseError);
    await expect(check).rejects.toThrow(
      new RegExp(`Port ${port} is already in use[\\s\\S]*API_PORT=${port + 1} npm start`),
    );
  });
});

describe('parsePort', () => {
  it('uses the default when unset or blank', () => {
    expect(parsePort(undefined, 9229, 'API_PORT')).toBe(9229);
    expect(parsePort(' ', 9229, 'API_PORT')).toBe(9229);
  });

  it('reads a number', () => {
    expect(parsePort('9300', 9229, 'API_PORT')).toBe(9300);
  });

  it('rejects anything else, naming the variable', () => {
    expect(() => parsePort('abc', 9229, 'API_PORT')).toThrow(/API_PORT must be a port/);
    expect(() => parsePort('70000', 9229, 'API_PORT')).toThrow(/API_PORT/);
  });
});
