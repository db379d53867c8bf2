import { lazy, type ComponentType } from 'react';

/** Each retryable lazy component's reset, run by "Try again" (ChunkErrorBoundary). */
const resets = new Set<() => void>();

/**
 * `React.lazy`, but a chunk that failed to load can be asked for again. React.lazy keeps a
 * rejected import forever, so "Try again" would fail at once without reaching the network;
 * webpack itself forgets a failed chunk and loads it anew when asked again.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  const track = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let Lazy = lazy(track);
  resets.add(() => {
    if (!failed) return;
    failed = false;
    Lazy = lazy(track);
  });
  function Retryable(props: P) {
    return <Lazy {...props} />;
  }
  return Retryable;
}

/** Lets every lazy component whose chunk failed load again on its next render. */
export function retryFailedChunks(): void {
  for (const reset of resets) reset();
}

/** For loaders outside React.lazy (preloadable.tsx): registered the same way. */
export function onRetry(reset: () => void): void {
  resets.add(reset);
}
