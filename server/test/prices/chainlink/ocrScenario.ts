/**
 * The feeds upstreamOcr.test.ts reads, on a ClockChain 200 days long: libocr's OCR1 and OCR2
 * aggregators (real signed transmissions) and Chainlink's Flux AccessControlledAggregator, each
 * behind Chainlink's EACAggregatorProxy listed as its reader, phase changes by real
 * proposeAggregator / confirmAggregator.
 */
import type { Address } from 'viem';
import type { ContractArtifact } from '../../../demo/compile';
import { ClockChain, confirmAggregator, deployFluxFeed, proposeAggregator, proxyDeploy, submit, type Transaction } from '../../support/upstreamChainlink';
import { deployOcr1Aggregator, ocr1Artifact } from '../../support/upstreamOcr1';
import { addReader, deployOcr2Aggregator, ocr2Artifact } from '../../support/upstreamOcr2';
import { DAY } from './expectedCloses';

export const DECIMALS = 8;
/** Day 0 of the test chain: a whole UTC day, 200 days before the wall clock, so 180 closed days have rounds. */
export const START = Math.floor(Date.now() / 1000 / DAY) * DAY - 200 * DAY;
/** A heartbeat round every 12 hours off the day's edges; the OCR2 feed adds a deviation round 3 hours after every third. */
export const ROUND_SPACING = 12 * 3_600;
export const ROUND_OFFSET = 1_234;
const FLUX = { decimals: DECIMALS, description: 'UP / USD', submissionsPerRound: 1, timeoutSeconds: 600 };
const OCR = { decimals: DECIMALS, description: 'UP / USD' };

const price = (slot: number, scale = 1): bigint => BigInt(Math.round((2_000 + 40 * Math.sin(slot / 5) + slot) * scale * 10 ** DECIMALS));

export interface OcrScenario {
  chain: ClockChain;
  artifacts: Record<'ocr1' | 'ocr2', ContractArtifact>;
  /** How long compiling both aggregators took (a cache hit when their build is stored). */
  compileMs: number;
  /** The proxies: an OCR2 feed; Flux → OCR2; Flux → an OCR2 that never transmits; OCR1 → OCR2. */
  feeds: Record<'ocr2' | 'switched' | 'emptied' | 'ocr1', Address>;
  /** The OCR2 feed's aggregator and the OCR1 → OCR2 feed's first (OCR1) aggregator. */
  aggregators: Record<'ocr1' | 'ocr2', Address>;
  /** How many rounds the OCR2 feed's aggregator holds. */
  ocr2Rounds: number;
  /** The reader's clock: 10 minutes after the last block. */
  now: number;
}

export async function startOcrScenario(): Promise<OcrScenario> {
  const compileStart = performance.now();
  const [ocr1, ocr2] = await Promise.all([ocr1Artifact(), ocr2Artifact()]);
  const compileMs = performance.now() - compileStart;
  const chain = await ClockChain.start(START);
  try {
    return { ...(await writeFeeds(chain, { ocr1, ocr2 })), chain, artifacts: { ocr1, ocr2 }, compileMs };
  } catch (error) {
    // A failed transaction would otherwise leave the anvil running.
    await chain.stop();
    throw error;
  }
}

async function writeFeeds(
  chain: ClockChain,
  { ocr1, ocr2: ocr2Build }: OcrScenario['artifacts'],
): Promise<Omit<OcrScenario, 'chain' | 'artifacts' | 'compileMs'>> {
  const feeds = {} as OcrScenario['feeds'];
  let ocr2Rounds = 0;
  const [fluxOracle] = await chain.accounts(1);

  // An OCR2 feed from its first day: aggregator, then the proxy over it, then the proxy on its read list.
  const deployOcr2 = (at: number, reader: Address | null, label: string) => deployOcr2Aggregator(chain, ocr2Build, at, { ...OCR, reader, label });
  const ocr2 = await deployOcr2(START + 10, null, 'ocr2');
  const [ocr2Proxy] = await chain.mine(START + 20, [proxyDeploy(chain, ocr2.address)]);
  await chain.mine(START + 21, [addReader(chain, ocr2Build.abi, ocr2.address, ocr2Proxy)]);
  feeds.ocr2 = ocr2Proxy;

  // Flux → OCR2: the OCR2 aggregator transmits from day 178, is proposed on day 179 and confirmed on day 185 at 09:00,
  // when Flux stops. Its answers are 1 % above Flux's, so a close from the wrong one shows.
  const switched = await deployFluxFeed(chain, START + 30, { ...FLUX, oracles: [fluxOracle] });
  const next = await deployOcr2(START + 40, switched.proxy, 'switched');
  feeds.switched = switched.proxy;
  const nextLive = START + 178 * DAY;
  const confirmAt = START + 185 * DAY + 9 * 3_600;
  // Flux → an OCR2 aggregator that never transmits: confirmed on day 195.
  const emptied = await deployFluxFeed(chain, START + 50, { ...FLUX, oracles: [fluxOracle] });
  const silent = await deployOcr2(START + 60, emptied.proxy, 'silent');
  feeds.emptied = emptied.proxy;
  const emptiedAt = START + 195 * DAY + 9 * 3_600;
  // OCR1 → OCR2, as most of mainnet's feeds went: OCR2 transmits from day 165, is confirmed on day 170 at 12:00, when OCR1 stops.
  const firstOcr1 = await deployOcr1Aggregator(chain, ocr1, START + 70, { ...OCR, reader: null, label: 'ocr1' });
  const [ocr1Proxy] = await chain.mine(START + 80, [proxyDeploy(chain, firstOcr1.address)]);
  await chain.mine(START + 81, [addReader(chain, ocr1.abi, firstOcr1.address, ocr1Proxy)]);
  const afterOcr1 = await deployOcr2(START + 90, ocr1Proxy, 'after ocr1');
  feeds.ocr1 = ocr1Proxy;
  const afterOcr1Live = START + 165 * DAY;
  const ocr1ConfirmAt = START + 170 * DAY + 12 * 3_600;

  const rounds = { switched: 0, emptied: 0 };
  const events: Array<{ at: number; txs: Transaction[] }> = [];
  const lastSlot = Math.floor((199 * DAY + 12 * 3_600 - ROUND_OFFSET) / ROUND_SPACING);
  for (let slot = 1; slot <= lastSlot; slot++) {
    const at = START + slot * ROUND_SPACING + ROUND_OFFSET;
    const txs: Transaction[] = [await ocr2.report(at, price(slot, 2))];
    ocr2Rounds++;
    if (at < confirmAt) txs.push(submit(fluxOracle, switched.aggregator, ++rounds.switched, price(slot)));
    if (at >= nextLive) txs.push(await next.report(at, price(slot, 1.01)));
    if (at < emptiedAt) txs.push(submit(fluxOracle, emptied.aggregator, ++rounds.emptied, price(slot, 3)));
    if (at < ocr1ConfirmAt) txs.push(await firstOcr1.report(at, price(slot, 4)));
    if (at >= afterOcr1Live) txs.push(await afterOcr1.report(at, price(slot, 4.04)));
    events.push({ at, txs });
    if (slot % 3 === 0) {
      events.push({ at: at + 3 * 3_600, txs: [await ocr2.report(at + 3 * 3_600, price(slot + 0.5, 2))] });
      ocr2Rounds++;
    }
  }
  events.push({ at: nextLive + DAY + 60, txs: [proposeAggregator(chain, switched.proxy, next.address)] });
  events.push({ at: confirmAt, txs: [confirmAggregator(chain, switched.proxy, next.address)] });
  events.push({ at: afterOcr1Live + 60, txs: [proposeAggregator(chain, ocr1Proxy, afterOcr1.address)] });
  events.push({ at: ocr1ConfirmAt, txs: [confirmAggregator(chain, ocr1Proxy, afterOcr1.address)] });
  events.push({ at: emptiedAt - 60, txs: [proposeAggregator(chain, emptied.proxy, silent.address)] });
  events.push({ at: emptiedAt, txs: [confirmAggregator(chain, emptied.proxy, silent.address)] });
  events.sort((a, b) => a.at - b.at);
  for (const { at, txs } of events) await chain.mine(at, txs);
  return {
    feeds,
    aggregators: { ocr1: firstOcr1.address, ocr2: ocr2.address },
    ocr2Rounds,
    now: chain.lastTimestamp + 600,
  };
}
