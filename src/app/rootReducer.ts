import { combineSlices, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { apiSlotReducer } from '../api/apiSlot';
import type { ApiSettings } from '../api/httpBaseQuery';
import { historySlice } from '../features/history/historySlice';
import { historyStorage } from '../features/history/historyStorage';
import { onboardingSlice } from '../features/onboarding/onboardingSlice';
import { onboardingStorage } from '../features/onboarding/onboardingStorage';
import { quotaSlice } from '../features/quota/quotaSlice';
import { quotaStorage } from '../features/quota/quotaStorage';
import { recommendationSlice } from '../features/recommendation/recommendationSlice';
import { riskSlice } from '../features/recommendation/riskSlice';
import { riskStorage } from '../features/recommendation/riskStorage';
import { persistPlainJson } from '../lib/persistence/plainJsonPersist';
import type { AppServices } from './services';
import { createStorageGuard } from './storageGuard';

/**
 * The store's shape: its reducer and the types made from it, apart from the store itself, so that
 * what the store wires in (listeners.ts) can be typed without importing the store.
 */

/** The thunk and listener extra argument: the services, and what the API's base query reads. */
export type ThunkExtra = AppServices & ApiSettings;

export function createRootReducer(storage: Storage) {
  const guard = createStorageGuard(storage);
  return combineSlices({
    [recommendationSlice.reducerPath]: recommendationSlice.reducer,
    // Null until the API loads with the screens that use it (api/apiSlot.ts). Not persisted.
    api: apiSlotReducer,
    // Persisted, each under its own localStorage key as plain JSON.
    [onboardingSlice.reducerPath]: persistPlainJson(onboardingStorage, onboardingSlice.reducer, storage, guard),
    [quotaSlice.reducerPath]: persistPlainJson(quotaStorage, quotaSlice.reducer, storage, guard),
    [historySlice.reducerPath]: persistPlainJson(historyStorage, historySlice.reducer, storage, guard),
    [riskSlice.reducerPath]: persistPlainJson(riskStorage, riskSlice.reducer, storage, guard),
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
export type PreloadedState = Parameters<ReturnType<typeof createRootReducer>>[0];

export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, UnknownAction>;
