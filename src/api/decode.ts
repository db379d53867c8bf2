/**
 * Tolerant readers for recommendations coming from the wire or from localStorage, where a
 * value may come from an older build. Every check comes from the contract's schemas
 * (contract/recommendation.ts); what the app keeps of each object is in keep.ts. What parses
 * is kept; an unreadable item of a list is left out; an object without its essential fields
 * gives null.
 */
import { PricesReplySchema } from '../../contract/routes';
import { RecommendationSchema } from '../../contract/recommendation';
import { keepRuleFor, type KeepRule } from './keep';
import { isObject, type JsonObject } from '../lib/json';
import { fits, type JsonSchema } from './schemaCheck';
import type { PriceNow, Recommendation, SavedRecommendation } from './types';

const KEEP_WHOLE: KeepRule = { essential: [], dropped: [] };

function readObject(schema: JsonSchema, value: unknown): JsonObject | undefined {
  if (!isObject(value) || !schema.properties) return undefined;
  const keep = keepRuleFor(schema) ?? KEEP_WHOLE;
  const read: JsonObject = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    if (keep.dropped.includes(key)) continue;
    const upgrade = keep.upgrade?.[key];
    const field = readValue(keep.loose?.[key] ?? property, upgrade ? upgrade(value[key]) : value[key]);
    if (field !== undefined) read[key] = field;
    else if (keep.defaults && key in keep.defaults) read[key] = keep.defaults[key];
  }
  for (const [key, from] of Object.entries(keep.lift ?? {})) {
    const holderSchema = from in schema.properties ? schema.properties[from] : undefined;
    const nested = holderSchema?.properties?.[key];
    const holder = value[from];
    const field = nested && readValue(nested, isObject(holder) ? holder[key] : value[key]);
    if (field !== undefined && field !== null) read[key] = field;
  }
  return keep.essential.every((key) => key in read) ? read : undefined;
}

/** The readable part of `value`, or undefined. An empty string counts as no value. */
function readValue(schema: JsonSchema, value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  if (schema.type === 'object') return readObject(schema, value);
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    return Array.isArray(value) ? value.map((item) => readValue(items, item)).filter((item) => item !== undefined) : undefined;
  }
  return fits(schema, value) ? value : undefined;
}

/** A recommendation needs an id and an address; tokens that cannot be read are left out. */
export function decodeRecommendation(value: unknown): Recommendation | null {
  // The shapes of keep.ts and types.ts agree by construction: both are read from the same lists.
  return (readObject(RecommendationSchema, value) as Recommendation | undefined) ?? null;
}

/** A saved recommendation also needs a readable createdAt (ISO timestamp). */
export function decodeSavedRecommendation(value: unknown): SavedRecommendation | null {
  const recommendation = decodeRecommendation(value);
  if (!recommendation || !isObject(value) || typeof value.createdAt !== 'string') return null;
  if (Number.isNaN(Date.parse(value.createdAt))) return null;
  return { ...recommendation, createdAt: value.createdAt };
}

/** The readable prices of a GET /prices answer (unreadable entries left out), or null when it has none. */
export function decodePrices(body: unknown): PriceNow[] | null {
  const reply = readObject(PricesReplySchema, body) as { data?: { prices?: PriceNow[] } } | undefined;
  return reply?.data?.prices ?? null;
}
