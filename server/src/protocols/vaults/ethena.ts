/**
 * Ethena: sUSDe, the ERC-4626 staking vault of USDe on Ethereum. USDe is a stablecoin on Ribbit's
 * registry, priced by Chainlink's USDe / USD feed, so sUSDe counts as USDe at the vault's rate; its
 * peg is measured like any stablecoin's (docs/positions.md, "Ethena").
 */
import { defineProtocol } from '../protocol';
import { vaultsReader, type VaultDeployment } from './erc4626';

export const ethena = defineProtocol<VaultDeployment>({
  id: 'ethena',
  name: 'Ethena',
  pricing: 'exchange-rate',
  sources: [
    {
      id: 'aave-address-book',
      title: 'Aave address book, AaveV3Ethereum.sol (sUSDe_UNDERLYING, sUSDe_DECIMALS, USDe_UNDERLYING)',
      url: 'https://github.com/bgd-labs/aave-address-book/blob/f61c97628307d387ca93a78578970fe6db885029/src/AaveV3Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'spark-address-registry',
      title: 'Spark address registry, Ethereum.sol (SUSDE, USDE)',
      url: 'https://github.com/sparkdotfi/spark-address-registry/blob/5348de20c16dc5174cbdede70ee959dd31f99ec1/src/Ethereum.sol',
      retrieved: '2026-11-27',
    },
  ],
  chains: {
    1: {
      vaults: [
        {
          symbol: 'sUSDe',
          decimals: 18,
          address: '0x9D39A5DE30e57443BfF2A8307A4256c8797A3497',
          underlying: '0x4c9EDD5852cd905f086C759E8383e09bff1E68B3',
          sources: ['aave-address-book', 'spark-address-registry'],
        },
      ],
    },
  },
  reader: vaultsReader,
});
