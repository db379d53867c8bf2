/**
 * One slice kept under ONE localStorage key as plain JSON (`true`, `[…]`, `{…}`), the format
 * older builds wrote, instead of redux-persist's double-encoded object under `persist:key`.
 */
export interface PlainJsonWriter<S> {
  /** The localStorage key. */
  key: string;
  /** Version of the stored shape; bump it and add a migration when the shape changes. */
  version: number;
  /** Slice state → the plain value written under `key`. */
  toStored(state: S): unknown;
  /**
   * A stored value that gives up part of itself when the storage is full (history: its oldest
   * entries); null when it has nothing left to give. Keys without it are written whole or not at all.
   */
  shrink?(stored: unknown): unknown;
}

/** How a stored value is read back. */
export interface StoredReader<S> {
  /** migrations[n] turns a stored value of version n-1 into version n; a version that changed nothing has none. */
  migrations: Partial<Record<number, (stored: unknown) => unknown>>;
  /** Stored value of the current version → slice state; null when it is unusable (the default stays). */
  fromStored(stored: unknown): S | null;
}

/** A key read before the first render (app/persistedState.ts). */
export interface PlainJsonKey<S> extends PlainJsonWriter<S>, StoredReader<S> {}

/**
 * A key whose reader is a chunk of its own, read after the first render (history: its reader
 * checks every entry with the contract's compiled validator, docs/web.md "Bundle").
 */
export interface LazyPlainJsonKey<S> extends PlainJsonWriter<S> {
  loadReader(): Promise<StoredReader<S>>;
  /** The stored state and what the slice received before it was read, together: nothing received is lost. */
  mergeRead(stored: S, current: S): S;
}
