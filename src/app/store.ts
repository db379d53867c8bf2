import { combineReducers, configureStore, createListenerMiddleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '../api/api';
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

/** The thunk and listener extra argument: the services, plus what the API's base query reads. */
export type ThunkExtra = AppServices & ApiSettings;

function createRootReducer(storage: Storage) {
  return combineReducers({
    [api.reducerPath]: api.reducer,
    [navigationSlice.reducerPath]: navigationSlice.reducer,
    [recommendationSlice.reducerPath]: recommendationSlice.reducer,
    // Persisted, each under its own localStorage key as plain JSON. The API cache is not.
    [onboardingSlice.reducerPath]: persistPlainJson(onboardingStorage, onboardingSlice.reducer, storage),
    [quotaSlice.reducerPath]: persistPlainJson(quotaStorage, quotaSlice.reducer, storage),
    [historySlice.reducerPath]: persistPlainJson(historyStorage, historySlice.reducer, storage),
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
export type PreloadedState = Parameters<ReturnType<typeof createRootReducer>>[0];

export function makeStore(preloadedState?: PreloadedState, services: AppServices = createServices()) {
  const extra: ThunkExtra = { ...services, apiBaseUrl: services.config.apiBaseUrl };
  const listenerMiddleware = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: createRootReducer(services.storage),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
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
