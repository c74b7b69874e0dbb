// Where `npm start`'s server logs go. Every request's lines (two per request, thousands an hour)
// go to a file in DATA_DIR; the terminal shows warnings and errors as a person reads them, unless
// LOG_LEVEL asks for more there. `npm run serve` keeps plain JSON on stdout for a log collector.
import { closeSync, fchmodSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { LogLevel } from '../../server/config';

/** The log file in DATA_DIR; the one before it is kept as server.log.1. */
export const STACK_LOG_FILE = 'server.log';
/** A file past this size is set aside and a new one begun, so the two never exceed twice it. */
export const STACK_LOG_MAX_BYTES = 10 * 1024 * 1024;

const LEVELS: Record<Exclude<LogLevel, 'silent'>, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export interface StackLogOptions {
  dataDir: string;
  /** LOG_LEVEL when it is set: the terminal then shows that much; otherwise warnings and errors. */
  logLevel?: LogLevel;
  /** Where terminal lines go (stderr by default). */
  terminal?: (line: string) => void;
  maxBytes?: number;
}

export interface StackLog {
  /** The pino level the server logs at, the file's: info, or LOG_LEVEL when more verbose. */
  level: LogLevel;
  /** A pino destination: one JSON line per write. */
  stream: { write(line: string): void };
  file: string;
  close(): void;
}

export function openStackLog(opts: StackLogOptions): StackLog {
  const file = path.join(opts.dataDir, STACK_LOG_FILE);
  const maxBytes = opts.maxBytes ?? STACK_LOG_MAX_BYTES;
  const terminal = opts.terminal ?? ((line: string) => process.stderr.write(`${line}\n`));
  const terminalLevel = opts.logLevel ?? 'warn';
  const terminalMin = levelNumber(terminalLevel);
  // The file keeps every request; a more verbose LOG_LEVEL (debug, trace) adds to it.
  const fileLevel: LogLevel = terminalMin < LEVELS.info ? terminalLevel : 'info';

  let fd = openPrivate(file);
  let size = statSync(file).size;
  const rotate = () => {
    closeSync(fd);
    renameSync(file, `${file}.1`);
    fd = openPrivate(file);
    size = 0;
  };

  return {
    level: fileLevel,
    file,
    stream: {
      write(line) {
        if (size > 0 && size + Buffer.byteLength(line) > maxBytes) rotate();
        size += writeSync(fd, line);
        const entry = parseEntry(line);
        if (entry && entry.level >= terminalMin) terminal(formatForTerminal(entry));
      },
    },
    close: () => closeSync(fd),
  };
}

// 'a' keeps what an earlier run wrote; the mode is set again in case the file came from elsewhere.
function openPrivate(file: string): number {
  const fd = openSync(file, 'a', 0o600);
  fchmodSync(fd, 0o600);
  return fd;
}

function levelNumber(level: LogLevel): number {
  return level === 'silent' ? Number.POSITIVE_INFINITY : LEVELS[level];
}

interface LogEntry {
  level: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

function parseEntry(line: string): LogEntry | null {
  try {
    const entry = JSON.parse(line) as LogEntry;
    return typeof entry.level === 'number' ? entry : null;
  } catch {
    return null;
  }
}

const LEVEL_NAMES = Object.fromEntries(
  Object.entries(LEVELS).map(([name, value]) => [value, name.toUpperCase()]),
);

/** One line a person reads: time, level, message and what the request was; an error's stack. */
export function formatForTerminal(entry: LogEntry): string {
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const parts = [
    time,
    (LEVEL_NAMES[entry.level] ?? String(entry.level)).padEnd(5),
    entry.msg ?? '',
  ];
  if (entry.req?.method) parts.push(`${entry.req.method} ${entry.req.url ?? ''}`);
  if (entry.res?.statusCode !== undefined) parts.push(String(entry.res.statusCode));
  if (entry.responseTime !== undefined) parts.push(`${Math.round(entry.responseTime)} ms`);
  if (entry.err?.message && entry.err.message !== entry.msg) parts.push(`- ${entry.err.message}`);
  const line = parts.filter(Boolean).join(' ');
  return entry.level >= LEVELS.error && entry.err?.stack ? `${line}\n${entry.err.stack}` : line;
}
