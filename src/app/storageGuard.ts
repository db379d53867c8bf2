import { historyStorage } from '../features/history/historyStorage';
import { shrinkStored, type StorageGuard, type StorageProblem } from '../lib/persistence/writeWithRoom';
import { showStorageFullToast } from './toasts';

/**
 * How the app's keys share a full localStorage: room is made by letting the oldest stored
 * history go, so the quota counter and the onboarding flag are still written; the visitor is
 * told once per visit (a toast), not once per failed write.
 */
export function createStorageGuard(storage: Storage, tell: (problem: StorageProblem) => void = showStorageFullToast): StorageGuard {
  let told = false;
  return {
    makeRoom: () => shrinkStored(historyStorage, storage),
    report: (problem) => {
      if (told) return;
      told = true;
      tell(problem);
    },
  };
}
