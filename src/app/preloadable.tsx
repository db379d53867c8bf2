import { lazy, type ComponentType } from 'react';
import { onRetry } from './lazyRetry';

/**
 * A component in a lazy chunk that can be loaded ahead of need. Once loaded it renders at once:
 * `React.lazy` alone suspends on every first render, even with the chunk already there, and
 * React then holds the content back for its fallback throttle (about 300 ms). A chunk that failed
 * to load is asked for again after "Try again" (lazyRetry.ts).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let failed = false;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return loading;
  };
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  onRetry(() => {
    if (!failed) return;
    failed = false;
    loading = null;
    Lazy = makeLazy();
  });
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
