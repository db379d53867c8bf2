/**
 * Protocol positions and loans in words (contract/positions.ts): where a card's holding sits, and how
 * safe a loan is. Pure, so the card, the loan notices and their tests share one wording.
 */
import type { Loan, Position } from '../../api/types';
import { formatCount } from './components/format';

/** What each kind of position is, said before the protocol's name. */
const KIND_WORDS: Record<Position['kind'], string> = {
  deposit: 'Deposited in',
  collateral: 'Collateral in',
  debt: 'Borrowed from',
  liquidity: 'Liquidity in',
  staked: 'Staked with',
  vault: 'In a vault of',
};

/** "Deposited in Aave (10 aWETH)", "Liquidity in Uniswap #1234": where the card's holding sits. */
export function whereItSits(position: Position): string {
  const id = position.positionId === undefined ? '' : ` #${position.positionId}`;
  const receipt = position.receipt ? ` (${formatCount(position.receipt.units)} ${position.receipt.symbol})` : '';
  return `${KIND_WORDS[position.kind]} ${position.protocolName}${id}${receipt}`;
}

/** A liquidity position's range in words; null for every other kind, or when the answer did not say. */
export function rangeWords(position: Position): string | null {
  if (position.kind !== 'liquidity' || position.inRange === undefined) return null;
  return position.inRange ? 'in range: earns fees' : 'out of range: earns no fees';
}

/** The loan's status as the badge says it: safe from 1.5, a warning under it, danger under 1.25 (the service decides). */
export const LOAN_STATUS_WORDS: Record<Loan['status'], string> = {
  safe: 'safe',
  warning: 'warning',
  danger: 'danger',
};

/** "Aave loan on Ethereum". */
export function loanName(loan: Pick<Loan, 'protocolName' | 'chainName'>): string {
  return `${loan.protocolName} loan on ${loan.chainName}`;
}

/** Health factors are read to two decimals, as lending apps show them. */
export function healthText(loan: Pick<Loan, 'healthFactor'>): string {
  return loan.healthFactor.toFixed(2);
}

/**
 * "ETH can fall 38% before Aave sells your collateral": rounded down, so the room is never overstated. A volatile
 * debt's rise is said too ("USDC against WETH: WETH, which you owe, can rise 15%"); a loan no move of prices can
 * liquidate says so.
 */
export function fallWords(loan: Pick<Loan, 'maxFall' | 'maxRise' | 'collateralSymbols' | 'debtSymbols' | 'protocolName'>): string {
  const percent = (fraction: number) => `${Math.floor(fraction * 100)}%`;
  const what = loan.collateralSymbols.length > 0 ? loan.collateralSymbols.join(' and ') : 'The collateral';
  const verb = loan.collateralSymbols.length > 1 ? 'together can fall' : 'can fall';
  const fall = loan.maxFall === null ? null : `${what} ${verb} ${percent(loan.maxFall)}`;
  const owed = `${loan.debtSymbols.join(' and ')}, which you owe,`;
  const rise = loan.maxRise === undefined ? null : fall === null ? `${owed} can rise ${percent(loan.maxRise)}` : `${owed} rise ${percent(loan.maxRise)}`;
  if (fall === null && rise === null) return 'No move of its prices can liquidate it.';
  return `${[fall, rise].filter((part) => part !== null).join(' or ')} before ${loan.protocolName} sells your collateral.`;
}
