/**
 * Whether what the process remembers of the public catalogue still holds. Every statement on a
 * catalogue table notifies `catalogue_changed` (migration 0015, a trigger per table, whoever
 * writes: the API, a seed, an import, a person at psql); the process listens on its database and
 * counts the changes it hears. What it keeps from the catalogue (the answers of plugins/
 * answer-cache, the catalogue module's product rows) is dropped on each change, and nothing is
 * kept while the process cannot listen (a lost PostgreSQL connection, until it is back).
 */
import { LRUCache } from 'lru-cache';
import type { ChannelEvent, Database, DatabaseHandle } from './client';

/** Any value a memory keeps (lru-cache keeps no null or undefined). */
type Kept = NonNullable<unknown>;

/** The channel the catalogue tables' triggers notify. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** How long anything is kept at most (as long as a browser may reuse a catalogue answer). */
export const CATALOGUE_MEMORY_TTL_MS = 60_000;

export class CatalogueWatch {
  /** Counts the changes heard: what was read in an earlier generation is not kept. */
  private count = 0;
  private heardListening = false;
  private readonly listeners = new Set<() => void>();

  /** What the database's channel says. */
  heard(event: ChannelEvent): void {
    this.count += 1;
    this.heardListening = event !== 'lost';
    for (const listener of this.listeners) listener();
  }

  get generation(): number {
    return this.count;
  }

  /** Whether changes are heard now (else nothing may be kept or reused). */
  get listening(): boolean {
    return this.heardListening;
  }

  /** `listener` is called on every change, and when listening is lost or back. */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }
}

const watches = new WeakMap<Database, CatalogueWatch>();

/** Listens on `database`'s catalogue channel; `stop` ends the listening. */
export async function watchCatalogue(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
): Promise<{ watch: CatalogueWatch; stop: () => Promise<void> }> {
  const watch = new CatalogueWatch();
  const stop = await database.listen(CATALOGUE_CHANNEL, (event) => watch.heard(event));
  watches.set(database.db, watch);
  return {
    watch,
    stop: async () => {
      watches.delete(database.db);
      await stop();
    },
  };
}

/**
 * A memory of values read from the catalogue, emptied on every change `watch` hears and unused
 * while it does not listen. `set` keeps a value only when no change came since `generation` (the
 * watch's generation when the read began).
 */
export class CatalogueMemory<K extends Kept, V extends Kept> {
  private readonly values: LRUCache<K, V>;
  /** Reads on their way, so that requests arriving meanwhile wait for them instead of reading too. */
  private readonly reading = new Map<K, { generation: number; value: Promise<V> }>();

  constructor(
    private readonly watch: CatalogueWatch,
    options: { maxSize: number; size: (value: V, key: K) => number },
  ) {
    this.values = new LRUCache<K, V>({
      maxSize: options.maxSize,
      sizeCalculation: options.size,
      ttl: CATALOGUE_MEMORY_TTL_MS,
    });
    watch.onChange(() => this.values.clear());
  }

  get generation(): number {
    return this.watch.generation;
  }

  get(key: K): V | undefined {
    return this.watch.listening ? this.values.get(key) : undefined;
  }

  set(key: K, value: V, generation: number): boolean {
    if (!this.watch.listening || generation !== this.watch.generation) return false;
    this.values.set(key, value);
    return true;
  }

  /**
   * `read()`'s value, kept unless the catalogue changed meanwhile. A read of `key` already on its
   * way since the last change is waited for instead of reading again.
   */
  read(key: K, read: () => Promise<V>): Promise<V> {
    const generation = this.watch.generation;
    const pending = this.reading.get(key);
    if (pending?.generation === generation) return pending.value;
    const value = read().then((found) => {
      this.set(key, found, generation);
      return found;
    });
    this.reading.set(key, { generation, value });
    const done = () => {
      if (this.reading.get(key)?.value === value) this.reading.delete(key);
    };
    value.then(done, done);
    return value;
  }
}

const memories = new WeakMap<CatalogueWatch, Map<string, CatalogueMemory<Kept, Kept>>>();

/**
 * The memory `name` of `db`'s watch, made on first use; undefined when nothing watches `db` (a
 * transaction, or an app built without a watch): then everything is read from the database.
 */
export function catalogueMemory<K extends Kept, V extends Kept>(
  db: Database,
  name: string,
  options: { maxSize: number; size: (value: V, key: K) => number },
): CatalogueMemory<K, V> | undefined {
  const watch = watches.get(db);
  if (!watch) return undefined;
  let named = memories.get(watch);
  if (!named) {
    named = new Map();
    memories.set(watch, named);
  }
  let memory = named.get(name);
  if (!memory) {
    memory = new CatalogueMemory<K, V>(watch, options) as unknown as CatalogueMemory<Kept, Kept>;
    named.set(name, memory);
  }
  return memory as unknown as CatalogueMemory<K, V>;
}

/**
 * The value `key` of `memory` when it is kept, else `read()`, kept unless the catalogue changed
 * meanwhile (one read at a time); without a memory (nothing watches the database) always `read()`.
 */
export function keptOrRead<K extends Kept, V extends Kept>(
  memory: CatalogueMemory<K, V> | undefined,
  key: K,
  read: () => Promise<V>,
): Promise<V> {
  if (!memory) return read();
  const kept = memory.get(key);
  return kept === undefined ? memory.read(key, read) : Promise.resolve(kept);
}

/**
 * The one value `name` of `db` (the rate table, the search vocabulary): kept while the catalogue
 * has not changed; read each time when nothing watches `db`.
 */
export function keptOrReadOne<V extends Kept>(
  db: Database,
  name: string,
  read: () => Promise<V>,
): Promise<V> {
  const memory = catalogueMemory<'one', V>(db, name, { maxSize: 1, size: () => 1 });
  return keptOrRead(memory, 'one', read);
}
