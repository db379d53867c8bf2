/**
 * Each Comet's collateral, read from the Comet itself (the record's `discover`): its numAssets(), then
 * getAssetInfo(i) for each, then the symbol, name and decimals of an asset the chain's token list does
 * not hold. So collateral governance adds through the Configurator is read with no record change.
 * A Comet with no code here (a market not deployed on this chain) has no collateral; one whose
 * numAssets or getAssetInfo failed keeps what did answer and is read again with the next wallet.
 */
import type { Address } from 'viem';
import type { CallResult } from '../../chains/multicall/multicall';
import type { TokenInfo } from '../../domain/types';
import { addressOf, call, selector, uint, words } from '../abiWords';
import { listedToken, type Discovery, type ProtocolChain } from '../protocol';
import { metadataCalls, tokenOf } from '../tokenMetadata';
import { cometReader, type CometOnChain } from './cometReader';
import type { CompoundDeployment } from './deployments';

const NUM_ASSETS = selector('function numAssets()');
const GET_ASSET_INFO = selector('function getAssetInfo(uint8)');
/** AssetInfo's words: offset, asset, … (cometReader.ts reads the rest per wallet). */
const ASSET_INFO_WORDS = 8;
/** A Comet account's assetsIn is a 16-bit bitmap (UserBasic): no Comet lists more assets; a larger count is not a Comet's. */
const MAX_ASSETS = 16;

export function discoverCollateral(deployment: CompoundDeployment, chain: ProtocolChain): Discovery {
  // A Comet whose base the chain does not list is not read: its balances have nothing to be expressed in.
  const markets = deployment.markets.flatMap((market) => {
    const base = listedToken(chain, market.underlying);
    return base ? [{ market, base }] : [];
  });
  return {
    calls: markets.map(({ market }) => call(market.address, NUM_ASSETS)),
    next(counts) {
      let complete = counts.every((result) => result.success);
      const sizes = counts.map((result) => Math.min(Number(uint(result) ?? 0n), MAX_ASSETS));
      return {
        calls: markets.flatMap(({ market }, index) => Array.from({ length: sizes[index] }, (_, i) => call(market.address, GET_ASSET_INFO, BigInt(i)))),
        next(infos) {
          let at = 0;
          const assets: Address[][] = markets.map((_, index) =>
            Array.from({ length: sizes[index] }, () => words(infos[at++], ASSET_INFO_WORDS)).flatMap((info) => {
              if (!info) complete = false;
              return info ? [addressOf(info[1])] : [];
            }),
          );
          const perMarket = assets.map((list) => list.flatMap((address) => metadataCalls(chain, address)));
          return {
            calls: perMarket.flat(),
            next(metadata) {
              let from = 0;
              const onChain: CometOnChain[] = markets.map(({ market, base }, index) => {
                const answers = metadata.slice(from, from + perMarket[index].length);
                from += perMarket[index].length;
                return { market, base, collateral: collateralOf(chain, assets[index], answers) };
              });
              return { reader: cometReader(onChain), complete };
            },
          };
        },
      };
    },
  };
}

/** The Comet's collateral tokens: listed ones as listed, the others from their own answers. */
function collateralOf(chain: ProtocolChain, assets: readonly Address[], answers: readonly CallResult[]): TokenInfo[] {
  let at = 0;
  return assets.flatMap((address) => {
    const count = metadataCalls(chain, address).length;
    const token = tokenOf(chain, address, answers.slice(at, at + count));
    at += count;
    return token ? [token] : [];
  });
}
