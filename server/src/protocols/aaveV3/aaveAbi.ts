/**
 * The bitmaps of Aave v3's Pool Ribbit reads (ReserveConfiguration, UserConfiguration); their layout
 * is the same in Aave v3.0 to v3.3.
 */

/** ReserveConfiguration: bits 16–31 hold the liquidation threshold, in basis points. */
export function liquidationThresholdBps(configuration: bigint): number {
  return Number((configuration >> 16n) & 0xffffn);
}

/** UserConfiguration: for the reserve of id `id`, bit 2·id is "borrowing", bit 2·id + 1 "used as collateral". */
export function usesAsCollateral(userConfiguration: bigint, id: number): boolean {
  return ((userConfiguration >> BigInt(id * 2 + 1)) & 1n) === 1n;
}

/** ReserveConfiguration: bits 48–55 hold the underlying's decimals, as the reserve was listed with. */
export function decimalsOf(configuration: bigint): number {
  return Number((configuration >> 48n) & 0xffn);
}
