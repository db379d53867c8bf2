import { historyStorage } from '../features/history/historyStorage';
import { shrinkStored, type StorageGuard, type StorageProblem } from '../lib/persistence/writeWithRoom';
import { showErrorToast } from './toasts';

export const STORAGE_FULL_MESSAGES: Record<StorageProblem, string> = {
  trimmed: "This device's storage is full: Ribbit removed your oldest saved recommendations to keep saving.",
  'not-saved': "This device's storage is full: Ribbit could not save your latest changes.",
};

/**
 * How the app's keys share a full localStorage: room is made by letting the oldest stored
 * history go, so the quota counter and the onboarding flag are still written; the visitor is
 * told once per visit (a toast), not once per failed write.
 */
export function createStorageGuard(storage: Storage, tell: (message: string) => void = showErrorToast): StorageGuard {
  let told = false;
  return {
    makeRoom: () => shrinkStored(historyStorage, storage),
    report: (problem) => {
      if (told) return;
      told = true;
      tell(STORAGE_FULL_MESSAGES[problem]);
    },
  };
}
