/**
 * One slice kept under ONE localStorage key as plain JSON (`true`, `[…]`, `{…}`), the format
 * older builds wrote, instead of redux-persist's double-encoded object under `persist:key`.
 */
export interface PlainJsonKey<S> {
  /** The localStorage key. */
  key: string;
  /** Version of the stored shape; bump it and add a migration when the shape changes. */
  version: number;
  /** migrations[n] turns a stored value of version n-1 into version n; a version that changed nothing has none. */
  migrations: Partial<Record<number, (stored: unknown) => unknown>>;
  /** Slice state → the plain value written under `key`. */
  toStored(state: S): unknown;
  /** Stored value of the current version → slice state; null when it is unusable (the default stays). */
  fromStored(stored: unknown): S | null;
  /**
   * A stored value that gives up part of itself when the storage is full (history: its oldest
   * entries); null when it has nothing left to give. Keys without it are written whole or not at all.
   */
  shrink?(stored: unknown): unknown;
}
