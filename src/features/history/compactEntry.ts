import type { Plan, PlanStep, SavedRecommendation, SetAsideToken, TokenAdvice, WalletFigures } from '../../api/types';

/**
 * What history keeps of a recommendation: what the history screens show and grading needs, not
 * the whole answer (docs/history.md "Storage"). A whale's answer (64 tokens) is about 130 KB as
 * decoded (whole), mostly price lines, signals, descriptions and rules; kept like this and packed as
 * entryPacker.ts writes it, under 12 KB (`npm run history-size`), so the device's few megabytes
 * hold hundreds of entries.
 *
 * Kept: the entry's id, address (and ENS name), date, overview, the wallet's value, chains, wallet
 * figures, plan and what was set aside; per token its symbol, icon, action, count and price (the
 * Token Details grid), where it sits (a position: a debt counts against the total), its result line (the call and why, in words), the chain and address that
 * grading needs, its volatility (what a move that matters is measured against) and, for a dollar
 * stablecoin, its peg band (features/history/grading.ts).
 * Not kept: each token's description, rules, notes and 90-day price line, which the entry page says
 * it does not have (HistoryEntryRoute); nor what no screen shows: the token's name, value, other
 * signals and trade (said in its result), a set-aside token's name, a plan step's token name, the
 * wallet's concentration figures (said in the overview) and engine facts.
 */

/** Grading needs the usual move to a few digits (0.657, not the engine's 17): 0.1 % of it at most. */
const VOLATILITY_DIGITS = 3;
/** How far |price − $1| may be from the engine's peg distance and still be a dollar peg: its feeds' 8 decimals. */
const DOLLAR_PEG_TOLERANCE = 1e-8;
/** The answer's signals are at 4 significant figures (contract/recommendation.ts): half a unit of the 4th, as a share. */
const SIGNAL_ROUNDING = 5e-4;

/**
 * A dollar stablecoin's peg band: the smallest threshold of the rules that judged its distance from
 * the peg (the engine's own line between on and off its peg). Absent for any other token, for a
 * stablecoin with another peg (a euro one, whose peg in dollars the answer does not give: graded as
 * a plain token), and when no rule judged its peg.
 */
function pegBandOf(token: TokenAdvice): number | undefined {
  if (token.pegBand !== undefined) return token.pegBand;
  const deviation = token.signals?.pegDeviation;
  if (deviation === undefined || deviation === null) return undefined;
  if (Math.abs(Math.abs(token.price - 1) - deviation) > Math.max(DOLLAR_PEG_TOLERANCE, deviation * SIGNAL_ROUNDING)) return undefined;
  const thresholds = (token.rules ?? []).flatMap(({ signal, threshold }) =>
    signal === 'pegDeviation' && threshold !== undefined && threshold > 0 ? [threshold] : [],
  );
  return thresholds.length > 0 ? Math.min(...thresholds) : undefined;
}

function compactToken(token: TokenAdvice): TokenAdvice {
  const { symbol, icon, action, count, price, chainId, address, result, position } = token;
  // Null (too short a history) is not kept: grading says the usual move is unknown.
  const volatilityAnnual = token.volatilityAnnual ?? token.signals?.volatilityAnnual ?? undefined;
  const pegBand = pegBandOf(token);
  return {
    symbol,
    ...(icon === undefined ? {} : { icon }),
    action,
    count,
    price,
    ...(chainId === undefined ? {} : { chainId }),
    ...(address === undefined ? {} : { address }),
    ...(volatilityAnnual === undefined ? {} : { volatilityAnnual: Number(volatilityAnnual.toPrecision(VOLATILITY_DIGITS)) }),
    ...(pegBand === undefined ? {} : { pegBand }),
    // Where it sits: a debt's value counts against the total (features/recommendation/advice.ts).
    ...(position === undefined ? {} : { position }),
    // Why the call was made, in the service's words; the longer description is not kept.
    result,
    // Required by the app's type; empty is what the decoder gives an entry stored without it.
    description: '',
  };
}

const compactSetAside = ({ name: _name, ...kept }: SetAsideToken): SetAsideToken => kept;
/** The symbol and the chain's name say it on screen. */
const compactStep = ({ name: _name, ...kept }: PlanStep): PlanStep => kept;
/** A weight to the 0.1 % the plan shows it with (PlanMoney: "SAND: $146,006 (4.6%)"), not the engine's 17 digits. */
const shownWeight = (weight: number) => Math.round(weight * 1000) / 1000;
function compactPlan({ steps, after, ...plan }: Plan): Plan {
  return {
    ...plan,
    steps: steps.map(compactStep),
    ...(after === undefined ? {} : { after: { ...after, assets: after.assets.map((asset) => ({ ...asset, weight: shownWeight(asset.weight) })) } }),
  };
}
const compactFigures = ({ volatilityAnnual, targetVolatility, stableReserveUsd, reserveForTargetUsd }: WalletFigures): WalletFigures => ({
  volatilityAnnual,
  targetVolatility,
  stableReserveUsd,
  reserveForTargetUsd,
});

/** The wallet's value then: the service's total, or for an entry saved without it what its Token Details grid adds up to. */
function totalValueOf({ totalValueUsd, tokens }: SavedRecommendation): number {
  return totalValueUsd ?? tokens.reduce((sum, token) => sum + token.count * token.price, 0);
}

export function compactEntry(entry: SavedRecommendation): SavedRecommendation {
  const { id, address, ensName, createdAt, overview, tokens, chains, portfolio, plan, setAside } = entry;
  return {
    id,
    address,
    // The name typed, beside the address it resolved to (decisions.md "ENS names").
    ...(ensName === undefined ? {} : { ensName }),
    createdAt,
    overview,
    totalValueUsd: totalValueOf(entry),
    tokens: tokens.map(compactToken),
    ...(chains === undefined ? {} : { chains }),
    ...(portfolio === undefined ? {} : { portfolio: compactFigures(portfolio) }),
    ...(plan === undefined ? {} : { plan: compactPlan(plan) }),
    ...(setAside === undefined || setAside.length === 0 ? {} : { setAside: setAside.map(compactSetAside) }),
  };
}

/** True when the entry's tokens were stored without their descriptions (every entry from version 3 on). */
export function isCompact(entry: SavedRecommendation): boolean {
  return entry.tokens.length > 0 && entry.tokens.every((token) => token.description === '');
}
