// cognito-local's data store (StormDB) rewrites its JSON file in place, and reads an empty file as
// an empty store: a crash during a sign-in left the pool at 0 bytes and every account gone. This
// store keeps the same get/set/delete semantics but replaces its file atomically, one write at a
// time, and refuses to start from a file it cannot read rather than start empty.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'cognito-local/lib/services/context';
import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory';
import { TEMP_MARKER, writeFileAtomic } from './atomic-file';

type Node = Record<string, unknown>;

// As cognito-local's own store: fields named *Date are Dates in memory and ISO strings on disk.
function serialize(state: Node): string {
  return JSON.stringify(
    state,
    function (this: Node, key, value) {
      const original = this[key];
      return key.endsWith('Date') && original instanceof Date ? original.toISOString() : value;
    },
    2,
  );
}

function deserialize(text: string): Node {
  return JSON.parse(text, (key, value) =>
    key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number')
      ? new Date(value)
      : value,
  ) as Node;
}

const pathOf = (key: string | string[]) => (Array.isArray(key) ? key : [key]);

export class AtomicJsonDataStore implements DataStore {
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    private state: Node,
  ) {}

  async getRoot<T>(_ctx: Context): Promise<T | null> {
    return this.state as T;
  }

  // Values are returned by reference, as StormDB does: cognito-local relies on it.
  async get<T>(_ctx: Context, key: string | string[], defaultValue?: T): Promise<T> {
    let node: unknown = this.state;
    for (const part of pathOf(key)) {
      node = node && typeof node === 'object' ? (node as Node)[part] : undefined;
    }
    return (node ?? defaultValue ?? null) as T;
  }

  async set<T>(_ctx: Context, key: string | string[], value: T): Promise<void> {
    const parts = pathOf(key);
    let node = this.state;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = next && typeof next === 'object' ? next : {};
      node = node[part] as Node;
    }
    node[parts.at(-1) as string] = value;
    await this.save();
  }

  async delete(_ctx: Context, key: string | string[]): Promise<void> {
    const parts = pathOf(key);
    let node: unknown = this.state;
    for (const part of parts.slice(0, -1)) {
      node = node && typeof node === 'object' ? (node as Node)[part] : undefined;
    }
    if (node && typeof node === 'object') delete (node as Node)[parts.at(-1) as string];
    await this.save();
  }

  /** Writes are queued, so an older state can never land after a newer one. */
  save(): Promise<void> {
    const write = this.saving.then(() => writeFileAtomic(this.file, serialize(this.state)));
    this.saving = write.catch(() => {});
    return write;
  }
}

async function removeLeftovers(dir: string, file: string): Promise<void> {
  const prefix = `${path.basename(file)}${TEMP_MARKER}`;
  const names = await readdir(dir);
  await Promise.all(
    names.filter((name) => name.startsWith(prefix)).map((name) => rm(path.join(dir, name))),
  );
}

async function readState(file: string): Promise<Node | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return deserialize(text);
  } catch (error) {
    throw new Error(`The identity store ${file} is not readable JSON; it was left untouched`, {
      cause: error,
    });
  }
}

export class AtomicJsonDataStoreFactory implements DataStoreFactory {
  constructor(private readonly directory: string) {}

  async create(_ctx: Context, id: string, defaults: object): Promise<DataStore> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const file = path.join(this.directory, `${id}.json`);
    // What a crash between writing a sibling and renaming it leaves behind.
    await removeLeftovers(this.directory, file);
    const stored = await readState(file);
    const empty = !stored || Object.keys(stored).length === 0;
    const store = new AtomicJsonDataStore(file, empty ? (defaults as Node) : stored);
    if (empty) await store.save();
    return store;
  }
}
