import type { StorageProblem } from '../lib/persistence/writeWithRoom';

/**
 * What the storage-full toast says (storageGuard.ts). In the toasts' lazy chunk (ToastHost.tsx),
 * not the first bundle: it is shown only as a toast, which loads that chunk anyway.
 */
export const STORAGE_FULL_MESSAGES: Record<StorageProblem, string> = {
  trimmed: "This device's storage is full: Ribbit removed your oldest saved recommendations to keep saving.",
  'not-saved': "This device's storage is full: Ribbit could not save your latest changes.",
};
