/**
 * One wallet read across every configured chain, in parallel: per chain one
 * holdings eth_call (with the protocols' per-wallet calls, and their later
 * rounds only for a wallet with positions there) and one price read of the
 * wallet's tokens, a position's underlying among them. A chain that fails is
 * reported, never guessed; the others answer.
 */
import type { Address } from 'viem';
import { shortMessage } from '../chains/transport/errorMessage';
import { BusyError, type Turn } from '../domain/fairQueue';
import type { TokenInfo, TokenKey } from '../domain/types';
import type { Holding, ReadLoan } from '../chains/holdings';
import type { PriceReading } from './priceSource';
import type { ChainStatus, SetAsideToken } from '../../../contract';
import type { ChainReader } from './chainReader';
import { pegFeedTokensFor } from './pegRates';

export interface ChainHoldings {
  chain: ChainReader;
  /** Its tokens and its protocol positions (each position as the token it is exposed to). */
  holdings: Holding[];
  /** Its loans in lending markets on this chain; a holding's `position.loan` indexes them. */
  loans: ReadLoan[];
  /** What its contracts could not read, or positions past the bound, each with its reason (chains/holdings.ts). */
  setAside: SetAsideToken[];
  /** The on-chain source's reading of each held token, and of the peg feeds they need (a EUR stablecoin's EUR / USD). */
  readings: Map<TokenKey, PriceReading>;
}

export interface WalletReading {
  read: ChainHoldings[];
  statuses: ChainStatus[];
}

/** What a failure means, in words fit for the visitor; anything else reads as a plain failure. */
const REASONS: ReadonlyArray<[pattern: RegExp, reason: (match: RegExpMatchArray) => string]> = [
  [/did not answer within (\d+) ms/, (match) => `its node did not answer within ${match[1]} ms`],
  [/answer was larger than (\d+) bytes/, (match) => `its node’s answer was larger than ${Number(match[1]) / 1024 / 1024} MB`],
  [/ECONNREFUSED/, () => 'its node refused the connection'],
  [/ENOTFOUND|EAI_AGAIN/, () => 'its node’s host name could not be resolved'],
  [/ECONNRESET|closed the connection/, () => 'its node closed the connection'],
  [/HTTP (\d{3})/, (match) => `its node answered HTTP ${match[1]}`],
  [/RPC error (-?\d+)/, (match) => `its node answered JSON-RPC error ${match[1]}`],
  [/Multicall3 .* returned nothing/, () => 'Multicall3 is not deployed at the configured address'],
];

/**
 * The failure as a fixed phrase, never the error text: an RPC URL may carry an API key,
 * and hosts and provider messages are the operator's business (they are in the logs).
 */
function publicReason(error: unknown): string {
  const texts = [shortMessage(error), error instanceof Error && error.cause ? shortMessage(error.cause) : ''].join(' ');
  for (const [pattern, reason] of REASONS) {
    const match = texts.match(pattern);
    if (match) return reason(match);
  }
  return 'its node could not be read';
}

async function readChain(chain: ChainReader, wallet: Address, turn: Turn | undefined): Promise<ChainHoldings> {
  const { holdings, loans, prices, setAside } = await chain.holdings.read(wallet, turn);
  const tokens = holdings.map((holding) => holding.token);
  // A held EUR stablecoin brings the chain's EUR / USD feed into the same read (one eth_call for every head).
  const extra = [...pegFeedTokensFor(chain, tokens), ...cashFor(chain, tokens)];
  const readings = holdings.length > 0 ? await chain.prices.read([...tokens, ...extra]) : new Map<TokenKey, PriceReading>();
  return { chain, holdings, loans, setAside, readings: withLendingPrices(readings, prices) };
}

/**
 * A token no feed prices, priced by the lending market that holds it (Aave's oracle, read with the
 * holdings): one price, no history, so the advice about it rests on its value alone.
 */
function withLendingPrices(readings: Map<TokenKey, PriceReading>, prices: ReadonlyMap<TokenKey, number> | undefined): Map<TokenKey, PriceReading> {
  const updatedAt = Math.floor(Date.now() / 1000);
  for (const [key, priceUsd] of prices ?? []) {
    const reading = readings.get(key);
    if (reading && reading.status !== 'none') continue;
    readings.set(key, { status: 'ok', history: { priceUsd, updatedAt, dailyCloses: [priceUsd], source: 'lending-oracle' } });
  }
  return readings;
}

/**
 * A wallet holding no stablecoin on a chain brings the chain's own stablecoins into the same read: a sale there goes
 * into one (docs/engine.md "The chain rule"), so the engine must know its price even before the registry's prices
 * are cached (the answer's universe is what the cache holds), or the wallet could not be told to sell at all.
 */
function cashFor(chain: ChainReader, held: readonly TokenInfo[]): TokenInfo[] {
  const isCash = (token: TokenInfo) => token.tags?.includes('stablecoin') === true && token.extensions?.priceFeed !== undefined;
  return held.some(isCash) ? [] : chain.tokens.filter(isCash);
}

/** The reason given for a local demo chain that restarted and is not yet seeded whole. */
export const SEEDING_REASON = 'it restarted and is being seeded again';

class ChainSeedingError extends Error {
  override name = 'ChainSeedingError';
}

async function readWholeChain(chain: ChainReader, wallet: Address, turn: Turn | undefined): Promise<ChainHoldings> {
  // Checked before and after: a chain that restarts during the read must not count either.
  if (chain.isSeeding()) throw new ChainSeedingError(SEEDING_REASON);
  const read = await readChain(chain, wallet, turn);
  if (chain.isSeeding()) throw new ChainSeedingError(SEEDING_REASON);
  return read;
}

/**
 * Every chain read for the visitor's `turn`. A chain whose request budget had no turn for the visitor in
 * time is not a chain that failed: the whole request is refused (BusyError, 503 with Retry-After), so the
 * visitor asks again in a moment rather than get advice with a chain left out.
 */
export async function readWallet(chains: readonly ChainReader[], wallet: Address, turn?: Turn): Promise<WalletReading> {
  const settled = await Promise.allSettled(chains.map((chain) => readWholeChain(chain, wallet, turn)));
  const busy = settled.find((outcome) => outcome.status === 'rejected' && outcome.reason instanceof BusyError);
  if (busy?.status === 'rejected') throw busy.reason as BusyError;
  const read: ChainHoldings[] = [];
  const statuses = settled.map((outcome, index): ChainStatus => {
    const { chainId, name } = chains[index];
    if (outcome.status === 'fulfilled') {
      read.push(outcome.value);
      return { chainId, name, status: 'ok' };
    }
    const reason = outcome.reason instanceof ChainSeedingError ? SEEDING_REASON : publicReason(outcome.reason);
    return { chainId, name, status: 'unavailable', reason };
  });
  return { read, statuses };
}
