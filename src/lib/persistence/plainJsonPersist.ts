import type { Action, Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type PersistedState, type PersistState } from 'redux-persist';
import type { LazyPlainJsonKey, PlainJsonKey, StoredReader } from './plainJsonKey';
import { readStoredVersion } from './storedVersions';
import { writeWithRoom, type StorageGuard } from './writeWithRoom';

/** Slice state, with redux-persist's bookkeeping once the persistor has started. */
export type PersistedSlice<S> = S & { _persist?: PersistState };

/** A value that could not be read gives the same result as no value at all. */
function readJson(storage: Storage, key: string): { found: true; value: unknown } | { found: false } {
  try {
    const raw = storage.getItem(key);
    return raw === null ? { found: false } : { found: true, value: JSON.parse(raw) };
  } catch {
    return { found: false };
  }
}

function migrate(stored: unknown, from: number, to: number, migrations: StoredReader<unknown>['migrations']): unknown {
  let value = stored;
  for (let version = from + 1; version <= to; version += 1) {
    const step = migrations[version];
    if (step) value = step(value);
  }
  return value;
}

/**
 * The slice state stored under `spec.key`, migrated and checked; null when there is none or it is
 * unusable (the default stays). localStorage is synchronous, so the app reads it before its first
 * render too (`app/persistedState.ts`), and the prerendered first screen is hydrated as it is.
 */
export function readPlainJson<S>(spec: PlainJsonKey<S>, storage: Storage): S | null {
  const read = readJson(storage, spec.key);
  if (!read.found) return null;
  const from = readStoredVersion(storage, spec.key);
  return spec.fromStored(migrate(read.value, from, spec.version, spec.migrations));
}

/** A guard for a storage that never fills up (tests, the prerender): nothing to free, nothing to say. */
export const UNGUARDED: StorageGuard = { makeRoom: () => false, report: () => {} };

/** Whether anything is stored under `key`; a storage that cannot be read has nothing to give either. */
function isStored(key: string, storage: Storage): boolean {
  try {
    return storage.getItem(key) !== null;
  } catch {
    return false;
  }
}

const isLazy = <S>(spec: PlainJsonKey<S> | LazyPlainJsonKey<S>): spec is LazyPlainJsonKey<S> => 'loadReader' in spec;

/**
 * What redux-persist rehydrates `spec`'s slice with. A lazy key's reader is loaded first; until
 * it is read, nothing of that key is written (redux-persist writes only once rehydrated), and if
 * the reader cannot load (offline before it was cached) the key is never written this session,
 * so what is stored stays for the next visit: `readFailed` says so.
 */
function storedStateOf<S>(spec: PlainJsonKey<S> | LazyPlainJsonKey<S>, storage: Storage, onReadFailed: () => void): Promise<S | null> {
  if (!isLazy(spec)) {
    return new Promise((resolve) => {
      resolve(readPlainJson(spec, storage));
    });
  }
  // Nothing stored (a first visit): nothing to read, so the reader's chunk is not needed.
  if (!isStored(spec.key, storage)) return Promise.resolve(null);
  return spec.loadReader().then(
    (reader) => readPlainJson({ ...spec, ...reader }, storage),
    (error: unknown) => {
      onReadFailed();
      throw error;
    },
  );
}

export function persistPlainJson<S extends object, A extends Action>(
  spec: PlainJsonKey<S> | LazyPlainJsonKey<S>,
  reducer: Reducer<S, A>,
  storage: Storage,
  guard: StorageGuard = UNGUARDED,
) {
  let readFailed = false;
  const config: PersistConfig<S> = {
    key: spec.key,
    version: spec.version,
    // redux-persist hands our adapter the state object itself; nothing is double-encoded.
    serialize: false,
    // The adapter is synchronous underneath. A full storage is handled by writeWithRoom (room is
    // made, or the visitor is told); any other throw becomes a rejection in the Promise's executor.
    storage: {
      getItem: () => Promise.resolve(null),
      setItem: (_key: string, staged: S) =>
        new Promise<void>((resolve) => {
          if (!readFailed) writeWithRoom(spec, staged, storage, guard);
          resolve();
        }),
      removeItem: (key: string) =>
        new Promise<void>((resolve) => {
          storage.removeItem(key);
          resolve();
        }),
    },
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the stored key must stay exactly spec.key, where visitors' data already is
    keyPrefix: '',
    getStoredState: () =>
      storedStateOf(spec, storage, () => {
        readFailed = true;
      }).then((state): PersistedState => (state === null ? undefined : { ...state, _persist: { version: spec.version, rehydrated: false } })),
    // A chunk may take longer than redux-persist's 5 s: rehydrating without it would drop what is stored.
    ...(isLazy(spec)
      ? {
          timeout: 0,
          stateReconciler: (stored: S, current: S) => spec.mergeRead(stored, current),
        }
      : {}),
  };
  const persisted = persistReducer(config, reducer);
  // `_persist` is added by the PERSIST action; before it (preloaded state in tests, or no
  // persistor at all) the state is the plain slice state, which persistReducer passes through.
  return (state: PersistedSlice<S> | undefined, action: A): PersistedSlice<S> => persisted(state as (S & { _persist: PersistState }) | undefined, action);
}
