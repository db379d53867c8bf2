/**
 * What issue 28 asks of every answer, as checks over the wire shape: each returns the problems it finds (empty:
 * none). `npm run check:plan` runs them over the demo wallets and 300 generated wallets, and the engine's
 * property tests assert each finds nothing (server/test/engine/properties/).
 */
import { formatUnits, formatUsd } from '../../../contract/format';
import type { Recommendation } from '../../../contract';
import { answerWordProblems } from './answerWords';
import { MIN_BUDGET_WEIGHT, MIN_SPREAD_ASSETS, MIN_STABLE_SHARE } from '../../src/engine/thresholds';

type Token = Recommendation['tokens'][number];
type Step = NonNullable<Recommendation['plan']>['steps'][number];

const cents = (usd: number): number => Math.round(usd * 100);
const isSell = (step: Step): boolean => step.action === 'sell' || step.action === 'strongly sell';
const isBuy = (step: Step): boolean => step.action === 'buy' || step.action === 'buy more';
/** What the plan spends: its buys and any loan repayment (contract/recommendation.ts, `spentUsd`). */
const isSpend = (step: Step): boolean => isBuy(step) || step.action === 'repay';
const sum = (steps: readonly Step[]): number => steps.reduce((total, step) => total + cents(step.usd), 0);

/** The plan's lines sum to its totals, overall and on each chain, to the cent. */
export function linesThatDoNotAddUp({ plan }: Recommendation): string[] {
  if (!plan) return [];
  const problems: string[] = [];
  const sells = plan.steps.filter(isSell);
  const spends = plan.steps.filter(isSpend);
  if (sum(sells) !== cents(plan.raisedUsd)) problems.push(`sells ${sum(sells)}¢ ≠ raised ${cents(plan.raisedUsd)}¢`);
  if (sum(spends) !== cents(plan.spentUsd)) problems.push(`buys and repayments ${sum(spends)}¢ ≠ spent ${cents(plan.spentUsd)}¢`);
  if (cents(plan.reserveBeforeUsd) + cents(plan.raisedUsd) - cents(plan.spentUsd) !== cents(plan.reserveAfterUsd))
    problems.push('before + raised − spent ≠ after');
  for (const chain of plan.chains ?? []) {
    const on = (step: Step) => step.chainId === chain.chainId;
    if (sum(sells.filter(on)) !== cents(chain.raisedUsd)) problems.push(`${chain.chainName}: sells ≠ raised`);
    if (sum(spends.filter(on)) !== cents(chain.spentUsd)) problems.push(`${chain.chainName}: buys and repayments ≠ spent`);
    if (cents(chain.reserveBeforeUsd) + cents(chain.raisedUsd) - cents(chain.spentUsd) !== cents(chain.reserveAfterUsd))
      problems.push(`${chain.chainName}: before + raised − spent ≠ after`);
  }
  const chains = plan.chains ?? [];
  for (const field of ['reserveBeforeUsd', 'raisedUsd', 'spentUsd', 'reserveAfterUsd'] as const) {
    if (chains.reduce((total, chain) => total + cents(chain[field]), 0) !== cents(plan[field])) problems.push(`chains' ${field} ≠ the plan's`);
  }
  return problems;
}

/** No chain's buys spend more than that chain's own stablecoins and sales: money never moves between chains unsaid. */
export function chainsSpendingOthersMoney({ plan, tokens }: Recommendation): string[] {
  if (!plan) return [];
  const problems: string[] = [];
  for (const chain of plan.chains ?? [])
    if (cents(chain.spentUsd) > cents(chain.reserveBeforeUsd) + cents(chain.raisedUsd)) problems.push(`${chain.chainName} spends money it does not have`);
  for (const step of plan.steps) {
    const cash = step.cash;
    if (cash && !tokens.some((token) => token.chainId === step.chainId && token.address.toLowerCase() === cash.address.toLowerCase())) {
      problems.push(`${step.symbol}'s stablecoin ${cash.symbol} is not on chain ${step.chainId}`);
    }
  }
  return problems;
}

/** The plan never raises the swing past the target, nor at all when it is already past it. */
export function swingRaised({ plan, portfolio }: Recommendation): string[] {
  const after = plan?.after?.volatilityAnnual;
  const before = portfolio?.volatilityAnnual;
  if (after === undefined || after === null || before === undefined || before === null) return [];
  const ceiling = Math.max(plan?.after?.targetVolatility ?? 0, before);
  // As the overview writes them, to 0.1 %: a sale may move the measured swing by less (riskChecks.ts).
  return Math.round(after * 1000) > Math.round(ceiling * 1000) ? [`swing ${after} after > ${ceiling}`] : [];
}

/** A plan that leaves less than the reserve it keeps says so in the overview. */
export function reserveShortUnsaid({ plan, overview }: Recommendation): string[] {
  if (!plan || plan.reserveTargetUsd === undefined || cents(plan.reserveTargetUsd) === 0) return [];
  // The money rule's reserve: every stablecoin on its peg, deposits too, less debts (plan.after); the wallet's own before engine 4.
  const short = plan.after ? plan.after.stableShare < MIN_STABLE_SHARE - 1e-6 : cents(plan.reserveAfterUsd) < cents(plan.reserveTargetUsd);
  return short && !overview.includes('short of') ? [`reserve ${plan.reserveAfterUsd} < ${plan.reserveTargetUsd}, unsaid`] : [];
}

const isStablecoinCard = (token: Token): boolean => token.signals.pegDeviation !== null;

/** A new token suggested to spread the crypto only while the crypto (never the stablecoins) sits in too few tokens. */
export function suggestionsForStablecoins({ tokens }: Recommendation): string[] {
  const spread = tokens.filter((token) => token.count === 0 && token.rules.some((rule) => rule.id === 'spread'));
  if (spread.length === 0) return [];
  const crypto = new Set(
    tokens.filter((token) => token.count > 0 && !isStablecoinCard(token) && token.signals.weight >= MIN_BUDGET_WEIGHT).map((token) => token.symbol),
  );
  return crypto.size >= MIN_SPREAD_ASSETS ? [`${spread.length} suggested with ${crypto.size} crypto tokens held`] : [];
}

/** Each card's plan lines, written as the card writes them: the same units and dollars. */
export function figuresThatDisagree({ plan, tokens, overview, totalValueUsd }: Recommendation): string[] {
  const problems: string[] = [];
  for (const token of tokens) {
    // A card's lines: on its chain and token, in its protocol (a deposit's sale names it), a debt's its repayments.
    const lines = (plan?.steps ?? []).filter(
      (step) =>
        step.chainId === token.chainId &&
        step.address.toLowerCase() === token.address.toLowerCase() &&
        step.protocol?.id === token.position?.protocol &&
        (step.action === 'repay') === (token.position?.kind === 'debt'),
    );
    if (lines.length === 0) continue;
    const usd = formatUsd(sum(lines) / 100);
    const units = formatUnits(lines.reduce((total, step) => total + step.units, 0));
    if (!token.result.includes(usd) || !token.result.includes(`${units} ${token.symbol}`))
      problems.push(`${token.symbol}: card "${token.result}" lacks ${units} ${token.symbol} / ${usd}`);
  }
  if (tokens.length > 0 && !overview.includes(formatUsd(totalValueUsd))) problems.push(`overview lacks the total ${formatUsd(totalValueUsd)}`);
  if (plan && plan.steps.length > 0 && !overview.includes(`keep ${formatUsd(plan.reserveAfterUsd)} in stablecoins`))
    problems.push('overview lacks what the plan keeps');
  // A debt is a card, not a holding: the overview says it with the loans.
  const held = tokens.filter((token) => token.count > 0 && token.position?.kind !== 'debt');
  const holdings = overview.match(/in (\d+) holdings?/);
  if (holdings && Number(holdings[1]) !== held.length) problems.push(`overview counts ${holdings[1]} holdings, the cards ${held.length}`);
  for (const action of ['strongly sell', 'sell', 'buy more', 'hold'] as const) {
    const said = overview.match(new RegExp(`(\\d+) (?:is |are )?to ${action}(?![a-z ]*more)`));
    const count = held.filter((token) => token.action === action).length;
    if (said && Number(said[1]) !== count) problems.push(`overview says ${said[1]} to ${action}, the cards ${count}`);
  }
  return problems;
}

const VERBS: Record<Token['action'], RegExp> = { sell: /^Sell /, 'strongly sell': /^Sell /, buy: /^Buy /, 'buy more': /^Buy /, hold: /^Keep / };

/** A debt's card keeps its loan or says what to repay of it; its badge is hold either way. */
const DEBT_VERBS = /^(Keep|Repay) /;

/** A badge says what its card says. */
export function badgesThatContradict({ tokens }: Recommendation): string[] {
  return tokens
    .filter((token) => !(token.position?.kind === 'debt' ? DEBT_VERBS : VERBS[token.action]).test(token.result))
    .map((token) => `${token.symbol} (${token.action}): "${token.result}"`);
}

/** Every check, by the name `npm run check:plan` prints. */
export const PLAN_CHECKS = {
  'lines that do not add up': linesThatDoNotAddUp,
  'money spent on another chain': chainsSpendingOthersMoney,
  'swing raised past its ceiling': swingRaised,
  'reserve left short, unsaid': reserveShortUnsaid,
  'suggestions for stablecoin concentration': suggestionsForStablecoins,
  'figures written twice that disagree': figuresThatDisagree,
  'badges that contradict their card': badgesThatContradict,
  'words undefined, NaN or an empty name': answerWordProblems,
} as const;
