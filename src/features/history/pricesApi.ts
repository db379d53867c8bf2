import { MAX_PRICE_TOKENS } from '../../../contract/limits';
import { api } from '../../api/api';
import { decodePrices } from '../../api/decode';
import type { HttpError } from '../../api/httpBaseQuery';
import type { PriceNow } from '../../api/types';

export const PRICES_FAILURE_PREFIX = 'Current prices could not be loaded: ';

export interface TokenRef {
  chainId: number;
  address: string;
}

/** Prices now, keyed by priceKey. */
export type PriceLookup = Record<string, PriceNow>;

/** One key per token whatever the address's case: "1:0xa0b8…". */
export function priceKey({ chainId, address }: TokenRef): string {
  return `${chainId}:${address.toLowerCase()}`;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

export const pricesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pass the refs sorted and without repeats (tokenRefsOf), so equal lists share one cache entry. */
    getCurrentPrices: build.query<PriceLookup, TokenRef[]>({
      async queryFn(refs, _api, _extraOptions, baseQuery) {
        const lookup: PriceLookup = {};
        for (const chunk of chunks(refs, MAX_PRICE_TOKENS)) {
          const tokens = chunk.map(({ chainId, address }) => `${chainId}:${address}`).join(',');
          const result = await baseQuery({ url: '/prices', params: { tokens } });
          if (result.error) {
            const error: HttpError = { status: result.error.status, message: `${PRICES_FAILURE_PREFIX}${result.error.message}` };
            return { error };
          }
          const prices = decodePrices(result.data);
          if (!prices) return { error: { status: 'EMPTY_RESPONSE', message: `${PRICES_FAILURE_PREFIX}the service sent no prices` } };
          for (const price of prices) lookup[priceKey(price)] = price;
        }
        return { data: lookup };
      },
    }),
  }),
});

/** What the history views know of the prices now: asked for by the route, shown by the views. */
export interface CurrentPrices {
  /** idle: nothing to ask (every entry too young, or none with a chain and address). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  lookup: PriceLookup;
  /** error only: what a person may read, e.g. "Current prices could not be loaded: …". */
  error: string | null;
  retry: () => void;
}
