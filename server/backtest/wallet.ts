import { closeOn, lastDay, type Series } from './series';

/** A backtested wallet: units of each asset, and a USD stablecoin reserve at $1. */
export interface Wallet {
  units: Map<string, number>;
  reserveUsd: number;
}

/** The asset's close on `day`, or its last close once its data has ended. */
export function priceOn(series: Series, day: number): number {
  const close = closeOn(series, Math.min(day, lastDay(series)));
  if (close === undefined) throw new Error(`${series.symbol} has no close on day ${day}`);
  return close;
}

/** `capital` USD spread over the assets by `weights` (summing to 1), bought at `day`'s closes; reserve 0. */
export function investedWallet(assets: readonly Series[], weights: readonly number[], day: number, capital: number): Wallet {
  const units = new Map<string, number>();
  assets.forEach((series, i) => units.set(series.symbol, (capital * weights[i]) / priceOn(series, day)));
  return { units, reserveUsd: 0 };
}

export function positionValue(wallet: Wallet, series: Series, day: number): number {
  return (wallet.units.get(series.symbol) ?? 0) * priceOn(series, day);
}

export function walletValue(wallet: Wallet, assets: readonly Series[], day: number): number {
  let total = wallet.reserveUsd;
  for (const series of assets) total += positionValue(wallet, series, day);
  return total;
}

/** Moves `usd` of the asset into the reserve (at most the whole position). */
export function sellUsd(wallet: Wallet, series: Series, day: number, usd: number): void {
  const price = priceOn(series, day);
  const units = Math.min(wallet.units.get(series.symbol) ?? 0, usd / price);
  wallet.units.set(series.symbol, (wallet.units.get(series.symbol) ?? 0) - units);
  wallet.reserveUsd += units * price;
}

/** Buys `usd` of the asset from the reserve, as far as the reserve goes. */
export function buyUsd(wallet: Wallet, series: Series, day: number, usd: number): void {
  const spent = Math.max(0, Math.min(usd, wallet.reserveUsd));
  wallet.units.set(series.symbol, (wallet.units.get(series.symbol) ?? 0) + spent / priceOn(series, day));
  wallet.reserveUsd -= spent;
}
