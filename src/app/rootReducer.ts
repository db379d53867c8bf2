import { combineSlices, createAction, type ThunkAction, type ThunkDispatch, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiAttacher, AppApi } from '../api/attachApi';
import type { ApiSettings } from '../api/httpBaseQuery';
import { historySlice } from '../features/history/historySlice';
import { historyStorage } from '../features/history/historyStorage';
import { onboardingSlice } from '../features/onboarding/onboardingSlice';
import { onboardingStorage } from '../features/onboarding/onboardingStorage';
import { quotaSlice } from '../features/quota/quotaSlice';
import { quotaStorage } from '../features/quota/quotaStorage';
import { recommendationSlice } from '../features/recommendation/recommendationSlice';
import { persistPlainJson } from '../lib/persistence/plainJsonPersist';
import { navigationSlice } from './navigationSlice';
import type { AppServices } from './services';
import { createStorageGuard } from './storageGuard';

/**
 * The store's shape: its reducer and the types made from it, apart from the store itself, so that
 * what the store wires in (listeners.ts) can be typed without importing the store.
 */

/**
 * The thunk and listener extra argument: the services, what the API's base query reads, and
 * `attachApi` (api/attachApi.ts): the first screen needs no API, so RTK Query, the base query and
 * the endpoints are not in the first bundle, and whoever loads an endpoint attaches the API.
 */
export type ThunkExtra = AppServices & ApiSettings & ApiAttacher;

/** The API's reducer and middleware were added: its slice is in the state from this action on. */
export const apiAttached = createAction('app/apiAttached');

export function createRootReducer(storage: Storage) {
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

export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, UnknownAction>;
