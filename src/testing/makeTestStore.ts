import { attachApi, type AppApi } from '../api/attachApi';
import { createServices } from '../app/services';
import { makeStore, type PreloadedState } from '../app/store';
import { readConfig, type RawConfig } from '../config/env';

/** A store as the app builds it, for tests that drive it without rendering. */
export function makeTestStore(preloadedState?: PreloadedState, config: RawConfig = {}) {
  return makeStore(preloadedState, createServices(readConfig(config), window.localStorage));
}

/** makeTestStore with the API attached, as the app does before it calls an endpoint, for tests that call one themselves. */
export function makeTestStoreWithApi(api: AppApi, config: RawConfig = {}) {
  const store = makeTestStore(undefined, config);
  store.dispatch(attachApi(api));
  return store;
}
