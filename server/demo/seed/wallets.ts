/**
 * The demo wallets: fixed, easy-to-type addresses, each showing one kind of
 * advice. A wallet is the same address on every chain; what it holds is given
 * per chain. Amounts are whole units as decimal strings (parsed exactly with the
 * token's decimals on that chain); "ETH" is the native balance.
 */
import type { Address } from 'viem';
import type { DemoChainId } from '../demoChains';
import { ERC20_TOKENS, NATIVE_SYMBOL, feedOf } from './catalog';

export interface DemoWallet {
  label: string;
  profile: 'concentrated' | 'balanced' | 'stable-heavy' | 'whale' | 'empty' | 'degen' | 'defi';
  address: Address;
  description: string;
}

/** symbol → whole units; a symbol left out is not held. */
export type WalletHoldings = Partial<Record<string, string>>;

export interface DemoWalletSpec extends DemoWallet {
  /** Per chain; a chain left out holds nothing. */
  holdings: Partial<Record<DemoChainId, WalletHoldings>>;
}

/** Roughly $5k–$80k of every ERC-20, spam and unpriced tokens included. */
function whaleHoldings(): WalletHoldings {
  const holdings: Record<string, string> = { [NATIVE_SYMBOL]: '120' };
  ERC20_TOKENS.forEach((token, index) => {
    const feed = feedOf(token);
    const targetUsd = 5_000 + ((index * 7_919) % 75_000);
    holdings[token.symbol] = feed ? String(Math.max(1, Math.round(targetUsd / feed.priceUsd))) : '100000';
  });
  return holdings;
}

export const DEMO_WALLETS: DemoWalletSpec[] = [
  {
    label: 'Concentrated',
    profile: 'concentrated',
    address: '0x1111111111111111111111111111111111111111',
    description: 'Over 90% in one volatile meme coin (PEPE) and no stablecoins: trim advice plus buy suggestions.',
    holdings: { 1: { ETH: '0.8', PEPE: '9000000000', LINK: '150' } },
  },
  {
    label: 'Balanced',
    profile: 'balanced',
    address: '0x2222222222222222222222222222222222222222',
    description:
      'Ten positions on Ethereum and Base with a stablecoin reserve: buy more where a position carries little of the risk, sell UNI on its downtrend, hold the rest.',
    holdings: {
      1: { ETH: '2', WBTC: '0.1', USDC: '8000', DAI: '4000', LINK: '350', AAVE: '24', UNI: '1500', MKR: '5', ARB: '5000', LDO: '2500' },
      8453: { ETH: '1', USDC: '3000' },
    },
  },
  {
    label: 'Stable-heavy',
    profile: 'stable-heavy',
    address: '0x3333333333333333333333333333333333333333',
    description: 'Mostly dollars on Ethereum and Base, one of which (UST) has lost its peg: hold the good stablecoins, strongly sell UST.',
    holdings: {
      1: { ETH: '1.5', USDC: '42000', USDT: '25000', DAI: '15000', UST: '12000' },
      8453: { ETH: '0.5', USDC: '12000' },
    },
  },
  {
    label: 'Whale',
    profile: 'whale',
    address: '0x4444444444444444444444444444444444444444',
    description: 'Every token on the Ethereum list (60+) and dollars on Base, including a crashing token, a spam airdrop and an unpriced token.',
    holdings: { 1: whaleHoldings(), 8453: { ETH: '40', USDC: '150000' } },
  },
  {
    label: 'Empty',
    profile: 'empty',
    address: '0x5555555555555555555555555555555555555555',
    description: 'A fresh address with nothing in it: no recommendation found.',
    holdings: {},
  },
  {
    label: 'Degen',
    profile: 'degen',
    address: '0x6666666666666666666666666666666666666666',
    description: 'A crashing token (LUNA) that is most of the wallet, a small downtrend (OP), a spam airdrop and an unpriced token: sell LUNA, hold OP.',
    holdings: { 1: { ETH: '0.3', LUNA: '250000', PEPE: '2000000000', OP: '20000', CLAIM: '50000', HOP: '1200' } },
  },
  {
    label: 'DeFi',
    profile: 'defi',
    address: '0x7777777777777777777777777777777777777777',
    description:
      'Most of it in protocols: an Aave loan near the warning line, a Compound supply, wstETH, sDAI, and Uniswap v3 liquidity (one position in range, one out of range).',
    // Its plain tokens; its positions are seeded by each protocol's module (seed/protocols/).
    holdings: { 1: { ETH: '1.2', USDC: '2500' } },
  },
];

/** The wallet of a profile (every profile has one). */
export function demoWallet(profile: DemoWallet['profile']): DemoWalletSpec {
  const wallet = DEMO_WALLETS.find((candidate) => candidate.profile === profile);
  if (!wallet) throw new Error(`No demo wallet has the profile ${profile}`);
  return wallet;
}

/** What `wallet` holds on `chainId` (nothing when the chain is left out). */
export function holdingsOn(wallet: DemoWalletSpec, chainId: DemoChainId): WalletHoldings {
  return wallet.holdings[chainId] ?? {};
}
