const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export interface StopHandlers {
  /** Graceful stop of everything started so far. */
  stop(reason: string): Promise<void>;
  /** A second signal while stopping: kill what is left right away. */
  force(): void;
}

/** Asks the stack to stop; the process exits with `exitCode` once it has. */
export type RequestStop = (reason: string, exitCode?: number) => void;

/**
 * Stops the stack on Ctrl-C, SIGTERM or SIGHUP, and when the process that started it is gone
 * (a test runner killed hard would otherwise leave the stack running with nobody to stop it).
 */
export function stopOnSignals(handlers: StopHandlers): RequestStop {
  let stopping = false;
  const requestStop: RequestStop = (reason, exitCode = 0) => {
    if (stopping) {
      handlers.force();
      process.exit(130);
    }
    stopping = true;
    handlers.stop(reason).then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => requestStop(signal));

  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    if (!stopping) requestStop('the process that started it ended');
  }, 1_000);
  watch.unref();
  return requestStop;
}
