import { api } from '../../api/api';
import { isObject } from '../../api/decode';
import type { HttpError } from '../../api/httpBaseQuery';
import { PRICE_NOW_STATUSES, type PriceNow } from '../../api/types';

/** The service's limit per request (server/src/schemas/prices.ts); longer lists go in several requests. */
export const MAX_TOKENS_PER_REQUEST = 100;

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

function decodePrice(value: unknown): PriceNow | null {
  if (!isObject(value) || typeof value.chainId !== 'number' || typeof value.address !== 'string') return null;
  const status = PRICE_NOW_STATUSES.find((known) => known === value.status);
  if (!status) return null;
  const price: PriceNow = { chainId: value.chainId, address: value.address, status };
  if (typeof value.priceUsd === 'number' && Number.isFinite(value.priceUsd)) price.priceUsd = value.priceUsd;
  if (typeof value.updatedAt === 'string') price.updatedAt = value.updatedAt;
  if (typeof value.ageSeconds === 'number') price.ageSeconds = value.ageSeconds;
  if (typeof value.reason === 'string') price.reason = value.reason;
  return price;
}

function readPrices(body: unknown): PriceNow[] | null {
  const data = isObject(body) ? body.data : undefined;
  const prices = isObject(data) ? data.prices : undefined;
  return Array.isArray(prices) ? prices.map(decodePrice).filter((price) => price !== null) : null;
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
        for (const chunk of chunks(refs, MAX_TOKENS_PER_REQUEST)) {
          const tokens = chunk.map(({ chainId, address }) => `${chainId}:${address}`).join(',');
          const result = await baseQuery({ url: '/prices', params: { tokens } });
          if (result.error) {
            const error: HttpError = { status: result.error.status, message: `${PRICES_FAILURE_PREFIX}${result.error.message}` };
            return { error };
          }
          const prices = readPrices(result.data);
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
