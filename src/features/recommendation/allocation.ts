/**
 * Where the money is, by asset: the allocation bar's parts. An asset is all its holdings together
 * (USDC on Ethereum and on Base; WETH beside ETH, whose advice is on ETH: `adviceOn`), as the engine
 * weighs them (docs/engine.md). Debts are not a share of anything: they are summed apart.
 */
import type { TokenAdvice } from '../../api/types';
import { valueUsd } from './advice';

/** The largest assets named in the bar; the rest are one part. Six fit one legend of a phone in three lines. */
export const NAMED_ASSETS = 6;

export interface AllocationPart {
  /** The asset's symbol, or null for the rest grouped. */
  symbol: string | null;
  usd: number;
  /** Of everything held (debts not subtracted): the parts sum to 1. */
  share: number;
  /** How many assets the part holds: 1 for a named one. */
  assets: number;
}

export interface Allocation {
  parts: AllocationPart[];
  /** What the wallet holds, before its debts, USD. */
  heldUsd: number;
  /** What it owes, USD, as a positive amount; 0 without debts. */
  borrowedUsd: number;
}

/** The symbol of the asset a card is part of: its own, or that of the holding its advice is on. */
function assetOf(token: TokenAdvice, tokens: readonly TokenAdvice[]): string {
  const lead = token.adviceOn;
  if (!lead) return token.symbol;
  const leadToken = tokens.find((other) => other.chainId === lead.chainId && other.address?.toLowerCase() === lead.address.toLowerCase());
  return leadToken?.symbol ?? token.symbol;
}

/** The assets by value, the `NAMED_ASSETS` largest named and the rest grouped; nothing held gives no parts. */
export function allocationByAsset(tokens: readonly TokenAdvice[]): Allocation {
  const held = new Map<string, number>();
  let borrowedUsd = 0;
  for (const token of tokens) {
    const value = valueUsd(token);
    const asset = assetOf(token, tokens);
    if (value < 0) borrowedUsd -= value;
    else if (value > 0) held.set(asset, (held.get(asset) ?? 0) + value);
  }
  const heldUsd = [...held.values()].reduce((sum, usd) => sum + usd, 0);
  if (heldUsd <= 0) return { parts: [], heldUsd: 0, borrowedUsd };
  const assets = [...held].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  // Grouping a single asset as "1 other" would hide a name for nothing.
  const named = assets.length <= NAMED_ASSETS + 1 ? assets : assets.slice(0, NAMED_ASSETS);
  const rest = assets.slice(named.length);
  const parts: AllocationPart[] = named.map(([symbol, usd]) => ({ symbol, usd, share: usd / heldUsd, assets: 1 }));
  if (rest.length > 0) {
    const usd = rest.reduce((sum, [, value]) => sum + value, 0);
    parts.push({ symbol: null, usd, share: usd / heldUsd, assets: rest.length });
  }
  return { parts, heldUsd, borrowedUsd };
}
