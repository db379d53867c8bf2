import { useSyncExternalStore } from 'react';

/**
 * When notistack's host (ToastHost.tsx, a lazy chunk) mounts: on every screen but onboarding at
 * once; on onboarding, the first visit's first screen, which has no toast of its own, only when
 * a toast is asked for. A toast waits until the host has mounted, so none is lost.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks for the host; resolves once it has mounted (never, in a store used without the UI). */
export function wantToastHost(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** ToastHost's mount: notistack's enqueueSnackbar works from then on. */
export function toastHostMounted(): void {
  markMounted();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isWanted = () => wanted;

/** Whether the host has been asked for (ToastProvider mounts it then). */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(subscribe, isWanted, isWanted);
}
