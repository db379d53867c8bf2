/**
 * What a protocol reader finds in a wallet: holdings that sit in the protocol, each expressed as the
 * asset it is exposed to (contract/positions.ts), and the loans they belong to.
 */
import type { Loan, Position } from '../../../contract';
import type { TokenInfo } from '../domain/types';

export interface PositionHolding {
  /** The asset the holding is exposed to: the underlying of an aToken, the borrowed token of a debt. */
  token: TokenInfo;
  /** In `token`'s smallest unit, interest included. Never zero. */
  balance: bigint;
  /** Where it sits; `loan` is an index into the same reading's `loans`. */
  place: Position;
}

/** One collateral asset of a loan, for "how far can it fall" (domain/loanMath.ts). */
export interface LoanCollateral {
  symbol: string;
  /** At the protocol's own prices. */
  valueUsd: number;
  /** The asset's own liquidation threshold (Aave) or liquidate collateral factor (Compound), 0.83 = 83 %. */
  liquidationThreshold: number;
}

/** A loan as the protocol reports it at the read's block (contract/positions.ts), with its collateral per asset. */
export interface LoanReading extends Omit<Loan, 'chainName' | 'maxFall' | 'status'> {
  collateral: LoanCollateral[];
}

export interface ProtocolReading {
  holdings: PositionHolding[];
  loans: LoanReading[];
}
