/**
 * A loan and where the money sits, in everyday words (docs/positions.md, "Advice"): how far the collateral can
 * fall before the protocol sells it, what the wallet owes, and what sits in the wallet and in each protocol.
 * The figures are the answer's own (`loans`, the cards' `valueUsd`), written as every figure is.
 */
import { formatUnits, formatUsd } from '../../../../contract/format';
import type { PricedHolding } from '../portfolio';
import type { AdvisedLoan, AdvisedToken } from '../types';
import { listed } from './planSentence';
import { plainPercent } from './plainWords';

/** "ETH can fall 29% before Aave sells your collateral." or, with stable collateral only, what keeps it safe. */
export function loanHealthWords(loan: AdvisedLoan): string {
  const collateral = listed(loan.collateralSymbols);
  const health = `health factor ${loan.healthFactor.toFixed(2)}`;
  if (loan.maxFall === null) return `Your loan on ${loan.protocolName} (${health}) is covered by stablecoins: no fall in prices can liquidate it.`;
  if (loan.maxFall === 0) return `Your loan on ${loan.protocolName} is past its limit (${health}): ${loan.protocolName} may sell your ${collateral} now.`;
  const fall = `${collateral} can fall ${plainPercent(loan.maxFall)} before ${loan.protocolName} sells your collateral (${health})`;
  if (loan.status === 'danger') return `Danger: ${fall}; the plan repays part of the loan first and buys nothing.`;
  if (loan.status === 'warning') return `Warning: ${fall}; until it is safer, the plan buys nothing.`;
  return `${fall.charAt(0).toUpperCase()}${fall.slice(1)}.`;
}

/**
 * A debt's card words: what is owed and to whom, and the loan's health; with the plan's repayment (`repaid`, its
 * line's units and dollars) when the loan is in danger.
 */
export function debtWords(
  debt: PricedHolding,
  loan: AdvisedLoan | undefined,
  repaid: { units: number; usd: number } | null,
): { result: string; description: string } {
  const protocol = debt.position?.protocolName ?? 'a lending market';
  const owed = `${formatUnits(debt.amount)} ${debt.token.symbol} (${formatUsd(debt.valueUsd)})`;
  const first = repaid
    ? `Repay ${formatUnits(repaid.units)} ${debt.token.symbol} (${formatUsd(repaid.usd)}) of it first: you owe ${owed} to ${protocol}.`
    : `Keep the loan as it is: you owe ${owed} to ${protocol}.`;
  return {
    result: first,
    description: `A debt counts against your money and against your stablecoins, as it is paid back in money.${loan ? ` ${loanHealthWords(loan)}` : ''}`,
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
