/**
 * Reads DefiLlama's coins API answers, as documented in DefiLlama/api-docs
 * (defillama-openapi-free.json):
 * - GET /prices/current/{coins} → {"coins": {"<coin>": {price, symbol, timestamp, decimals?, confidence?}}}
 * - GET /chart/{coins} → {"coins": {"<coin>": {symbol, confidence, decimals?, prices: [{timestamp, price}]}}}
 * A coin DefiLlama does not know is simply absent from "coins" (the server's
 * coins/src/getCurrentCoins.ts only fills in the coins it found).
 * Keys are lowercased: the API echoes the coin as requested, and we request lowercase.
 */
import { PriceError } from '../priceSource';
import type { CoinId } from './coinIds';

export interface CurrentPrice {
  /** USD per whole token. */
  price: number;
  /** Unix seconds of the price. */
  timestamp: number;
  /** 0..1; absent when the API gives none (CoinGecko-sourced prices carry 0.99). */
  confidence?: number;
}

export interface ChartPoint {
  /** Unix seconds of the price DefiLlama found nearest the requested sample time. */
  timestamp: number;
  price: number;
}

/** A coin entry present but unreadable: DefiLlama knows it, its answer is broken. */
export const MALFORMED = 'malformed';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function coinsOf(body: unknown, endpoint: string): Record<string, unknown> {
  if (!isRecord(body) || !isRecord(body.coins)) throw new PriceError(`DefiLlama's ${endpoint} answer has no "coins" object`);
  return body.coins;
}

function currentPriceOf(entry: unknown): CurrentPrice | typeof MALFORMED {
  if (!isRecord(entry) || !finite(entry.price) || !finite(entry.timestamp)) return MALFORMED;
  if (entry.confidence !== undefined && !finite(entry.confidence)) return MALFORMED;
  return { price: entry.price, timestamp: entry.timestamp, ...(entry.confidence !== undefined && { confidence: entry.confidence }) };
}

export function parseCurrentPrices(body: unknown): Map<CoinId, CurrentPrice | typeof MALFORMED> {
  return new Map(Object.entries(coinsOf(body, '/prices/current')).map(([coin, entry]) => [coin.toLowerCase(), currentPriceOf(entry)]));
}

/** Points that are not two finite numbers are left out: a gap, which the daily closes fill. */
export function parseChart(body: unknown): Map<CoinId, ChartPoint[]> {
  return new Map(
    Object.entries(coinsOf(body, '/chart')).map(([coin, entry]) => {
      const prices = isRecord(entry) && Array.isArray(entry.prices) ? entry.prices : [];
      const points = prices.flatMap((point: unknown) =>
        isRecord(point) && finite(point.timestamp) && finite(point.price) ? [{ timestamp: point.timestamp, price: point.price }] : [],
      );
      return [coin.toLowerCase(), points];
    }),
  );
}
