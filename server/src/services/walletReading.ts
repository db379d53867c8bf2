/**
 * One wallet read across every configured chain, in parallel: per chain one
 * holdings eth_call and one price read of the wallet's tokens. A chain that
 * fails is reported, never guessed; the others answer.
 */
import type { Address } from 'viem';
import { shortMessage } from '../chain/errorMessage';
import type { Holding, PriceReading, TokenKey } from '../domain/types';
import type { ChainStatus } from '../schemas/recommendation';
import type { ChainReader } from './chainReader';
import { pegFeedTokensFor } from './pegRates';

export interface ChainHoldings {
  chain: ChainReader;
  holdings: Holding[];
  /** The on-chain source's reading of each held token, and of the peg feeds they need (a EUR stablecoin's EUR / USD). */
  readings: Map<TokenKey, PriceReading>;
}

export interface WalletReading {
  read: ChainHoldings[];
  statuses: ChainStatus[];
}

/** The failure in words fit for the visitor: an RPC URL may carry an API key and hosts are the operator's business, so both are cut out. */
function publicReason(error: unknown): string {
  return shortMessage(error)
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, 'the RPC URL')
    .replace(/\s\[?[\w.:-]+\]?:\d{1,5}\b/g, '');
}

async function readChain(chain: ChainReader, wallet: Address): Promise<ChainHoldings> {
  const holdings = await chain.holdings.read(wallet);
  const tokens = holdings.map((holding) => holding.token);
  // A held EUR stablecoin brings the chain's EUR / USD feed into the same read (one eth_call for every head).
  const readings = holdings.length > 0 ? await chain.prices.read([...tokens, ...pegFeedTokensFor(chain, tokens)]) : new Map<TokenKey, PriceReading>();
  return { chain, holdings, readings };
}

export async function readWallet(chains: readonly ChainReader[], wallet: Address): Promise<WalletReading> {
  const settled = await Promise.allSettled(chains.map((chain) => readChain(chain, wallet)));
  const read: ChainHoldings[] = [];
  const statuses = settled.map((outcome, index): ChainStatus => {
    const { chainId, name } = chains[index];
    if (outcome.status === 'fulfilled') {
      read.push(outcome.value);
      return { chainId, name, status: 'ok' };
    }
    return { chainId, name, status: 'unavailable', reason: publicReason(outcome.reason) };
  });
  return { read, statuses };
}
