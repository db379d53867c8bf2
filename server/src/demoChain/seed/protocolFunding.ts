/**
 * Tokens minted at seeding (with the demo wallets' own, in each token's constructor) so the
 * lending markets' seeding can open positions: the liquidity a loan is drawn from, and what
 * `defi.eth` deposits. Once deposited they sit in the protocol, not in the wallet.
 */
import type { Address } from 'viem';
import type { DemoChainId } from '../demoChains';
import { AAVE_DEMO_POSITIONS } from '../aave/aaveDemoPositions';
import { COMPOUND_DEMO_POSITIONS } from '../compound/compoundDemoPositions';
import { DEFI_WALLET, LIQUIDITY_PROVIDER } from './lendingAccounts';

export interface Funding {
  holder: Address;
  /** The catalog symbol. */
  symbol: string;
  /** Whole units, as a decimal string. */
  units: string;
}

const fund = (holder: Address, amounts: Readonly<Record<string, string>> = {}): Funding[] =>
  Object.entries(amounts).map(([symbol, units]) => ({ holder, symbol, units }));

export function protocolFundingOn(chainId: DemoChainId): Funding[] {
  const aave = AAVE_DEMO_POSITIONS[chainId];
  const compound = COMPOUND_DEMO_POSITIONS[chainId];
  return [...fund(LIQUIDITY_PROVIDER, aave?.liquidity), ...fund(DEFI_WALLET, aave?.deposits), ...fund(DEFI_WALLET, compound?.supplies)];
}
