/**
 * Readers for what comes from the wire or from localStorage, where a value may come from an older
 * build: each is checked by the code compiled from the contract's schemas (types.ts,
 * readValidators.js), keeping what is readable: a list item or an optional field that fails is
 * left out and the rest is checked again; a required field that fails takes its object with it, up
 * to the value itself, which then gives null. An empty string counts as no value. A reply decodes
 * whole; what history keeps of it is history's (features/history/compactEntry.ts).
 */
import { asPriceLine, decodePriceLine } from '../../contract/priceLine';
import { isObject, type JsonObject } from './json';
import type { DemoWallet, PriceNow, Recommendation, SavedRecommendation } from './types';
import { validateDemoWalletsReply, validatePricesReply, validateRecommendation, type CompiledValidator } from './readValidators';

/** A copy to check and trim in place (the validator fills defaults and drops unknown fields), without empty strings. */
function copyWithoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== '').map(copyWithoutEmpty);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, field]) => (field === '' ? [] : [[key, copyWithoutEmpty(field)]])));
}

/** Removes what `pointer` (RFC 6901) points at from its holder; false for the value itself. */
function removeAt(root: unknown, pointer: string): boolean {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = keys.pop();
  if (last === undefined) return false;
  const holder = keys.reduce<unknown>((node, key) => (isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined), root);
  if (Array.isArray(holder)) holder.splice(Number(last), 1);
  else if (isObject(holder)) Reflect.deleteProperty(holder, last);
  else return false;
  return true;
}

/**
 * `value` as `validate` reads it (of the type its schema is the Static<> of), or null when what is
 * left does not pass. Every round removes one failing part, so it ends; a well-formed value passes
 * in the first.
 */
function readTolerantly(validate: CompiledValidator, value: unknown, prepare: (copy: unknown) => unknown = (copy) => copy): unknown {
  const copy = prepare(copyWithoutEmpty(value));
  while (!validate(copy)) {
    const failure = validate.errors?.[0];
    if (!failure || !removeAt(copy, failure.instancePath)) return null;
  }
  return copy;
}

/**
 * `value` with each token's encoded price line (contract/priceLine.ts) as the closes it stands for, as
 * the app draws them and as answers stored before it carry them; a line that is not one is left for
 * the check to drop. Changes tokens in place: `value` is already the decoder's own copy.
 */
function withLinesDecoded(value: unknown): unknown {
  if (!isObject(value) || !Array.isArray(value.tokens)) return value;
  for (const token of value.tokens) {
    const line = isObject(token) ? asPriceLine(token.sparkline) : null;
    if (line) (token as JsonObject).sparkline = decodePriceLine(line);
  }
  return value;
}

/** A recommendation needs an id and an address; tokens that cannot be read are left out. */
export function decodeRecommendation(value: unknown): Recommendation | null {
  // Checked against RecommendationRead, whose Static<> Recommendation is.
  return readTolerantly(validateRecommendation, value, withLinesDecoded) as Recommendation | null;
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

/** The readable demo wallets of a GET /demo-wallets answer (unreadable ones left out); none when it cannot be read. */
export function decodeDemoWallets(body: unknown): DemoWallet[] {
  const reply = readTolerantly(validateDemoWalletsReply, body) as { data: { wallets: DemoWallet[] } } | null;
  return reply?.data.wallets ?? [];
}
