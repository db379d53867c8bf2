import { createServices } from '../app/services';
import { makeStore, type PreloadedState } from '../app/store';
import { readConfig, type RawConfig } from '../config/env';

/** A store as the app builds it, for tests that drive it without rendering. */
export function makeTestStore(preloadedState?: PreloadedState, config: RawConfig = {}) {
  return makeStore(preloadedState, createServices(readConfig(config), window.localStorage));
}
