import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly envName: string,
  ) {
    super(
      `Port ${port} is already in use (another \`npm start\`, or some other program?).\n` +
        `Stop that program, or choose another port: ${envName}=${suggestAnother(port)} npm start`,
    );
    this.name = 'PortInUseError';
  }
}

function suggestAnother(port: number): number {
  return port < 65535 ? port + 1 : port - 1;
}

// Checked before anything starts, so a busy port gives one clear sentence instead of a stack
// trace from whichever part happened to bind it first.
export async function assertPortFree(port: number, host: string, envName: string): Promise<void> {
  try {
    await listenAndClose(port, host);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new PortInUseError(port, envName);
    throw error;
  }
}

/** A port the OS reports free right now on `host`. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return listenAndClose(0, host);
}

function listenAndClose(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(bound));
    });
  });
}

/** Parses a port from the environment; a bad value stops the stack with the variable's name. */
export function parsePort(value: string | undefined, fallback: number, envName: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${envName} must be a port number between 0 and 65535, got "${value}"`);
  }
  return port;
}
