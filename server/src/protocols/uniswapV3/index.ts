/**
 * Uniswap v3 liquidity positions on Ethereum and Base, read from each chain's NonfungiblePositionManager
 * (reader.ts); the factory gives each position's pool address.
 */
import { defineProtocol, type ProtocolContract } from '../protocol';
import { uniswapV3Reader } from './reader';

export type UniswapV3Contracts = Readonly<{ factory: ProtocolContract; positionManager: ProtocolContract }>;

/** Uniswap v3 on Ethereum: the local chain places the factory and the position manager here too. */
export const UNISWAP_V3_ON_ETHEREUM: UniswapV3Contracts = {
  factory: { address: '0x1F98431c8aD98523631AE4a59f267346ea31F984', sources: ['uniswap-sdk-core', 'zapper-studio-ethereum'] },
  positionManager: { address: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88', sources: ['uniswap-sdk-core', 'zapper-studio-ethereum'] },
};

export const uniswapV3 = defineProtocol<UniswapV3Contracts>({
  id: 'uniswap-v3',
  name: 'Uniswap',
  pricing: 'liquidity',
  sources: [
    {
      id: 'uniswap-sdk-core',
      title: "Uniswap's SDK, the v3 addresses per chain (v3CoreFactoryAddress, nonfungiblePositionManagerAddress)",
      url: 'https://github.com/Uniswap/sdk-core/blob/013cbb9bce4904004271cfb941a9f8fcabd33ec6/src/addresses.ts',
      retrieved: '2026-11-27',
    },
    {
      id: 'zapper-studio-ethereum',
      title: "Zapper's Uniswap v3 positions on Ethereum (positionManagerAddress, factoryAddress)",
      url: 'https://github.com/Zapper-fi/studio/blob/40f3cf5146866016a0becef464101d95dc7b8efe/src/apps/uniswap-v3/ethereum/uniswap-v3.liquidity.contract-position-fetcher.ts',
      retrieved: '2026-11-27',
    },
    {
      id: 'zapper-studio-base',
      title: "Zapper's Uniswap v3 positions on Base (managerAddress, factoryAddress)",
      url: 'https://github.com/Zapper-fi/studio/blob/4d1e26ad247b348eeb47c0829ced14fc2e0ec50d/src/apps/uniswap-v3/base/uniswap-v3.liquidity.contract-position-builder.ts',
      retrieved: '2026-11-27',
    },
  ],
  chains: {
    1: UNISWAP_V3_ON_ETHEREUM,
    8453: {
      factory: { address: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD', sources: ['uniswap-sdk-core', 'zapper-studio-base'] },
      positionManager: { address: '0x03a520b32C04BF3bEEf7BEb72E919cf822Ed34f1', sources: ['uniswap-sdk-core', 'zapper-studio-base'] },
    },
  },
  reader: (contracts, chain) => uniswapV3Reader({ factory: contracts.factory.address, positionManager: contracts.positionManager.address }, chain),
});
