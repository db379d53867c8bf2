/**
 * What is inside each Aave v3 market, read from its Pool (reserveDiscovery is the record's `discover`):
 *
 *   1. the Pool's getReservesList() and ADDRESSES_PROVIDER();
 *   2. per reserve getReserveData(asset): its id, its configuration (liquidation threshold, decimals),
 *      its aToken and variable-debt token; and the provider's getPriceOracle() (the market's AaveOracle);
 *   3. the aToken's and debt token's symbols and, for an underlying not on the chain's token list, its
 *      symbol, name and decimals.
 *
 * Three rounds, each one aggregate3 shared with the other protocols, cached with the prices. A reserve
 * whose getReserveData failed is left out and the market read again with the next wallet; a Pool with
 * no code (a market not deployed on this chain) has no reserves.
 */
import type { Address } from 'viem';
import type { CallResult } from '../../chains/multicall/multicall';
import { addressList, addressOf, call, selector, text, uint, words } from '../abiWords';
import type { Discovery, ProtocolChain } from '../protocol';
import { metadataCalls, tokenOf } from '../tokenMetadata';
import { aaveReader, type AaveMarketOnChain, type AaveReserve } from './aaveReader';
import { decimalsOf, liquidationThresholdBps } from './aaveAbi';
import type { AaveDeployment } from './deployments';

const GET_RESERVES_LIST = selector('function getReservesList()');
const ADDRESSES_PROVIDER = selector('function ADDRESSES_PROVIDER()');
const GET_RESERVE_DATA = selector('function getReserveData(address)');
const GET_PRICE_ORACLE = selector('function getPriceOracle()');
const SYMBOL = selector('function symbol()');
/** getReserveData's 3.0 struct (ReserveDataLegacy in 3.1+): words 0 configuration, 7 id, 8 aToken, 10 variable-debt token. */
const RESERVE_DATA_WORDS = 11;

/** A reserve as getReserveData states it. */
interface ReserveData {
  asset: Address;
  id: number;
  configuration: bigint;
  aToken: Address;
  debtToken: Address;
}

interface PoolLists {
  pool: Address;
  assets: Address[];
  provider: Address | null;
}

function reserveData(asset: Address, result: CallResult | undefined): ReserveData | null {
  const data = words(result, RESERVE_DATA_WORDS);
  if (!data) return null;
  return { asset, id: Number(data[7]), configuration: data[0], aToken: addressOf(data[8]), debtToken: addressOf(data[10]) };
}

function marketOf(
  chain: ProtocolChain,
  lists: PoolLists,
  data: readonly (ReserveData | null)[],
  oracle: Address | null,
  answers: readonly CallResult[],
): AaveMarketOnChain {
  let at = 0;
  const reserves: AaveReserve[] = data.flatMap((reserve) => {
    if (!reserve) return [];
    const own = answers.slice(at, at + 2);
    const metadata = metadataCalls(chain, reserve.asset).length;
    // Aave keeps the decimals a reserve was listed with in its configuration: the token's own answer comes first.
    const token = tokenOf(chain, reserve.asset, answers.slice(at + 2, at + 2 + metadata), decimalsOf(reserve.configuration));
    at += 2 + metadata;
    if (!token) return [];
    return [
      {
        token,
        id: reserve.id,
        liquidationThresholdBps: liquidationThresholdBps(reserve.configuration),
        aToken: { address: reserve.aToken, symbol: text(own[0]) ?? `a${token.symbol}` },
        debtToken: { address: reserve.debtToken, symbol: text(own[1]) ?? `variableDebt${token.symbol}` },
      },
    ];
  });
  return { pool: lists.pool, oracle, reserves };
}

/** Round 3's calls for one market: per reserve its two tokens' symbols, and an unlisted underlying's metadata. */
function tokenCalls(chain: ProtocolChain, data: readonly (ReserveData | null)[]) {
  return data.flatMap((reserve) => (reserve ? [call(reserve.aToken, SYMBOL), call(reserve.debtToken, SYMBOL), ...metadataCalls(chain, reserve.asset)] : []));
}

export function discoverReserves(deployment: AaveDeployment, chain: ProtocolChain): Discovery {
  const pools = deployment.pools.map((pool) => pool.address);
  return {
    calls: pools.flatMap((pool) => [call(pool, GET_RESERVES_LIST), call(pool, ADDRESSES_PROVIDER)]),
    next(first) {
      // No code at the Pool answers 0x: a market not deployed here, with no reserves. A revert is a failure.
      let complete = pools.every((_, index) => first[index * 2].success);
      const lists: PoolLists[] = pools.map((pool, index) => {
        const providerWord = uint(first[index * 2 + 1]);
        return { pool, assets: addressList(first[index * 2]) ?? [], provider: providerWord === null ? null : addressOf(providerWord) };
      });
      const secondCalls = lists.flatMap(({ pool, assets, provider }) => [
        ...assets.map((asset) => call(pool, GET_RESERVE_DATA, asset)),
        ...(provider ? [call(provider, GET_PRICE_ORACLE)] : []),
      ]);
      return {
        calls: secondCalls,
        next(second) {
          let at = 0;
          const found = lists.map((lists) => {
            const data = lists.assets.map((asset) => reserveData(asset, second[at++]));
            const oracleWord = lists.provider ? uint(second[at++]) : null;
            if (data.includes(null) || (lists.assets.length > 0 && oracleWord === null)) complete = false;
            return { lists, data, oracle: oracleWord === null ? null : addressOf(oracleWord) };
          });
          const perMarket = found.map(({ data }) => tokenCalls(chain, data));
          return {
            calls: perMarket.flat(),
            next(third) {
              let from = 0;
              const markets = found.map(({ lists, data, oracle }, index) => {
                const answers = third.slice(from, from + perMarket[index].length);
                from += perMarket[index].length;
                return marketOf(chain, lists, data, oracle, answers);
              });
              return { reader: aaveReader(markets), complete };
            },
          };
        },
      };
    },
  };
}
