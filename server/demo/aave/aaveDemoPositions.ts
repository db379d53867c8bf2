/**
 * What `defi.eth` holds in Aave on the local chains: a WETH deposit and a USDC loan whose health
 * factor sits in the warning band (between 1.25 and 1.5 at the seeded prices: 30 WETH × $3,400 ×
 * 0.83 / 60,000 ≈ 1.41), the borrowed USDC kept in the wallet. Whole units, by catalog symbol.
 */
import type { DemoChainId } from '../demoChains';

export interface AaveDemoPositions {
  /** Supplied by the seeding account: what the loans are drawn from. */
  liquidity: Readonly<Record<string, string>>;
  /** Supplied for defi.eth (on its behalf), as collateral. */
  deposits: Readonly<Record<string, string>>;
  /** Borrowed by defi.eth at the variable rate. */
  borrows: Readonly<Record<string, string>>;
}

export const AAVE_DEMO_POSITIONS: Partial<Record<DemoChainId, AaveDemoPositions>> = {
  1: { liquidity: { USDC: '2000000', WETH: '500' }, deposits: { WETH: '30' }, borrows: { USDC: '60000' } },
};
