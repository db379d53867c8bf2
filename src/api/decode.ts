/**
 * Readers for what comes from the wire or from localStorage, where a value may come from an older
 * build: each is checked by the code compiled from the contract's schemas (readSchemas.ts,
 * readValidators.js) and trimmed to what is readable (readTolerantly.ts). A reply decodes whole;
 * what history keeps of it is history's business (features/history/compactEntry.ts).
 */
import { isObject } from '../lib/json';
import { readTolerantly } from './readTolerantly';
import { validatePricesReply, validateRecommendation } from './readValidators';
import type { PriceNow, Recommendation, SavedRecommendation } from './types';

/** A recommendation needs an id and an address; tokens that cannot be read are left out. */
export function decodeRecommendation(value: unknown): Recommendation | null {
  // Checked against RecommendationRead, whose Static<> Recommendation is.
  return readTolerantly(validateRecommendation, value) as Recommendation | null;
}

/** A saved recommendation also needs a readable createdAt (ISO timestamp). */
export function decodeSavedRecommendation(value: unknown): SavedRecommendation | null {
  if (!isObject(value) || typeof value.createdAt !== 'string' || Number.isNaN(Date.parse(value.createdAt))) return null;
  const recommendation = decodeRecommendation(value);
  return recommendation && { ...recommendation, createdAt: value.createdAt };
}

/** The readable prices of a GET /prices answer (unreadable entries left out), or null when it has none. */
export function decodePrices(body: unknown): PriceNow[] | null {
  const reply = readTolerantly(validatePricesReply, body) as { data: { prices: PriceNow[] } } | null;
  return reply?.data.prices ?? null;
}
