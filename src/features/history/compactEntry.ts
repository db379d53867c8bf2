import type { PlanStep, SavedRecommendation, SetAsideToken, TokenAdvice, WalletFigures } from '../../api/types';

/** A compact entry as written under `history` (packedEntry.ts); kept here beside what it writes. */

/**
 * What history keeps of a recommendation: what the history screens show and grading needs, not
 * the whole answer (docs/history.md "Storage"). A whale's answer (64 tokens) is about 130 KB as
 * decoded (whole), mostly price lines, signals, descriptions and rules; kept like this and packed as
 * packedEntry.ts writes it, about 11 KB (`npm run history-size`), so the device's few
 * megabytes hold hundreds of entries.
 *
 * Kept: the entry's id, address (and ENS name), date, overview, chains, wallet figures, plan and what was set
 * aside; per token its symbol, icon, action, count and price (the Token Details grid), where it
 * sits (a position: a debt counts against the total), the chain and address that grading needs, and a hold's volatility (features/history/grading.ts), as
 * the token's own `volatilityAnnual`, taken from the answer's `signals`.
 * Not kept: each token's result line, description, rules, notes and 90-day price line, which the
 * entry page says it does not have (HistoryEntryRoute); nor what no screen shows: the token's name,
 * value, other signals and trade (said in its description), a set-aside token's name, a plan step's
 * token name, the wallet's concentration figures (said in the overview), the totals and engine facts.
 */

/** Grading needs the weekly range to a few digits (0.657, not the engine's 17): 0.1 % of it at most. */
const VOLATILITY_DIGITS = 3;

function compactToken(token: TokenAdvice): TokenAdvice {
  const { symbol, icon, action, count, price, chainId, address, position } = token;
  // Null (too short a history) is not kept: grading says the range is unknown.
  const volatilityAnnual = token.volatilityAnnual ?? token.signals?.volatilityAnnual ?? undefined;
  return {
    symbol,
    ...(icon === undefined ? {} : { icon }),
    action,
    count,
    price,
    ...(chainId === undefined ? {} : { chainId }),
    ...(address === undefined ? {} : { address }),
    // Where it sits: a debt's value counts against the total (features/recommendation/advice.ts).
    ...(position === undefined ? {} : { position }),
    // Only a hold is judged against its weekly range; no history screen shows a token's volatility.
    ...(volatilityAnnual === undefined || action !== 'hold' ? {} : { volatilityAnnual: Number(volatilityAnnual.toPrecision(VOLATILITY_DIGITS)) }),
    // Required by the app's type; empty is what the decoder gives an entry stored without them.
    result: '',
    description: '',
  };
}

const compactSetAside = ({ name: _name, ...kept }: SetAsideToken): SetAsideToken => kept;
/** The symbol and the chain's name say it on screen. */
const compactStep = ({ name: _name, ...kept }: PlanStep): PlanStep => kept;
const compactFigures = ({ volatilityAnnual, targetVolatility, stableReserveUsd, reserveForTargetUsd }: WalletFigures): WalletFigures => ({
  volatilityAnnual,
  targetVolatility,
  stableReserveUsd,
  reserveForTargetUsd,
});

export function compactEntry(entry: SavedRecommendation): SavedRecommendation {
  const { id, address, ensName, createdAt, overview, tokens, chains, portfolio, plan, setAside } = entry;
  return {
    id,
    address,
    // The name typed, beside the address it resolved to (decisions.md "ENS names").
    ...(ensName === undefined ? {} : { ensName }),
    createdAt,
    overview,
    tokens: tokens.map(compactToken),
    ...(chains === undefined ? {} : { chains }),
    ...(portfolio === undefined ? {} : { portfolio: compactFigures(portfolio) }),
    ...(plan === undefined ? {} : { plan: { ...plan, steps: plan.steps.map(compactStep) } }),
    ...(setAside === undefined || setAside.length === 0 ? {} : { setAside: setAside.map(compactSetAside) }),
  };
}

/** True when the entry's tokens were stored without their texts (every entry from version 3 on). */
export function isCompact(entry: SavedRecommendation): boolean {
  return entry.tokens.length > 0 && entry.tokens.every((token) => token.description === '' && token.result === '');
}
