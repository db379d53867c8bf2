import type { VariantType } from 'notistack';
import type { ReactNode } from 'react';
import type { StorageProblem } from '../lib/persistence/writeWithRoom';
import { wantToastHost } from './toastHostDemand';

type ToastHostModule = typeof import('./ToastHost');
/** A text, or one made from the toasts' chunk once it has loaded (for texts kept there). */
type ToastMessage = ReactNode | ((host: ToastHostModule) => ReactNode);

let toastCount = 0;

/** Every toast closes when clicked anywhere on it. */
function showToast(message: ToastMessage, variant: VariantType): void {
  toastCount += 1;
  const key = `toast-${toastCount}`;
  // Mounted with every screen but onboarding, and there once a toast is asked for (toastHostDemand.ts).
  void Promise.all([import(/* webpackChunkName: "toasts" */ './ToastHost'), wantToastHost()]).then(([host]) => {
    const { closeSnackbar, enqueueSnackbar } = host;
    // notistack binds enqueueSnackbar when its provider mounts; a store used without the UI
    // (scripts, store-level tests) has nowhere to show a toast.
    if (typeof enqueueSnackbar !== 'function') return;
    enqueueSnackbar(typeof message === 'function' ? message(host) : message, {
      key,
      variant,
      SnackbarProps: {
        onClick: () => {
          closeSnackbar(key);
        },
      },
    });
  });
}

export function showErrorToast(message: string): void {
  showToast(message, 'error');
}

/** The storage-full notice (storageGuard.ts); its text is in the toasts' chunk (storageFullMessages.ts). */
export function showStorageFullToast(problem: StorageProblem): void {
  showToast((host) => host.STORAGE_FULL_MESSAGES[problem], 'error');
}

/** Away from main, the toast is a link back to it (recommendationReadyToast.tsx). */
export function showRecommendationReadyToast(): void {
  showToast((host) => <host.RecommendationReadyMessage />, 'success');
}
