/**
 * The price now of a token named as in a recommendation's answer (`chainId` and `address`),
 * for grading saved advice (GET /api/prices, contract/routes.ts).
 */
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ChainIdSchema } from './wallet';
import { TokenAddressSchema } from './wallet';

export { MAX_PRICE_TOKENS } from './limits';

export const PRICE_NOW_STATUSES = ['ok', 'stale', 'unknown', 'unavailable'] as const;

export const PriceNowSchema = Type.Object({
  chainId: ChainIdSchema,
  /** As asked, checksummed (EIP-55); the native coin is 0xEeee…EEeE as in the answer. */
  address: TokenAddressSchema,
  /**
   * ok: a fresh price; stale: the latest price is older than the feed's heartbeat allows;
   * unknown: not on the chain's token list, or a chain this service does not read;
   * unavailable: known, but no source could price it now.
   */
  status: Type.Union(PRICE_NOW_STATUSES.map((status) => Type.Literal(status))),
  /** ok and stale: USD per whole unit. */
  priceUsd: Type.Optional(Type.Number()),
  /** ok and stale: when the price was set (the feed's latest round), ISO 8601 UTC. */
  updatedAt: Type.Optional(Type.String()),
  /** stale only: seconds since the latest price. */
  ageSeconds: Type.Optional(Type.Integer({ minimum: 0 })),
  /** unknown and unavailable: why, in words. */
  reason: Type.Optional(Type.String()),
});

export type PriceNow = Static<typeof PriceNowSchema>;
