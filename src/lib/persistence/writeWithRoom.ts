import type { PlainJsonWriter } from './plainJsonKey';
import { writeStoredVersion } from './storedVersions';

/**
 * What happened to a write that did not fit: `trimmed`, it was written once older history was
 * let go; `not-saved`, nothing could be let go and it was not written.
 */
export type StorageProblem = 'trimmed' | 'not-saved';

/** How the persisted keys share a full storage (app/store.ts). */
export interface StorageGuard {
  /** Frees some room (the oldest stored history); false when there is nothing left to free. */
  makeRoom(): boolean;
  /** Tells the visitor; the guard says it once, however many writes fail. */
  report(problem: StorageProblem): void;
}

/** A browser's "storage is full": Chromium, WebKit and jsdom name it so; older Firefox had its own name. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

function write(storage: Storage, key: string, value: unknown, version: number): void {
  storage.setItem(key, JSON.stringify(value));
  writeStoredVersion(storage, key, version);
}

/**
 * Writes `state` under `spec.key`. When the storage is full, the value first gives up what it can
 * (`spec.shrink`: history its oldest entries), then the guard frees room elsewhere, until it fits
 * or nothing is left to give: the quota counter and the onboarding flag are still written when
 * history fills the storage. Errors other than a full storage are thrown as before.
 */
export function writeWithRoom<S>(spec: PlainJsonWriter<S>, state: S, storage: Storage, guard: StorageGuard): void {
  let value = spec.toStored(state);
  let trimmed = false;
  for (;;) {
    try {
      write(storage, spec.key, value, spec.version);
      if (trimmed) guard.report('trimmed');
      return;
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      const smaller = spec.shrink?.(value) ?? null;
      if (smaller !== null) value = smaller;
      else if (!guard.makeRoom()) {
        guard.report('not-saved');
        return;
      }
      trimmed = true;
    }
  }
}

/** Shrinks the value stored under `spec.key` once (history: drops its oldest quarter); false when it cannot. */
export function shrinkStored<S>(spec: PlainJsonWriter<S>, storage: Storage): boolean {
  try {
    const raw = storage.getItem(spec.key);
    const smaller = raw === null ? null : (spec.shrink?.(JSON.parse(raw)) ?? null);
    if (smaller === null) return false;
    storage.setItem(spec.key, JSON.stringify(smaller));
    return true;
  } catch {
    return false;
  }
}
