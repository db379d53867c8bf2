/**
 * One token's reading from its feed's head and daily series: USD as is, ETH
 * through the chain's ETH / USD feed, stale past the heartbeat (the one the
 * feed's rounds show, else the registry's) or while the L2 sequencer is (or
 * was just) down. Pure.
 */
import type { Address } from 'viem';
import type { PriceHistory, TokenInfo } from '../../domain/types';
import type { PriceReading } from '../priceSource';
import type { HeadReading } from './heads';
import { toPrice } from './rounds';
import { closesOf, inUsd, type DailySeries } from './series';

/** TokenInfo.extensions.feedHeartbeatSeconds when absent: the longest heartbeat of common Chainlink feeds (24 h) plus margin. */
export const DEFAULT_HEARTBEAT_SECONDS = 26 * 3_600;
/**
 * Allowed past the heartbeat before a price is stale. Chainlink's docs
 * (docs.chain.link/data-feeds, "Check the timestamp of the latest answer") note
 * ~40 s between a heartbeat and its round landing on-chain; 120 s adds room for
 * block times and clock skew.
 */
export const HEARTBEAT_GRACE_SECONDS = 120;

export interface TokenReadingInput {
  token: TokenInfo;
  feed: Address;
  heads: ReadonlyMap<Address, HeadReading>;
  /** Per feed read this time: its series, or why it has none. */
  series: ReadonlyMap<Address, DailySeries | string>;
  ethUsdFeed?: Address;
  sequencerFresh: boolean;
  nowSeconds: number;
  /** The heartbeat the feed's own recent rounds show (heartbeat.ts); the token's registry heartbeat is the fallback. */
  observedHeartbeat?: number;
}

type Priced = { ok: true; priceUsd: number; updatedAt: number; series: DailySeries } | { ok: false; reason: string };

function pricedFeed(feed: Address, input: TokenReadingInput): Priced {
  const head = input.heads.get(feed);
  if (!head) return { ok: false, reason: `The feed ${feed} was not read` };
  if (!head.ok) return head;
  const series = input.series.get(feed);
  if (typeof series !== 'object') return { ok: false, reason: series ?? `The feed ${feed} has no history` };
  return { ok: true, priceUsd: toPrice(head.head.latest.answer, head.head.decimals), updatedAt: head.head.latest.updatedAt, series };
}

function inUsdTerms(input: TokenReadingInput): Priced {
  const own = pricedFeed(input.feed, input);
  const head = input.heads.get(input.feed);
  if (!own.ok || !head?.ok || head.head.quote === 'USD') return own;
  if (!input.ethUsdFeed)
    return { ok: false, reason: `The feed ${input.feed} ("${head.head.description}") is quoted in ETH, and this chain has no ETH / USD feed` };
  const ethUsd = pricedFeed(input.ethUsdFeed, input);
  const ethUsdHead = input.heads.get(input.ethUsdFeed);
  if (!ethUsd.ok) return { ok: false, reason: `The feed ${input.feed} is quoted in ETH, and the ETH / USD feed failed: ${ethUsd.reason}` };
  if (ethUsdHead?.ok && ethUsdHead.head.quote !== 'USD')
    return { ok: false, reason: `The ETH / USD feed ${input.ethUsdFeed} is "${ethUsdHead.head.description}"` };
  return {
    ok: true,
    priceUsd: own.priceUsd * ethUsd.priceUsd,
    // The price is as old as the older of its two parts.
    updatedAt: Math.min(own.updatedAt, ethUsd.updatedAt),
    series: inUsd(own.series, ethUsd.series),
  };
}

export function tokenReading(input: TokenReadingInput): PriceReading {
  const priced = inUsdTerms(input);
  if (!priced.ok) return { status: 'unavailable', reason: priced.reason };
  const history: PriceHistory = { priceUsd: priced.priceUsd, updatedAt: priced.updatedAt, dailyCloses: closesOf(priced.series), source: 'chainlink' };
  const ageSeconds = Math.max(0, input.nowSeconds - priced.updatedAt);
  const heartbeat = input.observedHeartbeat ?? input.token.extensions?.feedHeartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS;
  if (ageSeconds > heartbeat + HEARTBEAT_GRACE_SECONDS || !input.sequencerFresh) return { status: 'stale', history, ageSeconds };
  return { status: 'ok', history };
}
