/**
 * The local market's risk and rate parameters: demo values of the size Aave's Ethereum market uses
 * (loan-to-value, liquidation threshold and bonus in basis points, as PoolConfigurator takes them).
 * Ribbit reads every one of them from the chain; none is a fact about the real market.
 */
import type { DemoChainId } from '../demoChains';

/**
 * The reserves the local markets list, by catalog symbol (each needs a feed on the local chain, which
 * its oracle reads). Demo choices of tokens the real markets list; Ribbit reads whatever the Pool lists.
 */
export const DEMO_RESERVES: Readonly<Record<DemoChainId, readonly string[]>> = {
  1: ['WETH', 'wstETH', 'WBTC', 'USDC', 'DAI', 'LINK', 'AAVE', 'USDT'],
  8453: ['WETH', 'cbETH', 'USDbC', 'wstETH', 'USDC'],
};

export interface ReserveRisk {
  ltv: number;
  threshold: number;
  /** 10500: a liquidator gets 5 % more collateral than the debt it repays. */
  bonus: number;
}

export const DEMO_RISK: Readonly<Partial<Record<string, ReserveRisk>>> = {
  WETH: { ltv: 8050, threshold: 8300, bonus: 10500 },
  WBTC: { ltv: 7300, threshold: 7800, bonus: 10500 },
  USDC: { ltv: 7500, threshold: 7800, bonus: 10450 },
  USDT: { ltv: 7400, threshold: 7600, bonus: 10450 },
  DAI: { ltv: 6300, threshold: 7700, bonus: 10500 },
  LINK: { ltv: 5300, threshold: 6800, bonus: 10700 },
  AAVE: { ltv: 6600, threshold: 7300, bonus: 10750 },
};

export const DEFAULT_RISK: ReserveRisk = { ltv: 7000, threshold: 7500, bonus: 10500 };

/** 10 % of the interest goes to the treasury. */
export const RESERVE_FACTOR_BPS = 1000n;

const RAY = 10n ** 27n;
const percentRay = (percent: bigint): bigint => (RAY * percent) / 100n;

/**
 * DefaultReserveInterestRateStrategy's arguments after the provider: optimal usage 80 %, base 0,
 * slopes 4 % and 75 % (variable), 0.5 % and 75 % (stable, unused), offsets 2 % and 5 %, optimal stable share 20 %.
 */
export const DEMO_RATES: readonly bigint[] = [
  percentRay(80n),
  0n,
  percentRay(4n),
  percentRay(75n),
  RAY / 200n,
  percentRay(75n),
  percentRay(2n),
  percentRay(5n),
  percentRay(20n),
];
