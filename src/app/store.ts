import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
// Types only: RTK Query and the API load after the first screen (see attachApi).
import type { api } from '../api/api';
import type { ApiSettings } from '../api/httpBaseQuery';
import { historySlice } from '../features/history/historySlice';
import { historyStorage } from '../features/history/historyStorage';
import { onboardingSlice } from '../features/onboarding/onboardingSlice';
import { onboardingStorage } from '../features/onboarding/onboardingStorage';
import { quotaSlice } from '../features/quota/quotaSlice';
import { quotaStorage } from '../features/quota/quotaStorage';
import { recommendationSlice } from '../features/recommendation/recommendationSlice';
import { persistPlainJson } from '../lib/persistence/plainJsonPersist';
import { addAppListeners } from './listeners';
import { navigationSlice } from './navigationSlice';
import { createServices, type AppServices } from './services';
import { createStorageGuard } from './storageGuard';

/** The app's one API (`api/api.ts`), with whatever endpoints features have injected. */
export type AppApi = typeof api;

/** The thunk and listener extra argument: the services, plus what the API's base query reads. */
export type ThunkExtra = AppServices &
  ApiSettings & {
    /**
     * Adds the API's reducer and middleware to this store; once, however often it is called.
     * The first screen needs no API, so RTK Query, the base query, the decoders and the contract
     * are not in the first bundle: whoever loads an endpoint attaches the API (`attachApi.ts`).
     */
    attachApi: (loaded: AppApi) => void;
  };

/** The API's reducer and middleware were added: its slice is in the state from this action on. */
export const apiAttached = createAction('app/apiAttached');

function createRootReducer(storage: Storage) {
  const guard = createStorageGuard(storage);
  return combineSlices({
    [navigationSlice.reducerPath]: navigationSlice.reducer,
    [recommendationSlice.reducerPath]: recommendationSlice.reducer,
    // Persisted, each under its own localStorage key as plain JSON. The API cache is not.
    [onboardingSlice.reducerPath]: persistPlainJson(onboardingStorage, onboardingSlice.reducer, storage, guard),
    [quotaSlice.reducerPath]: persistPlainJson(quotaStorage, quotaSlice.reducer, storage, guard),
    [historySlice.reducerPath]: persistPlainJson(historyStorage, historySlice.reducer, storage, guard),
  }).withLazyLoadedSlices<WithSlice<AppApi>>();
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
export type PreloadedState = Parameters<ReturnType<typeof createRootReducer>>[0];

export function makeStore(preloadedState?: PreloadedState, services: AppServices = createServices()) {
  const rootReducer = createRootReducer(services.storage);
  const apiMiddleware = createDynamicMiddleware();
  const extra: ThunkExtra = {
    ...services,
    apiBaseUrl: services.config.apiBaseUrl,
    // Both are idempotent: the same reducer and the same middleware are added once. An injected
    // reducer gets its state at the next action, so the first attach sends one (apiAttached)
    // before any endpoint reads the slice.
    attachApi: (loaded) => {
      rootReducer.inject(loaded);
      apiMiddleware.addMiddleware(loaded.middleware);
      if (store.getState()[loaded.reducerPath] === undefined) store.dispatch(apiAttached());
    },
  };
  const listenerMiddleware = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(apiMiddleware.middleware),
    devTools: process.env.NODE_ENV !== 'production',
    // RTK Query's own actions (a request going out, its answer) notify the screen at the end of
    // the current task, not at the next animation frame (RTK's default): the main view reads
    // the request's state from the API slice, and a frame never comes in a background tab nor
    // under a paused test clock (e2e/recommendation.test.ts).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  addAppListeners(listenerMiddleware.startListening.withTypes<RootState, AppDispatch, ThunkExtra>());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, UnknownAction>;
