/**
 * Compound v3 on the local chains: the USDC markets' parameters (rates and collateral factors from
 * Compound's initial configuration, deployments/{mainnet,base}/usdc/configuration.json at
 * compound-finance/comet @d5a30b0a) and what defi.eth supplies (whole units). The WETH markets are not
 * seeded: Comet prices them with a constant feed the local chains do not have.
 */
import { parseUnits } from 'viem';
import type { DemoChainId } from '../demoChains';

/** Per-year rates and factors as fractions, as configuration.json gives them. */
export const USDC_MARKET_RATES = {
  supplyKink: 0.8,
  supplySlopeLow: 0.0325,
  supplySlopeHigh: 0.4,
  supplyBase: 0,
  borrowKink: 0.8,
  borrowSlopeLow: 0.035,
  borrowSlopeHigh: 0.25,
  borrowBase: 0.015,
} as const;

export type CometRates = { readonly [Name in keyof typeof USDC_MARKET_RATES]: number };

/** A fraction as Comet takes it: at 1e18. */
export const cometFactor = (value: number): bigint => parseUnits(String(value), 18);

/** The rates as the stand-in's constructor takes them (Comet's Configuration fields, at 1e18). */
export function cometRateArgs(r: CometRates): { [Name in keyof CometRates]: bigint } {
  return {
    supplyKink: cometFactor(r.supplyKink),
    supplySlopeLow: cometFactor(r.supplySlopeLow),
    supplySlopeHigh: cometFactor(r.supplySlopeHigh),
    supplyBase: cometFactor(r.supplyBase),
    borrowKink: cometFactor(r.borrowKink),
    borrowSlopeLow: cometFactor(r.borrowSlopeLow),
    borrowSlopeHigh: cometFactor(r.borrowSlopeHigh),
    borrowBase: cometFactor(r.borrowBase),
  };
}

export interface CollateralFactors {
  borrowCollateralFactor: number;
  liquidateCollateralFactor: number;
  liquidationFactor: number;
}

/** By registry symbol, per chain: configuration.json's "assets". */
export const USDC_MARKET_COLLATERAL: Readonly<Record<DemoChainId, Readonly<Record<string, CollateralFactors>>>> = {
  1: {
    COMP: { borrowCollateralFactor: 0.65, liquidateCollateralFactor: 0.7, liquidationFactor: 0.93 },
    WBTC: { borrowCollateralFactor: 0.7, liquidateCollateralFactor: 0.77, liquidationFactor: 0.95 },
    WETH: { borrowCollateralFactor: 0.825, liquidateCollateralFactor: 0.895, liquidationFactor: 0.95 },
    UNI: { borrowCollateralFactor: 0.75, liquidateCollateralFactor: 0.81, liquidationFactor: 0.93 },
    LINK: { borrowCollateralFactor: 0.79, liquidateCollateralFactor: 0.85, liquidationFactor: 0.93 },
  },
  8453: {
    cbETH: { borrowCollateralFactor: 0.75, liquidateCollateralFactor: 0.8, liquidationFactor: 0.85 },
    WETH: { borrowCollateralFactor: 0.8, liquidateCollateralFactor: 0.9, liquidationFactor: 0.95 },
  },
};

/** defi.eth's supply of the base (USDC) to each chain's USDC market. */
export const COMPOUND_DEMO_SUPPLY: Partial<Record<DemoChainId, string>> = { 1: '25000' };
