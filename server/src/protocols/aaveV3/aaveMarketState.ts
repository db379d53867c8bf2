/**
 * What an Aave v3 market is, apart from any wallet: per reserve its id in the Pool and its
 * liquidation threshold (getReserveData), and the oracle the Pool prices with (its
 * PoolAddressesProvider's getPriceOracle). Read in two eth_calls, then cached like prices: risk
 * parameters change by governance vote, days apart.
 *
 * A reserve the Pool does not list, or lists with other tokens than the registry's, is left out:
 * reading the registry's tokens would report a position that is not there.
 */
import { decodeFunctionResult, encodeFunctionData, getAddress, parseAbi, type Address } from 'viem';
import { aggregate3, type EthCallClient } from '../../chains/multicall/multicall';
import type { TokenInfo } from '../../domain/types';
import { aavePoolAbi, liquidationThresholdBps } from './aaveAbi';
import type { AaveMarketState, AaveReserveState } from './aaveReading';
import type { AaveMarket } from './markets';

const providerAbi = parseAbi(['function ADDRESSES_PROVIDER() view returns (address)', 'function getPriceOracle() view returns (address)']);
/** getReserveData runs a few storage reads: a market's reserves fit one eth_call. */
const CALLS_PER_ETH_CALL = 100;

export async function readAaveMarketState(
  client: EthCallClient,
  multicall3: Address,
  market: AaveMarket,
  tokens: readonly TokenInfo[],
): Promise<AaveMarketState> {
  const pool = market.pool.address;
  const results = await aggregate3(
    client,
    multicall3,
    [
      { target: pool, callData: encodeFunctionData({ abi: providerAbi, functionName: 'ADDRESSES_PROVIDER' }) },
      ...market.reserves.map((reserve) => ({
        target: pool,
        callData: encodeFunctionData({ abi: aavePoolAbi, functionName: 'getReserveData', args: [reserve.underlying] }),
      })),
    ],
    CALLS_PER_ETH_CALL,
  );
  const [providerResult, ...reserveResults] = results;
  if (!providerResult.success) throw new Error(`Aave's Pool at ${pool} on chain ${market.chainId} did not answer`);
  const provider = decodeFunctionResult({ abi: providerAbi, functionName: 'ADDRESSES_PROVIDER', data: providerResult.returnData });
  const [oracleResult] = await aggregate3(
    client,
    multicall3,
    [{ target: provider, callData: encodeFunctionData({ abi: providerAbi, functionName: 'getPriceOracle' }) }],
    CALLS_PER_ETH_CALL,
  );
  if (!oracleResult.success) throw new Error(`Aave's PoolAddressesProvider at ${provider} on chain ${market.chainId} did not answer`);
  const oracle = decodeFunctionResult({ abi: providerAbi, functionName: 'getPriceOracle', data: oracleResult.returnData });

  const byAddress = new Map(tokens.map((token) => [token.address.toLowerCase(), token]));
  const reserves = market.reserves.flatMap((reserve, index): AaveReserveState[] => {
    const token = byAddress.get(reserve.underlying.toLowerCase());
    const result = reserveResults[index];
    if (!token || !result.success) return [];
    const data = decodeFunctionResult({ abi: aavePoolAbi, functionName: 'getReserveData', data: result.returnData });
    const matches =
      getAddress(data.aTokenAddress) === getAddress(reserve.aToken.address) &&
      getAddress(data.variableDebtTokenAddress) === getAddress(reserve.variableDebtToken.address);
    if (!matches) return [];
    return [{ reserve, token, id: data.id, liquidationThreshold: liquidationThresholdBps(data.configuration.data) / 10_000 }];
  });
  return { chainId: market.chainId, pool, oracle, reserves };
}
