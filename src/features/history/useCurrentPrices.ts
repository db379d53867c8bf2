import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import type { SavedRecommendation } from '../../api/types';
import { isTooEarly, tokenRefsOf } from './grading';
import { pricesApi, type CurrentPrices } from './pricesApi';

const NO_PRICES = {};

/**
 * The prices now of every token the entries old enough to grade name, in one request (or
 * one per 100 tokens), through the app's API and its retrying base query. `now` is read once
 * per mount: a page open across midnight keeps its grades until it is left and reopened.
 */
export function useCurrentPrices(entries: readonly SavedRecommendation[]): { prices: CurrentPrices; now: number } {
  const [now] = useState(() => Date.now());
  // Keyed by content: a new entries array with the same tokens keeps the same request and cache entry.
  const refsKey = JSON.stringify(tokenRefsOf(entries.filter((entry) => !isTooEarly(entry, now))));
  const refs = useMemo(() => JSON.parse(refsKey) as ReturnType<typeof tokenRefsOf>, [refsKey]);
  const asking = refs.length > 0;
  const result = pricesApi.useGetCurrentPricesQuery(asking ? refs : skipToken);
  const retry = () => {
    void result.refetch();
  };

  let prices: CurrentPrices;
  if (!asking) prices = { status: 'idle', lookup: NO_PRICES, error: null, retry };
  else if (result.isSuccess) prices = { status: 'ready', lookup: result.data, error: null, retry };
  else if (result.isError) {
    const message = typeof result.error === 'object' && 'message' in result.error ? String(result.error.message) : 'Current prices could not be loaded.';
    prices = { status: 'error', lookup: NO_PRICES, error: message, retry };
  } else prices = { status: 'loading', lookup: NO_PRICES, error: null, retry };
  return { prices, now };
}
