/**
 * What could not be read, as the answer sets it aside (contract SetAside, reason `unreadable`): a listed
 * token whose balanceOf fails, a position's token that cannot say its decimals, a vault answering 0.
 * docs/positions.md, "Bounds".
 */
import type { ReadFailure, SetAsideToken } from '../../../contract';
import type { CallResult } from './multicall/aggregate3Codec';

/** A holding the chain answered for but that could not be read, set aside with why. */
export function unreadable(label: { chainId: number; symbol: string; name: string }, failure: ReadFailure): SetAsideToken {
  return { chainId: label.chainId, symbol: label.symbol, name: label.name, reason: 'unreadable', failure };
}

/** Why a failed call failed, in the answer's words: out-of-gas only when it was found to burn its gas. */
export function failureOf(result: CallResult): ReadFailure {
  return result.outOfGas ? 'out-of-gas' : 'failed';
}
