/**
 * Prices from DefiLlama's key-less coins API (https://coins.llama.fi), for the
 * tokens no Chainlink feed prices. Switched on by PRICE_API_URL.
 *
 * The format is DefiLlama's documented one: DefiLlama/api-docs,
 * defillama-openapi-free.json (the API page https://api-docs.llama.fi), paths
 * "/prices/current/{coins}" (query: searchWidth) and "/chart/{coins}" (query:
 * end, span, period), both answering {"coins": {"<coin>": …}}; cross-checked
 * against DefiLlama's own client (DefiLlama/api-sdk, src/modules/prices.ts) and
 * server (DefiLlama/defillama-server, coins/src/getCurrentCoins.ts).
 * Everything is per instance: the budget, the 429 pause and the clock.
 */
import { tokenKey, type PriceHistory, type TokenInfo, type TokenKey } from '../domain/types';
import type { PriceReading, PriceSource } from './priceSource';
import { DEFAULT_HISTORY_DAYS, MIN_HISTORY_DAYS } from './chainlink/source';
import { createRequestBudget, type RequestBudget } from '../chains/transport/requestBudget';
import { batchCoins, DEFAULT_MAX_URL_LENGTH } from './defiLlama/batches';
import { createLlamaClient } from './defiLlama/client';
import { coinIdOf, type CoinId } from './defiLlama/coinIds';
import { chartWindow, dailyClosesFrom } from './defiLlama/dailyCloses';
import { MALFORMED, parseChart, parseCurrentPrices, type ChartPoint, type CurrentPrice } from './defiLlama/responses';

export const DEFAULT_TIMEOUT_MS = 2000;
/**
 * The chart's time-out: its cold path (179 daily samples per coin, read from
 * DefiLlama's store when no cache has them) takes longer than a current price,
 * and 2 s cut it short (issue 21). Our own choice: DefiLlama publishes no figure.
 */
export const DEFAULT_CHART_TIMEOUT_MS = 6000;
/** Our own cautious default: DefiLlama publishes no figure for the free API, only that the paid plan has higher limits. */
export const DEFAULT_MAX_REQUESTS_PER_MINUTE = 60;
export const DEFAULT_BURST = 10;
/** A price older than this is stale: DefiLlama keeps answering the last price of a dead token. */
export const STALE_AFTER_SECONDS = 26 * 3600;
/**
 * Below this, a price is treated as unknown. DefiLlama attaches a confidence to
 * prices it reads from DEX pools, tied to the pool's liquidity, and says
 * consumers may filter low ones out: a thin pool's price is easy to move, and
 * advice built on it would be worse than none (another source may know better).
 */
export const MIN_CONFIDENCE = 0.9;
/**
 * Asked of /prices/current so that an old price comes back (the API drops prices
 * older than its searchWidth, 12 h by default) and we can call it stale rather than unknown.
 */
const CURRENT_SEARCH_WIDTH = '7d';

export interface DefiLlamaSourceOptions {
  /** PRICE_API_URL, e.g. "https://coins.llama.fi". */
  baseUrl: string;
  /** Per request for current prices. */
  timeoutMs?: number;
  /** Per request for charts (daily closes). */
  chartTimeoutMs?: number;
  maxRequestsPerMinute?: number;
  /** Requests one burst may send before the steady rate applies. */
  burst?: number;
  /** A budget shared with other parts of the process; built from maxRequestsPerMinute and burst when absent. */
  budget?: RequestBudget;
  historyDays?: number;
  maxUrlLength?: number;
  /** Milliseconds since the epoch, like Date.now. */
  now?: () => number;
  log?: (line: string) => void;
}

function readingOf(
  coin: CoinId,
  current: CurrentPrice | typeof MALFORMED | undefined,
  chart: readonly ChartPoint[],
  days: number,
  nowSeconds: number,
): PriceReading {
  if (current === undefined) return { status: 'none' };
  if (current === MALFORMED) return { status: 'unavailable', reason: `DefiLlama answered an unreadable price for ${coin}` };
  if (current.confidence !== undefined && current.confidence < MIN_CONFIDENCE) return { status: 'none' };
  // DefiLlama answers 0 for a coin it marks distressed (getCurrentCoins.ts, `distressedFrom`).
  if (current.price <= 0) return { status: 'unavailable', reason: `DefiLlama gives ${coin} no positive price` };
  const history: PriceHistory = {
    priceUsd: current.price,
    updatedAt: current.timestamp,
    dailyCloses: dailyClosesFrom(chart, current, days),
    source: 'defillama',
  };
  const ageSeconds = nowSeconds - current.timestamp;
  return ageSeconds > STALE_AFTER_SECONDS ? { status: 'stale', history, ageSeconds } : { status: 'ok', history };
}

export function createDefiLlamaSource(options: DefiLlamaSourceOptions): PriceSource {
  const days = options.historyDays ?? DEFAULT_HISTORY_DAYS;
  if (!Number.isInteger(days) || days < MIN_HISTORY_DAYS)
    throw new RangeError(`historyDays must be a whole number of at least ${MIN_HISTORY_DAYS} (got ${days})`);
  const baseUrl = new URL(options.baseUrl).href.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const maxUrlLength = options.maxUrlLength ?? DEFAULT_MAX_URL_LENGTH;
  const budget =
    options.budget ??
    createRequestBudget({ perMinute: options.maxRequestsPerMinute ?? DEFAULT_MAX_REQUESTS_PER_MINUTE, burst: options.burst ?? DEFAULT_BURST, now });
  const currentTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = createLlamaClient({ budget, now, log: options.log });

  function urls(coins: readonly CoinId[], path: string, query: string): string[] {
    const fixedLength = `${baseUrl}${path}?${query}`.length;
    return batchCoins(coins, fixedLength, maxUrlLength).map((batch) => `${baseUrl}${path}${batch.join(',')}?${query}`);
  }

  return {
    id: 'defillama',
    async read(tokens: readonly TokenInfo[]): Promise<Map<TokenKey, PriceReading>> {
      const coinOf = new Map(tokens.map((token) => [tokenKey(token), coinIdOf(token)]));
      const coins = [...new Set([...coinOf.values()].filter((coin): coin is CoinId => coin !== null))];
      const nowSeconds = Math.floor(now() / 1000);
      const { end, span } = chartWindow(nowSeconds, days);
      const currentUrls = urls(coins, '/prices/current/', `searchWidth=${CURRENT_SEARCH_WIDTH}`);
      const chartUrls = urls(coins, '/chart/', `end=${end}&span=${span}&period=1d`);
      const chartTimeoutMs = options.chartTimeoutMs ?? DEFAULT_CHART_TIMEOUT_MS;
      const bodies = await client.getAll([
        ...currentUrls.map((url) => ({ url, timeoutMs: currentTimeoutMs })),
        ...chartUrls.map((url) => ({ url, timeoutMs: chartTimeoutMs })),
      ]);

      const prices = new Map(bodies.slice(0, currentUrls.length).flatMap((body) => [...parseCurrentPrices(body)]));
      const charts = new Map(bodies.slice(currentUrls.length).flatMap((body) => [...parseChart(body)]));
      return new Map(
        [...coinOf].map(([key, coin]) => [
          key,
          coin === null ? { status: 'none' } : readingOf(coin, prices.get(coin), charts.get(coin) ?? [], days, nowSeconds),
        ]),
      );
    },
  };
}
