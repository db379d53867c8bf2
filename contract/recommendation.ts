/**
 * The wire shape of a recommendation, defined once for the service and the web app. It
 * serialises the replies, documents them (GET /api/openapi.json, docs/api.md), gives both
 * sides their TypeScript types and drives the app's decoder (src/api/decode.ts).
 *
 * To add a field to a token: add it to TokenAdviceSchema below, and fill it where the
 * service builds its reply (server/src/recommendation/wireRecommendation.ts); a field left
 * uncopied there, optional or not, is a type error.
 */
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ACTIONS } from './actions';
import { LoanSchema, PositionSchema } from './positions';
import { RISK_LEVEL_IDS } from './risk';
import { ChainIdSchema, TokenAddressSchema } from './wallet';

const Fraction = Type.Union([Type.Number(), Type.Null()]);
/** A spread is never negative (0.71 = 71 % a year); null when the history is too short. */
const NonNegativeFraction = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);
const ActionSchema = Type.Union(ACTIONS.map((action) => Type.Literal(action)));

/** Each signal to 4 significant figures (issue 39: the engine's 17 say nothing more a person or a grade reads). */
export const SignalsSchema = Type.Object({
  return30d: Fraction,
  return90d: Fraction,
  priceVsSma50: Fraction,
  volatilityAnnual: NonNegativeFraction,
  maxDrawdown90d: Fraction,
  weight: Type.Number(),
  pegDeviation: Fraction,
});

/**
 * One condition of a rule that fired. `text` writes the comparison out, figures included. `threshold`
 * (4 significant figures) is the line, which history grades a stablecoin's peg by. `observed` is not
 * sent: it is in `text`, and for a signal in the token's `signals` (answers stored before issue 39 have it).
 */
export const FiredRuleSchema = Type.Object({
  id: Type.String(),
  action: ActionSchema,
  signal: Type.String(),
  observed: Type.Optional(Type.Number()),
  threshold: Type.Number(),
  comparison: Type.Union([Type.Literal('<'), Type.Literal('<='), Type.Literal('>'), Type.Literal('>=')]),
  text: Type.String(),
});

/** contract/priceLine.ts: a 90-day price line as levels, with its range and its ends in USD. */
export const PriceLineSchema = Type.Object({
  low: Type.Number({ minimum: 0 }),
  high: Type.Number({ minimum: 0 }),
  first: Type.Number({ minimum: 0 }),
  last: Type.Number({ minimum: 0 }),
  levels: Type.String({ pattern: '^[A-Za-z0-9_-]*$', maxLength: 90 }),
});

export const TokenAdviceSchema = Type.Object({
  /** Several wallets asked as one (`{"wallets": […]}`): the wallet the token sits in, checksummed. Absent for one wallet. */
  wallet: Type.Optional(Type.String()),
  /** The chain the token is held on (or, for a "buy" suggestion, would be bought on). */
  chainId: ChainIdSchema,
  /** The chain's name, e.g. "Ethereum", "Base". */
  chainName: Type.String(),
  symbol: Type.String(),
  name: Type.String(),
  /** The token's contract address; 0xEeee…EEeE for the chain's native coin. */
  address: TokenAddressSchema,
  icon: Type.Optional(Type.String()),
  action: ActionSchema,
  result: Type.String(),
  description: Type.String(),
  /** Whole units; 0 for a "buy" suggestion. */
  count: Type.Number(),
  /** USD per unit. */
  price: Type.Number(),
  valueUsd: Type.Number(),
  signals: SignalsSchema,
  rules: Type.Array(FiredRuleSchema),
  /** Where the price came from when not Chainlink, and any disagreement between sources, in words. */
  notes: Type.Array(Type.String()),
  /**
   * How much to move, the same as the asset's plan step (docs/engine.md "The plan"): units and USD, and for
   * buys the full size and what pays for it (`reserve`: the stablecoins and what the sells raise). Absent
   * for hold, and on an asset's other holdings (`adviceOn`) but for a strongly sell.
   */
  trade: Type.Optional(
    Type.Object({
      side: Type.Union([Type.Literal('sell'), Type.Literal('buy')]),
      units: Type.Number({ minimum: 0 }),
      usd: Type.Number({ minimum: 0 }),
      sizeUsd: Type.Number({ minimum: 0 }),
      paidFrom: Type.Optional(Type.Union([Type.Literal('reserve'), Type.Literal('holdings')])),
    }),
  ),
  /**
   * A holding of an asset held on several chains (ETH on Base, WETH beside ETH) whose advice is
   * given on another holding, the asset's largest: that holding, where any plan step for the
   * asset acts. Absent on the holding that carries the advice, and before engine 3.
   */
  adviceOn: Type.Optional(Type.Object({ chainId: ChainIdSchema, address: TokenAddressSchema })),
  /**
   * The 90-day price line: up to 90 daily closes, oldest first, encoded (contract/priceLine.ts); fewer
   * than 2 levels with too little history. Stored before issue 39: the closes in USD to 4 significant
   * figures, an array. Absent in recommendations stored before it (engine 1.2 and older).
   */
  sparkline: Type.Optional(Type.Union([PriceLineSchema, Type.Array(Type.Number({ exclusiveMinimum: 0 }), { maxItems: 90 })])),
  /**
   * Where the holding sits when not plainly in the wallet (contract/positions.ts): the card's token is the
   * asset it is exposed to (WETH for aWETH, DAI for sDAI), `count` in that asset's units. A debt's
   * `valueUsd` is negative: the sum of every card's `valueUsd` is the wallet's net worth. Absent for a
   * token in the wallet, and before engine 4.
   */
  position: Type.Optional(PositionSchema),
});

/** The risk level an answer was worked out with (risk.ts `RiskUsed`). */
const RiskUsedSchema = Type.Union([...RISK_LEVEL_IDS.map((id) => Type.Literal(id)), Type.Literal('current')]);

/** The wallet as a whole (docs/engine.md "Wallet volatility"); fractions 0.5 = 50 %, USD amounts. */
export const PortfolioSchema = Type.Object({
  /** Herfindahl–Hirschman index of the assets' weights, 0..1. */
  hhi: Type.Number(),
  stableShare: Type.Number(),
  tokenCount: Type.Integer(),
  chainCount: Type.Integer(),
  stableReserveUsd: Type.Number(),
  /** null: nothing priced, or an asset outside the reserve has too short a history (`shortHistory`). */
  volatilityAnnual: Fraction,
  /**
   * The swing the plan holds the wallet to, its risk level's (`risk`), which the reserve figure aims at; a target of
   * 0 would mean no risk at all and is not one.
   */
  targetVolatility: Type.Number({ exclusiveMinimum: 0 }),
  /** The risk level the plan was worked out with (engine 5); absent from older answers, which used balanced. */
  risk: Type.Optional(RiskUsedSchema),
  /** The smallest stable reserve at which the volatility is at or under the target; null with the volatility. */
  reserveForTargetUsd: Fraction,
  shortHistory: Type.Array(Type.String()),
});

export const SetAsideSchema = Type.Object({
  chainId: ChainIdSchema,
  symbol: Type.String(),
  name: Type.String(),
  /**
   * unreadable: its contract answered the read with a failure or nonsense (docs/positions.md, "Bounds"); left-out:
   * positions past the number Ribbit reads of one wallet, not read at all.
   */
  reason: Type.Union([
    Type.Literal('spam-name'),
    Type.Literal('unpriced'),
    Type.Literal('price-unavailable'),
    Type.Literal('stale-price'),
    Type.Literal('unreadable'),
    Type.Literal('left-out'),
  ]),
  /** stale-price only: seconds since the latest price. */
  priceAgeSeconds: Type.Optional(Type.Integer({ minimum: 0 })),
  /**
   * unreadable only: out-of-gas, the read burned all the gas it was given (it sank a batch of reads alone);
   * failed, it reverted (or burned gas without sinking its batch); implausible, it answered what no real
   * token can hold (a balance worth more than any market, a vault's zero rate).
   */
  failure: Type.Optional(Type.Union([Type.Literal('failed'), Type.Literal('out-of-gas'), Type.Literal('implausible')])),
  /** left-out only: how many positions were not read. */
  count: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const ChainStatusSchema = Type.Object({
  chainId: ChainIdSchema,
  name: Type.String(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  /** unavailable only: what went wrong, in words. */
  reason: Type.Optional(Type.String()),
});

/** The actions a plan step can take: a hold is not a step. `repay` pays back a loan in danger (engine 4). */
const StepActionSchema = Type.Union([
  Type.Literal('strongly sell'),
  Type.Literal('sell'),
  Type.Literal('buy more'),
  Type.Literal('buy'),
  Type.Literal('repay'),
]);

/** A stablecoin on the step's chain (engine 4). */
const CashSchema = Type.Object({ symbol: Type.String(), address: TokenAddressSchema });

/** One step of the plan: what to do with one asset, and the one chain to do it on. */
export const PlanStepSchema = Type.Object({
  /** Several wallets asked as one: the wallet the step acts in, checksummed (its cash is that wallet's too). Absent for one wallet. */
  wallet: Type.Optional(Type.String()),
  action: StepActionSchema,
  symbol: Type.String(),
  name: Type.String(),
  /** The chain to act on; the asset's other chains, if any, are left as they are. */
  chainId: ChainIdSchema,
  chainName: Type.String(),
  /** The token on that chain (0xEeee…EEeE for the native coin): with chainId, the card the step is about. */
  address: TokenAddressSchema,
  /** Whole units to sell or to buy. */
  units: Type.Number({ minimum: 0 }),
  usd: Type.Number({ minimum: 0 }),
  /** Buys only: the full size the rule asked for, when the money left paid for only part of it (usd < fullUsd). */
  fullUsd: Type.Optional(Type.Number({ minimum: 0 })),
  /**
   * The stablecoin on the same chain that a sale goes into, or that a buy or a repayment is paid with:
   * every dollar of the plan moves between a token and a named stablecoin (engine 4).
   */
  cash: Type.Optional(CashSchema),
  /** Where the step acts when not in the wallet itself: "withdraw 2 ETH from Aave", "repay 11,500 USDC to Aave". */
  protocol: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  /** repay only: the other way to bring the loan back to safety, adding this much collateral. */
  alternative: Type.Optional(Type.Object({ symbol: Type.String(), units: Type.Number({ minimum: 0 }), usd: Type.Number({ minimum: 0 }) })),
});

/** One chain's money in the plan (engine 4): each chain's buys are paid from that chain's own stablecoins and sales. */
export const PlanChainSchema = Type.Object({
  chainId: ChainIdSchema,
  chainName: Type.String(),
  reserveBeforeUsd: Type.Number({ minimum: 0 }),
  raisedUsd: Type.Number({ minimum: 0 }),
  spentUsd: Type.Number({ minimum: 0 }),
  reserveAfterUsd: Type.Number({ minimum: 0 }),
});

/** Where the plan leaves the wallet, at the answer's prices (engine 4). */
export const PlanAfterSchema = Type.Object({
  /** The wallet's yearly swing after the plan, measured as `portfolio.volatilityAnnual` is; null with it. */
  volatilityAnnual: Fraction,
  targetVolatility: Type.Number({ exclusiveMinimum: 0 }),
  /** Stablecoins on their peg after the plan, as a share of the wallet. */
  stableShare: Type.Number({ minimum: 0 }),
  /** Each asset's value after the plan, largest first; the stablecoins together as one entry, "Stablecoins". */
  assets: Type.Array(Type.Object({ symbol: Type.String(), valueUsd: Type.Number(), weight: Type.Number() })),
});

/**
 * The advice as one plan a person can carry out (docs/engine.md "The plan"): sells first, then
 * buys paid from the stable reserve plus what the sells raise, most useful first. USD amounts;
 * spentUsd never exceeds reserveBeforeUsd + raisedUsd.
 */
export const PlanSchema = Type.Object({
  steps: Type.Array(PlanStepSchema),
  /** The wallet's stablecoins on their peg before the plan. */
  reserveBeforeUsd: Type.Number({ minimum: 0 }),
  /** What the sales raise, into the stablecoins in the wallet on their own chains (engine 4: the reserve's top-up is a sale too). */
  raisedUsd: Type.Number({ minimum: 0 }),
  /** What the buys and any loan repayment spend: never more than reserveBeforeUsd plus the sales. */
  spentUsd: Type.Number({ minimum: 0 }),
  /** Left in stablecoins after the plan: reserveBeforeUsd + raisedUsd − spentUsd. */
  reserveAfterUsd: Type.Number({ minimum: 0 }),
  /** The stable reserve the money rule keeps (docs/engine.md "The money rule"): buys never take the reserve below it. */
  reserveTargetUsd: Type.Optional(Type.Number({ minimum: 0 })),
  /** Each chain's money, in the order of the answer's chains; its lines sum to the totals above. */
  chains: Type.Optional(Type.Array(PlanChainSchema)),
  after: Type.Optional(PlanAfterSchema),
});

export const RecommendationSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** The wallet, EIP-55 checksummed. */
  address: Type.String(),
  /** The ENS name the visitor typed (ENSIP-15 normalised) that resolved to `address`; absent when an address was typed. */
  ensName: Type.Optional(Type.String()),
  /**
   * Several wallets asked as one (`{"wallets": […]}`), in the order asked: each one's address, the
   * name typed for it and its value; `address` is the first one's. Absent for one wallet.
   */
  wallets: Type.Optional(
    Type.Array(Type.Object({ address: Type.String(), ensName: Type.Optional(Type.String()), totalValueUsd: Type.Number() }), { maxItems: 5 }),
  ),
  overview: Type.String(),
  tokens: Type.Array(TokenAdviceSchema),
  setAside: Type.Array(SetAsideSchema),
  totalValueUsd: Type.Number(),
  /** Absent in recommendations stored before it (engine 1.2 and older): the history serves them as stored. */
  portfolio: Type.Optional(PortfolioSchema),
  /** Absent in recommendations stored before engine 3. */
  plan: Type.Optional(PlanSchema),
  /**
   * The wallet's net worth each day at today's holdings, oldest first: up to 91 daily values in USD, the
   * last one at the latest prices (= totalValueUsd). The headline's 24 h and 7 d changes read it. Absent
   * before engine 4.
   */
  valueHistory: Type.Optional(Type.Array(Type.Number(), { maxItems: 91 })),
  /** The wallet's loans in lending markets, most at risk first (contract/positions.ts). Absent: none, or before engine 4. */
  loans: Type.Optional(Type.Array(LoanSchema)),
  /** Every configured chain, in configuration order, and whether it could be read. */
  chains: Type.Array(ChainStatusSchema),
  engineVersion: Type.String(),
  /** ISO 8601 timestamp, UTC. */
  generatedAt: Type.String(),
});

export type Recommendation = Static<typeof RecommendationSchema>;
export type TokenAdvice = Static<typeof TokenAdviceSchema>;
export type FiredRule = Static<typeof FiredRuleSchema>;
export type SetAsideToken = Static<typeof SetAsideSchema>;
export type ReadFailure = NonNullable<SetAsideToken['failure']>;
export type ChainStatus = Static<typeof ChainStatusSchema>;
export type Signals = Static<typeof SignalsSchema>;
export type PriceLine = Static<typeof PriceLineSchema>;
export type Portfolio = Static<typeof PortfolioSchema>;
export type Plan = Static<typeof PlanSchema>;
export type PlanStep = Static<typeof PlanStepSchema>;
export type PlanChain = Static<typeof PlanChainSchema>;
export type PlanAfter = Static<typeof PlanAfterSchema>;
