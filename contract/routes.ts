/**
 * The request and reply of each API route. The service validates and serialises with these
 * objects, GET /api/openapi.json publishes them, and the web app reads its types from them.
 */
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { PriceNowSchema } from './prices';
import { RecommendationSchema } from './recommendation';
import { RISK_LEVEL_IDS } from './risk';
import { EnsNameSchema, WalletSchema } from './wallet';

/** POST /api/recommendations */
/** The most wallets one recommendation covers. */
export const MAX_WALLETS = 5;
const WalletOrNameSchema = Type.Union([WalletSchema, EnsNameSchema]);
/** A risk level the person chose (risk.ts). */
export const RiskChoiceSchema = Type.Union(RISK_LEVEL_IDS.map((id) => Type.Literal(id)));

/**
 * `wallet`: an address, or an ENS name on Ethereum; or `wallets`, up to MAX_WALLETS of them, advised
 * as one answer (docs/api.md). Exactly one of the two: the route refuses neither and both. `risk`: the
 * level the person chose; without it the plan keeps the wallet's own swing (docs/engine.md "Risk levels").
 */
export const RecommendationRequestSchema = Type.Object({
  wallet: Type.Optional(WalletOrNameSchema),
  wallets: Type.Optional(Type.Array(WalletOrNameSchema, { minItems: 1, maxItems: MAX_WALLETS })),
  risk: Type.Optional(RiskChoiceSchema),
});
export const RecommendationReplySchema = Type.Object({ data: RecommendationSchema });
export type RecommendationRequest = Static<typeof RecommendationRequestSchema>;
export type RecommendationReply = Static<typeof RecommendationReplySchema>;

/** GET /api/history: a page of at most this many recommendations unless `limit` says fewer or more. */
export const HISTORY_DEFAULT_PAGE = 5;
/** The largest page: a whale's recommendation is about 125 KB, so 20 are 2.5 MB before compression. */
export const HISTORY_MAX_PAGE = 20;

/**
 * A page's cursor: a recommendation's id as the service writes it, 8-4-4-4-12 hexadecimal digits.
 * Not the `uuid` format, which also takes a `urn:uuid:` prefix that PostgreSQL's uuid type refuses
 * (issue 31, item 10: such a cursor was a 503 "database unavailable", logged as an error).
 */
export const CURSOR_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * GET /api/history?wallet=&limit=&before= . Query values are strings (the service never coerces
 * types): `limit` a whole number from 1 to HISTORY_MAX_PAGE, `before` the `next` of the previous page.
 */
export const HistoryQuerySchema = Type.Object({
  wallet: WalletSchema,
  limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
  before: Type.Optional(Type.String({ pattern: CURSOR_PATTERN })),
});
export const HistoryReplySchema = Type.Object({
  data: Type.Object({
    result: Type.Array(RecommendationSchema),
    /** The cursor of the next (older) page, as `before=`; null on the last page. */
    next: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type HistoryQuery = Static<typeof HistoryQuerySchema>;
export type HistoryReply = Static<typeof HistoryReplySchema>;

/** GET /api/prices?tokens=1:0xA0b8…,8453:0x8335…: chain id and address, comma-separated (server/src/routes/tokenListQuery.ts). */
export const PricesQuerySchema = Type.Object({ tokens: Type.Optional(Type.String()) });
/** One entry per listed token, in the order asked. */
export const PricesReplySchema = Type.Object({ data: Type.Object({ prices: Type.Array(PriceNowSchema) }) });
export type PricesQuery = Static<typeof PricesQuerySchema>;
export type PricesReply = Static<typeof PricesReplySchema>;

/**
 * GET /api/demo-wallets: the demo wallets of the local chains the service runs itself when no RPC URL
 * is set (docs/local-chain.md), which the app offers as examples to tap; none on real networks.
 */
export const DemoWalletSchema = Type.Object({
  /** What the wallet shows, in a word: "Whale". */
  label: Type.String(),
  address: WalletSchema,
  /** Its name on the local Ethereum chain, which may be typed instead: "whale.eth". */
  ensName: Type.Optional(EnsNameSchema),
  /** What its advice shows, in a sentence. */
  description: Type.String(),
});
export const DemoWalletsReplySchema = Type.Object({ data: Type.Object({ wallets: Type.Array(DemoWalletSchema) }) });
export type DemoWallet = Static<typeof DemoWalletSchema>;
export type DemoWalletsReply = Static<typeof DemoWalletsReplySchema>;
