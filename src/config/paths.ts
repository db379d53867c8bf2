/** Every route of the app, defined once. `path` is the router pattern, `to` builds a link. */
export const paths = {
  main: { path: '/', to: () => '/' },
  historyEntry: { path: '/history/:id', to: (id: string) => `/history/${encodeURIComponent(id)}` },
  settings: { path: '/settings', to: () => '/settings' },
  onboarding: { path: '/onboarding', to: () => '/onboarding' },
} as const;
