/**
 * Which Aave v3 markets exist on Ribbit's chains, as data: per chain each market's Pool. Every address
 * cites Aave's own address book and a second, independent source (docs/positions.md, "Aave v3").
 * What is inside a market (its reserves, their aTokens and debt tokens, thresholds, the oracle) is read
 * from the Pool itself (reserveDiscovery.ts), so a reserve governance lists is read with no change here.
 */
import type { ProtocolContract, ProtocolSource } from '../protocol';

export const AAVE_V3_SOURCES: readonly ProtocolSource[] = [
  {
    id: 'aave-address-book-ethereum',
    title: "Aave's address book, AaveV3Ethereum and AaveV3EthereumAssets (POOL)",
    url: 'https://github.com/bgd-labs/aave-address-book/blob/be65fa2d7470c8f4da59365890c646efb1066cb7/src/AaveV3Ethereum.sol',
    retrieved: '2026-11-27',
  },
  {
    id: 'aave-address-book-base',
    title: "Aave's address book, AaveV3Base and AaveV3BaseAssets (POOL)",
    url: 'https://github.com/bgd-labs/aave-address-book/blob/84f98485bf57a6b9b30a61e183eed1ad019ccfb6/src/AaveV3Base.sol (and @03e04f0fd8012ca7cf74c2d7019fd544b8c0aac8)',
    retrieved: '2026-11-27',
  },
  {
    id: 'llamafolio-aave-v3',
    title: "LlamaFolio's Aave v3 adapters: the lending Pool per chain",
    url: 'https://github.com/llamafolio/llamafolio-api/tree/main/src/adapters/aave-v3 (ethereum/index.ts @4afe8755, base/index.ts @54efc1a0)',
    retrieved: '2026-11-27',
  },
];

/** One Aave v3 market on a chain: its Pool, which lists its reserves (their tokens are read from it). */
export interface AavePool extends ProtocolContract {
  /** The market's name in Aave's own address book ("Core" for AaveV3Ethereum, "Lido" for AaveV3EthereumLido). */
  market: string;
}

export type AaveDeployment = Readonly<{ pools: readonly AavePool[] }>;

export const AAVE_ON_ETHEREUM: AaveDeployment = {
  pools: [{ market: 'Core', address: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2', sources: ['aave-address-book-ethereum', 'llamafolio-aave-v3'] }],
};

export const AAVE_ON_BASE: AaveDeployment = {
  pools: [{ market: 'Core', address: '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5', sources: ['aave-address-book-base', 'llamafolio-aave-v3'] }],
};
