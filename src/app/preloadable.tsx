import { lazy, type ComponentType } from 'react';

/**
 * A component in a lazy chunk that can be loaded ahead of need. Once loaded it renders at once:
 * `React.lazy` alone suspends on every first render, even with the chunk already there, and
 * React then holds the content back for its fallback throttle (about 300 ms).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
