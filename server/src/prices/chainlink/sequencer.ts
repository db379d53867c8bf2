/**
 * L2 sequencer uptime feeds (docs.chain.link/data-feeds/l2-sequencer-feeds):
 * answer 0 = the sequencer is up, 1 = down, and startedAt = when the status
 * last changed. Chainlink's example consumer (DataConsumerWithSequencerCheck.sol
 * in smartcontractkit/documentation, public/samples/DataFeeds) refuses prices
 * while the sequencer is down and until more than GRACE_PERIOD_TIME = 3600 s
 * have passed since it came back up; Ribbit marks them stale instead.
 */
import type { CallResult } from '../../chains/multicall/multicall';
import { decodeRound } from './rounds';

export const SEQUENCER_GRACE_PERIOD_SECONDS = 3_600;

/**
 * Whether the chain's prices can be trusted as fresh now. A sequencer feed
 * that cannot be read counts as down: Chainlink's guidance is to distrust L2
 * prices whose sequencer status is unknown.
 */
export function sequencerAllowsFreshPrices(result: CallResult, nowSeconds: number): boolean {
  const status = decodeRound(result);
  // startedAt 0 marks an invalid round (same docs): no status known.
  if (!status || status.answer !== 0n || status.startedAt === 0) return false;
  return nowSeconds - status.startedAt > SEQUENCER_GRACE_PERIOD_SECONDS;
}
