/**
 * wallet → holdings on-chain → prices → engine → stored recommendation.
 * The holdings reader, price source and store are passed in, so tests and the
 * benchmark run the same code on a real local chain and an in-memory database.
 */
import { randomUUID } from 'node:crypto';
import { formatUnits, getAddress, type Address } from 'viem';
import { ChainError, PriceError, type Holding, type PriceHistory, type HistorySource, type TokenInfo } from '../domain/types';
import { ENGINE_VERSION, recommend, type UniverseToken } from '../engine';
import { readHistories } from '../prices/batch';
import type { Recommendation } from '../schemas/recommendation';
import type { RecommendationStore } from '../store';

/** The most recommendations GET /history returns for one wallet. */
export const HISTORY_LIMIT = 50;

export interface HoldingsReader {
  /** Non-zero balances of `wallet`; rejects with ChainError when the chain cannot be read. */
  read(wallet: Address): Promise<Holding[]>;
}

/** A new recommendation, stored, with its JSON: the exact text stored and to be answered. */
export interface MadeRecommendation {
  recommendation: Recommendation;
  json: string;
}

export interface RecommendationService {
  /** `wallet` in any case; the reply carries it checksummed. Resolves once the recommendation is stored. */
  recommend(wallet: string): Promise<MadeRecommendation>;
  history(wallet: string): Promise<Recommendation[]>;
}

export interface RecommendationServiceDeps {
  holdings: HoldingsReader;
  /** A BatchPriceSource (prices/batch.ts) is asked once per recommendation instead of once per token. */
  prices: HistorySource;
  /** Every token Ribbit may suggest buying: usually the whole token list. */
  universe: TokenInfo[];
  store: RecommendationStore;
  chainId: number;
  now: () => Date;
}

export function createRecommendationService(deps: RecommendationServiceDeps): RecommendationService {
  return {
    async recommend(wallet) {
      const address = getAddress(wallet.toLowerCase());
      const holdings = await readHoldings(deps.holdings, address);
      const pricesOf = await readPrices(deps.prices, [...holdings.map((holding) => holding.token), ...deps.universe]);
      const output = recommend({
        holdings: holdings.map(({ token, balance }) => ({
          token,
          amount: Number(formatUnits(balance, token.decimals)),
          prices: pricesOf(token),
        })),
        universe: deps.universe.flatMap((token): UniverseToken[] => {
          const prices = pricesOf(token);
          return prices ? [{ token, prices }] : [];
        }),
      });
      const recommendation: Recommendation = {
        id: randomUUID(),
        address,
        overview: output.overview,
        tokens: output.tokens,
        setAside: output.setAside,
        totalValueUsd: output.totalValueUsd,
        chainId: deps.chainId,
        engineVersion: ENGINE_VERSION,
        generatedAt: deps.now().toISOString(),
      };
      // Serialised once: the store keeps this text and the route answers it.
      const json = JSON.stringify(recommendation);
      await deps.store.save(recommendation, json);
      return { recommendation, json };
    },
    history: (wallet) => deps.store.listByWallet(getAddress(wallet.toLowerCase()), HISTORY_LIMIT),
  };
}

async function readHoldings(reader: HoldingsReader, wallet: Address): Promise<Holding[]> {
  try {
    return await reader.read(wallet);
  } catch (error) {
    if (error instanceof ChainError) throw error;
    throw new ChainError(`Could not read the holdings of ${wallet}`, { cause: error });
  }
}

/**
 * Asks the source once per distinct token (in one batch when the source can);
 * the returned lookup gives null for an unpriced token.
 */
async function readPrices(source: HistorySource, tokens: TokenInfo[]): Promise<(token: TokenInfo) => PriceHistory | null> {
  const distinct = [...new Map(tokens.map((token) => [token.address.toLowerCase(), token])).values()];
  let byAddress: Map<string, PriceHistory | null>;
  try {
    byAddress = await readHistories(source, distinct);
  } catch (error) {
    if (error instanceof PriceError) throw error;
    throw new PriceError('Could not read token prices', { cause: error });
  }
  const byLowercase = new Map([...byAddress].map(([address, history]) => [address.toLowerCase(), history]));
  return (token) => byLowercase.get(token.address.toLowerCase()) ?? null;
}
