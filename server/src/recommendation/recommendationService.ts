/**
 * wallet → every chain's holdings and prices (in parallel) → engine → stored
 * recommendation. The chain readers, the HTTP price source and the store are
 * passed in, so tests and the benchmark run the same code on real local chains
 * and an in-memory database.
 */
import { randomUUID } from 'node:crypto';
import { getAddress } from 'viem';
import { ChainError } from '../domain/types';
import { ENGINE_VERSION, recommend } from '../engine';
import type { Recommendation, RiskChoice } from '../../../contract';
import { StoreUnavailableError, type RecommendationStore } from '../store';
import type { StoredJson } from '../store/recommendationStore';
import { answerBody, type AnswerBody } from '../store/brotliBody';
import { DATABASE_REQUEST_LIMIT_MS, withDeadline } from '../store/deadline';
import type { CachedPriceSource, ChainReader } from '../prices/chainReader';
import { pegRatesFrom } from '../prices/pegRates';
import { cachedUniverse, heldAssets, heldLoans } from './pricing';
import { readWallet } from '../prices/walletReading';
import { walletOf } from '../wallet/ensNames';
import type { Turn } from '../domain/fairQueue';
import { mergeWallets } from './severalWallets';
import { wireAdvice } from './wireRecommendation';

/**
 * One page of a wallet's history: each recommendation's stored JSON (UTF-8), newest first, answered
 * as is; `next` is the cursor of the older page, null on the last one.
 */
export interface HistoryPage {
  result: Uint8Array[];
  next: string | null;
}

/** A new recommendation with its JSON: the exact text stored and to be answered. */
export interface MadeRecommendation {
  recommendation: Recommendation;
  /**
   * The JSON as UTF-8 bytes, encoded once inside its reply: the store saves them as the row's body, the
   * route writes the reply to the socket; the reply compressed once serves both where both compress
   * (store/brotliBody.ts).
   */
  body: AnswerBody;
  /**
   * Why the row was not confirmed stored (the database is down, or did not answer within
   * DATABASE_REQUEST_LIMIT_MS: the row may still commit later); absent once it is committed.
   * The advice is still answered: the visitor keeps history on the device.
   */
  notStored?: unknown;
}

export interface RecommendationService {
  /**
   * `wallet` in any case, or an ENS name (resolved on Ethereum, wallet/ensNames.ts); the reply carries
   * the address checksummed, and the name beside it. Resolves once the recommendation is
   * stored as its JSON text, or failed to be (`notStored`). `turn`: the visitor asking, for its fair turn
   * at each chain's request gate (BusyError when there is none in time), and its signal. `risk`: the level the
   * person chose (docs/engine.md "Risk levels"); none keeps the wallet's own swing.
   */
  recommend(wallet: string, turn?: Turn, risk?: RiskChoice): Promise<MadeRecommendation>;
  /**
   * Several wallets (or names) as one answer (severalWallets.ts): each advised as `recommend` does,
   * in parallel, at the same risk level, then merged and stored once, under the first wallet's address.
   */
  recommendSeveral(wallets: readonly string[], turn?: Turn, risk?: RiskChoice): Promise<MadeRecommendation>;
  /** `limit` recommendations at most, older than the cursor `before` when given. */
  history(wallet: string, page: { limit: number; before?: string }): Promise<HistoryPage>;
}

export interface RecommendationServiceDeps {
  chains: ChainReader[];
  /** The HTTP price source (PRICE_API_URL), cached; null when off. */
  fallbackPrices: CachedPriceSource | null;
  store: RecommendationStore;
  now: () => Date;
}

export function createRecommendationService(deps: RecommendationServiceDeps): RecommendationService {
  /** One wallet's advice, made now and not yet stored. */
  async function advise(wallet: string, turn?: Turn, risk?: RiskChoice): Promise<Recommendation> {
    const { address, ensName } = await walletOf(wallet, deps.chains.find((chain) => chain.ensLookup)?.ensLookup, turn);
    const { read, statuses } = await readWallet(deps.chains, address, turn);
    if (read.length === 0) {
      const reasons = statuses.map((status) => `${status.name}: ${status.reason ?? 'unknown'}`).join('; ');
      throw new ChainError(`No chain could be read (${reasons})`);
    }
    const loans = heldLoans(read);
    const setAside = read.flatMap((chain) => chain.setAside);
    const output = recommend({
      holdings: await heldAssets(read, deps.fallbackPrices),
      ...(loans.length > 0 ? { loans } : {}),
      ...(setAside.length > 0 ? { setAside } : {}),
      universe: cachedUniverse(
        read.map(({ chain }) => chain),
        deps.fallbackPrices,
      ),
      unreadableChains: statuses.filter((status) => status.status === 'unavailable').map((status) => status.name),
      pegRatesUsd: pegRatesFrom(
        read.map(({ chain }) => chain),
        read.map(({ readings }) => readings),
      ),
      ...(risk === undefined ? {} : { risk }),
    });
    return {
      id: randomUUID(),
      address,
      ...(ensName === undefined ? {} : { ensName }),
      ...wireAdvice(output),
      chains: statuses,
      engineVersion: ENGINE_VERSION,
      generatedAt: deps.now().toISOString(),
    };
  }

  /** Stores the answer as its JSON text, and gives it with that text. */
  async function save(recommendation: Recommendation): Promise<MadeRecommendation> {
    // Serialised once: the store keeps this text and the route answers it. V8's own JSON.stringify
    // writes it flat in one pass, where the schema's compiled serializer builds it from thousands
    // of pieces (docs/api.md "Storage"). The object is built to the contract's type here, and a
    // test checks every demo wallet's answer has no field outside the schema.
    const body = answerBody(JSON.stringify(recommendation));
    try {
      await withDeadline(deps.store.save(recommendation, body), DATABASE_REQUEST_LIMIT_MS, 'confirm the save');
    } catch (error) {
      return { recommendation, body, notStored: error };
    }
    return { recommendation, body };
  }

  return {
    async recommend(wallet, turn, risk) {
      return save(await advise(wallet, turn, risk));
    },
    async recommendSeveral(wallets, turn, risk) {
      const answers = await Promise.all(wallets.map((wallet) => advise(wallet, turn, risk)));
      return save(mergeWallets(answers, randomUUID(), deps.now().toISOString()));
    },
    async history(wallet, { limit, before }) {
      let rows: StoredJson[];
      try {
        // One more than asked: whether an older page exists, without a second query.
        rows = await withDeadline(deps.store.listJsonByWallet(getAddress(wallet.toLowerCase()), limit + 1, before), DATABASE_REQUEST_LIMIT_MS, 'answer');
      } catch (error) {
        throw new StoreUnavailableError(error);
      }
      const page = rows.slice(0, limit);
      return { result: page.map((row) => row.json), next: rows.length > limit ? page[page.length - 1].id : null };
    },
  };
}
