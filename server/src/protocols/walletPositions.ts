/**
 * A wallet's holdings on one chain with its protocol positions: the token list's balances and every
 * protocol's per-wallet calls in one eth_call (chains/holdings.ts), then, only when a protocol asks for
 * it, one more aggregate3 eth_call per round for all of them together (docs/positions.md, "Reading").
 * The protocols' wallet-independent values (exchange rates, reserve parameters) join the first eth_call
 * when the chain's copy of them is older than the prices' TTL, and are reused until then. What is inside
 * their markets (an Aave Pool's reserves, a Comet's collateral) is read before, in as many rounds as the
 * deepest protocol needs (discovery.ts), and again once the prices' TTL has passed.
 */
import type { Address } from 'viem';
import { ChainError, tokenKey, type TokenInfo, type TokenKey } from '../domain/types';
import { readHoldingsWith, type Holding, type HoldingsReader, type ReadLoan, type WalletHoldings } from '../chains/holdings';
import type { Call, CallResult, EthCallClient } from '../chains/multicall/multicall';
import { BurnerMemo, boundedAggregate3 } from '../chains/multicall/boundedReads';
import { shortMessage } from '../chains/transport/errorMessage';
import { BusyError, type Turn } from '../domain/fairQueue';
import { discover, type Discovered } from './discovery';
import type { Protocol, ProtocolChainReader, ProtocolPositions, ReadStep } from './protocol';
import { PROTOCOL_LIST } from './protocols';

/** Calls of a later round per eth_call: positions(id) and pool reads cost tens of thousands of gas at most. */
const CALLS_PER_ROUND_ETH_CALL = 500;
/** No protocol needs more rounds than this after the holdings read (Uniswap v3 needs two); more is a reader's bug. */
const MAX_ROUNDS = 4;

export interface PositionsReaderOptions {
  chainId: number;
  /** The chain's token list: balances are read against it, and position underlyings looked up in it. */
  tokens: readonly TokenInfo[];
  multicall3: Address;
  /** How long the wallet-independent values are reused: the prices' TTL. */
  sharedTtlMs: number;
  /** Defaults to every protocol Ribbit knows. */
  protocols?: readonly Protocol[];
  now?: () => number;
}

interface BoundReader {
  protocol: Protocol;
  reader: ProtocolChainReader;
  walletFrom: number;
  sharedFrom: number;
}

/** Each protocol's positions, after as many rounds as any of them asks for, all of a round in one aggregate3. */
async function runRounds(
  client: EthCallClient,
  multicall3: Address,
  first: readonly ReadStep[],
  turn: Turn | undefined,
  memo: BurnerMemo,
): Promise<ProtocolPositions[]> {
  let steps = first;
  for (let round = 0; ; round++) {
    const calls: Call[] = [];
    const starts = steps.map((step) => {
      const start = calls.length;
      if ('calls' in step) calls.push(...step.calls);
      return start;
    });
    const done = steps.flatMap((step) => ('positions' in step ? [step.positions] : []));
    if (done.length === steps.length) return done;
    if (round >= MAX_ROUNDS) throw new Error(`A protocol reader asked for more than ${MAX_ROUNDS} rounds`);
    // One contract that burns gas (a position's token) fails alone: boundedReads.ts.
    const results = calls.length > 0 ? await boundedAggregate3(client, multicall3, calls, CALLS_PER_ROUND_ETH_CALL, { turn, memo }) : [];
    steps = steps.map((step, index) => ('calls' in step ? step.next(results.slice(starts[index], starts[index] + step.calls.length)) : step));
  }
}

/** The protocols' findings as holdings and loans, each loan's holdings pointing at its index in `loans`, and the protocols' own prices. */
function assemble(readers: readonly BoundReader[], found: readonly ProtocolPositions[], chainId: number): WalletHoldings & { prices: Map<TokenKey, number> } {
  const holdings: Holding[] = [];
  const loans: ReadLoan[] = [];
  const prices = new Map<TokenKey, number>();
  const setAside = found.flatMap((positions) => positions.setAside ?? []);
  readers.forEach(({ protocol }, index) => {
    const offset = loans.length;
    loans.push(...found[index].loans.map((loan) => ({ protocol: protocol.id, protocolName: protocol.name, chainId, ...loan })));
    for (const { token, priceUsd } of found[index].prices ?? []) prices.set(tokenKey(token), priceUsd);
    for (const { token, balance, place } of found[index].holdings) {
      if (balance <= 0n) continue;
      if (!place) {
        holdings.push({ token, balance });
        continue;
      }
      const { loan, ...rest } = place;
      const position = { protocol: protocol.id, protocolName: protocol.name, ...rest, ...(loan === undefined ? {} : { loan: offset + loan }) };
      holdings.push({ token, balance, position });
    }
  });
  return { holdings, loans, setAside, prices };
}

/** The readers made from one discovery, and the calls they send, fixed until the next discovery. */
interface Bound {
  readers: BoundReader[];
  walletCount: number;
  sharedCount: number;
  /** The token list without the tokens a protocol reads itself. */
  plainTokens: readonly TokenInfo[];
  walletCalls: Call[];
  withShared: Call[];
  readAt: number;
  complete: boolean;
  /** The wallet-independent values of these readers, and when they were read. */
  shared: { results: CallResult[]; readAt: number } | null;
}

function bind(protocols: readonly Protocol[], discovered: readonly Discovered[], tokens: readonly TokenInfo[], readAt: number): Bound {
  const readers: BoundReader[] = [];
  let walletCount = 0;
  let sharedCount = 0;
  discovered.forEach(({ reader }, index) => {
    readers.push({ protocol: protocols[index], reader, walletFrom: walletCount, sharedFrom: sharedCount });
    walletCount += reader.walletCalls.length;
    sharedCount += reader.sharedCalls.length;
  });
  const claimed = new Set(readers.flatMap(({ reader }) => reader.claims.map((address) => address.toLowerCase())));
  // Fixed arrays until the next discovery, so the holdings read encodes each calldata template once.
  const walletCalls = readers.flatMap(({ reader }) => reader.walletCalls);
  return {
    readers,
    walletCount,
    sharedCount,
    plainTokens: tokens.filter((token) => !claimed.has(token.address.toLowerCase())),
    walletCalls,
    withShared: [...walletCalls, ...readers.flatMap(({ reader }) => reader.sharedCalls)],
    readAt,
    complete: discovered.every((found) => found.complete),
    shared: null,
  };
}

/** The chain's holdings reader: its tokens and its positions in every protocol deployed there. */
export function createPositionsReader(client: EthCallClient, options: PositionsReaderOptions): HoldingsReader {
  const now = options.now ?? Date.now;
  const chain = { chainId: options.chainId, tokens: options.tokens };
  const present = (options.protocols ?? PROTOCOL_LIST).flatMap((protocol) => (protocol.discoverOn(chain) ? [protocol] : []));
  let bound: Bound | null = null;
  let refreshing = false;
  // The chain's contracts found to burn gas: not asked again for a while, whichever wallet is read.
  const memo = new BurnerMemo(now);

  async function discoverFor(turn: Turn | undefined): Promise<Bound> {
    const steps = present.flatMap((protocol) => protocol.discoverOn(chain) ?? []);
    const found = await discover(client, options.multicall3, steps, turn, memo);
    const fresh = bind(present, found, options.tokens, now());
    if (!bound || bound.readAt <= fresh.readAt) bound = fresh;
    return fresh;
  }

  /**
   * What is inside the protocols' markets. The first read of the chain waits for it, in the visitor's own
   * turns at the chain's gate (so a crowd is answered busy, not queued behind one discovery). Later, once
   * the prices' TTL has passed or a part of it failed, the copy in hand is used while the service reads it
   * again in the background: a reserve listed since then is read from the next discovery on.
   */
  function boundFor(turn: Turn | undefined): Promise<Bound> {
    if (!bound) return discoverFor(turn);
    if ((!bound.complete || now() - bound.readAt >= options.sharedTtlMs) && !refreshing) {
      refreshing = true;
      discoverFor(undefined)
        .catch(() => undefined)
        .finally(() => {
          refreshing = false;
        });
    }
    return Promise.resolve(bound);
  }

  return {
    async read(wallet, turn) {
      let current: Bound;
      try {
        current = await boundFor(turn);
      } catch (error) {
        if (error instanceof BusyError) throw error;
        throw new ChainError(`Could not read the protocols' markets: ${shortMessage(error)}`, { cause: error });
      }
      const { readers, walletCount, sharedCount, shared } = current;
      const fresh = shared !== null && now() - shared.readAt < options.sharedTtlMs;
      const cold = sharedCount > 0 && !fresh;
      const { holdings, setAside, results } = await readHoldingsWith(client, {
        wallet,
        tokens: current.plainTokens,
        multicall3: options.multicall3,
        chainId: options.chainId,
        calls: cold ? current.withShared : current.walletCalls,
        turn,
        memo,
      });
      const sharedResults = cold ? results.slice(walletCount) : (shared?.results ?? []);
      // Kept only when every value came back: a failed one is asked again with the next wallet, at no extra round trip.
      if (cold && sharedResults.every((result) => result.success)) current.shared = { results: sharedResults, readAt: now() };
      let found: ProtocolPositions[];
      try {
        const steps = readers.map(({ reader, walletFrom, sharedFrom }) =>
          reader.read(
            results.slice(walletFrom, walletFrom + reader.walletCalls.length),
            sharedResults.slice(sharedFrom, sharedFrom + reader.sharedCalls.length),
            wallet,
          ),
        );
        found = await runRounds(client, options.multicall3, steps, turn, memo);
      } catch (error) {
        if (error instanceof BusyError) throw error;
        throw new ChainError(`Could not read the positions of ${wallet}: ${shortMessage(error)}`, { cause: error });
      }
      const positions = assemble(readers, found, options.chainId);
      return {
        holdings: [...holdings, ...positions.holdings],
        loans: positions.loans,
        setAside: [...setAside, ...positions.setAside],
        ...(positions.prices.size > 0 ? { prices: positions.prices } : {}),
      };
    },
  };
}
