/**
 * The parts of Aave v3's Pool Ribbit reads. These have kept their shape across Aave v3.0–3.3: the
 * Pool still answers getReserveData with the 3.0 struct (ReserveDataLegacy), and the configuration
 * bitmaps are unchanged. test/protocols/aaveV3 checks them against the published artifacts.
 */
import { parseAbi } from 'viem';

export const aavePoolAbi = parseAbi([
  'struct ReserveConfigurationMap { uint256 data; }',
  'struct UserConfigurationMap { uint256 data; }',
  'function getUserAccountData(address user) view returns (uint256 totalCollateralBase, uint256 totalDebtBase, uint256 availableBorrowsBase, uint256 currentLiquidationThreshold, uint256 ltv, uint256 healthFactor)',
  'function getUserConfiguration(address user) view returns (UserConfigurationMap)',
  'function getConfiguration(address asset) view returns (ReserveConfigurationMap)',
  'struct ReserveData { ReserveConfigurationMap configuration; uint128 liquidityIndex; uint128 currentLiquidityRate; uint128 variableBorrowIndex; uint128 currentVariableBorrowRate; uint128 currentStableBorrowRate; uint40 lastUpdateTimestamp; uint16 id; address aTokenAddress; address stableDebtTokenAddress; address variableDebtTokenAddress; address interestRateStrategyAddress; uint128 accruedToTreasury; uint128 unbacked; uint128 isolationModeTotalDebt; }',
  'function getReserveData(address asset) view returns (ReserveData)',
  'function liquidationCall(address collateralAsset, address debtAsset, address user, uint256 debtToCover, bool receiveAToken)',
]);

/** ReserveConfiguration's fields Ribbit uses: bits 16–31 the liquidation threshold (basis points), 48–55 the decimals. */
export function liquidationThresholdBps(configuration: bigint): number {
  return Number((configuration >> 16n) & 0xffffn);
}

/** UserConfiguration: for the reserve of id `id`, bit 2·id is "borrowing", bit 2·id + 1 "used as collateral". */
export function usesAsCollateral(userConfiguration: bigint, id: number): boolean {
  return ((userConfiguration >> BigInt(id * 2 + 1)) & 1n) === 1n;
}
