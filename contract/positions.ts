/**
 * Holdings that sit in a protocol rather than plainly in the wallet (docs/positions.md): a deposit or a
 * loan in a lending market, a liquid-staking or vault token, a liquidity position. Each is advised as
 * the asset it is exposed to (aWETH and wstETH are ETH; sDAI is DAI at its exchange rate), and a debt
 * counts against the wallet. The protocols' ids are the registry's (server/src/protocols).
 */
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ChainIdSchema, TokenAddressSchema } from './wallet';

export const PROTOCOL_IDS = ['aave-v3', 'compound-v3', 'uniswap-v3', 'lido', 'ether-fi', 'rocket-pool', 'sky', 'ethena'] as const;
export type ProtocolId = (typeof PROTOCOL_IDS)[number];

/**
 * - deposit: supplied to a lending market, earning (an Aave aToken, Compound's base asset supplied);
 * - collateral: backing a loan without earning (Compound v3's collateral assets);
 * - debt: owed to a lending market (its value counts against the wallet);
 * - liquidity: one token's side of a liquidity position, its uncollected fees included;
 * - staked: a liquid-staking token (wstETH, weETH, rETH);
 * - vault: an ERC-4626 vault's shares (sDAI, sUSDS, sUSDe).
 */
export const POSITION_KINDS = ['deposit', 'collateral', 'debt', 'liquidity', 'staked', 'vault'] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];

const ProtocolIdSchema = Type.Union(PROTOCOL_IDS.map((id) => Type.Literal(id)));

/** Where a token card's holding sits, when not plainly in the wallet. */
export const PositionSchema = Type.Object({
  protocol: ProtocolIdSchema,
  /** "Aave", "Compound", "Uniswap", "Lido". */
  protocolName: Type.String(),
  kind: Type.Union(POSITION_KINDS.map((kind) => Type.Literal(kind))),
  /**
   * What the wallet holds for it, when that is not the card's token itself: the aToken, the debt token,
   * wstETH for its ETH, sDAI for its DAI; `units` in the receipt's own units.
   */
  receipt: Type.Optional(Type.Object({ symbol: Type.String(), address: TokenAddressSchema, units: Type.Number({ minimum: 0 }) })),
  /** Liquidity: the position's id (the Uniswap v3 NFT's token id, decimal). */
  positionId: Type.Optional(Type.String()),
  /** Liquidity: whether the pool's price is inside the position's range (only then it earns fees). */
  inRange: Type.Optional(Type.Boolean()),
  /** Deposits, collateral and debts of a loan: its index in the recommendation's `loans`. */
  loan: Type.Optional(Type.Integer({ minimum: 0 })),
});

/**
 * One borrowing account in a lending market (an Aave v3 pool, a Compound v3 market) on one chain, with
 * a debt. USD at the answer's prices; fractions 0.5 = 50 %.
 */
export const LoanSchema = Type.Object({
  protocol: ProtocolIdSchema,
  protocolName: Type.String(),
  chainId: ChainIdSchema,
  chainName: Type.String(),
  /** The market's contract (Aave's Pool, the Comet). */
  market: TokenAddressSchema,
  collateralUsd: Type.Number({ minimum: 0 }),
  debtUsd: Type.Number({ minimum: 0 }),
  /** The protocol's own health factor: liquidation may start below 1. */
  healthFactor: Type.Number({ minimum: 0 }),
  /** The collateral-weighted liquidation threshold (Aave), or liquidation factor (Compound). */
  liquidationThreshold: Type.Number({ minimum: 0 }),
  /**
   * How far the collateral's volatile assets can fall, together (a debt of the same asset falling with them, other
   * prices held), before liquidation may start: 0.38 is "ETH can fall 38 %"; null when no fall can liquidate it.
   */
  maxFall: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  /**
   * How far the debt's volatile assets can rise, together (collateral of the same asset rising with them, other
   * prices held), before liquidation may start: 0.15 is "ETH can rise 15 %". Absent when no rise can liquidate it
   * (a debt of stablecoins), and in answers made before engine 5.
   */
  maxRise: Type.Optional(Type.Number({ minimum: 0 })),
  collateralSymbols: Type.Array(Type.String()),
  debtSymbols: Type.Array(Type.String()),
  /** safe: health factor ≥ 1.5; warning: under 1.5; danger: under 1.25 (the plan's first step repays). */
  status: Type.Union([Type.Literal('safe'), Type.Literal('warning'), Type.Literal('danger')]),
});

export type Position = Static<typeof PositionSchema>;
export type Loan = Static<typeof LoanSchema>;
