/**
 * The shape of a bundled token registry (chains/registry/{chainId}.json).
 * Every fact in it names where it came from, so a reviewer can check an
 * address or a feed against its public source.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MIN_HEARTBEAT_SECONDS } from '../../domain/types';

const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' });

export const SourceSchema = Type.Object({
  /** A short id that entries refer to, e.g. "uniswap-default-list". */
  id: Type.String({ minLength: 1 }),
  /** What it is, e.g. "Uniswap default token list v13.x (tokens.uniswap.org)". */
  title: Type.String({ minLength: 1 }),
  /** Where it is published (a repository path or a page). */
  url: Type.String({ minLength: 1 }),
  /** ISO date the facts were read. */
  retrieved: Type.String({ minLength: 10 }),
});

export const FeedSchema = Type.Object({
  /** The Chainlink proxy (EACAggregatorProxy) that consumers read. */
  address: Address,
  /** As the feed's description() answers, e.g. "ETH / USD" or "STETH / ETH". */
  description: Type.String({ pattern: '^.+ / [A-Z]+$' }),
  decimals: Type.Integer({ minimum: 0, maximum: 36 }),
  /** Longest time between two rounds, in seconds (Chainlink's "heartbeat"; Polygon's are 27 s). */
  heartbeatSeconds: Type.Integer({ minimum: MIN_HEARTBEAT_SECONDS }),
  /** Source ids the address was checked against (two independent ones). */
  sources: Type.Array(Type.String(), { minItems: 1 }),
});

export const RegistryTokenSchema = Type.Object({
  /** EIP-55 checksummed; 0xEeee…EEeE for the native coin. */
  address: Address,
  symbol: Type.String({ minLength: 1, maxLength: 32 }),
  name: Type.String({ minLength: 1, maxLength: 128 }),
  decimals: Type.Integer({ minimum: 0, maximum: 36 }),
  /** Same-origin icon ("/icons/usdc.svg"); absent when none is served locally. */
  icon: Type.Optional(Type.String({ pattern: '^/icons/' })),
  tags: Type.Array(Type.Union([Type.Literal('stablecoin'), Type.Literal('native'), Type.Literal('wrapped')])),
  /** The asset across chains: USDC on Base and USDC on Ethereum are one exposure ("USDC"). */
  asset: Type.String({ minLength: 1 }),
  /** Stablecoins only: the currency the token tracks. */
  peg: Type.Optional(Type.Union([Type.Literal('USD'), Type.Literal('EUR')])),
  feed: Type.Optional(FeedSchema),
  /** Source ids the address, symbol and decimals were checked against. */
  sources: Type.Array(Type.String(), { minItems: 1 }),
});

export const RegistrySchema = Type.Object({
  chainId: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1 }),
  /** The chain's own ETH / USD feed: X / ETH feeds are converted with it. */
  ethUsdFeed: Type.Optional(FeedSchema),
  /**
   * Feeds that price a peg currency in USD: EUR / USD measures a euro
   * stablecoin's peg. Absent for a currency: its stablecoins on this chain are
   * judged as plain tokens.
   */
  pegFeeds: Type.Optional(Type.Object({ EUR: Type.Optional(FeedSchema) }, { additionalProperties: false })),
  /** Chainlink's L2 sequencer uptime feed (answer 0 = up, 1 = down). */
  sequencerUptimeFeed: Type.Optional(Type.Object({ address: Address, sources: Type.Array(Type.String(), { minItems: 1 }) })),
  sources: Type.Array(SourceSchema, { minItems: 1 }),
  tokens: Type.Array(RegistryTokenSchema),
});

export type RegistryFeed = Static<typeof FeedSchema>;
export type RegistryToken = Static<typeof RegistryTokenSchema>;
export type Registry = Static<typeof RegistrySchema>;
