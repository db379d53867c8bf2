/**
 * A loan and where the money sits, in everyday words (docs/positions.md, "Advice"): how far the collateral can
 * fall before the protocol sells it, what the wallet owes, and what sits in the wallet and in each protocol.
 * The figures are the answer's own (`loans`, the cards' `valueUsd`), written as every figure is.
 */
import { formatUnits, formatUsd } from '../../../../contract/format';
import type { PricedHolding } from '../portfolio';
import type { AdvisedLoan, AdvisedToken } from '../types';
import { listed } from './planSentence';

/**
 * A distance written toward safety: whole percents rounded down ("16%" for 16.67 %), tenths under 10 % ("4.9%"),
 * "under 0.1%" below that; never more room than the loan has.
 */
export function safePercent(fraction: number): string {
  if (fraction >= 0.1) return `${Math.floor(fraction * 100 + 1e-9)}%`;
  const tenths = Math.floor(fraction * 1000 + 1e-9) / 10;
  return tenths > 0 ? `${tenths}%` : 'under 0.1%';
}

/**
 * "WETH can fall 29% before Aave sells your collateral (health factor 1.41)", or the rise of a volatile debt that
 * does it, or, when no move of prices can, what keeps it safe. `repaid`: the plan has a step that fixes it (only
 * then do the words say so).
 */
export function loanHealthWords(loan: AdvisedLoan, repaid = false): string {
  const health = `health factor ${loan.healthFactor.toFixed(2)}`;
  if (loan.maxFall === 0)
    return `Your loan on ${loan.protocolName} is past its limit (${health}): ${loan.protocolName} may sell your ${listed(loan.collateralSymbols)} now.`;
  const move = distanceWords(loan);
  if (move === null)
    return `Your loan on ${loan.protocolName} (${health}) cannot be liquidated by a move of its prices: its collateral and debt move together or hold their peg.`;
  const distance = `${move} before ${loan.protocolName} sells your collateral (${health})`;
  const fix = repaid ? 'the plan repays part of the loan first and buys nothing' : 'until it is safer, the plan buys nothing';
  if (loan.status === 'danger') return `Danger: ${distance}; ${fix}.`;
  if (loan.status === 'warning') return `Warning: ${distance}; ${fix}.`;
  return `${distance.charAt(0).toUpperCase()}${distance.slice(1)}.`;
}

/**
 * "WETH can fall 29%", "WETH, which you owe, can rise 15%", both joined ("LINK can fall 27% or WETH, which you owe,
 * rise 37%"), or null when no move of prices liquidates the loan.
 */
function distanceWords(loan: AdvisedLoan): string | null {
  const collateral = listed(loan.collateralSymbols);
  const fall =
    loan.maxFall === null ? null : `${collateral} ${loan.collateralSymbols.length > 1 ? 'together can fall' : 'can fall'} ${safePercent(loan.maxFall)}`;
  const debt = `${listed(loan.debtSymbols)}, which you owe,`;
  if (loan.maxRise === undefined) return fall;
  return fall === null ? `${debt} can rise ${safePercent(loan.maxRise)}` : `${fall} or ${debt} rise ${safePercent(loan.maxRise)}`;
}

/**
 * A debt's card words: what is owed and to whom, and the loan's health; with the plan's repayment (`repaid`, its
 * lines' units and dollars, and the health factor the fix leaves) when the loan is under the warning line.
 */
export function debtWords(
  debt: PricedHolding,
  loan: AdvisedLoan | undefined,
  repaid: { units: number; usd: number; healthAfter: number } | null,
): { result: string; description: string } {
  const protocol = debt.position?.protocolName ?? 'a lending market';
  const owed = `${formatUnits(debt.amount)} ${debt.token.symbol} (${formatUsd(debt.valueUsd)})`;
  // The health reached is written rounded down, as every loan figure is: never safer than it is.
  const reached = (Math.floor(repaid ? repaid.healthAfter * 100 + 1e-9 : 0) / 100).toFixed(2);
  const first = repaid
    ? `Repay ${formatUnits(repaid.units)} ${debt.token.symbol} (${formatUsd(repaid.usd)}) of it first, for a health factor of ${reached}: you owe ${owed} to ${protocol}.`
    : `Keep the loan as it is: you owe ${owed} to ${protocol}.`;
  return {
    result: first,
    description: `A debt counts against your money and against your stablecoins, as it is paid back in money.${loan ? ` ${loanHealthWords(loan, repaid !== null)}` : ''}`,
  };
}

const PLACE_WORDS: Record<NonNullable<AdvisedToken['position']>['kind'], string> = {
  deposit: 'deposited in',
  collateral: 'deposited in',
  debt: 'borrowed from',
  liquidity: 'in liquidity on',
  staked: 'staked with',
  vault: 'saved in',
};

/**
 * "$210,000 in your wallet, $150,000 deposited in Aave and $90,000 borrowed from Aave." over the cards with a
 * balance; '' when everything is in the wallet itself.
 */
export function whereSentence(cards: readonly AdvisedToken[]): string {
  if (!cards.some((card) => card.position)) return '';
  const places = new Map<string, number>();
  for (const card of cards) {
    if (card.count <= 0) continue;
    const key = card.position ? `${PLACE_WORDS[card.position.kind]} ${card.position.protocolName}` : 'in your wallet';
    places.set(key, (places.get(key) ?? 0) + Math.abs(card.valueUsd));
  }
  const parts = [...places].sort(([a, x], [b, y]) => Number(b === 'in your wallet') - Number(a === 'in your wallet') || y - x);
  // Every place is named (a wallet is in a handful of protocols at most), unlike a list of tokens.
  const said = parts.map(([where, usd]) => `${formatUsd(usd)} ${where}`);
  return `That is ${said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`}.`;
}
