/**
 * The local chain's tokens: real symbols, names and decimals of well-known
 * tokens, each with a price regime (see priceSeries.ts) chosen so the demo
 * wallets show every action. Prices are demo figures, not market data.
 */
import type { Regime } from './priceSeries';

export interface FeedSpec {
  regime: Regime;
  /** Today's price, USD per whole unit. */
  priceUsd: number;
  /** Annualised volatility of the daily noise. */
  volatility: number;
  /** Chainlink USD feeds answer with 8 decimals; a few (e.g. PEPE/USD) with 18. */
  feedDecimals?: number;
}

export interface TokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  tags?: string[];
  /** null: no feed, the token is unpriced. A string: reads the feed of that symbol (WETH reads ETH/USD). */
  feed: FeedSpec | string | null;
  /** Overrides the icon lookup, e.g. a URL that does not exist for the spam token. */
  logoURI?: string;
}

export const NATIVE_SYMBOL = 'ETH';

const STABLE = ['stablecoin'];
const stable = (priceUsd = 1, volatility = 0.012): FeedSpec => ({ regime: 'stable', priceUsd, volatility });

/**
 * The registry's peg-currency feeds (pegFeeds), seeded at their real addresses
 * so a euro stablecoin is measured against EUR / USD on the local chain too:
 * about $1.08 a euro, with the few percent a year of a major exchange rate.
 */
export const PEG_FEED_SPECS: Readonly<Record<'EUR', FeedSpec>> = {
  EUR: { regime: 'stable', priceUsd: 1.08, volatility: 0.06 },
};

/** The native coin; not an ERC-20, so it is funded with anvil_setBalance. */
export const NATIVE_TOKEN: TokenSpec = {
  symbol: NATIVE_SYMBOL,
  name: 'Ether',
  decimals: 18,
  tags: ['native'],
  feed: { regime: 'uptrend', priceUsd: 3400, volatility: 0.6 },
};

/** Deployed in this order; the order fixes every contract address. */
export const CORE_TOKENS: TokenSpec[] = [
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, feed: NATIVE_SYMBOL },
  { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, feed: { regime: 'uptrend', priceUsd: 97000, volatility: 0.45 } },
  // The steadiest peg of all, so USDC is the stablecoin the engine suggests first.
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, tags: STABLE, feed: stable(1, 0.004) },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, tags: STABLE, feed: stable(0.9998) },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, tags: STABLE, feed: stable(1.0001) },
  { symbol: 'UST', name: 'TerraUSD (Wormhole)', decimals: 6, tags: STABLE, feed: { regime: 'depeg', priceUsd: 0.89, volatility: 0.012 } },
  { symbol: 'LINK', name: 'ChainLink Token', decimals: 18, feed: { regime: 'uptrend', priceUsd: 18.5, volatility: 0.7 } },
  { symbol: 'UNI', name: 'Uniswap', decimals: 18, feed: { regime: 'downtrend', priceUsd: 7.8, volatility: 0.75 } },
  { symbol: 'AAVE', name: 'Aave Token', decimals: 18, feed: { regime: 'uptrend', priceUsd: 265, volatility: 0.75 } },
  { symbol: 'ARB', name: 'Arbitrum', decimals: 18, feed: { regime: 'downtrend', priceUsd: 0.42, volatility: 0.8 } },
  { symbol: 'OP', name: 'Optimism', decimals: 18, feed: { regime: 'downtrend', priceUsd: 0.68, volatility: 0.85 } },
  { symbol: 'PEPE', name: 'Pepe', decimals: 18, feed: { regime: 'sideways', priceUsd: 0.0000095, volatility: 1.05, feedDecimals: 18 } },
  { symbol: 'MKR', name: 'Maker', decimals: 18, feed: { regime: 'sideways', priceUsd: 1450, volatility: 0.65 } },
  { symbol: 'LDO', name: 'Lido DAO Token', decimals: 18, feed: { regime: 'sideways', priceUsd: 1.15, volatility: 0.85 } },
  { symbol: 'LUNA', name: 'Wrapped LUNA Token', decimals: 18, feed: { regime: 'crash', priceUsd: 0.28, volatility: 0.9 } },
  { symbol: 'CRV', name: 'Curve DAO Token', decimals: 18, feed: { regime: 'downtrend', priceUsd: 0.55, volatility: 0.85 } },
  { symbol: 'HOP', name: 'Hop', decimals: 18, feed: null },
  // A scam airdrop: bait in the name, no feed, and an icon URL that does not exist.
  { symbol: 'CLAIM', name: 'Visit claim-rewards.xyz to claim', decimals: 18, feed: null, logoURI: '/icons/claim-rewards-xyz.svg' },
];

type LongTailRow = [symbol: string, name: string, decimals: number, priceUsd: number];

/** Long-tail tokens so a whale can hold 50+; regimes rotate sideways → uptrend → downtrend. */
const LONG_TAIL_ROWS: LongTailRow[] = [
  ['1INCH', '1inch', 18, 0.35],
  ['BAT', 'Basic Attention Token', 18, 0.21],
  ['BNT', 'Bancor Network Token', 18, 0.55],
  ['COMP', 'Compound', 18, 62],
  ['CVC', 'Civic', 8, 0.11],
  ['ENJ', 'Enjin Coin', 18, 0.16],
  ['GNO', 'Gnosis', 18, 150],
  ['GRT', 'Graph Token', 18, 0.17],
  ['KNC', 'Kyber Network Crystal v2', 18, 0.45],
  ['LRC', 'Loopring', 18, 0.16],
  ['MANA', 'Decentraland', 18, 0.38],
  ['MATIC', 'Matic Token', 18, 0.38],
  ['NMR', 'Numeraire', 18, 15],
  ['OMG', 'OMG Network', 18, 0.25],
  ['OXT', 'Orchid', 18, 0.09],
  ['PAXG', 'Paxos Gold', 18, 2650],
  ['REN', 'Republic Token', 18, 0.045],
  ['REP', 'Reputation', 18, 0.9],
  ['RLC', 'iExec RLC', 9, 1.6],
  ['SAND', 'The Sandbox', 18, 0.36],
  ['SUSHI', 'SushiToken', 18, 0.85],
  ['SNX', 'Synthetix Network Token', 18, 1.9],
  ['STORJ', 'Storj', 8, 0.42],
  ['UMA', 'UMA Voting Token v1', 18, 2.4],
  ['YFI', 'yearn.finance', 18, 6800],
  ['ZRX', '0x Protocol Token', 18, 0.42],
  ['ANT', 'Aragon Network Token', 18, 4.5],
  ['BAL', 'Balancer', 18, 2.3],
  ['BAND', 'BandToken', 18, 1.3],
  ['CHZ', 'chiliZ', 18, 0.08],
  ['DENT', 'Dent', 8, 0.0011],
  ['ELF', 'aelf', 18, 0.42],
  ['HOT', 'HoloToken', 18, 0.0019],
  ['LPT', 'Livepeer Token', 18, 11],
  ['MLN', 'Enzyme', 18, 18],
  ['NEXO', 'Nexo', 18, 1.25],
  ['POLY', 'Polymath', 18, 0.12],
  ['POWR', 'Power Ledger', 6, 0.21],
  ['QNT', 'Quant', 18, 95],
  ['REQ', 'Request', 18, 0.12],
  ['TEL', 'Telcoin', 2, 0.0045],
  ['ANKR', 'Ankr Network', 18, 0.028],
  ['LOOM', 'Loom Token', 18, 0.05],
  ['APE', 'ApeCoin', 18, 1.05],
];

const LONG_TAIL_REGIMES: Regime[] = ['sideways', 'uptrend', 'downtrend'];

export const LONG_TAIL_TOKENS: TokenSpec[] = [
  ...LONG_TAIL_ROWS.map(([symbol, name, decimals, priceUsd], index): TokenSpec => ({
    symbol,
    name,
    decimals,
    // 0.45 … 0.80: volatile like altcoins, yet (with the trend) under the engine's 0.9 ceiling for "buy more".
    feed: { regime: LONG_TAIL_REGIMES[index % 3], priceUsd, volatility: 0.45 + (index % 8) * 0.05 },
  })),
  // A second stablecoin with unusual decimals (2), as Gemini dollar really has.
  { symbol: 'GUSD', name: 'Gemini dollar', decimals: 2, tags: STABLE, feed: stable(1) },
];

export const ERC20_TOKENS: TokenSpec[] = [...CORE_TOKENS, ...LONG_TAIL_TOKENS];

/** The feed a token is priced with, following a shared feed (WETH → ETH); null when unpriced. */
export function feedOf(spec: TokenSpec): FeedSpec | null {
  if (typeof spec.feed !== 'string') return spec.feed;
  const target = spec.feed;
  const owner = [NATIVE_TOKEN, ...ERC20_TOKENS].find((candidate) => candidate.symbol === target);
  return owner && typeof owner.feed === 'object' ? owner.feed : null;
}
